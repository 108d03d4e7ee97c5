import Foundation
import RegioGDAL
import RegioGeo
import RegioRender

/// A dataset's OpenStreetMap layers (``OSMLayerKind``, in `basemap.gpkg` when
/// the dataset was built with `--osm`) as map content: roads and railways,
/// land cover, named waterways (drawn as rivers) and water areas (as lakes).
/// Empty for a dataset without them.
public struct DatasetOSMLayers: Sendable {
    public var roads: [MapRoad]
    public var landAreas: [MapLandArea]
    public var waterways: [MapLine]
    public var water: [MapWater]

    public static let empty = DatasetOSMLayers(roads: [], landAreas: [], waterways: [], water: [])

    public var isEmpty: Bool { roads.isEmpty && landAreas.isEmpty && waterways.isEmpty && water.isEmpty }

    /// "© OpenStreetMap contributors", with the layers these features are drawn in.
    public var layerCredit: LayerCredit {
        var layers: Set<MapLayer> = []
        if roads.contains(where: { $0.kind != .railway }) { layers.insert(.roads) }
        if roads.contains(where: { $0.kind == .railway }) { layers.insert(.railways) }
        if !landAreas.isEmpty { layers.insert(.landCover) }
        if !waterways.isEmpty { layers.insert(.rivers) }
        if !water.isEmpty { layers.insert(.lakes) }
        return LayerCredit(MapAttribution.openStreetMap, layers: layers)
    }

    /// How many features were read from the file (see ``DatasetBasemap/featuresRead``).
    public var featuresRead = 0

    /// Reads the layers of `directory`'s `basemap.gpkg`, all of them or (with
    /// `box`) the features meeting it; a damaged file throws a ``GDALError`` naming it.
    public static func load(from directory: URL, in box: BoundingBox? = nil) throws -> DatasetOSMLayers {
        try load(from: BasemapReader(directory: directory), in: box)
    }

    /// The layers of `reader`'s GeoPackage, as ``load(from:in:)`` reads them.
    static func load(from reader: BasemapReader, in box: BoundingBox? = nil) throws -> DatasetOSMLayers {
        guard let gpkg = reader.layers else { return .empty }
        let names = Set(gpkg.layerNames)
        var layers = DatasetOSMLayers.empty
        func features(_ kind: OSMLayerKind) throws -> [VectorFeature] {
            let read = names.contains(kind.rawValue) ? try gpkg.features(layer: kind.rawValue, in: box) : []
            layers.featuresRead += read.count
            return read
        }
        for (i, f) in try features(.roads).enumerated() {
            guard let kind = f.string("class").flatMap(MapRoad.Kind.init(rawValue:)) else { continue }
            let parts = DatasetBasemap.lines(f.geometry)
            if !parts.isEmpty { layers.roads.append(MapRoad(id: "osm-road-\(i)", name: f.string("name"), kind: kind, parts: parts)) }
        }
        for (i, f) in try features(.railways).enumerated() {
            let parts = DatasetBasemap.lines(f.geometry)
            if !parts.isEmpty { layers.roads.append(MapRoad(id: "osm-railway-\(i)", name: f.string("name"), kind: .railway, parts: parts)) }
        }
        for (i, f) in try features(.landcover).enumerated() + features(.builtUp).enumerated().map({ ($0 + 1_000_000, $1) }) {
            let kind: MapLandArea.Kind
            switch f.string("kind") {
            case "forest": kind = .forest
            case "park": kind = .park
            case "protected": kind = .protected
            default: kind = .builtUp
            }
            let rings = DatasetBasemap.polygons(f.geometry)
            if !rings.isEmpty { layers.landAreas.append(MapLandArea(id: "osm-area-\(i)", kind: kind, rings: rings)) }
        }
        for (i, f) in try features(.waterways).enumerated() {
            let parts = DatasetBasemap.lines(f.geometry)
            guard !parts.isEmpty else { continue }
            let importance = f.string("kind") == "river" ? 0.45 : (f.string("kind") == "canal" ? 0.3 : 0.1)
            layers.waterways.append(MapLine(id: "osm-waterway-\(i)", name: f.string("name"), parts: parts, importance: importance,
                                            labelPriority: 500 + 1_000 * importance))
        }
        for (i, f) in try features(.water).enumerated() {
            let rings = DatasetBasemap.polygons(f.geometry)
            if !rings.isEmpty { layers.water.append(MapWater(id: "osm-water-\(i)", name: f.string("name"), rings: rings)) }
        }
        return layers
    }
}
