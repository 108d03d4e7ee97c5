import ArgumentParser
import Foundation
import Regio

/// `place <id>`: one place in detail; from a favourite's snapshot when the
/// catalogue does not have it (or cannot be loaded).
struct PlaceCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "place",
            abstract: tr(.helpPlaceAbstract),
            discussion: tr(.helpPlaceDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpPlaceID)))
    var id: String

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let details = try ctx.engine.place(PlaceRequest(id: id, language: ctx.language))
        try ctx.emit(details) {
            details.place.map { lines(place: $0, details: details, ctx: ctx) } ?? snapshotLines(details.favourite!, details: details, ctx: ctx)
        }
    }

    private func lines(place: Place, details: PlaceDetails, ctx: CommandContext) -> [String] {
        let favourite = details.favourite
        let c = ctx.console, t = ctx.texts
        let lines = [c.styled(details.name, .bold) + "  " + c.styled(details.categoryName, .dim)
                     + (favourite == nil ? "" : "  " + t(.placeFavouriteMark))]
        var rows: [(String, String)] = [(t(.placeRowID), place.id)]
        let others = details.otherNames
        if !others.isEmpty {
            let shown = others.prefix(8).joined(separator: ", ")
            rows.append((t(.placeRowAlso), shown + (others.count > 8 ? ", " + t(.placeAlsoMore, ["n": others.count - 8]) : "")))
        }
        rows.append((t(.placeRowRegion), Self.region(details.regionName, id: place.regionID) ?? t(.placeOutsideRegions)))
        if let a = place.address {
            let parts = [a.street, [a.postalCode, a.city].compactMap { $0 }.joined(separator: " ")].compactMap { $0 }.filter { !$0.isEmpty }
            if !parts.isEmpty { rows.append((t(.placeRowAddress), parts.joined(separator: ", "))) }
        }
        rows.append((t(.placeRowPosition), PlaceTexts.position(place.coordinate)))
        if let population = place.population { rows.append((t(.placeRowPopulation), t.grouped(Double(population)))) }
        if !details.facts.isEmpty { rows.append((t(.placeRowFacts), details.facts.joined(separator: " · "))) }
        // The source's own region name repeats the region computed above; names by language are the name and
        // "also" rows; the facts are said in words above.
        for (key, value) in (place.attributes ?? [:]).sorted(by: { $0.key < $1.key })
        where !(key == "region" && place.regionID != nil) && !PlaceFacts.keys.contains(key) && !key.hasPrefix("name:") {
            rows.append((key, value))
        }
        if let favourite { rows += favouriteRows(favourite, changes: details.changes ?? [], t) } else {
            rows.append((t(.placeRowFavourite), t(.placeNotFavourite, ["id": place.id])))
        }
        return lines + Self.aligned(rows)
    }

    private func snapshotLines(_ f: Favourite, details: PlaceDetails, ctx: CommandContext) -> [String] {
        let c = ctx.console, t = ctx.texts
        var lines = [c.styled(details.name, .bold) + "  " + c.styled(details.categoryName, .dim) + "  " + t(.placeFavouriteMark)]
        lines.append(c.styled(t(details.catalogueError == nil ? .placeSnapshotOnly : .placeSnapshotCatalogueFailed), .yellow))
        var rows: [(String, String)] = [(t(.placeRowID), f.placeID)]
        rows.append((t(.placeRowRegion), Self.region(details.regionName, id: f.regionID) ?? "–"))
        rows.append((t(.placeRowPosition), PlaceTexts.position(f.coordinate)))
        rows += favouriteRows(f, changes: [], t)
        return lines + Self.aligned(rows)
    }

    private func favouriteRows(_ f: Favourite, changes: [String], _ t: Texts) -> [(String, String)] {
        var rows: [(String, String)] = []
        rows.append((t(.placeRowFavourite), t(.placeSaved, ["date": t.dateTime(f.createdAt)])
                     + (f.updatedAt > f.createdAt ? t(.placeChanged, ["date": t.dateTime(f.updatedAt)]) : "")))
        if !f.note.isEmpty { rows.append((t(.placeRowNote), f.note)) }
        if !f.tags.isEmpty { rows.append((t(.placeRowTags), f.tags.joined(separator: ", "))) }
        if !changes.isEmpty {
            rows.append((t(.placeRowSinceSaved), t(.placeRefreshHint, ["changes": changes.joined(separator: "; ")])))
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

}
