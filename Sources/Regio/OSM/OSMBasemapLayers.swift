import Foundation
import RegioGDAL

/// Adds an extract's map layers (``OSMLayerKind``, each R-tree indexed by
/// GDAL's GPKG driver) to the dataset's `basemap.gpkg`, next to the rivers and
/// lakes ``BasemapBuilder`` wrote (a new file when there is none), feature by
/// feature as the extract is read (``write(_:_:)``; committed in batches, so
/// memory does not grow with the extract). The file is copied, extended under
/// a temporary name and renamed by ``finish()``, so a failed build leaves the
/// previous one whole.
final class OSMBasemapLayers {
    let gpkg: URL
    let partial: URL
    private let writer: GeoPackageWriter
    private var layers: [OSMLayerKind: GeoPackageWriter.Layer] = [:]

    static func fields(of kind: OSMLayerKind) -> [VectorLayerContent.Field] {
        let text: (String) -> VectorLayerContent.Field = { .init(name: $0, type: .string) }
        switch kind {
        case .roads: return [text("class"), text("highway"), text("name"), text("ref"), .init(name: "tunnel", type: .integer), text("osm_id")]
        case .ferries: return [text("name"), text("osm_id")]
        case .extent: return []
        default: return [text("kind"), text("name"), text("osm_id")]
        }
    }

    /// Opens a copy of `folder`'s `basemap.gpkg` (or a new file) with the OSM layers emptied.
    init(folder: URL) throws {
        gpkg = folder.appendingPathComponent(BasemapFiles.layersFileName)
        partial = folder.appendingPathComponent(".\(BasemapFiles.layersFileName).osm.\(UUID().uuidString).part")
        do {
            if FileManager.default.fileExists(atPath: gpkg.path) {
                try FileManager.default.copyItem(at: gpkg, to: partial)
                writer = try GeoPackageWriter(appendingTo: partial)
            } else {
                // Built without base-map inputs: the empty layers every reader of basemap.gpkg expects.
                writer = try GeoPackageWriter(url: partial)
                try writer.addLayer(VectorLayerContent(
                    name: "rivers", geometryType: .multiLineString,
                    fields: [.init(name: "name", type: .string), .init(name: "name_alt", type: .string),
                             .init(name: "scalerank", type: .integer)], features: []))
                try writer.addLayer(VectorLayerContent(
                    name: "lakes", geometryType: .multiPolygon,
                    fields: [.init(name: "name", type: .string), .init(name: "scalerank", type: .integer)], features: []))
            }
            for kind in OSMLayerKind.allCases {
                try writer.removeLayer(named: kind.rawValue)
                layers[kind] = try writer.createLayer(name: kind.rawValue, geometryType: kind.isLines ? .multiLineString : .multiPolygon,
                                                      fields: Self.fields(of: kind))
            }
        } catch {
            try? FileManager.default.removeItem(at: partial)   // cleanup of a failed start; the error is what matters
            throw error
        }
    }

    /// Writes one feature into its layer.
    func write(_ kind: OSMLayerKind, _ feature: VectorFeature) throws {
        guard let layer = layers[kind] else { return }
        try writer.write(feature, to: layer)
    }

    /// Closes the file and puts it in place of `basemap.gpkg`.
    func finish() throws {
        do {
            try writer.close()
            try BasemapBuilder.replace(gpkg, with: partial)
        } catch {
            discard()
            throw error
        }
    }

    /// Removes the unfinished copy (a failed read).
    func discard() {
        try? writer.close()   // the copy is removed next; closing only releases GDAL's handle
        try? FileManager.default.removeItem(at: partial)   // cleanup of a failed build; the error is what matters
    }
}
