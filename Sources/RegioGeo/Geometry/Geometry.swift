import CGEOS
import Foundation

/// A GEOS geometry in longitude/latitude degrees (x = longitude, y = latitude).
///
/// A `Geometry` owns one `GEOSGeometry` (destroyed in `deinit`) and retains
/// its ``GeometryContext``; every GEOS call goes through the context (see
/// there for the threading contract). Failures of GEOS become
/// ``GeoError/geos(_:)`` naming the operation and the geometry (its type,
/// size and bounds) with GEOS's message: no operation turns a GEOS error
/// into an empty geometry, a zero or a `false`.
///
/// ```swift
/// let context = GeometryContext()
/// let region = try Geometry(geoJSON: feature.geometry!, context: context)
/// region.areaKm2                                              // equal-area, km²
/// region.contains(Coordinate(latitude: 50.0875, longitude: 14.4213))
/// ```
public final class Geometry: @unchecked Sendable, CustomStringConvertible {
    /// The context that owns the GEOS object.
    public let context: GeometryContext
    /// The owned GEOS geometry; use only inside `context.perform`.
    let raw: OpaquePointer

    /// Takes ownership of a GEOS geometry created with `context`.
    init(adopting raw: OpaquePointer, context: GeometryContext) {
        self.raw = raw
        self.context = context
        context.perform { _ in context.adopt() }
    }

    deinit {
        let raw = raw, context = context
        context.perform { h in
            GEOSGeom_destroy_r(h, raw)
            context.release()
        }
    }

    // MARK: - Making geometries

    /// Reads WKB (ISO or extended, either byte order) with GEOS.
    /// Throws ``GeoError/geos(_:)`` with GEOS's message for malformed input.
    public convenience init(wkb: Data, context: GeometryContext) throws {
        guard !wkb.isEmpty else { throw GeoError.geos("WKB is empty") }
        let raw = try context.perform { h -> OpaquePointer in
            let reader = try context.reader()
            let g = wkb.withUnsafeBytes { buf in
                GEOSWKBReader_read_r(h, reader, buf.bindMemory(to: UInt8.self).baseAddress, buf.count)
            }
            guard let g else { throw context.failure("GEOSWKBReader_read") }
            return g
        }
        self.init(adopting: raw, context: context)
    }

    /// Builds a GEOS geometry from GeoJSON. GEOS rejects rings that are not
    /// closed or have fewer than 3 positions, and line strings of one position
    /// (a closed ring of 3 positions is built but ``isValid`` is false; the
    /// GeoJSON reader already rejects rings under 4 positions).
    public convenience init(geoJSON: GeoJSONGeometry, context: GeometryContext) throws {
        let raw = try context.perform { h in try GEOSRaw.make(h, geoJSON, context) }
        self.init(adopting: raw, context: context)
    }

    /// A point.
    public static func point(_ c: Coordinate, context: GeometryContext) -> Geometry {
        let raw = context.perform { h in GEOSGeom_createPointFromXY_r(h, c.longitude, c.latitude) }
        guard let raw else { fatalError("GEOS could not allocate a point") }
        return Geometry(adopting: raw, context: context)
    }

    /// A polygon from rings: the first is the exterior, the others are holes.
    /// Each ring must be closed and have at least 4 positions.
    public static func polygon(_ rings: [[Coordinate]], context: GeometryContext) throws -> Geometry {
        try Geometry(geoJSON: .polygon(rings), context: context)
    }

    /// The box as a polygon (two polygons when it crosses the antimeridian;
    /// an empty polygon when a side is not finite).
    public static func box(_ b: BoundingBox, context: GeometryContext) throws -> Geometry {
        func rect(_ w: Double, _ s: Double, _ e: Double, _ n: Double) -> [[Coordinate]] {
            [[Coordinate(latitude: s, longitude: w), Coordinate(latitude: s, longitude: e),
              Coordinate(latitude: n, longitude: e), Coordinate(latitude: n, longitude: w),
              Coordinate(latitude: s, longitude: w)]]
        }
        let shape: GeoJSONGeometry
        if ![b.west, b.south, b.east, b.north].allSatisfy(\.isFinite) {
            shape = .polygon([])
        } else if b.crossesAntimeridian {
            shape = .multiPolygon([rect(b.west, b.south, 180, b.north), rect(-180, b.south, b.east, b.north)])
        } else {
            shape = .polygon(rect(b.west, b.south, b.east, b.north))
        }
        return try Geometry(geoJSON: shape, context: context)
    }

    /// The union of many geometries (for example regions into a country).
    public static func union(of geometries: [Geometry], context: GeometryContext) throws -> Geometry {
        let copies = try geometries.map { $0.context === context ? $0 : try $0.copy(into: context) }
        let raw = try context.perform { h -> OpaquePointer in
            let parts = try GEOSRaw.parts(h, copies) { g in
                guard let c = GEOSGeom_clone_r(h, g.raw) else { throw context.failure("GEOSGeom_clone") }
                return c
            }
            let collection = try GEOSRaw.collection(h, .collection, parts, context)
            defer { GEOSGeom_destroy_r(h, collection) }
            guard let u = GEOSUnaryUnion_r(h, collection) else { throw context.failure("GEOSUnaryUnion") }
            return u
        }
        return Geometry(adopting: raw, context: context)
    }

