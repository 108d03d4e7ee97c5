import Foundation
import RegioCore
import RegioGeo
import RegioPlaces
import RegioQuiz
import RegioRender
import RegioStore

/// Builds what a map shows from a dataset and a session's places: the regions
/// (one highlighted), the neighbouring countries, towns by their Czech names
/// without city districts (``MapTownNames``), other places (POIs) by category,
/// cluster badges, and the user's favourites, which always show with a star.
/// The attribution lists each source shown.
///
/// ```swift
/// let dataset = try Dataset.load()
/// let builder = MapSceneBuilder(dataset: dataset, places: dataset.places,
///                               favourites: try store.favourites.list(), language: .cs)
/// let scene = try builder.scene(highlighting: "CZ-63", places: .towns)
/// let map = try builder.overviewMap(of: .region(id: "CZ-63"), places: .towns,
///                                   options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true))
/// try map.map.write(to: URL(fileURLWithPath: "vysocina.png"))
/// ```
public struct MapSceneBuilder {
    public let dataset: Dataset
    public let language: Language
    /// The language of region labels: nil for ``language``, a code (`ja`,
    /// `de`; English where a region has no name in it), or ``localNames`` for
    /// each region's own language and script (Greek in Greece, Cyrillic in
    /// Russia). A name in a script the map font lacks (``FontCoverage``:
    /// Japanese, Chinese, Korean, Indic, Thai, …) gives way to the English one.
    public var regionNameLanguage: String?
    /// ``regionNameLanguage`` for names in each region's own language.
    public static let localNames = "local"
    public let favourites: [Favourite]
    public let names: MapTownNames
    /// The places maps draw (shared with the session, not copied: a map of
    /// one region of a dataset of the world does not sort the world's places).
    private let places: [Place]
    /// A place by its id, among all the session's places (favourites and the
    /// target of a map show whatever the category filter).
    private let lookup: @Sendable (String) -> Place?
    private let townsCache = CachedValue<[Place]>()
    private let poisCache = CachedValue<[Place]>()
    private let sourcesCache = CachedValue<[String]>()
    /// Towns a map shows (named, without city districts), worked out on first use.
    public var towns: [Place] {
        townsCache.value {
            // On all cores: a world dataset has a quarter of a million towns, each checked against the cities near it.
            ChunkedWork.map(count: places.count) { range in
                places[range].filter { $0.category == .town && !names.isCitySection($0) }
            }
        }
    }
    /// Every place drawn as a point that is not a town (streets are drawn as roads), worked out on first use.
    public var pois: [Place] {
        poisCache.value { ChunkedWork.map(count: places.count) { range in places[range].filter(Self.isPOI) } }
    }
    /// Whether there is any such place (without listing them).
    public var hasPOIs: Bool { poisCache.current.map { !$0.isEmpty } ?? places.contains(where: Self.isPOI) }
    static func isPOI(_ place: Place) -> Bool { place.category != .town && place.category.isDrawnAsPoint }

    /// - Parameters:
    ///   - places: the places maps draw (the dataset's and any catalogues
    ///     loaded besides, maybe filtered by category); nil: the dataset's.
    ///   - lookup: a place by id among all the session's places; nil: among
    ///     `places` (an index made on first use), or the dataset's.
    public init(dataset: Dataset, places: [Place]? = nil, lookup: (@Sendable (String) -> Place?)? = nil,
                favourites: [Favourite] = [], language: Language = .cs) {
        self.dataset = dataset
        self.language = language
        self.favourites = favourites
        self.places = places ?? dataset.places
        if let lookup {
            self.lookup = lookup
        } else if let places {
            let index = CachedValue<[String: Place]>()
            self.lookup = { id in
                index.value { places.reduce(into: [:]) { byID, p in if byID[p.id] == nil { byID[p.id] = p } } }[id]
            }
        } else {
            self.lookup = { [dataset] id in dataset.place(id: id) }
        }
        names = MapTownNames(dataset: dataset)
    }

