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

    @Flag(help: "For a damaged GPX or KML file: import what comes before the damage and say how much was lost.")
    var partial = false

    @OptionGroup var global: GlobalOptions

    struct Summary: Encodable {
        let file: String
        let added: Int
        let updated: Int
        let skipped: [String]
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let favourites = try ctx.store().favourites
        let result = try FavouriteImport.importFile(file, into: favourites, format: format, partial: partial)
        let summary = Summary(file: file, added: result.added, updated: result.updated, skipped: result.skipped.map(\.description))
        if !ctx.json {
            for problem in result.skipped.prefix(10) { ctx.console.note("note: \(problem)") }
            if result.skipped.count > 10 { ctx.console.note("note: … and \(result.skipped.count - 10) more left out") }
        }
        try ctx.emit(summary) {
            let total = result.added + result.updated
            return ["Imported \(total) \(total == 1 ? "favourite" : "favourites") from \(file): \(result.added) added, \(result.updated) updated"
                    + (result.skipped.isEmpty ? "." : "; \(result.skipped.count) left out (see the notes).")]
        }
    }
}
