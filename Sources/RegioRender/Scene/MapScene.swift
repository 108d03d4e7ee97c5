import Foundation
import RegioGeo

/// What a map shows, independent of any dataset: polygons (regions,
/// neighbouring countries, a highlighted region), lines (rivers) and points
/// (towns, places, cluster badges, favourites), each with a label and a
/// priority, plus the attribution of the data.
///
/// ```swift
/// var scene = MapScene(attribution: ["Natural Earth", "© GeoNames (CC BY 4.0)"])
/// scene.polygons.append(MapPolygon(id: "CZ-10", name: "Praha", role: .highlighted, rings: praguePolygons))
/// scene.points.append(MapPoint(id: "geonames:3067696", name: "Praha",
///                              coordinate: Coordinate(latitude: 50.088, longitude: 14.421),
///                              kind: .town(population: 1_165_581)))
/// ```
public struct MapScene: Hashable, Sendable {
    public var polygons: [MapPolygon]
    public var lines: [MapLine]
    public var points: [MapPoint]
    /// Lakes and reservoirs, drawn over the areas' fills.
    public var water: [MapWater] = []
    /// The land (with a coast): where a scene has some, what is outside it is
    /// sea, and the areas are cut to it. Empty: no sea drawn.
    public var land: [MapWater] = []
    /// Elevations drawn as a hillshade over the areas' fills (nil: none).
    public var relief: MapRelief?
    /// Roads and railways, drawn over the rivers (``RoadStyle``).
    public var roads: [MapRoad] = []
    /// Forests, parks, protected and built-up areas, drawn over the regions' fills.
    public var landAreas: [MapLandArea] = []
    /// Forests of a land-cover layer (MODIS), drawn over the relief and under the water (``ForestStyle``).
    public var forests: [MapWater] = []
    /// Where ``landAreas`` hold the whole land cover (an OpenStreetMap
    /// extract's extent): inside it, at the zooms their forests are drawn, the
    /// coarse ``forests`` give way to them (``ProjectedScene/coarseForests(in:style:zoom:)``).
    /// The base map's rivers are cut there when the scene is built (the extract's waterways stand for them).
    public var extractExtent: [MapWater] = []
    /// Credits for the data always shown (the areas' and the places' sources),
    /// in a corner of maps and in MBTiles metadata; see ``attributionText``.
    public var attribution: [String]
    /// The credits of the base-map layers, listed when their layers draw
    /// something (the relief's credit is its own, ``MapRelief/credit``).
    public var layerCredits: [LayerCredit] = []

    public init(polygons: [MapPolygon] = [], lines: [MapLine] = [], points: [MapPoint] = [], attribution: [String] = []) {
        self.polygons = polygons; self.lines = lines; self.points = points; self.attribution = attribution
    }

    /// Every layer credit, the relief's too.
    public var allLayerCredits: [LayerCredit] {
        layerCredits + (relief?.credit.map { [LayerCredit($0, layers: [.relief])] } ?? [])
    }

    /// The base-map layers that have something to draw (before any view or zoom).
    public var layersPresent: Set<MapLayer> {
        var present: Set<MapLayer> = []
        if !lines.isEmpty { present.insert(.rivers) }
        if !water.isEmpty { present.insert(.lakes) }
        if !land.isEmpty { present.insert(.land) }
        if relief != nil { present.insert(.relief) }
        if roads.contains(where: { $0.kind != .railway }) { present.insert(.roads) }
        if roads.contains(where: { $0.kind == .railway }) { present.insert(.railways) }
        if !landAreas.isEmpty { present.insert(.landCover) }
        if !forests.isEmpty { present.insert(.forests) }
        return present
    }

    /// The credits in force: ``attribution`` and the layer credits of the layers present.
    public var credits: [String] {
        attribution + LayerCredit.texts(allLayerCredits, drawn: layersPresent, besides: attribution)
    }

    /// The attribution as one line (``credits``).
    public var attributionText: String { credits.joined(separator: " · ") }