    /// The country codes of the dataset itself (`CZ` for regions `CZ-10`, …):
    /// its own country is not drawn as a neighbour.
    var ownCountries: Set<String> {
        Set(dataset.regions.compactMap { r in r.id.split(separator: "-").first.map { String($0).uppercased() } })
    }

    /// A region's label in ``regionNameLanguage``.
    func regionLabel(_ r: Region) -> String {
        let name: String
        switch regionNameLanguage {
        case nil: return r.name(language)
        case Self.localNames?: name = r.localName
        case let code?: name = r.name(in: code)
        }
        return FontCoverage.dejaVuSansDraws(name) ? name : r.nameEN
    }

    /// A map's title: a region by its label (so in ``regionNameLanguage``), a
    /// box or a view by what it shows (``areaTitle(_:)``), any other target as
    /// ``MapTarget/title(in:language:)`` says.
    public func title(of target: MapTarget) -> String {
        switch target {
        case .region(let id):
            if let region = dataset.region(id: id) { return regionLabel(region) }
        case .boundingBox(let box):
            if let title = areaTitle(box) { return title }
        case .view(let view):
            if let box = BoundingBox(around: view.worldCorners.map(WebMercator.unproject)), let title = areaTitle(box) { return title }
        default: break
        }
        return target.title(in: dataset, language: language)
    }

    /// A town's label: with ``localNames`` its name in the country's own
    /// script (``Place/localName``) where the map font draws it (Αθήνα; not
    /// 札幌, which DejaVu lacks), else the name ``MapTownNames`` gives.
    func townLabel(_ place: Place) -> String {
        if regionNameLanguage == Self.localNames, let local = place.localName, FontCoverage.dejaVuSansDraws(local) { return local }
        return names.name(of: place)
    }

    // MARK: Layers

    /// The towns a map of `box` shows (all of ``towns`` without one), looking
    /// only at those in it: a map of Liechtenstein from a dataset of the world
    /// does not sort out the world's city districts.
    func towns(in box: BoundingBox?) -> [Place] {
        guard let box else { return towns }
        if let all = townsCache.current { return all.filter { box.contains($0.coordinate) } }
        return places.filter { $0.category == .town && box.contains($0.coordinate) && !names.isCitySection($0) }
    }

    /// The places drawn as points that are not towns (``isPOI(_:)``) in `box` (all of them without one).
    func pois(in box: BoundingBox?) -> [Place] {
        guard let box else { return pois }
        return places.filter { Self.isPOI($0) && box.contains($0.coordinate) }
    }

    /// The regions and the neighbouring countries, from the dataset's drawing
    /// shapes (made once, see ``MapShape``): all of them, or with `box` those
    /// whose box meets it. Throws when GEOS cannot read a polygon.
    public func areas(highlighting regionID: String?, in box: BoundingBox? = nil) throws -> [MapPolygon] {
        let own = ownCountries
        func shown(_ bounds: BoundingBox?) -> Bool { box.flatMap { box in bounds.map(box.intersects) } ?? true }
        var polygons = try dataset.countries.filter { !own.contains($0.code.uppercased()) && shown($0.geometry.bounds) }.map { c in
            MapPolygon(id: "country:" + c.code, name: CountryNames.name(code: c.code, fallback: c.name, language: language),
                       role: .neighbour, shape: try dataset.mapShapes.shape(of: c))
        }
        for r in dataset.regions where shown(r.bounds) {
            polygons.append(MapPolygon(id: r.id, name: regionLabel(r), role: r.id == regionID ? .highlighted : .region,
                                       shape: try dataset.mapShapes.shape(of: r)))
        }
        return polygons
    }

    /// A town or a place as a map point (towns by population, places by category).
    public func point(for place: Place) -> MapPoint {
        if place.category == .town {
            return MapPoint(id: place.id, name: townLabel(place), coordinate: place.coordinate, kind: Self.kind(of: place))
        }
        return MapPoint(id: place.id, name: poiLabel(place), coordinate: place.coordinate, kind: Self.kind(of: place),
                        labelPriority: Self.poiPriority(place))
    }

