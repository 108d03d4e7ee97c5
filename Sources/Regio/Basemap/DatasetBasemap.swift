import Foundation
import RegioGDAL
import RegioGeo
import RegioRender

/// A dataset's base-map layers as map content: rivers (lines, wider for a
/// lower Natural Earth scale rank), lakes, the land (its coast) and the relief,
/// read from the folder's `basemap.gpkg` and `relief.tif` (``BasemapFiles``):
/// whole (tiles keep them) or only what meets a box, through the GeoPackage's
/// R-tree and a window of the raster (a printed map). Empty for a dataset
/// without them.
public struct DatasetBasemap: Sendable {
    public var rivers: [MapLine]
    public var water: [MapWater]
    public var land: [MapWater] = []
    /// Forests (MODIS land cover), with their credit.
    public var forests: [MapWater] = []
    public var landCoverCredit: String?
    public var relief: MapRelief?
    /// How many features were read from the file: with a box, those whose
    /// envelope meets it, not the whole layer.
    public var featuresRead = 0
    /// The credit of the user's rivers and lakes (`dataset build --water`), when the dataset has some.
    public var ownWaterCredit: String?

    public static let empty = DatasetBasemap(rivers: [], water: [], relief: nil)
    /// Projects its rivers, lakes, land and forests now; each feature keeps
    /// its projected shape for every map drawn from it (``KeptProjection``),
    /// so a server does it at start rather than on a first tile.
    func projectShapes() throws {
        var layers = MapScene(lines: rivers)
        (layers.water, layers.land, layers.forests) = (water, land, forests)
        try layers.workOutBasemapShapes(scales: [])
    }

    /// The credits of the vector layers: GSHHG with its lakes, land and classed
    /// rivers; the land cover with its forests; the user's own water with the rivers and lakes.
    public var layerCredits: [LayerCredit] {
        var gshhg: Set<MapLayer> = []
        if !water.isEmpty { gshhg.insert(.lakes) }
        if !land.isEmpty { gshhg.insert(.land) }
        if rivers.contains(where: { $0.riverClass != nil }) { gshhg.insert(.rivers) }
        return (gshhg.isEmpty ? [] : [LayerCredit(MapScene.shorelineCredit, layers: gshhg)])
            + (forests.isEmpty ? [] : [LayerCredit(landCoverCredit ?? MODISForests.credit, layers: [.forests])])
            + (ownWaterCredit.map { [LayerCredit($0, layers: [.rivers, .lakes])] } ?? [])
    }

    /// The relief's credit on maps when `relief.tif` names none (ETOPO5's, as datasets built before `--dem` have).
    public static let reliefCredit = "NOAA ETOPO5"
    /// The metadata item of `relief.tif` that holds the relief's credit.
    public static let reliefCreditKey = "CREDIT"
    /// The metadata item of `basemap.gpkg` that holds the credit of the user's rivers and lakes.
    public static let waterCreditKey = "WATER_CREDIT"
    /// The metadata item of `basemap.gpkg` that holds the credit of the `forest` layer.
    public static let landCoverCreditKey = "LANDCOVER_CREDIT"
    /// The layer of `basemap.gpkg` with the forests.
    public static let forestLayer = "forest"

    /// Reads the layers in `directory`, all of them or (with `box`) the features
    /// meeting it and the relief's pixels under it; a damaged file throws a
    /// ``GDALError`` naming it. The whole relief's cells are read when a map
    /// first draws them (``ReliefFile``), so a damaged `relief.tif` may throw then.
    public static func load(from directory: URL, in box: BoundingBox? = nil) throws -> DatasetBasemap {
        try load(from: BasemapReader(directory: directory), in: box)
    }

