import CGEOS

/// Raw GEOS building blocks shared by the geometry classes. Every function
/// must be called inside ``GeometryContext/perform(_:)`` with its handle; a
/// returned pointer is owned by the caller (destroy it or hand it to a
/// ``Geometry``). On a throw nothing is leaked.
enum GEOSRaw {
    /// GEOS geometry type ids (`GEOSGeomTypes`).
    enum Kind: Int32 {
        case point = 0, lineString, linearRing, polygon, multiPoint, multiLineString, multiPolygon, collection

        var name: String {
            switch self {
            case .point: return "Point"
            case .lineString: return "LineString"
            case .linearRing: return "LinearRing"
            case .polygon: return "Polygon"
            case .multiPoint: return "MultiPoint"
            case .multiLineString: return "MultiLineString"
            case .multiPolygon: return "MultiPolygon"
            case .collection: return "GeometryCollection"
            }
        }
    }

    static func kind(_ h: OpaquePointer, _ g: OpaquePointer, _ ctx: GeometryContext) throws -> Kind {
        let id = GEOSGeomTypeId_r(h, g)
        guard let k = Kind(rawValue: id) else { throw ctx.failure("GEOSGeomTypeId (type \(id))") }
        return k
    }

    static func destroy(_ h: OpaquePointer, _ parts: [OpaquePointer]) {
        for p in parts { GEOSGeom_destroy_r(h, p) }
    }

    // MARK: Building

    /// A coordinate sequence from interleaved x, y values.
    static func sequence(_ h: OpaquePointer, _ xy: [Double], _ ctx: GeometryContext) throws -> OpaquePointer {
        let n = xy.count / 2
        guard let seq = xy.withUnsafeBufferPointer({ GEOSCoordSeq_copyFromBuffer_r(h, $0.baseAddress, UInt32(n), 0, 0) })
        else { throw ctx.failure("GEOSCoordSeq_copyFromBuffer") }
        return seq
    }

    static func interleaved(_ cs: [Coordinate]) -> [Double] {
        var xy: [Double] = []
        xy.reserveCapacity(cs.count * 2)
        for c in cs { xy.append(c.longitude); xy.append(c.latitude) }
        return xy
    }

    static func point(_ h: OpaquePointer, x: Double, y: Double, _ ctx: GeometryContext) throws -> OpaquePointer {
        guard let g = GEOSGeom_createPointFromXY_r(h, x, y) else { throw ctx.failure("GEOSGeom_createPointFromXY") }
        return g
    }

    static func lineString(_ h: OpaquePointer, _ xy: [Double], _ ctx: GeometryContext) throws -> OpaquePointer {
        if xy.isEmpty {
            guard let g = GEOSGeom_createEmptyLineString_r(h) else { throw ctx.failure("GEOSGeom_createEmptyLineString") }
            return g
        }
        let seq = try sequence(h, xy, ctx)
        // GEOS takes ownership of the sequence, also when it fails.
        guard let g = GEOSGeom_createLineString_r(h, seq) else { throw ctx.failure("GEOSGeom_createLineString") }
        return g
    }

    static func ring(_ h: OpaquePointer, _ xy: [Double], _ ctx: GeometryContext) throws -> OpaquePointer {
        let seq = try sequence(h, xy, ctx)
        guard let g = GEOSGeom_createLinearRing_r(h, seq) else { throw ctx.failure("GEOSGeom_createLinearRing") }
        return g
    }

    /// A polygon from rings of interleaved x, y values (first exterior, then holes).
    static func polygon(_ h: OpaquePointer, _ rings: [[Double]], _ ctx: GeometryContext) throws -> OpaquePointer {
        if rings.isEmpty {
            guard let g = GEOSGeom_createEmptyPolygon_r(h) else { throw ctx.failure("GEOSGeom_createEmptyPolygon") }
            return g
        }
        var made: [OpaquePointer] = []
        do {
            for r in rings { made.append(try ring(h, r, ctx)) }
        } catch {
            destroy(h, made)
            throw error
        }
        return try polygon(h, shell: made[0], holes: Array(made.dropFirst()), ctx)
    }

