import ArgumentParser
import Foundation
import Regio

/// `fav …`: the user's favourite places, kept in the store with a snapshot of
/// each place so that they work offline and survive catalogue changes.
struct FavCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "fav",
            abstract: tr(.helpFavAbstract),
            discussion: """
            Favourites live in your store (--store) with a snapshot of each place (name,
            position, category, region): they work with no dataset at all, and a place that
            leaves the catalogue is shown as removed, never dropped. Examples:
              fav add karlstejn --note "with the kids" --tag trip
              fav add geonames:3067696
              fav list
              fav list --region jihocesky --tag trip
              fav note wikidata:Q266698 "closed on Mondays"
              fav remove wikidata:Q266698
              fav export --format gpx --out favourites.gpx
              fav import favourites.kml
              fav refresh                 (take new snapshots of places that changed)
            """,
            subcommands: [FavAddCommand.self, FavListCommand.self, FavNoteCommand.self, FavRemoveCommand.self,
                          FavExportCommand.self, FavImportCommand.self, FavRefreshCommand.self],
            defaultSubcommand: FavListCommand.self)
    }

    /// `Karlštejn (castle, Středočeský kraj)`.
    static func label(_ f: Favourite, name: String, regionName: String?) -> String {
        "\(name) (\(tr.category(f.category.rawValue))" + (regionName.map { ", " + $0 } ?? "") + ")"
    }
}
