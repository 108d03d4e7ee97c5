import ArgumentParser
import Foundation
import Regio

/// `offline pack …`: the map tiles a user needs offline.
struct OfflineCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "offline",
            abstract: tr(.helpOfflineAbstract),
            discussion: """
              offline pack --favourites --zoom 8-14 --out mine.mbtiles      10 km around each favourite
              offline pack --favourites --zoom 10-15 --radius 3 --out walk.mbtiles
              offline pack --region vysocina --zoom 6-12 --out vysocina.mbtiles
            """,
            subcommands: [OfflinePackCommand.self])
    }
}

/// `offline pack --favourites|--region R --zoom A-B [--radius KM] --out FILE.mbtiles`.
struct OfflinePackCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "pack",
            abstract: tr(.helpOfflinePackAbstract),
            discussion: """
            With --favourites the pack holds the tiles within --radius km (default 10)
            of each favourite; with --region, every tile over the region, and --radius
            km around it. Like `tiles`, a pack resumes: tiles already in the file are
            kept unless --force. Examples:
              offline pack --favourites --zoom 8-14 --out mine.mbtiles
              offline pack --region CZ-63 --zoom 6-12 --radius 5 --out vysocina.mbtiles --json
            """)
    }

    @Flag(help: "Tiles around your favourites.")
    var favourites = false

    @Option(help: ArgumentHelp("Tiles over a region (id or name).", valueName: "region"))
    var region: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Kilometres around each favourite (default 10), or around the region (default 0).", valueName: "km"))
    var radius: String?

    @OptionGroup var tiles: TileOutputOptions

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        var request = OfflinePackRequest(favourites: favourites, region: region,
                                         radiusKm: try radius.map { try UserInput.decimal($0, parameter: "--radius", unit: .km) },
                                         output: try tiles.output(), language: ctx.language)
        request.nameLanguage = ctx.requestedNameLanguage
        let result = try ctx.engine.offlinePack(request, observer: TileProgressBar(ctx: ctx))
        try TileRunText.emit(result, ctx: ctx)
    }
}
