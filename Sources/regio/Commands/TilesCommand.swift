import ArgumentParser
import Foundation
import Regio

/// `tiles --region R|--bbox W,S,E,N --zoom A-B --out DIR|FILE.mbtiles`: map tiles for offline use.
struct TilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tiles",
        abstract: "Render map tiles of a region or a box: an XYZ folder (z/x/y.png) or an MBTiles file.",
        discussion: """
        Tiles show the regions (the chosen one highlighted), the countries around,
        towns, the other places you loaded (from zoom 9) and your favourites. The
        tile count is shown first; a progress bar with the time left shows on a
        terminal. Both cores render. Tiles already there are skipped, so an
        interrupted run goes on where it stopped; --force renders them again.
        Without --out the tiles go to the folder tiles/ in the current directory.
        Examples:
          tiles --region vysocina --zoom 6-11                 into tiles/
          tiles --region CZ-64 --zoom 6-12 --out jm.mbtiles   one MBTiles 1.3 file
          tiles --bbox 14.2,49.9,14.7,50.2 --zoom 10-14 --scale 2 --out praha@2x
          tiles --region CZ-63 --zoom 8-10 --palette --force  smaller 8-bit PNGs, all again
        """)

    @Option(help: ArgumentHelp("A region (id or name).", valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp("A box in degrees.", valueName: "W,S,E,N"))
    var bbox: String?

    @OptionGroup var tiles: TileOutputOptions

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if (region == nil) == (bbox == nil) { throw ValidationError("give either --region R or --bbox W,S,E,N") }
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let dataset = try ctx.dataset()
        let target: MapTarget
        if let bbox { target = .boundingBox(try MapTarget.box(parsing: bbox)) } else {
            guard case .region(let id) = try MapTarget(parsing: region!, in: dataset) else {
                throw MapError.unknownRegion(region!, known: dataset.regions.map(\.id))
            }
            target = .region(id: id)
        }
        let builder = try ctx.mapSceneBuilder()
        let zooms = try TileSelection.zoomRange(parsing: tiles.zoom)
        let selection = try TileSelection.covering(try target.bounds(in: dataset, favourites: builder.favourites), zooms: zooms)
        try TileRun(ctx: ctx, options: tiles, out: tiles.out ?? TileRun.defaultFolder, target: target,
                    title: target.title(in: dataset, language: ctx.language), builder: builder, selection: selection).run()
    }
}

/// Options shared by `tiles` and `offline pack`.
struct TileOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Zoom levels, e.g. 6-12 (0–20).", valueName: "A-B"))
    var zoom: String

    @Option(help: ArgumentHelp("Pixel density: 2 for high-density screens (twice the pixels, same area).", valueName: "1|2"))
    var scale: Int = 1

    @Option(help: ArgumentHelp("Tile width in style pixels: 512 shows the detail of the next zoom.", valueName: "256|512"))
    var size: Int = 256

    @Flag(help: "8-bit palette PNGs (about a third of the size).")
    var palette = false

    @Option(help: ArgumentHelp("Where to write: a folder (z/x/y.png) or a file ending in .mbtiles.", valueName: "dir|file.mbtiles"))
    var out: String?

    @Flag(help: "Render every tile again, even those already there.")
    var force = false

    @Option(help: ArgumentHelp("A style file (JSON over the standard style).", valueName: "file"))
    var style: String?

    func validate() throws {
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2, not \(scale)") }
        guard size == 256 || size == 512 else { throw ValidationError("--size must be 256 or 512, not \(size)") }
    }
}

/// One run of the tile generator, as `tiles` and `offline pack` do it.
struct TileRun {
    /// Where tiles go without --out: `tiles/` in the current directory (the
    /// repository's tiles/ when run from its root, as scripts/run does).
    static let defaultFolder = "tiles"

    let ctx: CommandContext
    let options: TileOutputOptions
    let out: String
    let target: MapTarget
    let title: String
    let builder: MapSceneBuilder
    let selection: TileSelection

    /// What `--json` prints.
    struct Written: Encodable {
        let path: String
        let format: String
        let target: String
        let minZoom: Int
        let maxZoom: Int
        /// Tile width and height in pixels (size × scale).
        let tilePx: Int
        let scale: Int
        let palette: Bool
        let tiles: Int
        let rendered: Int
        let skipped: Int
        /// For MBTiles the file's size; for a folder the bytes of the tiles written in this run.
        let bytes: Int
        let seconds: Double
        let attribution: String
    }

    var isMBTiles: Bool { out.lowercased().hasSuffix(".mbtiles") }

    func run() throws {
        let start = Date()
        let url = URL(fileURLWithPath: out)
        let sink: TileSink = isMBTiles ? try MBTilesWriter(url: url) : try XYZFolderWriter(root: url)
        let tileOptions = try TileOptions(size: options.size, scale: options.scale, png: options.palette ? .paletteTiles : .tiles)
        let source = try TileSource(scene: try builder.tileScene(highlighting: target.highlightedRegionID),
                                    style: try ctx.mapStyle(file: options.style), options: tileOptions)
        if !ctx.json {
            ctx.console.line("\(Format.number(Double(selection.count), decimals: 0)) tiles of \(title), zoom "
                             + "\(selection.zooms.lowerBound)–\(selection.zooms.upperBound) → \(out)")
        }
        let generator = TileGenerator(force: options.force, progress: TileProgress())
        let summary = try generator.run(source: source, selection: selection, sink: sink, name: "Regio: \(title)",
                                        description: "Map tiles of \(title) made by Regio")
        let bytes = isMBTiles ? MapFormat.size(of: url) : summary.bytes
        let seconds = Date().timeIntervalSince(start)
        let written = Written(path: out, format: isMBTiles ? "mbtiles" : "xyz", target: target.name,
                              minZoom: selection.zooms.lowerBound, maxZoom: selection.zooms.upperBound,
                              tilePx: tileOptions.pixelSize, scale: options.scale, palette: options.palette,
                              tiles: summary.total, rendered: summary.rendered, skipped: summary.skipped, bytes: bytes,
                              seconds: (seconds * 1000).rounded() / 1000, attribution: source.attribution)
        try ctx.emit(written) {
            var line = "Wrote \(Format.number(Double(summary.rendered), decimals: 0)) tiles to \(out)"
            if summary.skipped > 0 { line += " (\(Format.number(Double(summary.skipped), decimals: 0)) already there)" }
            line += isMBTiles ? ": \(MapFormat.bytes(bytes)) file" : ": \(MapFormat.bytes(bytes))"
            return [line + ", \(MapFormat.seconds(seconds))"]
        }
    }
}
