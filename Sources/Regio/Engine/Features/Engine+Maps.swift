import Foundation
import RegioGeo
import RegioQuiz
import RegioRender

/// `map`: a printable overview map of a region, a box, the favourites, a
/// place with its surroundings, a map view (as `clusters` lists it) or the
/// results of a search (numbered pins with a numbered list beside the map).
/// Exactly one of ``target`` (non-empty), ``place``, ``view`` and ``search`` is given.
public struct MapRequest: Hashable, Sendable {
    /// A map view: the same values `clusters` takes.
    public struct View: Hashable, Sendable {
        public var center: Coordinate
        public var zoom: Double
        /// Pixels (default: ``ClustersRequest/defaultSize``).
        public var width: Double?
        public var height: Double?
        public var bearing: Double
        public init(center: Coordinate, zoom: Double, width: Double? = nil, height: Double? = nil, bearing: Double = 0) {
            self.center = center; self.zoom = zoom; self.width = width; self.height = height; self.bearing = bearing
        }
    }

    /// Which way the page stands.
    public enum Orientation: String, Hashable, Sendable, Codable {
        /// Landscape when the area is wider than tall (as the map is turned), else portrait.
        case automatic, landscape, portrait
    }

    /// A region id or name, `W,S,E,N` (see ``UserInput/box(_:parameter:)``) or `favourites`.
    public var target: String
    /// The file to write: `.png` or `.pdf`.
    public var file: String
    public var paper: Paper
    /// nil: ``Paper/defaultDPI`` (96 for a size in pixels, 300 for paper).
    public var dpi: Double?
    /// The resolution drawn: ``dpi``, or the paper's default.
    public var effectiveDPI: Double { dpi ?? paper.defaultDPI }
    public var orientation: Orientation
    /// Degrees clockwise from north that the top of the map faces (any finite value).
    public var bearing: Double
    /// Draw at 1 : this (``UserInput/mapScale(_:parameter:)``), centred on the subject; nil: fit the subject.
    public var scale: Double?
    /// nil: the target's name; "": none.
    public var title: String?
    /// A style file over the standard style.
    public var styleFile: String?
    /// What to show besides regions (nil: POIs when there are places other than towns, else towns;
    /// clusters for a ``view``, as `clusters` lists them).
    public var places: MapPlaces?
    /// A place by id or name (as `search --near` takes it), at the centre with its surroundings and its label.
    public var place: String?
    /// A map view: exactly what `clusters` lists for the same values.
    public var view: View?
    /// A search whose results are drawn as numbered pins (its ``SearchRequest/limit`` of them, from its offset).
    public var search: SearchRequest?
    /// Only places of these categories (names or keywords, as `search` takes them); towns stay as the base map.
    public var categories: [String] = []
    public var language: Language
    /// Region labels in another language the dataset has (`de`, `ja`; English where a
    /// region lacks it, or where the map font lacks its script); nil: ``language``.
    public var nameLanguage: String?

    public init(target: String, file: String, paper: Paper = .a4, dpi: Double? = nil, orientation: Orientation = .automatic,
                bearing: Double = 0, title: String? = nil, styleFile: String? = nil, places: MapPlaces? = nil, language: Language = .cs) {
        self.target = target; self.file = file; self.paper = paper; self.dpi = dpi; self.orientation = orientation
        self.bearing = bearing; self.title = title; self.styleFile = styleFile; self.places = places; self.language = language
    }
}

/// What ``RegioEngine/map(_:)`` wrote.
public struct MapResult: Codable, Hashable, Sendable {
    public let path: String
    public let format: String
    public let target: String
    public let title: String?
    public let paper: String
    public let landscape: Bool
    public let dpi: Double
    public let bearing: Double
    public let widthPx: Int
    public let heightPx: Int
    /// The page in PDF points (1/72 inch).
    public let widthPt: Double
    public let heightPt: Double
    public let scale: Int
    /// The exact scale denominator.
    public let scaleDenominator: Double
    public let places: String
    /// Points inside the map's view, by kind.
    public let inView: MapPointCounts
    /// The credits of what the map draws (as printed in its corner).
    public let attribution: [String]
    public let bytes: Int
    public let seconds: Double
    /// Whether the paper is a pixel size (not A0…A4).
    public let pixelPaper: Bool
    /// The numbered pins of a map of search results, in the order of the list beside the map.
    public var pins: [MapPin] = []
}

/// A numbered pin of a map of search results.
public struct MapPin: Codable, Hashable, Sendable {
    public let number: Int
    public let placeID: String
    /// The place's name in the map's language.
    public let name: String
    public let category: String
    public let regionName: String?
    public let coordinate: Coordinate
}

