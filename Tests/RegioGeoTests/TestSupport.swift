import Foundation
@testable import RegioGeo


enum SharedData {
    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `../shared/data/<name>` next to the package, read in place.
    static func url(_ name: String) -> URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data/\(name)")
    }
    static func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: url(name).path) }

    static let jlacko = "cz-regions-jlacko.geojson"

    /// The Natural Earth GeoPackage from Debian's qgis-common, if present.
    static var worldGeoPackage: URL? {
        let candidates = [ProcessInfo.processInfo.environment["REGIO_WORLD_GPKG"],
                          "/tmp/qgis/usr/share/qgis/resources/data/world_map.gpkg",
                          "/usr/share/qgis/resources/data/world_map.gpkg"]
        return candidates.compactMap { $0 }.map(URL.init(fileURLWithPath:))
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}

extension Coordinate {
    init(_ lat: Double, _ lon: Double) { self.init(latitude: lat, longitude: lon) }
}

/// A closed square ring around (lat, lon) with half-size `r` degrees.
func square(_ lat: Double, _ lon: Double, _ r: Double, clockwise: Bool = false) -> [Coordinate] {
    let ring = [Coordinate(lat - r, lon - r), Coordinate(lat - r, lon + r), Coordinate(lat + r, lon + r),
                Coordinate(lat + r, lon - r), Coordinate(lat - r, lon - r)]
    return clockwise ? ring.reversed() : ring
}
