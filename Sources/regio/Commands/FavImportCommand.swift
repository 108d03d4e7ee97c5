import ArgumentParser
import Foundation
import Regio

/// `fav import FILE`: favourites from GPX waypoints, KML placemarks or GeoJSON points.
struct FavImportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: tr(.helpFavImportAbstract),
            discussion: """
            GPX 1.1 waypoints, KML placemarks with a Point, GeoJSON Point features. Regio's own
            exports come back unchanged; points from other apps get an id from their name and
            position, so importing a file twice adds nothing new. Examples:
              fav import favourites.gpx
              fav import "My Places.kml"
              fav import points.json --format geojson
            """)
    }

    @Argument(help: "The file to read.")
    var file: String

    @Option(help: ArgumentHelp("gpx, kml or geojson (default: from the extension or the content).", valueName: "format"))
    var format: FavouriteFormat?

    @Flag(help: "For a damaged GPX or KML file: import what comes before the damage and say how much was lost.")
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
        try ctx.emit(summary) {
            [t(.favImported, ["n": summary.added + summary.updated, "file": file, "added": summary.added, "updated": summary.updated])
             + (summary.skipped.isEmpty ? "." : t(.favImportedLeftOut, ["n": summary.skipped.count]))]
        }
    }
}