    /// How a place is drawn: a town by its population, any other place by its category.
    static func kind(of place: Place) -> MapPoint.Kind {
        place.category == .town ? .town(population: place.population ?? 0) : .place(category: place.category.rawValue)
    }

    /// A place's label priority: an ordinary castle (importance 1,000) ranks
    /// like a town of 6,000; a national monument like a town of 26,000.
    static func poiPriority(_ place: Place) -> Double {
        5_000 + (place.importance.isFinite ? max(0, place.importance) : 0)
    }

    /// Cluster badges and single places for the items of a cluster index query.
    public func points(for items: [ClusterItem]) -> [MapPoint] {
        items.compactMap { item in
            if item.isCluster {
                return MapPoint(id: "cluster:\(item.id)", name: item.label, coordinate: item.center, kind: .cluster(count: item.count))
            }
            guard let id = item.placeID, let place = lookup(id) else { return nil }
            if names.isCitySection(place) { return nil }
            return point(for: place)
        }
    }

    /// The index a cluster layer queries: the non-town places when there are
    /// any (towns are drawn as towns), else every place.
    public func clusterIndex(from index: ClusterIndex) -> ClusterIndex {
        guard hasPOIs else { return index }
        return index.filtered(ClusterFilter(categories: Set(pois.map(\.category))))
    }

    /// The whole scene, or with `viewBox` what meets it: the areas whose box
    /// meets it, the places in it and the base map's layers read for it (a
    /// printed map of one region of a world dataset reads and projects that
    /// region's surroundings, not the world). `clusterItems` are used with
    /// ``MapPlaces/clusters`` (see ``overviewMap(of:places:options:clusterIndex:)``,
    /// which queries them for the view).
    public func scene(highlighting regionID: String?, places: MapPlaces, clusterItems: [ClusterItem] = [],
                      viewBox: BoundingBox? = nil) throws -> MapScene {
        let towns = towns(in: viewBox), pois = pois(in: viewBox)
        // The places drawn as themselves (their source is their own), then cluster badges and favourites.
        let drawn: PlaceGroups
        var badges: [MapPoint] = []
        switch places {
        case .towns: drawn = PlaceGroups(towns)
        case .pois: drawn = PlaceGroups(towns, pois)
        // Towns are labels, never badges (``TilePlaces``).
        case .clusters: drawn = PlaceGroups(towns); badges = self.points(for: clusterItems)
        case .none: drawn = PlaceGroups()
        }
        var badgeSources: [String] = []
        if case .clusters = places, clusterItems.contains(where: \.isCluster) {
            // Badges stand for places of every source they hold.
            badgeSources = PlaceGroups(pois).distinctSources
        }
        return try withBasemap(placeScene(drawn, badges: badges, badgeSources: badgeSources,
                                          polygons: try areas(highlighting: regionID, in: viewBox)), in: viewBox)
    }

    /// The points of `drawn` and `badges` (favourites marked, and added where
    /// missing) over `polygons`, credited to the places' sources and `badgeSources`.
    private func placeScene(_ drawn: PlaceGroups, badges: [MapPoint] = [], badgeSources: [String] = [],
                            polygons: [MapPolygon]) -> MapScene {
        var points = ChunkedWork.mapEach(count: drawn.count) { point(for: drawn[$0]) }
        points += badges
        markFavourites(&points)
        let sources = drawn.distinctSources + points[drawn.count...].compactMap(source(of:)) + badgeSources
        return MapScene(polygons: polygons, points: points, attribution: MapAttribution.lines(placeSources: sources))
    }

