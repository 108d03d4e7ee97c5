import ArgumentParser
import Foundation
import Regio

/// `fav import FILE`: favourites from GPX waypoints, KML placemarks, GeoJSON points or CSV rows.
struct FavImportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: tr(.helpFavImportAbstract),
            discussion: tr(.helpFavImportDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpFavImportFile)))
    var file: String

    @Option(help: ArgumentHelp(tr(.helpFavImportFormat), valueName: "format"))
    var format: FavouriteFormat?

    @Flag(help: ArgumentHelp(tr(.helpFavImportPartial)))
    var partial = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let summary = try ctx.engine.importFavourites(file: file, format: format, partial: partial)
        let t = ctx.texts
        if !ctx.json {
            for problem in summary.skipped.prefix(10) { ctx.console.note(t(.notePrefix) + " " + problem) }
            if summary.skipped.count > 10 { ctx.console.note(t(.notePrefix) + " " + t(.favMoreLeftOut, ["n": summary.skipped.count - 10])) }
        }
        summary.warnings.forEach { ctx.console.note(t(.warningPrefix) + " " + $0) }
        try ctx.emit(summary) {
            [t(.favImported, ["n": summary.added + summary.updated, "file": file, "added": summary.added, "updated": summary.updated])
             + (summary.skipped.isEmpty ? "." : t(.favImportedLeftOut, ["n": summary.skipped.count]))]
        }
    }
}
