import ArgumentParser
import Foundation
import Regio

/// `region <id|name>`: one region in detail, with its neighbours.
struct RegionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "region",
        abstract: "Show a region: names, capital, area, neighbours, largest towns.",
        discussion: """
        The region is named by its id or by its name in Czech or English; case and
        diacritics do not matter. Examples:
          region CZ-63
          region vysocina
          region "South Moravian"
        """)

    @Argument(help: "The region's id (CZ-63) or name (vysocina).")
    var query: [String]

    @OptionGroup var global: GlobalOptions

    struct Details: Encodable {
        struct Neighbour: Encodable { let id: String; let name: String }
        struct Town: Encodable { let id: String; let name: String; let population: Int? }
        let id: String
        let nuts3: String?
        let nameCS: String
        let nameEN: String
        let capital: String?
        let areaKm2: Double
        let officialAreaKm2: Double?
        let labelPoint: Coordinate
        let neighbours: [Neighbour]
        let places: Int
        let largestTowns: [Town]
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let dataset = try ctx.dataset()
        let text = query.joined(separator: " ")
        guard let region = dataset.region(matching: text) else {
            throw CommandError("no region matches '\(text)'; regions: \(dataset.regions.map(\.id).joined(separator: ", "))")
        }
        let places = dataset.places(in: region)
        let towns = places.filter { $0.category == .town }.sorted { ($0.population ?? 0, $1.id) > ($1.population ?? 0, $0.id) }.prefix(5)
        let details = Details(
            id: region.id, nuts3: region.nuts3, nameCS: region.nameCS, nameEN: region.nameEN,
            capital: region.capital(ctx.language), areaKm2: (region.areaKm2 * 10).rounded() / 10,
            officialAreaKm2: region.officialAreaKm2, labelPoint: region.labelPoint,
            neighbours: dataset.neighbours(of: region).map { .init(id: $0.id, name: $0.name(in: ctx.nameLanguage)) },
            places: places.count,
            largestTowns: towns.map { .init(id: $0.id, name: $0.name, population: $0.population) })
        try ctx.emit(details) {
            let c = ctx.console
            var lines = [c.styled("\(region.name(in: ctx.nameLanguage)) (\(region.id))", .bold)]
            let other = region.name(ctx.language.other)
            if other != region.name(in: ctx.nameLanguage) { lines.append("  also:       \(other)") }
            if let capital = details.capital { lines.append("  capital:    \(capital)") }
            var area = "  area:       \(Format.number(region.areaKm2, decimals: 0)) km² (computed)"
            if let official = region.officialAreaKm2 { area += ", \(Format.number(official, decimals: 0)) km² (official)" }
            lines.append(area)
            lines.append("  neighbours: " + (details.neighbours.isEmpty ? "none" : details.neighbours.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")))
            lines.append("  places:     \(places.count)")
            if !towns.isEmpty {
                lines.append("  largest:    " + towns.map { t in t.population.map { "\(t.name) (\(Format.number(Double($0), decimals: 0)))" } ?? t.name }.joined(separator: ", "))
            }
            return lines
        }
    }
}
