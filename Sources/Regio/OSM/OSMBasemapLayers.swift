import Foundation
import RegioGDAL

/// Adds an extract's map layers (``OSMLayerKind``, each R-tree indexed by
/// GDAL's GPKG driver) to the dataset's `basemap.gpkg`, next to the rivers and
/// lakes ``BasemapBuilder`` wrote (a new file when there is none). The file is
/// copied, extended under a temporary name and renamed at the end, so a failed
/// build leaves the previous one whole.
enum OSMBasemapLayers {
    static func fields(of kind: OSMLayerKind) -> [VectorLayerContent.Field] {
        let text: (String) -> VectorLayerContent.Field = { .init(name: $0, type: .string) }
        switch kind {
        case .roads: return [text("class"), text("highway"), text("name"), text("ref"), .init(name: "tunnel", type: .integer), text("osm_id")]
        case .ferries: return [text("name"), text("osm_id")]
        case .extent: return []
        default: return [text("kind"), text("name"), text("osm_id")]
        }
    }

    static func write(_ extract: OSMExtract, into folder: URL) throws {
        let gpkg = folder.appendingPathComponent(BasemapFiles.layersFileName)
        let partial = folder.appendingPathComponent(".\(BasemapFiles.layersFileName).osm.\(UUID().uuidString).part")
        do {
            let writer: GeoPackageWriter
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
                try writer.addLayer(VectorLayerContent(
                    name: kind.rawValue, geometryType: kind.isLines ? .multiLineString : .multiPolygon,
                    fields: fields(of: kind), features: extract.layers[kind] ?? []))
            }
            try writer.close()
            try BasemapBuilder.replace(gpkg, with: partial)
        } catch {
            try? FileManager.default.removeItem(at: partial)   // cleanup of a failed write; the error is what matters
            throw error
        }
    }
}
