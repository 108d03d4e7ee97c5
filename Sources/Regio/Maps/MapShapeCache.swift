import Foundation
import RegioGeo
import RegioRender

/// The drawing shapes of a dataset's regions and countries (``MapShape``: GEOS
/// → rings and WKB), each made the first time a map needs it and kept for
/// every later map of the dataset. Safe to use from several threads.
final class MapShapeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var shapes: [String: MapShape] = [:]

    /// The shape of a region.
    func shape(of region: Region) throws -> MapShape {
        try shape(key: "region:" + region.id, region.geometry)
    }

    /// The shape of a neighbouring country.
    func shape(of country: Country) throws -> MapShape {
        try shape(key: "country:" + country.code, country.geometry)
    }

    private func shape(key: String, _ geometry: Geometry) throws -> MapShape {
        lock.lock()
        defer { lock.unlock() }
        if let shape = shapes[key] { return shape }
        let shape = try MapShape(geometry)
        shapes[key] = shape
        return shape
    }
}
