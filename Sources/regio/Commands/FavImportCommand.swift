import ArgumentParser
import Foundation
import Regio

/// `fav import FILE`: favourites from GPX waypoints, KML placemarks or GeoJSON points.
struct FavImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add favourites from a GPX, KML or GeoJSON file (Regio's exports or other apps').",
        discussion: """
        GPX 1.1 waypoints, KML placemarks with a Point, GeoJSON Point features. Regio's own
        exports come back unchanged; points from other apps get an id from their name and
        position, so importing a file twice adds nothing new. Examples:
          fav import favourites.gpx
          fav import "My Places.kml"
          fav import points.json --format geojson
        """)

    @Argument(help: "The file to read.")
    var file: String

    @Option(help: ArgumentHelp("gpx, kml or geojson (default: from the extension or the content).", valueName: "format"))
    var format: FavouriteFormat?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let summary = try ctx.engine.importFavourites(file: file, format: format)
        if !ctx.json {
            for problem in summary.skipped.prefix(10) { ctx.console.note("note: \(problem)") }
            if summary.skipped.count > 10 { ctx.console.note("note: … and \(summary.skipped.count - 10) more left out") }
        }
        try ctx.emit(summary) {
            let total = summary.added + summary.updated
            return ["Imported \(total) \(total == 1 ? "favourite" : "favourites") from \(file): \(summary.added) added, \(summary.updated) updated"
                    + (summary.skipped.isEmpty ? "." : "; \(summary.skipped.count) left out (not points).")]
        }
    }
}
