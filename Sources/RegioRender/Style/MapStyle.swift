import Foundation

/// Everything about how a map looks, in one place. Sizes are in style pixels
/// (1/96 inch): tiles at scale 1 draw them 1:1, print multiplies by dpi/96.
///
/// Load a style file that overrides any part of ``standard``:
/// ```swift
/// let style = try MapStyle.load(from: URL(fileURLWithPath: "mystyle.json"))
/// ```
/// ```json
/// { "background": "#f4f1ea", "highlighted": { "fill": "#ffe9a8" },
///   "places": { "categories": { "castle": { "shape": "square", "fill": "#8e2c1c" } } } }
/// ```
public struct MapStyle: Hashable, Sendable, Codable {
    /// A family fontconfig knows; it must have every Czech letter (DejaVu Sans has).
    public var fontFamily: String
    public var background: StyleColor
    public var neighbour: AreaStyle
    public var region: AreaStyle
    public var highlighted: AreaStyle
    public var river: RiverStyle
    public var towns: TownStyle
    public var places: PlaceStyle
    public var clusters: ClusterStyle
    public var favourites: FavouriteStyle
    public var labels: LabelStyle
    public var page: PageStyle
    /// The hillshade of a dataset's relief (`relief.tif`).
    public var relief: ReliefStyle
    /// Lakes and reservoirs (a dataset's `basemap.gpkg`).
    public var water: WaterStyle
    /// Roads, railways and land cover (an OpenStreetMap extract's layers in `basemap.gpkg`).
    public var roads: RoadStyle = .standard
    /// The sea around a dataset's `land` layer.
    public var sea: SeaStyle
    /// The forests of a dataset's `forest` layer (MODIS land cover).
    public var forest: ForestStyle = .standard

    public init(fontFamily: String, background: StyleColor, neighbour: AreaStyle, region: AreaStyle, highlighted: AreaStyle,
                river: RiverStyle, towns: TownStyle, places: PlaceStyle, clusters: ClusterStyle,
                favourites: FavouriteStyle, labels: LabelStyle, page: PageStyle,
                relief: ReliefStyle = .standard, water: WaterStyle = .standard, sea: SeaStyle = .standard) {
        self.relief = relief; self.water = water; self.sea = sea
        self.fontFamily = fontFamily; self.background = background; self.neighbour = neighbour; self.region = region
        self.highlighted = highlighted; self.river = river; self.towns = towns; self.places = places
        self.clusters = clusters; self.favourites = favourites; self.labels = labels; self.page = page
    }

    /// The symbol for a place category (the default symbol when the style has none for it).
    public func symbol(forCategory category: String) -> SymbolStyle {
        places.categories[category] ?? places.defaultSymbol
    }

    /// Whether a map drawn with this style shows `point` at `styleZoom` (the
    /// zoom of 256-pixel tiles): towns from their class's `minZoom`, other
    /// places from ``PlaceStyle/minZoom``; favourites, cluster badges and pins
    /// always. The one rule for drawing, label placement, legends and for
    /// which places a web map leaves to its own badges (`TilePlaces` in Regio).
    public func shows(_ point: MapPoint, atZoom styleZoom: Double) -> Bool {
        Self.shows(minZoom: minZoom(of: point), atZoom: styleZoom)
    }

    /// Whether a point whose ``minZoom(of:)`` is `minZoom` shows at `styleZoom`.
    public static func shows(minZoom: Double, atZoom styleZoom: Double) -> Bool { styleZoom >= minZoom - 1e-9 }

    /// The lowest style zoom at which ``shows(_:atZoom:)`` shows `point` (−∞: at every zoom).
    public func minZoom(of point: MapPoint) -> Double {
        point.isFavourite ? -.infinity : minZoom(of: point.kind)
    }

    /// The lowest style zoom at which a point of `kind` shows, when it is no favourite.
    /// Makes no point and copies no class: tiles ask it of each of the world's places.
    public func minZoom(of kind: MapPoint.Kind) -> Double {
        switch kind {
        case .town(let population): return towns.classes[townClassIndex(population: population)].minZoom
        case .place: return places.minZoom
        case .cluster, .pin: return -.infinity
        }
    }

    /// The class of a town of this population (the last class whose minimum it reaches).
    public func townClass(population: Int) -> TownClass { towns.classes[townClassIndex(population: population)] }

    private func townClassIndex(population: Int) -> Int {
        towns.classes.lastIndex(where: { population >= $0.minPopulation }) ?? 0
    }
}

