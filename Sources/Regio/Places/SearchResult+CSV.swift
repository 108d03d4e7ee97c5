import Foundation
import RegioGeo

extension SearchResult {
    /// The columns of ``csv()``, in order.
    public static let csvColumns = ["rank", "id", "name", "category", "regionID", "regionName", "latitude", "longitude",
                                    "distanceMetres", "favourite", "matchedName"]

    /// The page as RFC 4180 CSV for a spreadsheet: one row per hit, ranked from
    /// the request's offset + 1, names in the request's language, the distance
    /// empty without a centre, `favourite` as `true`/`false`.
    ///
    /// ```swift
    /// let page = try engine.search(SearchRequest(text: "hrad", regions: ["CZ-20"], limit: 100))
    /// try page.csv().write(toFile: "castles.csv", atomically: true, encoding: .utf8)
    /// ```
    public func csv() -> String {
        CSVWriter.text(header: Self.csvColumns, rows: hits.enumerated().map { i, hit in
            let place = hit.result.place
            return [String(offset + i + 1), place.id, hit.name, place.category.rawValue, place.regionID ?? "", hit.regionName ?? "",
                    CSVNumber.degrees(place.coordinate.latitude), CSVNumber.degrees(place.coordinate.longitude),
                    hit.result.distance.map { String(Int($0.rounded())) } ?? "", String(hit.favourite), hit.result.matchedName]
        })
    }
}

/// Numbers in Regio's CSV exports: a dot for the decimal point whatever the locale.
enum CSVNumber {
    /// 7 decimals (about a centimetre).
    static func degrees(_ v: Double) -> String { String(format: "%.7f", v) }

    /// Up to 2 decimals, no trailing zeros: 87.5, 100.
    static func decimal(_ v: Double) -> String {
        let rounded = (v * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
