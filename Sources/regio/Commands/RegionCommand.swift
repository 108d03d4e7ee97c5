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

    func run() throws {
        let ctx = Session.current.context(global)
        let details = try ctx.engine.region(RegionRequest(query: query.joined(separator: " "), language: ctx.language))
        try ctx.emit(details) {
            let c = ctx.console
            var lines = [c.styled("\(details.name) (\(details.id))", .bold)]
            if details.otherName != details.name { lines.append("  also:       \(details.otherName)") }
            if let capital = details.capital { lines.append("  capital:    \(capital)") }
            var area = "  area:       \(Format.number(details.areaKm2, decimals: 0)) km² (computed)"
            if let official = details.officialAreaKm2 { area += ", \(Format.number(official, decimals: 0)) km² (official)" }
            lines.append(area)
            lines.append("  neighbours: " + (details.neighbours.isEmpty ? "none" : details.neighbours.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")))
            lines.append("  places:     \(details.places)")
            let towns = details.largestTowns
            if !towns.isEmpty {
                lines.append("  largest:    " + towns.map { t in t.population.map { "\(t.name) (\(Format.number(Double($0), decimals: 0)))" } ?? t.name }.joined(separator: ", "))
            }
            return lines
        }
    }
}