/// Where tiles go and how they look (`tiles` and `offline pack`).
public struct TileOutput: Codable, Hashable, Sendable {
    /// A folder (`z/x/y.png`) or a file ending in `.mbtiles` (nil: ``defaultFolder``).
    public var path: String?
    public var zooms: ClosedRange<Int>
    /// 1, or 2 for high-density screens.
    public var scale: Int
    /// 256 or 512 style pixels per tile.
    public var size: Int
    /// 8-bit palette PNGs.
    public var palette: Bool
    /// Render tiles already there again.
    public var force: Bool
    public var styleFile: String?

    public init(path: String? = nil, zooms: ClosedRange<Int>, scale: Int = 1, size: Int = 256, palette: Bool = false,
                force: Bool = false, styleFile: String? = nil) {
        self.path = path; self.zooms = zooms; self.scale = scale; self.size = size; self.palette = palette
        self.force = force; self.styleFile = styleFile
    }

    /// Where tiles go without a path: `tiles/` in the current directory.
    public static let defaultFolder = "tiles"
}

/// `tiles`: map tiles of a region or a box.
public struct TilesRequest: Codable, Hashable, Sendable {
    /// A region id or name, or a box (exactly one).
    public var region: String?
    public var box: BoundingBox?
    public var output: TileOutput
    /// Only places of these categories (names or keywords); towns stay as the base map.
    public var categories: [String] = []
    public var language: Language
    /// Region labels in another language the dataset has (see ``MapRequest/nameLanguage``).
    public var nameLanguage: String?

    public init(region: String? = nil, box: BoundingBox? = nil, output: TileOutput, categories: [String] = [], language: Language = .cs) {
        self.region = region; self.box = box; self.output = output; self.categories = categories; self.language = language
    }
}

/// `offline pack`: one MBTiles file with the tiles around the favourites or over a region.
public struct OfflinePackRequest: Codable, Hashable, Sendable {
    /// Around the favourites (else over ``region``).
    public var favourites: Bool
    public var region: String?
    /// Kilometres around each favourite (default 10) or around the region (default 0), up to 500.
    public var radiusKm: Double?
    public var output: TileOutput
    public var language: Language
    /// Region labels in another language the dataset has (see ``MapRequest/nameLanguage``).
    public var nameLanguage: String?

    public init(favourites: Bool = false, region: String? = nil, radiusKm: Double? = nil, output: TileOutput, language: Language = .cs) {
        self.favourites = favourites; self.region = region; self.radiusKm = radiusKm; self.output = output; self.language = language
    }
}

/// A tile run about to start: told to ``TileRunObserver/tilesPlanned(_:)``.
public struct TilePlan: Codable, Hashable, Sendable {
    public let tiles: Int
    public let title: String
    public let zooms: ClosedRange<Int>
    public let path: String
}

/// Hears a tile run: its plan first, then the generator's progress.
public protocol TileRunObserver: TileProgressObserver {
    func tilesPlanned(_ plan: TilePlan)
}

/// What a tile run wrote.
public struct TilesResult: Codable, Hashable, Sendable {
    public let path: String
    /// `xyz` or `mbtiles`.
    public let format: String
    public let target: String
    public let minZoom: Int
    public let maxZoom: Int
    /// Tile width and height in pixels (size × scale).
    public let tilePx: Int
    public let scale: Int
    public let palette: Bool
    public let tiles: Int
    public let rendered: Int
    public let skipped: Int
    /// For MBTiles the file's size; for a folder the bytes of the tiles written in this run.
    public let bytes: Int
    public let seconds: Double
    public let attribution: String
}

extension RegioEngine {
    /// The scene builder over the engine's places and the user's favourites
    /// (none when there is no store: drawing never creates one).
    /// - Parameters:
    ///   - categories: only places of these categories (names or keywords); towns stay as the base map.
    ///   - favourites: false for what is shared with anyone (served tiles): then the store is not read.
    /// - Parameter nameLanguage: region labels in this language when the dataset
    ///   has names in it; nil: `language`.
    public func mapSceneBuilder(language: Language, nameLanguage: String? = nil, categories: [String] = [],
                                favourites: Bool = true) throws -> MapSceneBuilder {
        let library = try placeLibrary()
        var places = library.places
        if !categories.isEmpty {
            let kept = try UserInput.categories(categories, known: library.categories, parameter: parameter("category"))
            places = places.filter { $0.category == .town || kept.contains($0.category) }
        }
        let dataset = try dataset()
        var builder = MapSceneBuilder(dataset: dataset, places: places, lookup: { [library] in library.place(id: $0) },
                                      favourites: favourites ? try existingStore()?.favourites.list() ?? [] : [], language: language)
        if let nameLanguage, nameLanguage != language.rawValue, dataset.hasNames(in: nameLanguage) {
            builder.regionNameLanguage = nameLanguage
        }
        return builder
    }

