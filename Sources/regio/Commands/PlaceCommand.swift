import ArgumentParser
import Foundation
import Regio

/// `place <id>`: one place in detail; from a favourite's snapshot when the
/// catalogue does not have it (or cannot be loaded).
struct PlaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Show a place: names, category, region, address, position, facts, whether it is a favourite.",
        discussion: """
        The id is the last column of `search` (source:id). The part after the colon is
        enough when it is unique. A favourite is shown from its saved snapshot when the
        place is not in the catalogue (offline, or the catalogue changed). Examples:
          place geonames:3067696
          place wikidata:Q266698      (with --places ../shared/data/cz-castles.geojson)
          place Q266698
          place osm:way/485549536 --json
        """)

    @Argument(help: "The place's id (geonames:3067696, wikidata:Q266698, osm:way/485549536).")
    var id: String

    @OptionGroup var global: GlobalOptions

    struct Details: Encodable {
        /// "catalogue", or "favourite" when shown from the saved snapshot.
        let shownFrom: String
        let place: Place?
        let regionName: String?
        let favourite: Favourite?
        let status: FavouriteStatus.State?
        let changes: [String]?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        var library: PlaceLibrary?
        var catalogueError: Error?
        do { library = try ctx.placeLibrary() } catch { catalogueError = error }
        let place = library.flatMap { Self.resolve(id, in: $0) }
        let favouriteID = place?.id ?? id
        // A place that the catalogue has is shown even when the store cannot be opened.
        let favourite: Favourite?
        do { favourite = try ctx.existingStore()?.favourites.favourite(placeID: favouriteID) } catch {
            if place == nil { throw error }
            ctx.console.note("note: your favourites cannot be read: \(CommandRunner.describe(error))")
            favourite = nil
        }
        guard place != nil || favourite != nil else {
            if let catalogueError { throw catalogueError }
            throw CommandError(notFoundMessage(library!))
        }
        let dataset = library?.dataset ?? ctx.datasetIfAvailable()
        let status = favourite.map { FavouriteStatus(favourite: $0, current: place) }
        let regionID = place?.regionID ?? favourite?.regionID
        let details = Details(shownFrom: place == nil ? "favourite" : "catalogue", place: place,
                              regionName: regionID.map { PlaceTexts.regionName($0, dataset: dataset, language: ctx.language) },
                              favourite: favourite, status: library == nil ? nil : status?.state,
                              changes: library == nil ? nil : status?.changes.map(\.description))
        try ctx.emit(details) {
            place.map { lines(place: $0, favourite: favourite, status: status, details: details, ctx: ctx) }
                ?? snapshotLines(favourite!, details: details, offline: catalogueError, ctx: ctx)
        }
    }

    /// The place with this id, or the only one whose id after the colon is this.
    static func resolve(_ id: String, in library: PlaceLibrary) -> Place? {
        if let p = library.place(id: id) { return p }
        guard !id.contains(":") else { return nil }
        let matches = library.places.filter { $0.localID == id }
        return matches.count == 1 ? matches[0] : nil
    }

    private func notFoundMessage(_ library: PlaceLibrary) -> String {
        var message = "no place with id '\(id)'"
        if let hits = try? library.search(PlaceQuery(id, limit: 3)), !hits.isEmpty {
            message += "; did you mean " + hits.map { "\($0.place.name) (\($0.place.id))" }.joined(separator: ", ") + "?"
        } else {
            message += "; find ids with `search <name>`"
        }
        return message
    }

    private func lines(place: Place, favourite: Favourite?, status: FavouriteStatus?, details: Details, ctx: CommandContext) -> [String] {
        let c = ctx.console
        let lines = [c.styled(place.name, .bold) + "  " + c.styled(place.category.rawValue, .dim) + (favourite == nil ? "" : "  ★ favourite")]
        var rows: [(String, String)] = [("id", place.id)]
        if !place.alternateNames.isEmpty {
            let shown = place.alternateNames.prefix(8).joined(separator: ", ")
            rows.append(("also", shown + (place.alternateNames.count > 8 ? ", … (\(place.alternateNames.count - 8) more)" : "")))
        }
        rows.append(("region", Self.region(details.regionName, id: place.regionID) ?? "outside the dataset's regions"))
        if let a = place.address {
            let parts = [a.street, [a.postalCode, a.city].compactMap { $0 }.joined(separator: " ")].compactMap { $0 }.filter { !$0.isEmpty }
            if !parts.isEmpty { rows.append(("address", parts.joined(separator: ", "))) }
        }
        rows.append(("position", PlaceTexts.position(place.coordinate)))
        if let population = place.population { rows.append(("population", Format.number(Double(population), decimals: 0))) }
        // The source's own region name repeats the region computed above.
        for (key, value) in (place.attributes ?? [:]).sorted(by: { $0.key < $1.key }) where !(key == "region" && place.regionID != nil) {
            rows.append((key, value))
        }
        if let favourite { rows += favouriteRows(favourite, status: status) } else { rows.append(("favourite", "no — keep it with `fav add \(place.id)`")) }
        return lines + Self.aligned(rows)
    }

    private func snapshotLines(_ f: Favourite, details: Details, offline: Error?, ctx: CommandContext) -> [String] {
        let c = ctx.console
        var lines = [c.styled(f.name, .bold) + "  " + c.styled(f.category.rawValue, .dim) + "  ★ favourite"]
        lines.append(c.styled(offline == nil
            ? "Not in the current catalogue: shown from your favourite's snapshot."
            : "The catalogue could not be loaded: shown from your favourite's snapshot.", .yellow))
        var rows: [(String, String)] = [("id", f.placeID)]
        rows.append(("region", Self.region(details.regionName, id: f.regionID) ?? "–"))
        rows.append(("position", PlaceTexts.position(f.coordinate)))
        rows += favouriteRows(f, status: nil)
        return lines + Self.aligned(rows)
    }

    private func favouriteRows(_ f: Favourite, status: FavouriteStatus?) -> [(String, String)] {
        var rows: [(String, String)] = []
        rows.append(("favourite", "saved \(Self.date(f.createdAt))" + (f.updatedAt > f.createdAt ? ", changed \(Self.date(f.updatedAt))" : "")))
        if !f.note.isEmpty { rows.append(("note", f.note)) }
        if !f.tags.isEmpty { rows.append(("tags", f.tags.joined(separator: ", "))) }
        if let status, !status.changes.isEmpty {
            rows.append(("since saved", status.changes.map(\.description).joined(separator: "; ") + " (`fav refresh` updates the snapshot)"))
        }
        return rows
    }

    /// `South Bohemian Region (CZ-31)`, or the id alone when the name is unknown.
    static func region(_ name: String?, id: String?) -> String? {
        guard let id else { return nil }
        guard let name, name != id else { return id }
        return "\(name) (\(id))"
    }

    static func aligned(_ rows: [(String, String)]) -> [String] {
        let width = (rows.map(\.0.count).max() ?? 0) + 1
        return rows.map { "  " + ($0.0 + ":").padding(toLength: width + 1, withPad: " ", startingAt: 0) + $0.1 }
    }

    static func date(_ d: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB_POSIX")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.string(from: d)
    }
}
