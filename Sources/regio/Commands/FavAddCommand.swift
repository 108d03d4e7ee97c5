import ArgumentParser
import Foundation
import Regio

/// `fav add <place-id|search text>`: keeps a place.
struct FavAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Keep a place as a favourite, by id or by name.",
        discussion: """
        By id (the last column of `search`), or by name as you would search it. When
        one place matches — or only the first is an exact match — it is added. When
        several match: on a terminal you pick one by number; from a pipe the next line
        may give the number; otherwise the places are listed and --pick N chooses.
        Adding a favourite again refreshes its snapshot; --note and --tag replace
        the note and the tags. Examples:
          fav add ceske budejovice
          fav add geonames:3067696 --note "start here" --tag trip --tag city
          fav add karlstejn --pick 1
          printf 'fav add karlstejn\\n2\\nfav list\\n' | regio --places castles.geojson
        """)

    @Argument(help: "The place's id, or a name to search.")
    var words: [String]

    @Option(help: ArgumentHelp("A note, e.g. opening hours or who to go with.", valueName: "text"))
    var note: String?

    @Option(name: .customLong("tag"), help: ArgumentHelp("A tag; repeat for several.", valueName: "tag"))
    var tags: [String] = []

    @Option(help: ArgumentHelp("Which of several matching places (1 is the first listed).", valueName: "n"))
    var pick: Int?

    @OptionGroup var global: GlobalOptions

    struct Outcome: Encodable {
        /// "added", "updated" or "cancelled".
        let change: String
        let favourite: Favourite?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw CommandError("give a place id or a name, like `fav add karlstejn`") }
        let favourites = try ctx.store().favourites
        let library: PlaceLibrary
        do { library = try ctx.placeLibrary() } catch {
            // Offline: a favourite kept already can still get a new note or tags.
            if let f = try? favourites.favourite(placeID: text) { return try updateSnapshotless(f, favourites: favourites, ctx: ctx) }
            throw error
        }
        guard let place = try choose(text, library: library, ctx: ctx) else {
            if let f = try favourites.favourite(placeID: text) { return try updateSnapshotless(f, favourites: favourites, ctx: ctx) }
            try ctx.emit(Outcome(change: "cancelled", favourite: nil)) { ["Nothing added."] }
            return
        }
        let change = try favourites.add(place, note: note, tags: tags.isEmpty ? nil : tags)
        let dataset = library.dataset
        let f = change.favourite
        let added: Bool
        if case .added = change { added = true } else { added = false }
        try ctx.emit(Outcome(change: added ? "added" : "updated", favourite: f)) {
            var line = (added ? "★ Added " : "★ Updated ") + FavCommand.label(f, dataset: dataset, language: ctx.language) + " — \(f.placeID)"
            if !added { line += " (it was a favourite already; snapshot refreshed)" }
            var lines = [line]
            if !f.note.isEmpty { lines.append("  note: \(f.note)") }
            if !f.tags.isEmpty { lines.append("  tags: \(f.tags.joined(separator: ", "))") }
            return lines
        }
    }

    /// The place meant by `text`: an id, a single hit, the only exact hit, or the pick. Nil when cancelled
    /// (or when `text` is an id the catalogue does not have).
    private func choose(_ text: String, library: PlaceLibrary, ctx: CommandContext) throws -> Place? {
        if let place = PlaceCommand.resolve(text, in: library) { return place }
        if text.contains(":"), !text.contains(" "), (try? ctx.store().favourites.favourite(placeID: text)) != nil { return nil }
        let hits = try library.search(PlaceQuery(text, limit: 10))
        guard !hits.isEmpty else {
            throw CommandError("no place matches '\(text)'" + (text.contains(":") ? " (not an id in the catalogue either)" : "")
                               + "; try `search \(text)` with fewer letters, or add a catalogue with --places FILE")
        }
        if let pick {
            guard (1...hits.count).contains(pick) else {
                throw CommandError("--pick \(pick): only \(hits.count) \(hits.count == 1 ? "place matches" : "places match") '\(text)':\n"
                                   + listing(hits, library: library, ctx: ctx).joined(separator: "\n"))
            }
            return hits[pick - 1].place
        }
        if hits.count == 1 { return hits[0].place }
        if hits[0].matchKind == .exact, !hits.dropFirst().contains(where: { $0.matchKind == .exact }) { return hits[0].place }
        switch try HitPicker.pick(hits, text: text, ctx: ctx, lines: listing(hits, library: library, ctx: ctx)) {
        case .picked(let n): return hits[n - 1].place
        case .cancelled: return nil
        }
    }

    private func listing(_ hits: [PlaceSearchResult], library: PlaceLibrary, ctx: CommandContext) -> [String] {
        var table = TextTable(header: ["#", "name", "category", "region", "id"])
        table.rightAligned = [0]
        table.rows = hits.enumerated().map { i, hit in
            ["\(i + 1)", PlaceTexts.truncated(hit.place.name, 42), hit.place.category.rawValue,
             PlaceTexts.regionName(hit.place.regionID, dataset: library.dataset, language: ctx.language), hit.place.id]
        }
        return table.render().map { "  " + $0 }
    }

    /// A favourite whose place the catalogue lacks: only the note and tags can change.
    private func updateSnapshotless(_ f: Favourite, favourites: Favourites, ctx: CommandContext) throws {
        var updated = f
        if let note { updated = try favourites.setNote(note, placeID: f.placeID) }
        if !tags.isEmpty { updated = try favourites.setTags(tags, placeID: f.placeID) }
        try ctx.emit(Outcome(change: "updated", favourite: updated)) {
            ["★ \(f.name) is a favourite already (the catalogue does not have it; its snapshot is kept)"
             + (note != nil || !tags.isEmpty ? "; note and tags updated." : ".")]
        }
    }
}