    /// The scene with the dataset's base-map layers (rivers, lakes, land, relief)
    /// under it: all of them, or those meeting `box`.
    func withBasemap(_ scene: MapScene, in box: BoundingBox? = nil) throws -> MapScene {
        let (basemap, osmLayers) = try dataset.mapLayers(in: box)
        var scene = scene
        // Rivers by their names in the map's language (Labe on a Czech map, Elbe on an English one).
        scene.lines += basemap.rivers.map { river in
            var river = river
            river.name = river.name.map { RiverNames.names($0).text(for: language) }
            return river
        }
        scene.water = basemap.water
        scene.land = basemap.land
        scene.forests = basemap.forests
        scene.relief = basemap.relief
        scene.layerCredits += basemap.layerCredits
        return try adding(osmLayers, to: scene)
    }

    /// The scene of a map view as a web map shows it: what the tiles draw
    /// (towns, and the other places from the zoom the style shows them; `tiles`) under
    /// the items `clusters` listed for it (the badges and single places of
    /// ``TilePlaces``), or with `items` nil the `places` layer; the areas and
    /// base map as ``scene(highlighting:places:clusterItems:viewBox:)`` reads them.
    /// `tiles`: the rule and the tile zoom of the view (nil: no tile places, the items alone).
    public func viewScene(items: [ClusterItem]?, places: MapPlaces, viewBox: BoundingBox? = nil,
                          tiles: (rule: TilePlaces, zoom: Double)? = nil) throws -> MapScene {
        guard let items else { return try scene(highlighting: nil, places: places, viewBox: viewBox) }
        let listed = Set(items.compactMap(\.placeID))
        let drawn = tiles.map { tiles in
            (towns(in: viewBox) + pois(in: viewBox)).filter { !listed.contains($0.id) && tiles.rule.tilesDraw($0, atTileZoom: tiles.zoom) }
        } ?? []
        var points = drawn.map(point(for:)) + self.points(for: items)
        markFavourites(&points)
        var sources = points.compactMap(source(of:))
        if items.contains(where: \.isCluster) { sources += placeSources }
        return try withBasemap(MapScene(polygons: try areas(highlighting: nil, in: viewBox), points: points,
                                        attribution: MapAttribution.lines(placeSources: sources)), in: viewBox)
    }

    /// The sources of the places maps draw, each once (what cluster badges may stand for).
    var placeSources: [String] { sourcesCache.value { PlaceGroups(places).distinctSources.sorted() } }

    /// The source of a point's place (`geonames`, `wikidata`, …); nil for a cluster badge.
    func source(of point: MapPoint) -> String? {
        if case .cluster = point.kind { return nil }
        return lookup(point.id)?.source ?? favourites.first { $0.placeID == point.id }?.source
    }

    /// The credits always shown on the tiles of `selection`: Natural Earth,
    /// then the sources of the places that lie on those tiles (a Wikidata
    /// favourite elsewhere adds nothing). The base-map layers' credits come
    /// with their layers (``MapScene/layerCredits``).
    public func attribution(of scene: MapScene, on selection: TileSelection) -> [String] {
        MapAttribution.lines(placeSources: scene.points.lazy.filter { selection.covers($0.coordinate) }.compactMap(source(of:)))
    }

    /// Marks the favourites among `points` and adds those that are not there
    /// (favourites always show, whatever the layer).
    func markFavourites(_ points: inout [MapPoint]) {
        guard !favourites.isEmpty else { return }
        var index: [String: Int] = [:]
        for (i, p) in points.enumerated() { index[p.id] = i }
        for f in favourites {
            if let i = index[f.placeID] { points[i].isFavourite = true; continue }
            var p: MapPoint
            if let place = lookup(f.placeID) {
                p = point(for: place)
            } else {
                p = MapPoint(id: f.placeID, name: f.name, coordinate: f.coordinate,
                             kind: f.category == .town ? .town(population: 0) : .place(category: f.category.rawValue))
            }
            p.isFavourite = true
            index[p.id] = points.count
            points.append(p)
        }
    }

    // MARK: Overview maps

