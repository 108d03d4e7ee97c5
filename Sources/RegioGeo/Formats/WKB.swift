import Foundation

/// Well-Known Binary in pure Swift (no GEOS objects), for readers such as
/// `GeoPackage` (RegioGeoPackage).
///
/// `decode` reads both byte orders, ISO WKB (types 1–7, with Z/M/ZM as
/// 1001…3007) and extended WKB (PostGIS EWKB flags for Z, M and SRID); extra
/// dimensions are dropped. An empty point (NaN coordinates) becomes an empty
/// MultiPoint, as GeoJSON has no empty Point. `encode` writes ISO 2D WKB.
///
/// ```swift
/// let wkb = WKB.encode(.point(Coordinate(latitude: 50, longitude: 14)))
/// try WKB.decode(wkb)   // .point(50, 14)
/// ```
public enum WKB {
    public enum ByteOrder: Sendable { case littleEndian, bigEndian }

    /// The deepest nesting of collections accepted.
    public static let maxDepth = 32

    /// Decodes one geometry; throws ``GeoError/format(_:)`` naming the byte
    /// offset of the problem (truncated data, unknown type, counts larger than
    /// the data, NaN or infinite coordinates, trailing bytes).
    public static func decode(_ data: Data) throws -> GeoJSONGeometry {
        try data.withUnsafeBytes { raw in
            var r = WKBReader(bytes: raw)
            let g = try r.geometry(depth: 0, expected: nil)
            guard r.offset == raw.count else {
                throw GeoError.format("WKB: \(raw.count - r.offset) unexpected bytes after the geometry at byte \(r.offset)")
            }
            return g.geometry ?? .multiPoint([])
        }
    }

    /// ISO WKB, 2D.
    public static func encode(_ g: GeoJSONGeometry, byteOrder: ByteOrder = .littleEndian) -> Data {
        var w = WKBWriter(little: byteOrder == .littleEndian)
        w.geometry(g)
        return w.data
    }
}