    /// A copy owned by another context, to hand a geometry to another thread
    /// (or a clone in the same context).
    public func copy(into other: GeometryContext) throws -> Geometry {
        if other === context {
            let raw = try attempt("cloning") {
                try context.perform { h -> OpaquePointer in
                    guard let c = GEOSGeom_clone_r(h, self.raw) else { throw context.failure("GEOSGeom_clone") }
                    return c
                }
            }
            return Geometry(adopting: raw, context: context)
        }
        // Through WKB so that no GEOS object is shared between the contexts;
        // an empty geometry through GeoJSON (WKB cannot carry every empty one).
        do {
            if isEmpty { return try Geometry(geoJSON: try geoJSON, context: other) }
            return try Geometry(wkb: try wkb, context: other)
        } catch {
            throw failure("copying into another context", error)
        }
    }

    // MARK: - Output

    /// ISO WKB, 2D, little endian.
    public var wkb: Data {
        get throws {
            try attempt("writing WKB") {
                try context.perform { h -> Data in
                    let writer = try context.writer()
                    var size = 0
                    guard let buf = GEOSWKBWriter_write_r(h, writer, raw, &size) else { throw context.failure("GEOSWKBWriter_write") }
                    defer { GEOSFree_r(h, buf) }
                    return Data(bytes: buf, count: size)
                }
            }
        }
    }

    /// The geometry as a GeoJSON value (x → longitude, y → latitude).
    public var geoJSON: GeoJSONGeometry {
        get throws {
            try attempt("reading the coordinates") { try context.perform { h in try GEOSRaw.geoJSON(h, raw, context) } }
        }
    }

    // MARK: - Properties

    /// GEOS's type name: "Polygon", "MultiPolygon", "LinearRing", …
    public var typeName: String {
        get throws { try context.perform { h in try GEOSRaw.kind(h, raw, context).name } }
    }

    public var isEmpty: Bool { context.perform { h in GEOSisEmpty_r(h, raw) == 1 } }

    /// True when the geometry is valid in the OGC sense (no self-intersections, …).
    public var isValid: Bool { context.perform { h in GEOSisValid_r(h, raw) == 1 } }

    /// Why the geometry is invalid, e.g. "Self-intersection[14.2 50.1]", or "Valid Geometry".
    public var validityReason: String {
        context.perform { h in
            guard let s = GEOSisValidReason_r(h, raw) else { return context.failure("GEOSisValidReason").description }
            defer { GEOSFree_r(h, s) }
            return String(cString: s)
        }
    }

    /// The number of positions.
    public var coordinateCount: Int { context.perform { h in Int(max(0, GEOSGetNumCoordinates_r(h, raw))) } }

    /// The bounding box in degrees (nil when empty).
    public var bounds: BoundingBox? {
        context.perform { h -> BoundingBox? in
            guard GEOSisEmpty_r(h, raw) == 0 else { return nil }
            var w = 0.0, s = 0.0, e = 0.0, n = 0.0
            guard GEOSGeom_getXMin_r(h, raw, &w) == 1, GEOSGeom_getYMin_r(h, raw, &s) == 1,
                  GEOSGeom_getXMax_r(h, raw, &e) == 1, GEOSGeom_getYMax_r(h, raw, &n) == 1 else { return nil }
            return BoundingBox(west: w, south: s, east: e, north: n)
        }
    }

    /// Each polygon's rings (exterior first), for drawing; empty for lines and points.
    public var polygons: [[[Coordinate]]] {
        get throws { try geoJSON.polygons }
    }

    /// The lines of a (multi)line string or collection, for drawing.
    public var lines: [[Coordinate]] {
        get throws { Self.lines(of: try geoJSON) }
    }

    private static func lines(of g: GeoJSONGeometry) -> [[Coordinate]] {
        switch g {
        case .lineString(let l): return l.isEmpty ? [] : [l]
        case .multiLineString(let ls): return ls.filter { !$0.isEmpty }
        case .geometryCollection(let gs): return gs.flatMap(lines(of:))
        default: return []
        }
    }

    /// "Polygon(1,024 positions, <bounds>)", for messages.
    public var description: String {
        let b = bounds.map { " \($0)" } ?? " empty"
        let kind: String
        do { kind = try typeName } catch { kind = "Geometry of unknown type (\(error))" }
        return "\(kind)(\(coordinateCount) positions,\(b))"
    }

    // MARK: - Internals

    /// Runs `body` with this geometry and `other` usable in this context. A
    /// geometry of another context is cloned first under that context's lock,
    /// so two locks are never held at once.
    func withLocal<T>(_ other: Geometry, _ body: (OpaquePointer, OpaquePointer) throws -> T) throws -> T {
        if other.context === context { return try context.perform { h in try body(h, other.raw) } }
        let clone = try other.context.perform { h -> OpaquePointer in
            guard let c = GEOSGeom_clone_r(h, other.raw) else { throw other.context.failure("GEOSGeom_clone") }
            return c
        }
        return try context.perform { h in
            defer { GEOSGeom_destroy_r(h, clone) }
            return try body(h, clone)
        }
    }

    /// Runs `body`; an error it throws becomes ``GeoError/geos(_:)`` saying
    /// what was done (`operation`) to which geometry, with GEOS's message.
    func attempt<T>(_ operation: @autoclosure () -> String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw failure(operation(), error) }
    }

    /// The error for `operation` on this geometry that failed with `error`.
    func failure(_ operation: String, _ error: Error) -> GeoError {
        let message: String
        switch error {
        case GeoError.geos(let m): message = m
        default: message = "\(error)"
        }
        return .geos("\(operation) of a \(self) failed: \(message)")
    }

    /// Wraps a GEOS result, or throws the context's error when it is nil.
    func result(_ h: OpaquePointer, _ raw: OpaquePointer?, _ operation: String) throws -> Geometry {
        guard let raw else { throw context.failure(operation) }
        return Geometry(adopting: raw, context: context)
    }
}
