import Foundation
import RegioGDAL
import RegioGeo

/// Writes a dataset's base-map layers for a box, from the folder
/// `scripts/fetch-basemap` fills (``BasemapFiles``):
///
/// - `basemap.gpkg`, a GeoPackage (GDAL's GPKG driver, R-tree indexed) with
///   `rivers` (name, name_alt, scalerank; Natural Earth 10m river and lake
///   centre lines) and `lakes` (name, scalerank; Natural Earth 10m lakes when
///   the cache has them, else empty), clipped to the box;
/// - `relief.tif`, the ETOPO5 elevations (Float32 metres) of the box as a
///   GeoTIFF. Elevations rather than a hillshade: the map computes the shade
///   for its own scale and light, a hypsometric tint can use the same file,
///   and a user's DEM is the same kind of file (Czechia is ~150×90 pixels).
///
/// Each file is written under a temporary name and renamed at the end.
struct BasemapBuilder {
    var files: BasemapFiles
    var box: BoundingBox

    func write(into folder: URL) throws -> DatasetBuildReport.BasemapReport {
        let started = Date()
        let context = GeometryContext()
        let clip = try Geometry.box(box, context: context)
        let rivers = try clipped(try VectorDataset(url: files.rivers).features(layer: files.riversLayer, in: box),
                                 to: clip, context: context, keep: ["name", "name_alt", "scalerank"])
        let lakes = try files.lakes.map { url in
            try clipped(try VectorDataset(url: url).features(layer: url.deletingPathExtension().lastPathComponent, in: box),
                        to: clip, context: context, keep: ["name", "scalerank"])
        } ?? []

        let gpkg = folder.appendingPathComponent(BasemapFiles.layersFileName)
        let partial = folder.appendingPathComponent(".\(BasemapFiles.layersFileName).\(UUID().uuidString).part")
        do {
            let writer = try GeoPackageWriter(url: partial)
            try writer.addLayer(VectorLayerContent(
                name: "rivers", geometryType: .multiLineString,
                fields: [.init(name: "name", type: .string), .init(name: "name_alt", type: .string),
                         .init(name: "scalerank", type: .integer)],
                features: rivers))
            try writer.addLayer(VectorLayerContent(
                name: "lakes", geometryType: .multiPolygon,
                fields: [.init(name: "name", type: .string), .init(name: "scalerank", type: .integer)],
                features: lakes))
            try writer.close()
            try Self.replace(gpkg, with: partial)
        } catch {
            try? FileManager.default.removeItem(at: partial)   // cleanup of a failed write; the error is what matters
            throw error
        }

        let relief = folder.appendingPathComponent(BasemapFiles.reliefFileName)
        let partialRelief = folder.appendingPathComponent(".\(BasemapFiles.reliefFileName).\(UUID().uuidString).part")
        let grid = try RasterDataset(url: files.elevation).read(box)
        do {
            try GeoTIFFWriter.write(grid, to: partialRelief)
            try Self.replace(relief, with: partialRelief)
        } catch {
            try? FileManager.default.removeItem(at: partialRelief)
            throw error
        }
        let bytes = try [gpkg, relief].reduce(0) { sum, url in
            sum + ((try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        }
        return DatasetBuildReport.BasemapReport(rivers: rivers.count, lakes: lakes.count, lakesSource: files.lakes != nil,
                                                reliefWidth: grid.width, reliefHeight: grid.height, bytes: bytes,
                                                seconds: Date().timeIntervalSince(started), missing: nil)
    }

    /// The features clipped to the box (those left empty dropped), with only the `keep` fields;
    /// `scalerank` is stored as an integer.
    private func clipped(_ features: [VectorFeature], to clip: Geometry, context: GeometryContext,
                         keep: Set<String>) throws -> [VectorFeature] {
        try features.compactMap { feature in
            guard let geometry = feature.geometry else { return nil }
            let inBox = try Geometry(geoJSON: geometry, context: context).intersection(clip)
            guard !inBox.isEmpty else { return nil }
            var fields = feature.fields.filter { keep.contains($0.key) }
            if let rank = fields["scalerank"]?.number {
                fields["scalerank"] = Int64(exactly: rank.rounded()).map(GDALFieldValue.integer)
            }
            return VectorFeature(fields: fields, geometry: try inBox.geoJSON)
        }
    }

    /// Moves `partial` to `url`, replacing what was there: rename(2), atomic on
    /// one file system. Not `FileManager.replaceItemAt`: swift-corelibs-foundation's
    /// moves `url` onto `partial` and then fails, so a rebuild lost basemap.gpkg.
    static func replace(_ url: URL, with partial: URL) throws {
        guard rename(partial.path, url.path) == 0 else {
            throw GDALError.cannotWrite(file: url.path, reason: String(cString: strerror(errno)))
        }
    }
}
