import ArgumentParser
import Foundation
import Regio

/// `fav …`: the user's favourite places, kept in the store with a snapshot of
/// each place so that they work offline and survive catalogue changes.
struct FavCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fav",
        abstract: "Keep favourite places with notes and tags; list, export (GPX, KML, GeoJSON), import.",
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

    /// The favourite named by an id (`wikidata:Q266698`), the id's part after
    /// the colon, or the saved name (case and diacritics ignored) when unique.
    static func resolve(_ text: String, in favourites: Favourites) throws -> Favourite {
        if let f = try favourites.favourite(placeID: text) { return f }
        let all = try favourites.list()
        let byLocalID = all.filter { Favourite.localID(of: $0.placeID) == text }
        if byLocalID.count == 1 { return byLocalID[0] }
        let folded = TextFolding.fold(text)
        let byName = all.filter { TextFolding.fold($0.name) == folded }
        if byName.count == 1 { return byName[0] }
        if byName.count > 1 {
            throw CommandError("\(byName.count) favourites are called '\(text)'; give the id: "
                               + byName.map(\.placeID).joined(separator: ", "))
        }
        throw CommandError("no favourite with id '\(text)' (see `fav list`)")
    }

    /// `Karlštejn (castle, Středočeský kraj)`.
    static func label(_ f: Favourite, dataset: Dataset?, language: Language) -> String {
        "\(f.name) (\(f.category.rawValue)" + (f.regionID.map { ", " + PlaceTexts.regionName($0, dataset: dataset, language: language) } ?? "") + ")"
    }
}

extension Favourite {
    /// The part of a place id after the first colon.
    static func localID(of placeID: String) -> String {
        placeID.firstIndex(of: ":").map { String(placeID[placeID.index(after: $0)...]) } ?? placeID
    }
}
