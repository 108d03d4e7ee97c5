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
                    ExchangeValues.degrees(place.coordinate.latitude), ExchangeValues.degrees(place.coordinate.longitude),
                    hit.result.distance.map { String(Int($0.rounded())) } ?? "", String(hit.favourite), hit.result.matchedName]
        })
    }
}
