import Foundation
import RegioGeo
import RegioQuiz
import RegioRender

/// `map`: a printable overview map of a region, a box or the favourites.
public struct MapRequest: Hashable, Sendable {
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
    public var dpi: Double
    public var orientation: Orientation
    /// Degrees clockwise from north that the top of the map faces (any finite value).
    public var bearing: Double
    /// nil: the target's name; "": none.
    public var title: String?
    /// A style file over the standard style.
    public var styleFile: String?
    /// What to show besides regions (nil: POIs when there are places other than towns, else towns).
    public var places: MapPlaces?
    public var language: Language

    public init(target: String, file: String, paper: Paper = .a4, dpi: Double = 300, orientation: Orientation = .automatic,
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
    public let attribution: [String]
    public let bytes: Int
    public let seconds: Double
    /// Whether the paper is a pixel size (not A4, A3).
    public let pixelPaper: Bool
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
    public var language: Language

    public init(region: String? = nil, box: BoundingBox? = nil, output: TileOutput, language: Language = .cs) {
        self.region = region; self.box = box; self.output = output; self.language = language
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
    public func mapSceneBuilder(language: Language) throws -> MapSceneBuilder {
        MapSceneBuilder(dataset: try dataset(), places: try placeLibrary().places,
                        favourites: try existingStore()?.favourites.list() ?? [], language: language)
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
        let style = try mapStyle(file: request.styleFile, language: request.language)
        let dataset = try dataset()
        let target = try MapTarget(parsing: request.target, in: dataset)
        let builder = try mapSceneBuilder(language: request.language)
        let layer = request.places ?? (builder.pois.isEmpty ? .towns : .pois)
        let landscape: Bool
        switch request.orientation {
        case .landscape: landscape = true
        case .portrait: landscape = false
        case .automatic: landscape = try target.isWide(in: dataset, favourites: builder.favourites, bearing: request.bearing)
        }
        let title = request.title ?? target.title(in: dataset, language: request.language)
        let options = OverviewMapOptions(paper: request.paper, dpi: request.dpi, landscape: landscape, bearing: request.bearing,
                                         title: title.isEmpty ? nil : title, style: style)
        let (map, scene) = try builder.overviewMap(of: target, places: layer, options: options,
                                                   clusterIndex: { try self.clusterIndex().index })
        try map.write(to: url)
        let points = request.paper.points(dpi: request.dpi, landscape: landscape)
        let pixelPaper: Bool
        if case .pixels = request.paper { pixelPaper = true } else { pixelPaper = false }
        return MapResult(path: request.file, format: format.rawValue, target: target.name, title: options.title,
                         paper: request.paper.description, landscape: landscape, dpi: request.dpi, bearing: request.bearing,
                         widthPx: map.pixelWidth, heightPx: map.pixelHeight,
                         widthPt: (points.width * 10).rounded() / 10, heightPt: (points.height * 10).rounded() / 10,
                         scale: Int(map.scaleDenominator.rounded()), scaleDenominator: map.scaleDenominator, places: layer.rawValue,
                         inView: MapPointCounts(scene: scene, in: map.visibleBounds), attribution: scene.attribution,
                         bytes: Self.fileSize(url), seconds: (Date().timeIntervalSince(start) * 1000).rounded() / 1000,
                         pixelPaper: pixelPaper)
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
        let builder = try mapSceneBuilder(language: request.language)
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
        let builder = try mapSceneBuilder(language: request.language)
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
        let dataset = try dataset()
        let out = output.path ?? TileOutput.defaultFolder
        let isMBTiles = out.lowercased().hasSuffix(".mbtiles")
        let url = URL(fileURLWithPath: out)
        let title = target.title(in: dataset, language: language)
        let sink: TileSink = isMBTiles ? try MBTilesWriter(url: url) : try XYZFolderWriter(root: url)
        let tileOptions = try TileOptions(size: output.size, scale: output.scale, png: output.palette ? .paletteTiles : .tiles)
        let source = try TileSource(scene: builder.tileScene(highlighting: target.highlightedRegionID),
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