/// Fill and border of an area.
public struct AreaStyle: Hashable, Sendable, Codable {
    public var fill: StyleColor
    public var stroke: StyleColor
    public var strokeWidth: Double
    /// Dash lengths (empty: solid).
    public var dash: [Double]
    public init(fill: StyleColor, stroke: StyleColor, strokeWidth: Double, dash: [Double] = []) {
        self.fill = fill; self.stroke = stroke; self.strokeWidth = strokeWidth; self.dash = dash
    }
}

/// Rivers: width grows with importance from `minWidth` to `maxWidth`.
public struct RiverStyle: Hashable, Sendable, Codable {
    /// False draws no river.
    public var visible: Bool
    public var color: StyleColor
    public var minWidth: Double
    public var maxWidth: Double
    /// Rivers show from this zoom on.
    public var minZoom: Double
    /// Below this zoom only rivers of at least `smallScaleImportance` show
    /// (no hairline clutter on a map of a whole country).
    public var detailZoom: Double
    public var smallScaleImportance: Double
    /// Rivers of a class (``MapLine/riverClass``, the index: 0…10) show from
    /// this zoom on: majors on a map of a country, brooks and canals only
    /// zoomed in (a class past the end never shows).
    public var classMinZoom: [Double]
    public init(visible: Bool = true, color: StyleColor, minWidth: Double, maxWidth: Double, minZoom: Double,
                detailZoom: Double = 7, smallScaleImportance: Double = 0.3, classMinZoom: [Double] = RiverStyle.standardClassMinZoom) {
        self.visible = visible; self.color = color; self.minWidth = minWidth; self.maxWidth = maxWidth; self.minZoom = minZoom
        self.detailZoom = detailZoom; self.smallScaleImportance = smallScaleImportance; self.classMinZoom = classMinZoom
    }

    /// Class 0 (GSHHG's river-lake banks) never; 1 always; 2 from zoom 5 (a
    /// continent); 3 from 6.5 (a country: the Dyje, the Svratka); 4 from 8.5 (a
    /// region); intermittent 5–7 from 8, 9.5, 10.5; canals 8–10 from 8, 10, 11.
    public static let standardClassMinZoom: [Double] = [99, 0, 5, 6.5, 8.5, 8, 9.5, 10.5, 8, 10, 11]

    /// Whether a river of `importance` shows at `zoom`.
    public func shows(importance: Double, zoom: Double) -> Bool {
        visible && zoom >= minZoom && (zoom >= detailZoom || importance >= smallScaleImportance)
    }

    /// Whether a river shows at `zoom`: by its class when it has one, else by its importance.
    public func shows(importance: Double, riverClass: Int?, zoom: Double) -> Bool {
        guard let c = riverClass else { return shows(importance: importance, zoom: zoom) }
        return visible && zoom >= minZoom && c >= 0 && c < classMinZoom.count && zoom >= classMinZoom[c]
    }
}

/// The hillshade: light from `azimuth` (degrees clockwise from north) at
/// `altitude` degrees; slopes facing away from it are darkened with `shadow`,
/// those facing it lightened with `highlight` (each colour's alpha is the
/// strongest it gets). `exaggeration` multiplies heights (a coarse DEM such as
/// ETOPO5's 9 km cells looks flat without it).
public struct ReliefStyle: Hashable, Sendable, Codable {
    public var visible: Bool
    public var azimuth: Double
    public var altitude: Double
    public var exaggeration: Double
    public var shadow: StyleColor
    public var highlight: StyleColor
    public init(visible: Bool, azimuth: Double, altitude: Double, exaggeration: Double, shadow: StyleColor, highlight: StyleColor) {
        self.visible = visible; self.azimuth = azimuth; self.altitude = altitude; self.exaggeration = exaggeration
        self.shadow = shadow; self.highlight = highlight
    }

    /// Gentle grey from the north-west, so region fills and labels stay readable.
    public static let standard = ReliefStyle(visible: true, azimuth: 315, altitude: 45, exaggeration: 12,
                                             shadow: StyleColor(hex: "#3c3a3259")!, highlight: StyleColor(hex: "#ffffff4d")!)
}

