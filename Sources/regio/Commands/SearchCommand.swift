import ArgumentParser
import Foundation
import Regio

/// `search <text>`: places by name, as typed on a phone.
struct SearchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "search",
            abstract: tr(.helpSearchAbstract),
            discussion: tr(.helpSearchDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpSearchWords)))
    var words: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpSearchNear), valueName: "lat,lon|place"),
            transform: CoordinateArgument.centre("--near"))
    var near: UserInput.Centre?

    @Option(name: .customLong("category"), help: ArgumentHelp(tr(.helpSearchCategory), valueName: "category"))
    var categories: [String] = []

    @Option(name: .customLong("region"), help: ArgumentHelp(tr(.helpSearchRegion), valueName: "region"))
    var regions: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpSearchBox), valueName: "w,s,e,n"),
            transform: CoordinateArgument.box("--bbox"))
    var bbox: BoundingBox?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpSearchRadius), valueName: "km"))
    var radius: String?

    @Flag(help: ArgumentHelp(tr(.helpSearchNearest, ["n": PlaceQuery.maxLimit])))
    var nearest = false

    @Flag(help: ArgumentHelp(tr(.helpSearchFavourites)))
    var favourites = false

    @Option(help: ArgumentHelp(tr(.helpSearchLimit, ["n": PlaceQuery.maxLimit]), valueName: "n"))
    var limit = 10

    @Option(help: ArgumentHelp(tr(.helpSearchOffset), valueName: "n"))
    var offset = 0

    @Flag(help: ArgumentHelp(tr(.helpSearchCSV)))
    var csv = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let text = words.joined(separator: " ")
        var position: Coordinate?, nearPlace: String?
        switch near {
        case .position(let c): position = c
        case .place(let text): nearPlace = text
        case nil: break
        }
        let request = SearchRequest(
            text: text, near: position, nearPlace: nearPlace, categories: categories,
            regions: regions, box: bbox,
            radiusKm: try radius.map { try UserInput.decimal($0, parameter: "--radius", unit: .km) },
            nearestFirst: nearest, favouritesOnly: favourites, limit: limit, offset: offset, language: ctx.language)
        let result = try ctx.engine.search(request)
        if try ctx.emitCSV(csv, result.csv) { return }
        let hits = result.hits
        try ctx.emit(hits) {
            let t = ctx.texts
            guard !hits.isEmpty else {
                if result.noFavourites { return [t(.searchNoFavourites)] }
                if offset > 0 { return [t(.searchNoMore, ["offset": offset])] }
                if text.isEmpty { return [t(.searchNoneFiltered)] }
                return [request.isFiltered ? t(.searchNoMatchFiltered, ["text": text]) : t(.searchNoMatch, ["text": text])]
            }
            let missing = result.favouritesNotInCatalogue
            return (result.centre.map { [t(.searchNearAround, ["name": $0.name, "position": PlaceTexts.position($0.coordinate)])] } ?? [])
                + table(hits, ctx: ctx, showDistance: request.hasCentre)
                + (missing > 0 ? [t(.searchFavouritesMissing, ["n": missing])] : [])
                + (result.mayHaveMore ? [ctx.console.styled(t(.searchMore, ["next": offset + limit]), .dim)] : [])
        }
    }

    private func table(_ hits: [SearchHit], ctx: CommandContext, showDistance: Bool) -> [String] {
        let t = ctx.texts
        var table = TextTable(header: ["", "#", t(.columnName), t(.columnCategory), t(.columnRegion)]
                                  + (showDistance ? [t(.columnDistance)] : []) + [t(.columnID)])
        table.rightAligned = showDistance ? [1, 5] : [1]
        for (i, hit) in hits.enumerated() {
            let place = hit.result.place
            var name = PlaceTexts.truncated(hit.name, 42)
            // The name that matched when it is another one (Prague, found as "Praha"), not for typos.
            if let other = hit.otherMatchedName { name += " (" + PlaceTexts.truncated(other, 24) + ")" }
            // The category with the place's first fact: "vrchol · 2 571 m n. m.", "hrad · založen 1348".
            let kind = ([hit.categoryName] + hit.facts.prefix(1)).joined(separator: " · ")
            var row = [hit.favourite ? "★" : "", "\(offset + i + 1)", name, kind,
                       hit.regionName ?? "–"]
            if showDistance { row.append(hit.result.distance.map { Format.distance(km: $0 / 1000, t) } ?? "") }
            row.append(place.id)
            table.rows.append(row)
        }
        // The header and id column dimmed (styled after alignment, so the widths stay right).
        let lines = table.render()
        return lines.enumerated().map { i, line in i == 0 ? ctx.console.styled(line, .dim) : line }
    }
}
