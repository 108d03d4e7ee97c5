import Foundation
import RegioGDAL

/// A dataset folder's base-map files (``BasemapFiles``) opened once: the
/// GeoPackage of its vector layers and the path of its relief. One reader
/// serves both the base map (``DatasetBasemap``) and the OpenStreetMap layers
/// (``DatasetOSMLayers``) of a map, so the GeoPackage is opened once a map.
///
/// ```swift
/// let reader = try BasemapReader(directory: dataset.directory)
/// let rivers = try DatasetBasemap.rivers(from: reader, in: box).lines
/// ```
final class BasemapReader {
    /// `basemap.gpkg`, or nil when the folder has none (a dataset without a base map).
    let layers: VectorDataset?
    /// `relief.tif`, or nil when the folder has none.
    let relief: URL?

    /// Opens the folder's files; a damaged GeoPackage throws a ``GDALError`` naming it.
    init(directory: URL) throws {
        let layersURL = directory.appendingPathComponent(BasemapFiles.layersFileName)
        layers = FileManager.default.fileExists(atPath: layersURL.path) ? try VectorDataset(url: layersURL) : nil
        let reliefURL = directory.appendingPathComponent(BasemapFiles.reliefFileName)
        relief = FileManager.default.fileExists(atPath: reliefURL.path) ? reliefURL : nil
    }
}
