import ArgumentParser
import Foundation
import Regio

/// `regions`: every region with its capital, area and number of places.
struct RegionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regions",
        abstract: "List the regions: id, name, capital, area and number of places.",
        discussion: "Example: regions --lang cs")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let result = try ctx.engine.regions(language: ctx.language)
        let rows = result.regions
        try ctx.emit(rows) {
            var table = TextTable(header: ["id", "name", "capital", "area km²", "places"], rightAligned: [3, 4])
            table.rows = rows.map { [$0.id, $0.name, $0.capital ?? "–", Format.number($0.areaKm2, decimals: 0), String($0.places)] }
            return table.render() + ["\(rows.count) regions, \(Format.number(result.totalAreaKm2, decimals: 0)) km², "
                                     + "\(Format.number(Double(result.placeCount), decimals: 0)) places"]
        }
    }
}

/// Number formatting for people: thousands separated by a thin space.
enum Format {
    static func number(_ value: Double, decimals: Int) -> String {
        let s = String(format: "%.\(decimals)f", value)
        let parts = s.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        let negative = whole.hasPrefix("-")
        if negative { whole.removeFirst() }
        var grouped = ""
        for (i, ch) in whole.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { grouped.append(",") }
            grouped.append(ch)
        }
        let result = (negative ? "-" : "") + String(grouped.reversed())
        return parts.count > 1 ? result + "." + parts[1] : result
    }

    static func distance(km: Double) -> String {
        km < 1 ? "\(Int((km * 1000).rounded())) m" : (km < 10 ? String(format: "%.1f km", km) : "\(Int(km.rounded())) km")
    }
}