    /// A polygon from rings already built; takes ownership of them.
    static func polygon(_ h: OpaquePointer, shell: OpaquePointer, holes: [OpaquePointer], _ ctx: GeometryContext) throws -> OpaquePointer {
        var holes: [OpaquePointer?] = holes
        let g = holes.withUnsafeMutableBufferPointer { buf -> OpaquePointer? in
            GEOSGeom_createPolygon_r(h, shell, buf.count == 0 ? nil : buf.baseAddress, UInt32(buf.count))
        }
        guard let g else { throw ctx.failure("GEOSGeom_createPolygon") }
        return g
    }

    /// A multi-geometry or collection; takes ownership of the parts.
    static func collection(_ h: OpaquePointer, _ kind: Kind, _ parts: [OpaquePointer], _ ctx: GeometryContext) throws -> OpaquePointer {
        var parts: [OpaquePointer?] = parts
        let g = parts.withUnsafeMutableBufferPointer { buf -> OpaquePointer? in
            if buf.count == 0 { return GEOSGeom_createEmptyCollection_r(h, kind.rawValue) }
            return GEOSGeom_createCollection_r(h, kind.rawValue, buf.baseAddress, UInt32(buf.count))
        }
        guard let g else { throw ctx.failure("GEOSGeom_createCollection") }
        return g
    }

    /// Builds parts one by one; destroys the ones made so far when one fails.
    static func parts<S: Sequence>(_ h: OpaquePointer, _ items: S, _ make: (S.Element) throws -> OpaquePointer) throws -> [OpaquePointer] {
        var made: [OpaquePointer] = []
        do {
            for item in items { made.append(try make(item)) }
        } catch {
            destroy(h, made)
            throw error
        }
        return made
    }

    /// A GEOS geometry from a GeoJSON geometry.
    static func make(_ h: OpaquePointer, _ g: GeoJSONGeometry, _ ctx: GeometryContext) throws -> OpaquePointer {
        switch g {
        case .point(let c):
            return try point(h, x: c.longitude, y: c.latitude, ctx)
        case .multiPoint(let cs):
            let ps = try parts(h, cs) { try point(h, x: $0.longitude, y: $0.latitude, ctx) }
            return try collection(h, .multiPoint, ps, ctx)
        case .lineString(let cs):
            return try lineString(h, interleaved(cs), ctx)
        case .multiLineString(let ls):
            let ps = try parts(h, ls) { try lineString(h, interleaved($0), ctx) }
            return try collection(h, .multiLineString, ps, ctx)
        case .polygon(let rings):
            return try polygon(h, rings.map(interleaved), ctx)
        case .multiPolygon(let polys):
            let ps = try parts(h, polys) { try polygon(h, $0.map(interleaved), ctx) }
            return try collection(h, .multiPolygon, ps, ctx)
        case .geometryCollection(let gs):
            let ps = try parts(h, gs) { try make(h, $0, ctx) }
            return try collection(h, .collection, ps, ctx)
        }
    }

    // MARK: Reading

    /// Interleaved x, y values of a coordinate sequence (extra dimensions dropped).
    static func values(_ h: OpaquePointer, _ seq: OpaquePointer, _ ctx: GeometryContext) throws -> [Double] {
        var size: UInt32 = 0
        guard GEOSCoordSeq_getSize_r(h, seq, &size) != 0 else { throw ctx.failure("GEOSCoordSeq_getSize") }
        if size == 0 { return [] }
        var xy = [Double](repeating: 0, count: Int(size) * 2)
        let ok = xy.withUnsafeMutableBufferPointer { GEOSCoordSeq_copyToBuffer_r(h, seq, $0.baseAddress, 0, 0) }
        guard ok != 0 else { throw ctx.failure("GEOSCoordSeq_copyToBuffer") }
        return xy
    }

    /// Interleaved x, y values of a LineString, LinearRing or Point.
    static func values(ofLine h: OpaquePointer, _ g: OpaquePointer, _ ctx: GeometryContext) throws -> [Double] {
        guard let seq = GEOSGeom_getCoordSeq_r(h, g) else { throw ctx.failure("GEOSGeom_getCoordSeq") }
        return try values(h, seq, ctx)
    }

    static func coordinates(_ xy: [Double]) -> [Coordinate] {
        var cs: [Coordinate] = []
        cs.reserveCapacity(xy.count / 2)
        var i = 0
        while i + 1 < xy.count { cs.append(Coordinate(latitude: xy[i + 1], longitude: xy[i])); i += 2 }
        return cs
    }

