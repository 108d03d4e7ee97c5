import Foundation
import RegioGeo
import RegioQuiz

/// A region of the dataset (for the Czech data: a kraj, with its ISO 3166-2 id).
///
/// The geometry belongs to the dataset's ``GeometryContext``, whose lock
/// serialises GEOS calls: a region is shared between threads safely (it does
/// not change after the dataset is loaded).
public final class Region: @unchecked Sendable {
    /// ISO 3166-2 id, for example `CZ-63`.
    public let id: String
    /// NUTS 3 code where known, for example `CZ063`.
    public let nuts3: String?
    public let nameCS: String
    public let nameEN: String
    public let capitalCS: String?
    public let capitalEN: String?
    /// The official area in km², where the dataset gives one.
    public let officialAreaKm2: Double?
    public let geometry: Geometry
    /// The area computed from the polygon on an equal-area basis, in km².
    public let areaKm2: Double
    /// A point well inside the region, for its label.
    public let labelPoint: Coordinate
    /// Ids of the regions that share a border with this one, sorted.
    public internal(set) var neighbourIDs: [String] = []

    let prepared: PreparedGeometry
    let bounds: BoundingBox

    /// Throws when GEOS cannot measure the polygon or find a label point in it.
    init(id: String, nuts3: String?, nameCS: String, nameEN: String, capitalCS: String?, capitalEN: String?,
         officialAreaKm2: Double?, geometry: Geometry) throws {
        self.id = id; self.nuts3 = nuts3; self.nameCS = nameCS; self.nameEN = nameEN
        self.capitalCS = capitalCS; self.capitalEN = capitalEN; self.officialAreaKm2 = officialAreaKm2
        self.geometry = geometry
        self.prepared = PreparedGeometry(geometry)
        self.areaKm2 = try geometry.areaKm2
        self.labelPoint = try geometry.labelPoint
        self.bounds = geometry.bounds ?? BoundingBox(west: 0, south: 0, east: 0, north: 0)
    }

    /// The name in a language, falling back to the other.
    public func name(_ language: Language) -> String {
        language == .en ? (nameEN.isEmpty ? nameCS : nameEN) : (nameCS.isEmpty ? nameEN : nameCS)
    }

    /// The capital in a language, falling back to the other.
    public func capital(_ language: Language) -> String? {
        language == .en ? (capitalEN ?? capitalCS) : (capitalCS ?? capitalEN)
    }

    /// Whether the region contains the point (a prepared-geometry test after a bounding-box check).
    public func contains(_ c: Coordinate) -> Bool {
        bounds.contains(c) && prepared.contains(c)
    }
}

/// A neighbouring country, drawn for context on maps.
public struct Country: Sendable {
    public let code: String
    public let name: String
    public let geometry: Geometry
}
