import ArgumentParser
import Foundation
import Regio

/// `regions`: every region with its capital, area and number of places.
struct RegionsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "regions",
            abstract: tr(.helpRegionsAbstract),
            discussion: tr(.helpRegionsDiscussion))
    }

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let result = try ctx.engine.regions(language: ctx.language, nameLanguage: ctx.requestedNameLanguage)
        let rows = result.regions
        try ctx.emit(rows) {
            let t = ctx.texts
            var table = TextTable(header: [t(.columnID), t(.columnName), t(.columnCapital), t(.columnAreaKm2), t(.columnPlaces)],
                                  rightAligned: [3, 4])
            // The area the engine shows (official, else computed: marked * and said below the table).
            table.rows = rows.map { [$0.id, $0.name, $0.capital ?? "–", t.grouped($0.areaKm2) + ($0.areaSource == .computed ? " *" : ""),
                                     String($0.places)] }
            return table.render() + [t(.regionsSummary, ["n": rows.count, "area": t.grouped(result.totalAreaKm2),
                                       "places": TextValue.grouped(Double(result.placeCount), decimals: 0)]),
                                     t(rows.contains { $0.areaSource == .computed } ? .regionsAreasComputed : .regionsAreasOfficial)]
        }
    }

    /// A region's area as `region` shows it: the figure and where it comes from.
    static func area(_ km2: Double, source: AreaSource, _ t: Texts) -> String {
        t(source == .official ? .regionAreaOfficial : .regionAreaComputed, ["area": t.grouped(km2)])
    }
}

/// Number formatting for people, as the interface language writes numbers
/// (12,345.6 in English, 12 345,6 in Czech).
enum Format {
    static func number(_ value: Double, decimals: Int) -> String {
        NumberText.grouped(value, decimals: decimals, language: tr.language)
    }

    /// `850 m`, `4.2 km` (cs `4,2 km`), `37 km`.
    static func distance(km: Double, _ t: Texts = tr) -> String {
        km < 1 ? "\(Int((km * 1000).rounded())) m"
            : (km < 10 ? NumberText.grouped(km, decimals: 1, language: t.language) + " km" : "\(Int(km.rounded())) km")
    }
}
