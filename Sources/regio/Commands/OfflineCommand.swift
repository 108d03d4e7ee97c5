import ArgumentParser
import Foundation
import Regio

/// `offline pack …`: the map tiles a user needs offline.
struct OfflineCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "offline",
            abstract: tr(.helpOfflineAbstract),
            discussion: tr(.helpOfflineDiscussion),
            subcommands: [OfflinePackCommand.self])
    }
}

/// `offline pack --favourites|--region R --zoom A-B [--radius KM] --out FILE.mbtiles`.
struct OfflinePackCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "pack",
            abstract: tr(.helpOfflinePackAbstract),
            discussion: tr(.helpOfflinePackDiscussion))
    }

    @Flag(help: ArgumentHelp(tr(.helpOfflineFavourites)))
    var favourites = false

    @Option(help: ArgumentHelp(tr(.helpOfflineRegion), valueName: "region"))
    var region: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpOfflineRadius), valueName: "km"))
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