    /// The scene without the base-map layers `style` turns off (so their credits go too).
    public func shown(by style: MapStyle) -> MapScene {
        var scene = self
        if !style.relief.visible { scene.relief = nil }
        if !style.water.visible { scene.water = [] }
        if !style.sea.visible { scene.land = [] }
        if !style.river.visible { scene.lines = [] }
        if !style.roads.visible { scene.roads.removeAll { $0.kind != .railway } }
        if !style.roads.railwaysVisible { scene.roads.removeAll { $0.kind == .railway } }
        if !style.roads.landCoverVisible { scene.landAreas = []; scene.extractExtent = [] }
        if !style.forest.visible { scene.forests = [] }
        return scene
    }

    /// The credit of GSHHG's lakes, coasts and rivers.
    public static let shorelineCredit = "GSHHG (LGPL-3+)"

    /// The box around every coordinate in the scene (nil when it is empty).
    public var bounds: BoundingBox? {
        BoundingBox(around: polygons.lazy.flatMap { $0.rings.joined().joined() }
                    + lines.lazy.flatMap { $0.parts.joined() } + points.lazy.map(\.coordinate))
    }

    /// Checks every coordinate; throws naming the first bad feature.
    public func validate() throws {
        for (i, p) in polygons.enumerated() {
            for (j, polygon) in p.rings.enumerated() {
                for (k, ring) in polygon.enumerated() {
                    if let bad = ring.first(where: { !$0.isValid }) {
                        throw RenderError.invalidScene("polygon '\(p.id)' (polygons[\(i)].rings[\(j)][\(k)]) has an invalid coordinate \(bad)")
                    }
                }
            }
        }
        for (i, l) in lines.enumerated() {
            for (j, part) in l.parts.enumerated() {
                if let bad = part.first(where: { !$0.isValid }) {
                    throw RenderError.invalidScene("line '\(l.id)' (lines[\(i)].parts[\(j)]) has an invalid coordinate \(bad)")
                }
            }
        }
        for (name, areas) in [("water", water), ("land", land), ("forests", forests), ("extractExtent", extractExtent)] {
            for (i, w) in areas.enumerated() {
                if let bad = w.rings.joined().joined().first(where: { !$0.isValid }) {
                    throw RenderError.invalidScene("\(name) '\(w.id)' (\(name)[\(i)]) has an invalid coordinate \(bad)")
                }
            }
        }
        try relief?.validate()
        for (i, r) in roads.enumerated() where r.parts.contains(where: { $0.contains { !$0.isValid } }) {
            throw RenderError.invalidScene("road '\(r.id)' (roads[\(i)]) has an invalid coordinate")
        }
        for (i, a) in landAreas.enumerated() where a.rings.joined().joined().contains(where: { !$0.isValid }) {
            throw RenderError.invalidScene("land area '\(a.id)' (landAreas[\(i)]) has an invalid coordinate")
        }
        for (i, p) in points.enumerated() where !p.coordinate.isValid {
            throw RenderError.invalidScene("point '\(p.id)' (points[\(i)]) has an invalid coordinate \(p.coordinate)")
        }
    }
}