/// Lakes and reservoirs: a fill and a thin shore; smaller than `minSize`
/// pixels across they are not drawn.
public struct WaterStyle: Hashable, Sendable, Codable {
    public var visible: Bool
    public var fill: StyleColor
    public var stroke: StyleColor
    public var strokeWidth: Double
    public var minSize: Double
    public init(visible: Bool, fill: StyleColor, stroke: StyleColor, strokeWidth: Double, minSize: Double) {
        self.visible = visible; self.fill = fill; self.stroke = stroke; self.strokeWidth = strokeWidth; self.minSize = minSize
    }

    public static let standard = WaterStyle(visible: true, fill: StyleColor(hex: "#a9cbe8")!, stroke: StyleColor(hex: "#6b9fd0")!,
                                            strokeWidth: 0.6, minSize: 2)
}

/// The sea, where a dataset has a `land` layer: the sea colour
/// fills the map, `land` fills the land over it, and the regions, the relief
/// and the lakes are cut to the land, so the coast is the one of the land layer.
/// Not visible: the map is drawn as without the layer.
public struct SeaStyle: Hashable, Sendable, Codable {
    public var visible: Bool
    public var fill: StyleColor
    /// Land outside the dataset's regions and countries.
    public var land: StyleColor
    public init(visible: Bool, fill: StyleColor, land: StyleColor) {
        self.visible = visible; self.fill = fill; self.land = land
    }

    public static let standard = SeaStyle(visible: true, fill: StyleColor(hex: "#a9cbe8")!, land: StyleColor(hex: "#ebe9e4")!)
}

/// Forests of a dataset's `forest` layer (MODIS land cover at 0.05°): a soft
/// fill drawn over the hillshade and under the water, translucent so the
/// relief shows through. Not visible: no forests, no legend row, no credit.
public struct ForestStyle: Hashable, Sendable, Codable {
    public var visible: Bool
    public var fill: StyleColor
    public init(visible: Bool, fill: StyleColor) { self.visible = visible; self.fill = fill }

    public static let standard = ForestStyle(visible: true, fill: StyleColor(hex: "#6fa85a59")!)
}

/// A population class of towns.
public struct TownClass: Hashable, Sendable, Codable {
    public var minPopulation: Int
    public var radius: Double
    public var fontSize: Double
    public var bold: Bool
    /// Towns of this class show from this zoom on.
    public var minZoom: Double
    /// The legend text ("over 100 000").
    public var legend: String
    public init(minPopulation: Int, radius: Double, fontSize: Double, bold: Bool, minZoom: Double, legend: String) {
        self.minPopulation = minPopulation; self.radius = radius; self.fontSize = fontSize; self.bold = bold
        self.minZoom = minZoom; self.legend = legend
    }
}

public struct TownStyle: Hashable, Sendable, Codable {
    public var fill: StyleColor
    public var stroke: StyleColor
    public var strokeWidth: Double
    /// Ascending by `minPopulation`; the first applies to every smaller town too.
    public var classes: [TownClass]
    public init(fill: StyleColor, stroke: StyleColor, strokeWidth: Double, classes: [TownClass]) {
        self.fill = fill; self.stroke = stroke; self.strokeWidth = strokeWidth; self.classes = classes
    }
}

/// Symbol shapes for places and favourites.
public enum SymbolShape: String, Hashable, Sendable, Codable, CaseIterable {
    case circle, square, diamond, triangle, star, tower
}

public struct SymbolStyle: Hashable, Sendable, Codable {
    public var shape: SymbolShape
    public var fill: StyleColor
    public var stroke: StyleColor
    public var radius: Double
    /// The legend text ("castle").
    public var legend: String
    public init(shape: SymbolShape, fill: StyleColor, stroke: StyleColor, radius: Double, legend: String) {
        self.shape = shape; self.fill = fill; self.stroke = stroke; self.radius = radius; self.legend = legend
    }
}

public struct PlaceStyle: Hashable, Sendable, Codable {
    /// Places show from this zoom on (favourites always show).
    public var minZoom: Double
    public var fontSize: Double
    public var defaultSymbol: SymbolStyle
    /// Symbols by category name (`castle`, `chateau`, `ruin`, `lookout-tower`, …).
    public var categories: [String: SymbolStyle]
    public init(minZoom: Double, fontSize: Double, defaultSymbol: SymbolStyle, categories: [String: SymbolStyle]) {
        self.minZoom = minZoom; self.fontSize = fontSize; self.defaultSymbol = defaultSymbol; self.categories = categories
    }
}

