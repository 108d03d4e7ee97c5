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

    struct Row: Encodable {
        let id: String
        let name: String
        let nameCS: String
        let nameEN: String
        let capital: String?
        let areaKm2: Double
        let officialAreaKm2: Double?
        let places: Int
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let dataset = try ctx.dataset()
        let counts = Dictionary(grouping: dataset.places, by: { $0.regionID ?? "" }).mapValues(\.count)
        let rows = dataset.regions.map { r in
            Row(id: r.id, name: r.name(in: ctx.nameLanguage), nameCS: r.nameCS, nameEN: r.nameEN, capital: r.capital(ctx.language),
                areaKm2: (r.areaKm2 * 10).rounded() / 10, officialAreaKm2: r.officialAreaKm2, places: counts[r.id] ?? 0)
        }
        try ctx.emit(rows) {
            var table = TextTable(header: ["id", "name", "capital", "area km²", "places"], rightAligned: [3, 4])
            table.rows = rows.map { [$0.id, $0.name, $0.capital ?? "–", Format.number($0.areaKm2, decimals: 0), String($0.places)] }
            let total = rows.reduce(0) { $0 + $1.areaKm2 }
            return table.render() + ["\(rows.count) regions, \(Format.number(total, decimals: 0)) km², \(Format.number(Double(dataset.places.count), decimals: 0)) places"]
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