    /// The standard style, or a style file over it, with legend texts in `language`.
    public func mapStyle(file: String?, language: Language) throws -> MapStyle {
        let style = try file.map { try MapStyle.load(from: URL(fileURLWithPath: $0)) } ?? .standard
        return style.localized(language)
    }

    /// Draws an overview map and writes it (PNG or PDF by the file's extension).
    public func map(_ request: MapRequest) throws -> MapResult {
        let start = Date()
        let url = URL(fileURLWithPath: request.file)
        let format = try OverviewMap.format(for: url)
        guard request.bearing.isFinite else {
            throw InputError(parameter: parameter("bearing"), Message(.mapBearingFinite, ["parameter": parameter("bearing")]))
        }
        let subjects = [!request.target.trimmingCharacters(in: .whitespaces).isEmpty, request.place != nil, request.view != nil,
                        request.search != nil].filter { $0 }.count
        guard subjects == 1 else {
            throw InputError(parameter: parameter("center"), Message(.mapOneSubject, ["center": parameter("center"), "zoom": parameter("zoom")]))
        }
        if let scale = request.scale {
            guard UserInput.mapScales.contains(scale) else {
                throw InputError(parameter: parameter("scale"), Message(.inputMapScale, [
                    "parameter": .text(parameter("scale")), "text": .text(NumberText.plain(scale, decimals: 0)),
                    "min": .grouped(UserInput.mapScales.lowerBound, decimals: 0), "max": .grouped(UserInput.mapScales.upperBound, decimals: 0)]))
            }
            guard request.view == nil else {
                throw InputError(parameter: parameter("scale"), Message(.mapScaleWithView, [
                    "scale": parameter("scale"), "center": parameter("center"), "zoom": parameter("zoom")]))
            }
        }
        let style = try mapStyle(file: request.styleFile, language: request.language)
        let dataset = try dataset()
        let builder = try mapSceneBuilder(language: request.language, nameLanguage: request.nameLanguage, categories: request.categories)
        var pins: [MapPin] = []
        var viewItems: [ClusterItem]?
        var viewLevel = 0
        let target: MapTarget
        if let text = request.place {
            let library = try placeLibrary()
            let place = try findPlace(text, in: library, parameter: parameter("place"))
            target = .place(id: place.id, name: dataset.placeNames.name(of: place, in: request.language), coordinate: place.coordinate)
        } else if let view = request.view {
            var clusters = ClustersRequest(center: view.center, zoom: view.zoom, width: view.width, height: view.height, bearing: view.bearing)
            clusters.categories = request.categories
            clusters.language = request.language
            let listed = try self.clusters(clusters)
            target = .view(try Viewport(center: listed.center, zoom: listed.zoom, width: listed.width, height: listed.height,
                                        bearing: listed.bearing))
            viewItems = listed.items
            viewLevel = listed.level
        } else if var search = request.search {
            if search.categories.isEmpty { search.categories = request.categories }
            search.language = request.language
            let hits = try self.search(search).hits
            pins = hits.enumerated().map { i, hit in
                MapPin(number: search.offset + i + 1, placeID: hit.result.place.id, name: hit.name,
                       category: hit.result.place.category.rawValue, regionName: hit.regionName, coordinate: hit.result.place.coordinate)
            }
            guard !pins.isEmpty else { throw EngineError(.notFound, Message(.mapNoPins)) }
            target = .pins(query: search.text, coordinates: pins.map(\.coordinate))
        } else {
            target = try MapTarget(parsing: request.target, in: dataset)
        }
        let layer = request.places ?? (viewItems != nil ? .clusters : (builder.hasPOIs ? .pois : .towns))
        let landscape: Bool
        switch request.orientation {
        case .landscape: landscape = true
        case .portrait: landscape = false
        case .automatic: landscape = try target.isWide(in: dataset, favourites: builder.favourites, bearing: request.bearing)
        }
        let title = request.title ?? builder.title(of: target)
        var options = OverviewMapOptions(paper: request.paper, dpi: request.effectiveDPI, landscape: landscape, bearing: request.bearing,
                                         title: title.isEmpty ? nil : title, style: style)
        options.scaleDenominator = request.scale
        let map: OverviewMap, scene: MapScene
        if case .view(let viewport) = target {
            // The view fills the page exactly: its pixels at 96 dpi, no margin, no padding, its bearing.
            options = OverviewMapOptions(paper: .pixels(width: Int(viewport.width.rounded()), height: Int(viewport.height.rounded())),
                                         dpi: 96, landscape: false, bearing: viewport.bearing, paddingMillimetres: 0, marginMillimetres: 0,
                                         title: request.title.flatMap { $0.isEmpty ? nil : $0 }, style: style)
            let area = try target.area(in: dataset, favourites: builder.favourites)
            // Under the badges, what the tiles of the view's zoom draw (``TilePlaces``).
            let tileZoom = TilePlaces.tileZoom(ofClusterLevel: viewLevel, extent: try clusterIndex().index.options.extent)
            scene = try builder.viewScene(items: layer == .clusters ? (viewItems ?? []) : nil, places: layer,
                                          viewBox: try area.enclosingBox(onPage: options), tiles: (TilePlaces(style: style), tileZoom))
            map = try OverviewMap(scene: scene, area: area, options: options)
        } else if case .pins = target {
            options.sideList = pins.map { pin in
                Message(.mapWroteList, ["number": pin.number, "name": pin.name, "category": Message.category(pin.category),
                                        "region": pin.regionName.map { ", " + $0 } ?? ""]).text(in: request.language)
            }
            let area = try target.area(in: dataset, favourites: builder.favourites)
            var pinScene = try builder.scene(highlighting: nil, places: layer, viewBox: try area.enclosingBox(onPage: options))
            pinScene.points += pins.map { MapPoint(id: "pin:\($0.placeID)", coordinate: $0.coordinate, kind: .pin(number: $0.number)) }
            scene = pinScene
            map = try OverviewMap(scene: scene, area: area, options: options)
        } else {
            (map, scene) = try builder.overviewMap(of: target, places: layer, options: options,
                                                   clusterIndex: { try self.clusterIndex().index })
        }
        try map.write(to: url)
        let points = options.paper.points(dpi: options.dpi, landscape: options.landscape)
        let pixelPaper: Bool
        if case .pixels = options.paper { pixelPaper = true } else { pixelPaper = false }
        var result = MapResult(path: request.file, format: format.rawValue, target: target.name, title: options.title,
                               paper: options.paper.description, landscape: options.landscape, dpi: options.dpi, bearing: options.bearing,
                               widthPx: map.pixelWidth, heightPx: map.pixelHeight,
                               widthPt: (points.width * 10).rounded() / 10, heightPt: (points.height * 10).rounded() / 10,
                               scale: Int(map.scaleDenominator.rounded()), scaleDenominator: map.scaleDenominator, places: layer.rawValue,
                               inView: MapPointCounts(scene: scene, in: map.visibleBounds), attribution: map.layout.credits,
                               bytes: Self.fileSize(url), seconds: (Date().timeIntervalSince(start) * 1000).rounded() / 1000,
                               pixelPaper: pixelPaper)
        result.pins = pins
        return result
    }