    /// The rings of a polygon as interleaved x, y values (exterior first).
    static func rings(_ h: OpaquePointer, _ poly: OpaquePointer, _ ctx: GeometryContext) throws -> [[Double]] {
        if GEOSisEmpty_r(h, poly) == 1 { return [] }
        guard let shell = GEOSGetExteriorRing_r(h, poly) else { throw ctx.failure("GEOSGetExteriorRing") }
        var rings = [try values(ofLine: h, shell, ctx)]
        let n = GEOSGetNumInteriorRings_r(h, poly)
        guard n >= 0 else { throw ctx.failure("GEOSGetNumInteriorRings") }
        for i in 0..<n {
            guard let hole = GEOSGetInteriorRingN_r(h, poly, i) else { throw ctx.failure("GEOSGetInteriorRingN") }
            rings.append(try values(ofLine: h, hole, ctx))
        }
        return rings
    }

    /// The direct parts of a multi-geometry or collection.
    static func children(_ h: OpaquePointer, _ g: OpaquePointer, _ ctx: GeometryContext) throws -> [OpaquePointer] {
        let n = GEOSGetNumGeometries_r(h, g)
        guard n >= 0 else { throw ctx.failure("GEOSGetNumGeometries") }
        return try (0..<n).map { i in
            guard let c = GEOSGetGeometryN_r(h, g, i) else { throw ctx.failure("GEOSGetGeometryN") }
            return c
        }
    }

    /// The GeoJSON form of a GEOS geometry. An empty point becomes an empty MultiPoint
    /// (GeoJSON has no empty Point); a LinearRing becomes a LineString.
    static func geoJSON(_ h: OpaquePointer, _ g: OpaquePointer, _ ctx: GeometryContext) throws -> GeoJSONGeometry {
        switch try kind(h, g, ctx) {
        case .point:
            let cs = coordinates(try values(ofLine: h, g, ctx))
            return cs.count == 1 ? .point(cs[0]) : .multiPoint(cs)
        case .lineString, .linearRing:
            return .lineString(coordinates(try values(ofLine: h, g, ctx)))
        case .polygon:
            return .polygon(try rings(h, g, ctx).map(coordinates))
        case .multiPoint:
            return .multiPoint(try children(h, g, ctx).flatMap { coordinates(try values(ofLine: h, $0, ctx)) })
        case .multiLineString:
            return .multiLineString(try children(h, g, ctx).map { coordinates(try values(ofLine: h, $0, ctx)) })
        case .multiPolygon:
            return .multiPolygon(try children(h, g, ctx).map { try rings(h, $0, ctx).map(coordinates) })
        case .collection:
            return .geometryCollection(try children(h, g, ctx).map { try geoJSON(h, $0, ctx) })
        }
    }

    // MARK: Transforming

    /// A copy of `g` with every coordinate sequence (interleaved x, y) passed
    /// through `transform`; used to project into equal-area or metric planes.
    static func mapped(_ h: OpaquePointer, _ g: OpaquePointer, _ ctx: GeometryContext,
                       _ transform: (inout [Double]) -> Void) throws -> OpaquePointer {
        func line(_ part: OpaquePointer) throws -> [Double] {
            var xy = try values(ofLine: h, part, ctx)
            transform(&xy)
            return xy
        }
        func poly(_ part: OpaquePointer) throws -> OpaquePointer {
            var rs = try rings(h, part, ctx)
            for i in rs.indices { transform(&rs[i]) }
            return try polygon(h, rs, ctx)
        }
        let k = try kind(h, g, ctx)
        switch k {
        case .point:
            if GEOSisEmpty_r(h, g) == 1 {
                guard let e = GEOSGeom_createEmptyPoint_r(h) else { throw ctx.failure("GEOSGeom_createEmptyPoint") }
                return e
            }
            let xy = try line(g)
            return try point(h, x: xy[0], y: xy[1], ctx)
        case .lineString:
            return try lineString(h, try line(g), ctx)
        case .linearRing:
            return try ring(h, try line(g), ctx)
        case .polygon:
            return try poly(g)
        case .multiPoint, .multiLineString, .multiPolygon, .collection:
            let ps = try parts(h, try children(h, g, ctx)) { try mapped(h, $0, ctx, transform) }
            return try collection(h, k, ps, ctx)
        }
    }
}
