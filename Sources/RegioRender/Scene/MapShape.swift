import Foundation
import RegioGeo

/// An area's shape for drawing, made once from a GEOS geometry: its rings in
/// coordinates (for projection, bounds and labels) and its WKB (which the
/// renderer reads straight into GEOS to simplify and clip, instead of building
/// a geometry from the rings again). Plain values: share it between threads
/// and maps.
///
/// ```swift
/// let shape = try MapShape(region.geometry)
/// let polygon = MapPolygon(id: "CZ-63", name: "Vysočina", role: .highlighted, shape: shape)
/// ```
public struct MapShape: Hashable, Sendable {
    /// Polygons → rings (the first is the exterior, the rest holes) → coordinates.
    public let rings: [[[Coordinate]]]
    /// The same (multi)polygon as ISO WKB.
    public let wkb: Data

    /// Reads the geometry's rings and WKB; throws when GEOS cannot.
    public init(_ geometry: Geometry) throws {
        rings = try geometry.polygons
        wkb = try geometry.wkb
    }
}
