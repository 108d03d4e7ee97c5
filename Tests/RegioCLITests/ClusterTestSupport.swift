import Foundation

/// What `clusters --json` and `cluster <id> --json` print, as a script reads it.
struct ClusterViewJSON: Decodable {
    let zoom: Double
    let level: Int
    let width: Double
    let height: Double
    let bearing: Double
    let center: CoordinateJSON
    let selection: SelectionJSON
    let items: [ClusterItemJSON]
    let placeCount: Int
    let clusterCount: Int
}

struct ClusterPageJSON: Decodable {
    let item: ClusterItemJSON
    let expansionZoom: Int?
    let children: [ClusterItemJSON]
    let leaves: [ClusterItemJSON]
    let offset: Int
    let limit: Int
    let total: Int
    let nextOffset: Int?
    let selection: SelectionJSON
}

struct ClusterItemJSON: Decodable, Hashable {
    struct CategoryCount: Decodable, Hashable { let category: String; let count: Int }
    let id: String
    let isCluster: Bool
    let count: Int
    let center: CoordinateJSON
    let label: String
    let placeID: String?
    let topPlaceID: String
    let categoryCounts: [CategoryCount]
    let expansionZoom: Int?
}

struct CoordinateJSON: Decodable, Hashable { let latitude: Double; let longitude: Double }
struct SelectionJSON: Decodable { let categories: [String]; let favouritesOnly: Bool; let favourites: Int? }

/// A place of a dataset's places.geojson, read by the test itself.
struct TestPlace {
    let id: String
    let name: String
    let category: String
    let latitude: Double
    let longitude: Double
    let population: Int?

    /// The embedded dataset's places: the towns, then the sights (castles, chateaux, ruins, lookout towers).
    static let embedded: [TestPlace] = ["data/places.geojson", "data/sights.geojson"].flatMap {
        (try? read(RegioProcess.repository.appendingPathComponent($0))) ?? []
    }

    static func read(_ url: URL) throws -> [TestPlace] {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let features = root?["features"] as? [[String: Any]] ?? []
        return features.compactMap { feature in
            guard let p = feature["properties"] as? [String: Any],
                  let c = (feature["geometry"] as? [String: Any])?["coordinates"] as? [Double], c.count == 2,
                  let id = p["id"] as? String, let name = p["name"] as? String else { return nil }
            return TestPlace(id: id, name: name, category: p["category"] as? String ?? "town",
                             latitude: c[1], longitude: c[0], population: p["population"] as? Int)
        }
    }

    static func named(_ name: String) -> TestPlace? { embedded.first { $0.name == name } }
}

/// An unrotated view's rectangle in Web Mercator, computed here independently of the library.
struct TestView {
    let latitude: Double, longitude: Double, zoom: Double, width: Double, height: Double

    static func project(_ lat: Double, _ lon: Double) -> (x: Double, y: Double) {
        let phi = min(max(lat, -85.0511287798), 85.0511287798) * .pi / 180
        return ((lon + 180) / 360, 0.5 - log(tan(.pi / 4 + phi / 2)) / (2 * .pi))
    }

    func contains(_ lat: Double, _ lon: Double) -> Bool {
        let c = Self.project(latitude, longitude), p = Self.project(lat, lon)
        let size = 512 * pow(2, zoom)
        return abs((p.x - c.x) * size) <= width / 2 && abs((p.y - c.y) * size) <= height / 2
    }
}

extension RegioProcess {
    /// Runs a command with `--json` and decodes what it printed.
    func json<T: Decodable>(_ type: T.Type, _ arguments: [String]) throws -> T {
        let r = try run(arguments + ["--json"])
        guard r.status == 0 else { throw JSONRunFailed(arguments: arguments, stderr: r.stderr) }
        return try JSONDecoder().decode(T.self, from: Data(r.stdout.utf8))
    }

    /// Every place of a cluster, page by page (following `nextOffset`), in order.
    func allLeaves(of id: String, limit: Int, extra: [String] = []) throws -> (pages: [ClusterPageJSON], leaves: [ClusterItemJSON]) {
        var pages: [ClusterPageJSON] = []
        var offset: Int? = 0
        while let o = offset, pages.count < 1_000 {
            let page = try json(ClusterPageJSON.self, ["cluster", id, "--limit", String(limit), "--offset", String(o)] + extra)
            pages.append(page)
            offset = page.nextOffset
        }
        return (pages, pages.flatMap(\.leaves))
    }
}

struct JSONRunFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let stderr: String
    var description: String { "regio \(arguments.joined(separator: " ")) failed: \(stderr)" }
}