    /// Renders the tiles of a region or a box into a folder or an MBTiles file.
    public func tiles(_ request: TilesRequest, observer: (any TileRunObserver)? = nil) throws -> TilesResult {
        let p = parameter
        guard (request.region == nil) != (request.box == nil) else {
            throw InputError(parameter: p("region"), Message(.mapRegionOrBox, ["region": p("region"), "bbox": p("bbox")]))
        }
        try check(request.output)
        let dataset = try dataset()
        let target: MapTarget
        if let box = request.box { target = .boundingBox(box) } else {
            target = .region(id: try UserInput.region(request.region!, in: dataset, parameter: p("region")).id)
        }
        let builder = try mapSceneBuilder(language: request.language, nameLanguage: request.nameLanguage, categories: request.categories)
        let selection = try TileSelection.covering(try target.bounds(in: dataset, favourites: builder.favourites), zooms: request.output.zooms)
        return try renderTiles(target: target, selection: selection, output: request.output, builder: builder,
                               language: request.language, observer: observer)
    }

    /// Packs the tiles around the favourites (or over a region, grown by the radius) into one MBTiles file.
    public func offlinePack(_ request: OfflinePackRequest, observer: (any TileRunObserver)? = nil) throws -> TilesResult {
        let p = parameter
        guard request.favourites != (request.region != nil) else {
            throw InputError(parameter: p("favourites"), Message(.mapFavouritesOrRegion, ["favourites": p("favourites"), "region": p("region")]))
        }
        guard let out = request.output.path else {
            throw InputError(parameter: p("out"), Message(.mapOutMBTiles, ["out": p("out")]))
        }
        guard out.lowercased().hasSuffix(".mbtiles") else {
            throw InputError(parameter: p("out"), Message(.mapOutMustBeMBTiles, ["out": p("out"), "file": out]))
        }
        if let radius = request.radiusKm, !(radius.isFinite && radius >= 0 && radius <= 500) {
            throw InputError(parameter: p("radius"), Message(.mapRadiusRange, ["radius": p("radius"), "value": radius]))
        }
        try check(request.output)
        let dataset = try dataset()
        let builder = try mapSceneBuilder(language: request.language, nameLanguage: request.nameLanguage)
        let target: MapTarget
        let selection: TileSelection
        if request.favourites {
            guard !builder.favourites.isEmpty else { throw MapError.noFavourites }
            target = .favourites
            let km = request.radiusKm ?? 10
            guard km > 0 else { throw InputError(parameter: p("radius"), Message(.mapRadiusPositive, ["radius": p("radius")])) }
            selection = try TileSelection.around(builder.favourites.map(\.coordinate), radiusKilometres: km, zooms: request.output.zooms)
        } else {
            target = .region(id: try UserInput.region(request.region!, in: dataset, parameter: p("region")).id)
            selection = try TileSelection.covering(try target.bounds(in: dataset, favourites: []), grownByKilometres: request.radiusKm ?? 0,
                                                   zooms: request.output.zooms)
        }
        return try renderTiles(target: target, selection: selection, output: request.output, builder: builder,
                               language: request.language, observer: observer)
    }