    /// The layers of `reader`'s files, as ``load(from:in:)`` reads them.
    static func load(from reader: BasemapReader, in box: BoundingBox? = nil) throws -> DatasetBasemap {
        var basemap = DatasetBasemap.empty
        if let gpkg = reader.layers {
            func features(_ layer: String) throws -> [VectorFeature] {
                let read = try gpkg.features(layer: layer, in: box)
                basemap.featuresRead += read.count
                return read
            }
            basemap.ownWaterCredit = gpkg.metadataItem(waterCreditKey)
            basemap.rivers = try rivers(in: features("rivers"))
            basemap.water = try features("lakes").enumerated().compactMap { i, f in
                let rings = polygons(f.geometry)
                return rings.isEmpty ? nil : MapWater(id: "lake-\(i)", name: f.string("name"), rings: rings)
            }
            if gpkg.layerNames.contains(forestLayer) {   // datasets built without the land cover have none
                basemap.forests = try features(forestLayer).enumerated().compactMap { i, f in
                    let rings = polygons(f.geometry)
                    return rings.isEmpty ? nil : MapWater(id: "forest-\(i)", rings: rings)
                }
                basemap.landCoverCredit = gpkg.metadataItem(landCoverCreditKey) ?? MODISForests.credit
            }
            if gpkg.layerNames.contains("land") {   // datasets built before the land layer have none
                basemap.land = try features("land").enumerated().compactMap { i, f in
                    let rings = polygons(f.geometry)
                    return rings.isEmpty ? nil : MapWater(id: "land-\(i)", rings: rings)
                }
            }
        }
        if let reliefURL = reader.relief {
            guard let box else {
                // The whole relief (tiles): its rows are read when a tile first draws them.
                basemap.relief = try ReliefFile(url: reliefURL).relief(credit: reliefCredit)
                return basemap
            }
            let raster = try RasterDataset(url: reliefURL)
            let grid = try raster.read(box)
            // A box beside the relief (or on its last row) reads too few pixels for a grid: no relief there.
            guard grid.width >= 2, grid.height >= 2 else { return basemap }
            basemap.relief = MapRelief(width: grid.width, height: grid.height, elevations: grid.values,
                                       west: grid.transform.originX, north: grid.transform.originY,
                                       cellWidth: grid.transform.pixelWidth, cellHeight: -grid.transform.pixelHeight,
                                       credit: raster.metadataItem(reliefCreditKey) ?? reliefCredit)
        }
        return basemap
    }

    /// The whole `rivers` layer of `reader`'s GeoPackage (empty without one),
    /// without the rest of the base map: what the quizzes' river facts measure.
    static func rivers(from reader: BasemapReader) throws -> [MapLine] {
        guard let gpkg = reader.layers else { return [] }
        return try rivers(in: gpkg.features(layer: "rivers"))
    }

    /// The `rivers` layer's features as map lines, wider for a lower class or scale rank.
    private static func rivers(in features: [VectorFeature]) -> [MapLine] {
        features.enumerated().compactMap { i, f in
            let parts = lines(f.geometry)
            guard !parts.isEmpty else { return nil }
            let riverClass = f.fields["class"]?.number.flatMap { Int(exactly: $0) }
            let importance = riverClass.map(importance(riverClass:)) ?? importance(scalerank: f.fields["scalerank"]?.number ?? 10)
            return MapLine(id: "river-\(i)", name: f.string("name"), parts: parts, importance: importance,
                           labelPriority: 1_000 + 1_000 * importance, riverClass: riverClass)
        }
    }

    /// GSHHG's river class as 1…0: permanent majors widest, brooks, intermittent rivers and ditches thinnest.
    static func importance(riverClass: Int) -> Double {
        let byClass: [Double] = [0, 1, 0.7, 0.45, 0.2, 0.3, 0.15, 0.05, 0.4, 0.2, 0.05]
        return byClass.indices.contains(riverClass) ? byClass[riverClass] : 0
    }

    /// Natural Earth's scale rank (0 the largest rivers … 12 the smallest) as 1…0.
    static func importance(scalerank: Double) -> Double {
        guard scalerank.isFinite else { return 0.5 }
        return max(0, min(1, (11 - scalerank) / 8))
    }

    static func lines(_ g: GeoJSONGeometry?) -> [[Coordinate]] {
        switch g {
        case .lineString(let l)?: return [l]
        case .multiLineString(let ls)?: return ls
        case .geometryCollection(let gs)?: return gs.flatMap { lines($0) }
        default: return []
        }
    }

    static func polygons(_ g: GeoJSONGeometry?) -> [[[Coordinate]]] {
        switch g {
        case .polygon(let p)?: return [p]
        case .multiPolygon(let ps)?: return ps
        case .geometryCollection(let gs)?: return gs.flatMap { polygons($0) }
        default: return []
        }
    }
}
