import Foundation
import RegioGeo

/// The part of `dataset build --osm FILE` that comes from an OpenStreetMap
/// extract: read once (``OSMExtract``), its map layers added to `basemap.gpkg`
/// (``OSMBasemapLayers``), its places written to `osm-places.geojson`
/// (``OSMPlacesFile``) once the GeoNames towns are there to merge with.
struct OSMDatasetPart {
    let extract: OSMExtract
    let started: Date

    /// Reads `file` for the dataset's `box` (the whole file when nil).
    init(file: URL, box: BoundingBox?, progress: ((DatasetBuildProgress) -> Void)?) throws {
        started = Date()
        progress?(DatasetBuildProgress(stage: .osm, done: 0, total: 0))
        extract = try OSMExtract.read(file, box: box) { read in
            progress?(DatasetBuildProgress(stage: .osm, done: read, total: 0))
        }
    }

    /// Writes the layers and the places into the dataset folder of `dataset`.
    func write(into folder: URL, dataset: Dataset) throws -> OSMBuildReport {
        try OSMBasemapLayers.write(extract, into: folder)
        let places = try OSMPlacesFile.write(extract.places, dataset: dataset,
                                             to: folder.appendingPathComponent(OSMPlacesFile.fileName))
        return OSMBuildReport(
            file: extract.file.path, roadsByClass: extract.roadsByClass,
            layers: Dictionary(uniqueKeysWithValues: OSMLayerKind.allCases.map { ($0.rawValue, extract.layers[$0]?.count ?? 0) }),
            places: places.written, placesByCategory: places.byCategory, mergedTowns: places.mergedTowns, duplicatePlaces: places.duplicates,
            placesOutsideRegions: places.outsideRegions, skipped: extract.skipped, seconds: Date().timeIntervalSince(started))
    }
}