    private func check(_ output: TileOutput) throws {
        let p = parameter
        guard output.scale == 1 || output.scale == 2 else {
            throw InputError(parameter: p("scale"), Message(.mapScaleValues, ["parameter": p("scale"), "value": output.scale]))
        }
        guard output.size == 256 || output.size == 512 else {
            throw InputError(parameter: p("size"), Message(.mapSizeValues, ["parameter": p("size"), "value": output.size]))
        }
        if let path = output.path, path.trimmingCharacters(in: .whitespaces).isEmpty {
            throw InputError(parameter: p("out"), Message(.mapOutNotEmpty, ["parameter": p("out")]))
        }
        guard output.zooms.lowerBound >= 0, output.zooms.upperBound <= UserInput.maxTileZoom else {
            throw InputError(parameter: p("zoom"), Message(.mapZoomOutside, ["parameter": p("zoom"), "from": output.zooms.lowerBound, "to": output.zooms.upperBound, "max": UserInput.maxTileZoom]))
        }
    }

    private func renderTiles(target: MapTarget, selection: TileSelection, output: TileOutput, builder: MapSceneBuilder,
                             language: Language, observer: (any TileRunObserver)?) throws -> TilesResult {
        let start = Date()
        let out = output.path ?? TileOutput.defaultFolder
        let isMBTiles = out.lowercased().hasSuffix(".mbtiles")
        let url = URL(fileURLWithPath: out)
        let title = builder.title(of: target)
        let sink: TileSink = isMBTiles ? try MBTilesWriter(url: url) : try XYZFolderWriter(root: url)
        let tileOptions = try TileOptions(size: output.size, scale: output.scale, png: output.palette ? .paletteTiles : .tiles)
        var scene = try builder.tileScene(highlighting: target.highlightedRegionID, viewBox: selection.drawnBounds)
        scene.attribution = builder.attribution(of: scene, on: selection)
        let source = try TileSource(scene: scene,
                                    style: try mapStyle(file: output.styleFile, language: language), options: tileOptions)
        observer?.tilesPlanned(TilePlan(tiles: selection.count, title: title, zooms: selection.zooms, path: out))
        let generator = TileGenerator(force: output.force, progress: observer)
        let summary = try generator.run(source: source, selection: selection, sink: sink, name: "Regio: \(title)",
                                        description: "Map tiles of \(title) made by Regio")
        return TilesResult(path: out, format: isMBTiles ? "mbtiles" : "xyz", target: target.name,
                           minZoom: selection.zooms.lowerBound, maxZoom: selection.zooms.upperBound,
                           tilePx: tileOptions.pixelSize, scale: output.scale, palette: output.palette,
                           tiles: summary.total, rendered: summary.rendered, skipped: summary.skipped,
                           bytes: isMBTiles ? Self.fileSize(url) : summary.bytes,
                           seconds: (Date().timeIntervalSince(start) * 1000).rounded() / 1000, attribution: source.attribution)
    }

    /// The size of a file in bytes (0 when it is missing).
    static func fileSize(_ url: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    }
}
