import ArgumentParser
import Foundation
import Regio

/// `tiles --region R|--bbox W,S,E,N --zoom A-B --out DIR|FILE.mbtiles`: map tiles for offline use.
struct TilesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "tiles",
            abstract: tr(.helpTilesAbstract),
            discussion: tr(.helpTilesDiscussion))
    }

    @Option(help: ArgumentHelp(tr(.helpTilesRegion), valueName: "region"))
    var region: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpTilesBox), valueName: "W,S,E,N"),
            transform: CoordinateArgument.box("--bbox"))
    var bbox: BoundingBox?

    @Option(name: .customLong("category"), help: ArgumentHelp(tr(.helpMapCategory), valueName: "category"))
    var categories: [String] = []

    @OptionGroup var tiles: TileOutputOptions

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        var request = TilesRequest(region: region, box: bbox,
                                   output: try tiles.output(), categories: categories, language: ctx.language)
        request.nameLanguage = ctx.requestedNameLanguage
        let result = try ctx.engine.tiles(request, observer: TileProgressBar(ctx: ctx))
        try TileRunText.emit(result, ctx: ctx)
    }
}

/// Options shared by `tiles` and `offline pack`.
struct TileOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(tr(.helpTilesZoom), valueName: "A-B"))
    var zoom: String

    @Option(help: ArgumentHelp(tr(.helpTilesScale), valueName: "1|2"))
    var scale: Int = 1

    @Option(help: ArgumentHelp(tr(.helpTilesSize), valueName: "256|512"))
    var size: Int = 256

    @Flag(help: ArgumentHelp(tr(.helpTilesPalette)))
    var palette = false

    @Option(help: ArgumentHelp(tr(.helpTilesOut), valueName: "dir|file.mbtiles"))
    var out: String?

    @Flag(help: ArgumentHelp(tr(.helpTilesForce)))
    var force = false

    @Option(help: ArgumentHelp(tr(.helpTilesStyle), valueName: "file"))
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