/// Cluster badges: a disc whose radius grows with the count, the count inside.
public struct ClusterStyle: Hashable, Sendable, Codable {
    public var fill: StyleColor
    public var stroke: StyleColor
    public var text: StyleColor
    public var minRadius: Double
    public var maxRadius: Double
    public var fontSize: Double
    public init(fill: StyleColor, stroke: StyleColor, text: StyleColor, minRadius: Double, maxRadius: Double, fontSize: Double) {
        self.fill = fill; self.stroke = stroke; self.text = text; self.minRadius = minRadius
        self.maxRadius = maxRadius; self.fontSize = fontSize
    }
}

public struct FavouriteStyle: Hashable, Sendable, Codable {
    public var symbol: SymbolStyle
    public init(symbol: SymbolStyle) { self.symbol = symbol }
}

public struct LabelStyle: Hashable, Sendable, Codable {
    public var town: StyleColor
    public var place: StyleColor
    public var region: StyleColor
    public var highlightedRegion: StyleColor
    public var river: StyleColor
    public var halo: StyleColor
    public var haloWidth: Double
    public var regionFontSize: Double
    public var highlightedRegionFontSize: Double
    public var riverFontSize: Double
    /// Street and road names (``RoadStyle/Class/labelMinZoom`` says from which zoom each class's show).
    public var road: StyleColor
    public var roadFontSize: Double
    /// Free space kept around each label, in style pixels.
    public var padding: Double
    public init(town: StyleColor, place: StyleColor, region: StyleColor, highlightedRegion: StyleColor, river: StyleColor,
                halo: StyleColor, haloWidth: Double, regionFontSize: Double, highlightedRegionFontSize: Double,
                riverFontSize: Double, road: StyleColor = StyleColor(hex: "#3b3630")!, roadFontSize: Double = 9.5, padding: Double) {
        self.town = town; self.place = place; self.region = region; self.highlightedRegion = highlightedRegion
        self.river = river; self.halo = halo; self.haloWidth = haloWidth; self.regionFontSize = regionFontSize
        self.highlightedRegionFontSize = highlightedRegionFontSize; self.riverFontSize = riverFontSize
        self.road = road; self.roadFontSize = roadFontSize; self.padding = padding
    }
}

/// The furniture of overview maps: title, legend, scale bar, north arrow, attribution.
public struct PageStyle: Hashable, Sendable, Codable {
    public var paper: StyleColor
    public var frame: StyleColor
    public var text: StyleColor
    public var panel: StyleColor
    public var titleFontSize: Double
    public var legendFontSize: Double
    public var attributionFontSize: Double
    /// Legend texts for the layers.
    public var legendHighlighted: String
    public var legendRegion: String
    public var legendNeighbour: String
    public var legendRiver: String
    public var legendCluster: String
    public var legendFavourite: String
    public var legendTitle: String
    /// Legend texts for the base-map layers, listed when drawn.
    public var legendSea: String
    public var legendLake: String
    public var legendRelief: String
    public var legendRoad: String
    public var legendRailway: String
    public var legendForest: String
    public var legendPark: String
    public var legendBuiltUp: String
    public var legendProtected: String
    public init(paper: StyleColor, frame: StyleColor, text: StyleColor, panel: StyleColor, titleFontSize: Double,
                legendFontSize: Double, attributionFontSize: Double, legendHighlighted: String, legendRegion: String,
                legendNeighbour: String, legendRiver: String, legendCluster: String, legendFavourite: String,
                legendTitle: String, legendSea: String = "sea", legendLake: String = "lake, reservoir",
                legendRelief: String = "relief (shaded)", legendRoad: String = "road", legendRailway: String = "railway",
                legendForest: String = "forest", legendPark: String = "park", legendBuiltUp: String = "built-up area",
                legendProtected: String = "protected area") {
        self.paper = paper; self.frame = frame; self.text = text; self.panel = panel; self.titleFontSize = titleFontSize
        self.legendFontSize = legendFontSize; self.attributionFontSize = attributionFontSize
        self.legendHighlighted = legendHighlighted; self.legendRegion = legendRegion; self.legendNeighbour = legendNeighbour
        self.legendRiver = legendRiver; self.legendCluster = legendCluster; self.legendFavourite = legendFavourite
        self.legendTitle = legendTitle
        self.legendSea = legendSea; self.legendLake = legendLake; self.legendRelief = legendRelief
        self.legendRoad = legendRoad; self.legendRailway = legendRailway; self.legendForest = legendForest
        self.legendPark = legendPark; self.legendBuiltUp = legendBuiltUp; self.legendProtected = legendProtected
    }
}
