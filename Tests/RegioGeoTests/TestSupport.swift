import Foundation
@testable import RegioGeo
import RegioTestSupport


/// The shared real data these tests read (see RegioTestSupport's ``TestData``).
enum SharedData {
    /// `<shared data>/<name>`, read in place.
    static func url(_ name: String) -> URL { TestData.sharedData.appendingPathComponent(name) }
    static func exists(_ name: String) -> Bool { TestData.shared(name) != nil }

    static let jlacko = "cz-regions-jlacko.geojson"

    /// The Natural Earth GeoPackage from Debian's qgis-common, if present.
    static var worldGeoPackage: URL? { TestData.worldGeoPackage }
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
