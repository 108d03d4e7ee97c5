import ArgumentParser
import Foundation
import Regio

/// `tiles --region R|--bbox W,S,E,N --zoom A-B --out DIR|FILE.mbtiles`: map tiles for offline use.
struct TilesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "tiles",
            abstract: tr(.helpTilesAbstract),
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
    }

    @Option(help: ArgumentHelp("A region (id or name).", valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp("A box in degrees.", valueName: "W,S,E,N"))
    var bbox: String?

    @Option(name: .customLong("category"), help: ArgumentHelp(tr(.helpMapCategory), valueName: "category"))
    var categories: [String] = []

    @OptionGroup var tiles: TileOutputOptions

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        var request = TilesRequest(region: region, box: try bbox.map { try UserInput.box($0, parameter: "--bbox") },
                                   output: try tiles.output(), categories: categories, language: ctx.language)
        request.nameLanguage = ctx.requestedNameLanguage
        let result = try ctx.engine.tiles(request, observer: TileProgressBar(ctx: ctx))
        try TileRunText.emit(result, ctx: ctx)
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

    /// The options as the engine takes them (the zooms read by the library's parser).
    func output() throws -> TileOutput {
        TileOutput(path: out, zooms: try UserInput.zoomRange(zoom, parameter: "--zoom"), scale: scale, size: size,
                   palette: palette, force: force, styleFile: style)
    }
}

/// How `tiles` and `offline pack` report what they wrote.
enum TileRunText {
    static func emit(_ result: TilesResult, ctx: CommandContext) throws {
        try ctx.emit(result) {
            let t = ctx.texts
            var line = t(.tilesWrote, ["n": TextValue.grouped(Double(result.rendered), decimals: 0), "path": result.path])
            if result.skipped > 0 { line += t(.tilesAlreadyThere, ["n": TextValue.grouped(Double(result.skipped), decimals: 0)]) }
            line += result.format == "mbtiles" ? t(.tilesFile, ["bytes": MapFormat.bytes(result.bytes)]) : ": \(MapFormat.bytes(result.bytes))"
            return [line + ", \(MapFormat.seconds(result.seconds))"]
        }
    }
}