private struct WKBReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    var little = true

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    func fail(_ message: String, at o: Int? = nil) -> GeoError {
        .format("WKB: \(message) at byte \(o ?? offset)")
    }

    mutating func need(_ n: Int, _ what: String) throws {
        guard n >= 0, offset + n <= bytes.count else { throw fail("data ends inside \(what) (\(bytes.count) bytes)") }
    }

    mutating func uint32(_ what: String) throws -> UInt32 {
        try need(4, what)
        var v: UInt32 = 0
        withUnsafeMutableBytes(of: &v) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 4])) }
        offset += 4
        return little ? UInt32(littleEndian: v) : UInt32(bigEndian: v)
    }

    mutating func double() -> Double {
        var v: UInt64 = 0
        withUnsafeMutableBytes(of: &v) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 8])) }
        offset += 8
        return Double(bitPattern: little ? UInt64(littleEndian: v) : UInt64(bigEndian: v))
    }

    /// A count, checked against the bytes left (each item needs `minSize` bytes).
    mutating func count(_ what: String, minSize: Int) throws -> Int {
        let at = offset
        let n = Int(try uint32("a count of \(what)"))
        guard n <= (bytes.count - offset) / minSize else {
            throw fail("\(n) \(what) cannot fit in the \(bytes.count - offset) bytes left", at: at)
        }
        return n
    }

    /// Positions of `dims` ordinates each; nil values mark NaN points.
    mutating func positions(_ n: Int, dims: Int, what: String) throws -> [Coordinate] {
        try need(n * dims * 8, what)
        var cs: [Coordinate] = []
        cs.reserveCapacity(n)
        for _ in 0..<n {
            let at = offset
            let x = double(), y = double()
            offset += (dims - 2) * 8
            guard x.isFinite, y.isFinite else { throw fail("coordinate (\(x), \(y)) in \(what) is not a finite number", at: at) }
            cs.append(Coordinate(latitude: y, longitude: x))
        }
        return cs
    }

    /// A decoded part: nil geometry for an empty point.
    struct Part { var geometry: GeoJSONGeometry?; var type: Int }

    mutating func geometry(depth: Int, expected: Int?) throws -> Part {
        guard depth <= WKB.maxDepth else { throw fail("collections nested deeper than \(WKB.maxDepth) levels") }
        let start = offset
        try need(1, "the byte order")
        switch bytes[offset] {
        case 0: little = false
        case 1: little = true
        default: throw fail("byte order must be 0 or 1, found \(bytes[offset])")
        }
        offset += 1
        let code = try uint32("the geometry type")
        // EWKB flags, then ISO thousands.
        var hasZ = code & 0x8000_0000 != 0, hasM = code & 0x4000_0000 != 0
        let hasSRID = code & 0x2000_0000 != 0
        let base = Int(code & 0x0FFF_FFFF)
        let type = base % 1000
        switch base / 1000 {
        case 0: break
        case 1: hasZ = true
        case 2: hasM = true
        case 3: hasZ = true; hasM = true
        default: throw fail("unknown geometry type code \(code)", at: start + 1)
        }
        guard (1...7).contains(type) else {
            throw fail("unsupported geometry type \(type) (only Point, LineString, Polygon, their Multi forms and GeometryCollection)", at: start + 1)
        }
        if let expected, expected != type {
            throw fail("a \(Self.name(expected)) was expected inside the multi-geometry, found a \(Self.name(type))", at: start)
        }
        if hasSRID { _ = try uint32("the SRID") }
        let dims = 2 + (hasZ ? 1 : 0) + (hasM ? 1 : 0)
        let pointSize = dims * 8
        switch type {
        case 1:
            try need(pointSize, "a point")
            let at = offset
            let x = double(), y = double()
            offset += (dims - 2) * 8
            if x.isNaN && y.isNaN { return Part(geometry: nil, type: 1) }
            guard x.isFinite, y.isFinite else { throw fail("point (\(x), \(y)) is not a finite number", at: at) }
            return Part(geometry: .point(Coordinate(latitude: y, longitude: x)), type: 1)
        case 2:
            let n = try count("points", minSize: pointSize)
            return Part(geometry: .lineString(try positions(n, dims: dims, what: "a line")), type: 2)
        case 3:
            return Part(geometry: .polygon(try rings(dims: dims)), type: 3)
        default:
            let n = try count("parts", minSize: 9)
            var parts: [Part] = []
            parts.reserveCapacity(n)
            let child: Int? = type == 7 ? nil : type - 3
            for _ in 0..<n { parts.append(try geometry(depth: depth + 1, expected: child)) }
            switch type {
            case 4:
                return Part(geometry: .multiPoint(parts.compactMap { if case .point(let c)? = $0.geometry { return c }; return nil }), type: 4)
            case 5:
                return Part(geometry: .multiLineString(parts.compactMap { if case .lineString(let l)? = $0.geometry { return l }; return nil }), type: 5)
            case 6:
                return Part(geometry: .multiPolygon(parts.compactMap { if case .polygon(let p)? = $0.geometry { return p }; return nil }), type: 6)
            default:
                return Part(geometry: .geometryCollection(parts.map { $0.geometry ?? .multiPoint([]) }), type: 7)
            }
        }
    }

    mutating func rings(dims: Int) throws -> [[Coordinate]] {
        let n = try count("rings", minSize: 4)
        var rings: [[Coordinate]] = []
        rings.reserveCapacity(n)
        for _ in 0..<n {
            let m = try count("points", minSize: dims * 8)
            rings.append(try positions(m, dims: dims, what: "a ring"))
        }
        return rings
    }

    static func name(_ type: Int) -> String {
        ["", "Point", "LineString", "Polygon", "MultiPoint", "MultiLineString", "MultiPolygon", "GeometryCollection"][type]
    }
}

private struct WKBWriter {
    let little: Bool
    var data = Data()

    init(little: Bool) { self.little = little }

    mutating func uint32(_ v: UInt32) {
        var x = little ? v.littleEndian : v.bigEndian
        withUnsafeBytes(of: &x) { data.append(contentsOf: $0) }
    }

    mutating func double(_ d: Double) {
        var x = little ? d.bitPattern.littleEndian : d.bitPattern.bigEndian
        withUnsafeBytes(of: &x) { data.append(contentsOf: $0) }
    }

    mutating func header(_ type: UInt32) {
        data.append(little ? 1 : 0)
        uint32(type)
    }

    mutating func positions(_ cs: [Coordinate]) {
        uint32(UInt32(cs.count))
        for c in cs { double(c.longitude); double(c.latitude) }
    }

    mutating func geometry(_ g: GeoJSONGeometry) {
        switch g {
        case .point(let c):
            header(1); double(c.longitude); double(c.latitude)
        case .lineString(let cs):
            header(2); positions(cs)
        case .polygon(let rings):
            header(3); uint32(UInt32(rings.count)); for r in rings { positions(r) }
        case .multiPoint(let cs):
            header(4); uint32(UInt32(cs.count)); for c in cs { geometry(.point(c)) }
        case .multiLineString(let ls):
            header(5); uint32(UInt32(ls.count)); for l in ls { geometry(.lineString(l)) }
        case .multiPolygon(let ps):
            header(6); uint32(UInt32(ps.count)); for p in ps { geometry(.polygon(p)) }
        case .geometryCollection(let gs):
            header(7); uint32(UInt32(gs.count)); for g in gs { geometry(g) }
        }
    }
}