    /// An overview map of `target`, fitted to the page. With
    /// ``MapPlaces/clusters`` the cluster index is queried for the map's view at
    /// its zoom (`clusterIndex` is called only then).
    public func overviewMap(of target: MapTarget, places: MapPlaces, options: OverviewMapOptions,
                            clusterIndex: (() throws -> ClusterIndex)? = nil) throws -> (map: OverviewMap, scene: MapScene) {
        let area = try target.area(in: dataset, favourites: favourites, atScale: options.scaleDenominator != nil)
        let box = try area.enclosingBox(onPage: options)
        var scene = try self.scene(highlighting: target.highlightedRegionID, places: places, viewBox: box)
        emphasise(target, in: &scene)
        var map = try OverviewMap(scene: scene, area: area, options: options)
        if places == .clusters, let clusterIndex {
            let index = self.clusterIndex(from: try clusterIndex())
            // The index's tiles are `extent` pixels wide; the map's zoom counts 256-pixel tiles.
            let zoom = (map.styleZoom - log2(index.options.extent / 256)).rounded(.down)
            let items = try index.clusters(in: map.visibleBounds, zoom: Int(min(max(zoom, 0), 24)))
            scene = try self.scene(highlighting: target.highlightedRegionID, places: places, clusterItems: items, viewBox: box)
            emphasise(target, in: &scene)
            map = try OverviewMap(scene: scene, area: area, options: options)
        }
        return (map, scene)
    }

    /// The place a map is centred on always shows, with its name, whatever the layer
    /// and the category filter: its label wins over every other.
    func emphasise(_ target: MapTarget, in scene: inout MapScene) {
        guard case .place(let id, let name, let coordinate) = target else { return }
        if let i = scene.points.firstIndex(where: { $0.id == id }) {
            scene.points[i].name = name
            scene.points[i].labelPriority = 1e8
            return
        }
        var point = lookup(id).map(point(for:))
            ?? MapPoint(id: id, name: name, coordinate: coordinate, kind: .place(category: PlaceCategory.poi.rawValue))
        point.name = name
        point.labelPriority = 1e8
        scene.points.append(point)
    }

    // MARK: Tiles

    /// The scene tiles are drawn from: every region (`regionID` highlighted),
    /// the countries around, towns, the other places (they show from the
    /// style's `places.minZoom` on) and favourites; all of them, or what meets
    /// `viewBox` (``TileSelection/drawnBounds``), as ``scene(highlighting:places:clusterItems:viewBox:)`` reads it.
    public func tileScene(highlighting regionID: String?, viewBox: BoundingBox? = nil) throws -> MapScene {
        try scene(highlighting: regionID, places: .pois, viewBox: viewBox)
    }

    /// What decides the tiles of one block (``TileBlockArea``):
    /// ``tileScene(highlighting:viewBox:)``, nothing highlighted, with only the
    /// features meeting the area's box and, of the places in its places box,
    /// those `style` shows at its zoom (``TilePlaces``). The base map is the whole one
    /// the tiles keep (the same features, in the same order, and the same
    /// relief), so a tile drawn from this scene is the tile the whole scene
    /// gives, byte for byte; but the world's quarter of a million places are
    /// neither named nor projected for it.
    public func tileScene(for area: TileBlockArea, style: MapStyle) throws -> MapScene {
        let box = area.placesBox, rule = TilePlaces(style: style)
        // The places' positions and the rule first, in place: a filter over the places copied each of
        // the world's (a record of strings), which took half of this scene's time; a whole zoom's box holds them all.
        var towns: [Place] = [], pois: [Place] = []
        for i in places.indices where box.contains(places[i].coordinate) && rule.tilesDraw(places[i], atTileZoom: area.styleZoom) {
            let place = places[i]
            if place.category == .town {
                if !names.isCitySection(place) { towns.append(place) }
            } else if Self.isPOI(place) {
                pois.append(place)
            }
        }
        let scene = placeScene(PlaceGroups(towns, pois), polygons: try areas(highlighting: nil, in: area.box))
        return try withBasemap(scene).features(meeting: area.box)
    }
}