/// An area: a region, a neighbouring country, or the highlighted region.
public struct MapPolygon: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
        /// A region of the country shown (drawn with the region style).
        case region
        /// The region the map is about (drawn on top, with the highlight style).
        case highlighted
        /// A neighbouring country or region, drawn muted and not labelled.
        case neighbour
    }
    public var id: String
    /// The label (nil: no label).
    public var name: String?
    public var role: Role
    /// Polygons → rings (the first is the exterior, the rest holes) → coordinates.
    /// Rings may be open or closed; winding does not matter (even-odd filling).
    /// Changing them drops ``wkb`` and what the shape keeps (its label point, its outlines).
    public var rings: [[[Coordinate]]] {
        didSet { wkb = nil; keptLabelPoint = nil; keptOutlines = nil; keptProjection = nil }
    }
    /// The same area as WKB when it came from a ``MapShape``: the renderer
    /// reads it into GEOS directly; nil: GEOS builds it from ``rings``.
    public private(set) var wkb: Data?
    /// The label point of the ``MapShape`` it came from (worked out once for every scene of the shape).
    private(set) var keptLabelPoint: KeptLabelPoint?
    /// The outlines the ``MapShape`` it came from keeps for whole zooms.
    private(set) var keptOutlines: KeptOutlines?
    /// The rings the ``MapShape`` it came from keeps projected.
    private(set) var keptProjection: KeptArea?
    /// Larger labels win collisions; nil: the role's default (see ``defaultPriority(for:)``).
    public var labelPriority: Double?

    public init(id: String, name: String? = nil, role: Role = .region, rings: [[[Coordinate]]], labelPriority: Double? = nil) {
        self.id = id; self.name = name; self.role = role; self.rings = rings; self.labelPriority = labelPriority
    }

    /// An area drawn from a shape made once (``MapShape``), without building
    /// its GEOS geometry again.
    public init(id: String, name: String? = nil, role: Role = .region, shape: MapShape, labelPriority: Double? = nil) {
        self.init(id: id, name: name, role: role, rings: shape.rings, labelPriority: labelPriority)
        wkb = shape.wkb
        keptLabelPoint = shape.labelPoint
        keptOutlines = shape.outlines
        keptProjection = shape.projection
    }

    /// Highlighted regions beat everything; regions rank like a town of 250,000.
    public static func defaultPriority(for role: Role) -> Double {
        switch role {
        case .highlighted: return 1e12
        case .region: return 250_000
        case .neighbour: return 0
        }
    }
}

/// A line: a river.
public struct MapLine: Hashable, Sendable {
    public var id: String
    public var name: String?
    /// Line parts (a MultiLineString has several).
    public var parts: [[Coordinate]] { didSet { kept = KeptLine() } }
    /// Its parts projected and simplified for whole zooms, for every scene drawn from it.
    private(set) var kept = KeptLine()
    /// 0…1: 1 draws the widest line (a main river), 0 the thinnest.
    public var importance: Double
    public var labelPriority: Double
    /// The river's class (GSHHG: 1–4 permanent major → minor, 5–7 intermittent,
    /// 8–10 canals): the style's ``RiverStyle/classMinZoom`` says from which zoom it shows.
    public var riverClass: Int?

    public init(id: String, name: String? = nil, parts: [[Coordinate]], importance: Double = 0.5, labelPriority: Double = 1_000,
                riverClass: Int? = nil) {
        self.id = id; self.name = name; self.parts = parts
        self.importance = min(max(importance.isFinite ? importance : 0.5, 0), 1); self.labelPriority = labelPriority
        self.riverClass = riverClass
    }
}

/// A point: a town, a place of a category, a cluster badge; any may be a favourite.
public struct MapPoint: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A town; the population picks the symbol size, the label size and from which zoom it shows.
        case town(population: Int)
        /// A place of a category (`castle`, `chateau`, `lookout-tower`, …): the style picks its symbol.
        case place(category: String)
        /// A cluster badge with the number of places it stands for.
        case cluster(count: Int)
        /// A numbered pin (a search result on a map, listed beside it by its
        /// number): a disc with the number, always shown, never labelled.
        case pin(number: Int)
    }
    public var id: String
    public var name: String?
    public var coordinate: Coordinate
    public var kind: Kind
    /// Favourites get a star and always show.
    public var isFavourite: Bool
    /// Larger labels win collisions; nil: population for towns, 10,000 for places
    /// (favourites add 10⁹).
    public var labelPriority: Double?

    public init(id: String, name: String? = nil, coordinate: Coordinate, kind: Kind, isFavourite: Bool = false,
                labelPriority: Double? = nil) {
        self.id = id; self.name = name; self.coordinate = coordinate; self.kind = kind
        self.isFavourite = isFavourite; self.labelPriority = labelPriority
    }

    /// The priority the label placer uses.
    public var effectivePriority: Double {
        let base: Double
        if let labelPriority { base = labelPriority } else {
            switch kind {
            case .town(let population): base = Double(max(population, 0))
            case .place: base = 10_000
            case .cluster(let count): base = Double(count)
            case .pin: base = 1e8
            }
        }
        return base + (isFavourite ? 1e9 : 0)
    }
}
