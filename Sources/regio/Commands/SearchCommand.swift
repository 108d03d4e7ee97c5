import ArgumentParser
import Foundation
import Regio

/// `search <text>`: places by name, as typed on a phone.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find places by name: without diacritics, partly typed, with typos, Czech or English.",
        discussion: """
        Words may come in any order; the last one may be partly typed; small typos are
        forgiven; a category word (hrad, castle, zamek, rozhledna, lookout) narrows to that kind.
        Examples:
          search ceske bud
          search olomuc                       (a typo: Olomouc)
          search prague --limit 3
          search hrad --region stredocesky --limit 20
          search rozhledna --near 49.19,16.61 --radius 15
          search rozhledna --near 49.19,16.61 --nearest     (closest first)
          search --category castle --bbox 14.0,49.8,14.6,50.0
          search --favourites                 (your favourites only)
          regio --places ../shared/data/cz-castles.geojson search karlstejn
        With --near the distance is shown and nearby places come first among similar
        matches; --nearest orders by distance alone. --json prints the full results. ★ marks your favourites.
        """)

    @Argument(help: "What to look for (several words are fine); empty lists by importance.")
    var words: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Prefer places near here, and show the distance.", valueName: "lat,lon"))
    var near: String?

    @Option(name: .customLong("category"), help: ArgumentHelp("Only this category (town, castle, chateau, ruin, lookout-tower, …); repeat for several.", valueName: "category"))
    var categories: [String] = []

    @Option(name: .customLong("region"), help: ArgumentHelp("Only this region, by id or name (CZ-20, vysocina); repeat for several.", valueName: "region"))
    var regions: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Only inside this box.", valueName: "w,s,e,n"))
    var bbox: String?

    @Option(help: ArgumentHelp("Only within this many km of --near.", valueName: "km"))
    var radius: Double?

    @Flag(help: "With --near: nearest first, whatever the match (among the best \(PlaceQuery.maxLimit) matches).")
    var nearest = false

    @Flag(help: "Only your favourites.")
    var favourites = false

    @Option(help: ArgumentHelp("At most this many results (1…\(PlaceQuery.maxLimit)).", valueName: "n"))
    var limit = 10

    @Option(help: ArgumentHelp("Skip this many results first, for the next page.", valueName: "n"))
    var offset = 0

    @OptionGroup var global: GlobalOptions

    /// One result for --json: the library's result with the region's name and whether it is a favourite.
    struct Hit: Encodable {
        let result: PlaceSearchResult
        let regionName: String?
        let favourite: Bool

        enum Keys: String, CodingKey { case regionName, favourite }
        func encode(to encoder: Encoder) throws {
            try result.encode(to: encoder)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encodeIfPresent(regionName, forKey: .regionName)
            try c.encode(favourite, forKey: .favourite)
        }
    }

    func validate() throws {
        guard (1...PlaceQuery.maxLimit).contains(limit) else { throw ValidationError("--limit must be in 1…\(PlaceQuery.maxLimit)") }
        guard (0...PlaceQuery.maxOffset).contains(offset) else { throw ValidationError("--offset must be in 0…\(PlaceQuery.maxOffset)") }
        if radius != nil && near == nil { throw ValidationError("--radius needs --near LAT,LON (the centre)") }
        if nearest && near == nil { throw ValidationError("--nearest needs --near LAT,LON") }
        if radius != nil && bbox != nil { throw ValidationError("give --bbox or --radius, not both") }
        if let radius, !(radius.isFinite && radius >= 0) { throw ValidationError("--radius must be a number of km ≥ 0") }
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let text = words.joined(separator: " ")
        let library = try ctx.placeLibrary()
        let dataset = library.dataset
        let query = try makeQuery(text: text, ctx: ctx, library: library)
        let results = try nearest ? nearestFirst(query, library: library) : library.search(query)
        let favouriteIDs = favourites ? (query.filter.placeIDs ?? []) : ctx.favouriteIDsIfStored()
        let hits = results.map {
            Hit(result: $0, regionName: $0.place.regionID.map { PlaceTexts.regionName($0, dataset: dataset, language: ctx.language) },
                favourite: favouriteIDs.contains($0.place.id))
        }
        try ctx.emit(hits) {
            guard !hits.isEmpty else {
                var lines = [offset > 0 ? "No more places match (offset \(offset))." : emptyMessage(text)]
                if favourites, query.filter.placeIDs?.isEmpty == true { lines = ["You have no favourites yet: add one with `fav add <name or id>`."] }
                return lines
            }
            return table(hits, ctx: ctx, showDistance: query.near != nil)
                + missingFavourites(query, library: library)
                + (hits.count == limit ? [ctx.console.styled("More with --offset \(offset + limit); details: place <id>.", .dim)] : [])
        }
    }

    /// The best matches ordered by distance alone, then paged.
    private func nearestFirst(_ query: PlaceQuery, library: PlaceLibrary) throws -> [PlaceSearchResult] {
        var all = query
        all.limit = PlaceQuery.maxLimit
        all.offset = 0
        let sorted = try library.search(all).sorted { ($0.distance ?? .infinity, $0.place.id) < ($1.distance ?? .infinity, $1.place.id) }
        return Array(sorted.dropFirst(query.offset).prefix(query.limit))
    }

    private func emptyMessage(_ text: String) -> String {
        let filtered = !categories.isEmpty || !regions.isEmpty || bbox != nil || radius != nil || favourites
        if text.isEmpty { return "No places match these filters." }
        return "No places match '\(text)'" + (filtered ? " with these filters." : ".")
    }

    private func makeQuery(text: String, ctx: CommandContext, library: PlaceLibrary) throws -> PlaceQuery {
        var filter = PlaceFilter()
        if !categories.isEmpty {
            let known = library.categories
            filter.categories = Set(try categories.map { name in
                let folded = TextFolding.fold(name).replacingOccurrences(of: " ", with: "-")
                if let c = known.first(where: { TextFolding.fold($0.rawValue).replacingOccurrences(of: " ", with: "-") == folded }) { return c }
                if let keyword = CategoryKeywords.table[TextFolding.fold(name)], keyword.count == 1 { return keyword[0] }
                throw CommandError("unknown category '\(name)'; the catalogue has: \(known.map(\.rawValue).joined(separator: ", "))")
            })
        }
        if !regions.isEmpty {
            let dataset = library.dataset
            filter.regions = Set(try regions.map { name in
                guard let r = dataset.region(matching: name) else {
                    throw CommandError("no region matches '\(name)'; regions: \(dataset.regions.map(\.id).joined(separator: ", "))")
                }
                return r.id
            })
        }
        let center = try near.map { try PlaceTexts.coordinate($0, option: "--near") }
        if let bbox { filter.area = .box(try PlaceTexts.box(bbox)) }
        if let radius, let center { filter.area = .radius(center: center, metres: radius * 1000) }
        if favourites { filter.placeIDs = try ctx.favouriteIDs() }
        return PlaceQuery(text, near: center, filter: filter, limit: limit, offset: offset)
    }

    private func table(_ hits: [Hit], ctx: CommandContext, showDistance: Bool) -> [String] {
        var table = TextTable(header: ["", "#", "name", "category", "region"] + (showDistance ? ["distance"] : []) + ["id"])
        table.rightAligned = showDistance ? [1, 5] : [1]
        for (i, hit) in hits.enumerated() {
            let place = hit.result.place
            var name = PlaceTexts.truncated(place.name, 42)
            // The name that matched when it is another one ("Praha" → Prague), not for typos.
            if hit.result.matchKind != .typo, TextFolding.fold(hit.result.matchedName) != TextFolding.fold(place.name) {
                name += " (" + PlaceTexts.truncated(hit.result.matchedName, 24) + ")"
            }
            var row = [hit.favourite ? "★" : "", "\(offset + i + 1)", name, place.category.rawValue,
                       hit.regionName ?? "–"]
            if showDistance { row.append(hit.result.distance.map { Format.distance(km: $0 / 1000) } ?? "") }
            row.append(place.id)
            table.rows.append(row)
        }
        // The header and id column dimmed (styled after alignment, so the widths stay right).
        let lines = table.render()
        return lines.enumerated().map { i, line in i == 0 ? ctx.console.styled(line, .dim) : line }
    }

    /// Favourites not in the catalogue do not show in a favourites-only search: say so.
    private func missingFavourites(_ query: PlaceQuery, library: PlaceLibrary) -> [String] {
        guard favourites, let ids = query.filter.placeIDs else { return [] }
        let missing = ids.filter { !library.catalogue.contains(id: $0) }.count
        guard missing > 0 else { return [] }
        return ["\(missing) of your favourites \(missing == 1 ? "is" : "are") not in the current catalogue; `fav list` shows \(missing == 1 ? "it" : "them") from the saved snapshot."]
    }
}
