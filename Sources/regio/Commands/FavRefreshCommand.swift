import ArgumentParser
import Foundation
import Regio

/// `fav refresh`: new snapshots of favourites whose place changed.
struct FavRefreshCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Take new snapshots of favourites whose place changed in the catalogue.",
        discussion: """
        Renamed, moved or recategorised places get a new snapshot; favourites whose place
        is gone keep theirs (they are never removed). Examples:
          fav refresh
          regio --places castles.geojson fav refresh
        """)

    @OptionGroup var global: GlobalOptions

    struct Summary: Encodable {
        let refreshed: Int
        let notInCatalogue: Int
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let favourites = try ctx.store().favourites
        let library = try ctx.placeLibrary()
        let refreshed = try favourites.refreshSnapshots { library.place(id: $0) }
        let missing = try favourites.list().filter { library.place(id: $0.placeID) == nil }.count
        try ctx.emit(Summary(refreshed: refreshed, notInCatalogue: missing)) {
            var line = refreshed == 0 ? "Every favourite's snapshot is up to date." : "Refreshed \(refreshed) \(refreshed == 1 ? "favourite" : "favourites") from the catalogue."
            if missing > 0 { line += " \(missing) not in the catalogue kept \(missing == 1 ? "its snapshot" : "their snapshots")." }
            return [line]
        }
    }
}
