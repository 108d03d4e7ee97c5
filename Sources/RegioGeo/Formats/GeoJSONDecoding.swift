import RegioCore

/// Turns parsed JSON into validated GeoJSON values, with a ``DataError``
/// naming the file and the JSON path for the first problem found.
struct GeoJSONDecoding {
    let file: String

    func fail(_ path: String, _ message: String) -> DataError {
        DataError(file: file, location: path.isEmpty ? "(top level)" : path, message: message)
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    func object(_ v: JSONValue, _ path: String) throws -> [String: JSONValue] {
        guard let o = v.objectValue else { throw fail(path, "expected an object, found \(v.kindDescription)") }
        return o
    }

    func array(_ v: JSONValue, _ path: String) throws -> [JSONValue] {
        guard let a = v.arrayValue else { throw fail(path, "expected an array, found \(v.kindDescription)") }
        return a
    }

    func member(_ o: [String: JSONValue], _ key: String, _ path: String) throws -> JSONValue {
        guard let v = o[key] else { throw fail(path, "required member '\(key)' is missing") }
        return v
    }

    func type(_ o: [String: JSONValue], _ path: String) throws -> String {
        let v = try member(o, "type", path)
        guard let s = v.stringValue else { throw fail(Self.join(path, "type"), "expected a string, found \(v.kindDescription)") }
        return s
    }

    // MARK: Top level

    func collection(_ json: JSONValue) throws -> GeoJSONFeatureCollection {
        let o = try object(json, "")
        let t = try type(o, "")
        switch t {
        case "FeatureCollection":
            let fs = try array(try member(o, "features", ""), "features")
            // Large collections are decoded on all cores (the first bad feature's error, as in order).
            let features = try ChunkedWork.map(count: fs.count, minimumChunk: 1_024) { range in
                try range.map { i in try feature(fs[i], path: "features[\(i)]", index: i) }
            }
            return GeoJSONFeatureCollection(features: features, file: file)
        case "Feature":
            return GeoJSONFeatureCollection(features: [try feature(json, path: "", index: 0)], file: file)
        case _ where GeoJSONGeometry.typeNames.contains(t):
            let g = try geometry(json, "")
            return GeoJSONFeatureCollection(features: [GeoJSONFeature(geometry: g, index: 0, jsonPath: "")], file: file)
        default:
            throw fail("type", "unknown GeoJSON type \"\(t)\" (expected FeatureCollection, Feature or a geometry type)")
        }
    }

    func feature(_ v: JSONValue, path: String, index: Int) throws -> GeoJSONFeature {
        let o = try object(v, path)
        let t = try type(o, path)
        guard t == "Feature" else { throw fail(Self.join(path, "type"), "expected \"Feature\", found \"\(t)\"") }
        var id: String?
        if let idValue = o["id"] {
            switch idValue {
            case .string(let s): id = s
            case .number(let d): id = GeoJSONFormat.number(d)
            case .null: id = nil
            default: throw fail(Self.join(path, "id"), "expected a string or a number, found \(idValue.kindDescription)")
            }
        }
        let g = try member(o, "geometry", path)
        let geometry = g.isNull ? nil : try self.geometry(g, Self.join(path, "geometry"))
        let p = try member(o, "properties", path)
        var properties: [String: JSONValue] = [:]
        if !p.isNull { properties = try object(p, Self.join(path, "properties")) }
        return GeoJSONFeature(id: id, geometry: geometry, properties: properties, index: index, jsonPath: path)
    }

    // MARK: Geometries

    // Paths are closures: they are only spelled out for an error, not for
    // each of a million positions.

    func geometry(_ v: JSONValue, _ path: String) throws -> GeoJSONGeometry {
        let o = try object(v, path)
        let t = try type(o, path)
        if t == "GeometryCollection" {
            let gs = try array(try member(o, "geometries", path), Self.join(path, "geometries"))
            return .geometryCollection(try gs.enumerated().map { i, g in
                try geometry(g, Self.join(path, "geometries") + "[\(i)]")
            })
        }
        guard GeoJSONGeometry.typeNames.contains(t) else {
            throw fail(Self.join(path, "type"), "unknown geometry type \"\(t)\" (expected one of \(GeoJSONGeometry.typeNames.joined(separator: ", ")))")
        }
        let cpath = { Self.join(path, "coordinates") }
        let c = try member(o, "coordinates", path)
        switch t {
        case "Point":
            return .point(try position(c, cpath))
        case "MultiPoint":
            return .multiPoint(try positions(c, cpath))
        case "LineString":
            return .lineString(try line(c, cpath))
        case "MultiLineString":
            return .multiLineString(try array(c, cpath()).enumerated().map { i, l in try line(l, { cpath() + "[\(i)]" }) })
        case "Polygon":
            return .polygon(try polygon(c, cpath))
        default: // MultiPolygon
            return .multiPolygon(try array(c, cpath()).enumerated().map { i, p in try polygon(p, { cpath() + "[\(i)]" }) })
        }
    }

    func position(_ v: JSONValue, _ path: () -> String) throws -> Coordinate {
        guard case .array(let a) = v else { throw fail(path(), "expected a position [longitude, latitude], found \(v.kindDescription)") }
        guard a.count >= 2 else { throw fail(path(), "a position needs a longitude and a latitude, found \(a.count) number\(a.count == 1 ? "" : "s")") }
        for (i, e) in a.enumerated() {
            guard case .number = e else { throw fail(path() + "[\(i)]", "expected a number, found \(e.kindDescription)") }
        }
        guard case .number(let lon) = a[0], case .number(let lat) = a[1] else { throw fail(path(), "expected numbers") }
        guard lon.isFinite, abs(lon) <= 180 else { throw fail(path(), "longitude \(GeoJSONFormat.number(lon)) is out of range -180…180") }
        guard lat.isFinite, abs(lat) <= 90 else { throw fail(path(), "latitude \(GeoJSONFormat.number(lat)) is out of range -90…90") }
        return Coordinate(latitude: lat, longitude: lon)
    }

    func positions(_ v: JSONValue, _ path: () -> String) throws -> [Coordinate] {
        guard case .array(let a) = v else { throw fail(path(), "expected an array, found \(v.kindDescription)") }
        var out: [Coordinate] = []
        out.reserveCapacity(a.count)
        for (i, p) in a.enumerated() { out.append(try position(p, { path() + "[\(i)]" })) }
        return out
    }

    func line(_ v: JSONValue, _ path: () -> String) throws -> [Coordinate] {
        let cs = try positions(v, path)
        guard cs.isEmpty || cs.count >= 2 else { throw fail(path(), "a line needs at least 2 positions, found 1") }
        return cs
    }

    func polygon(_ v: JSONValue, _ path: () -> String) throws -> [[Coordinate]] {
        try array(v, path()).enumerated().map { i, r in
            func rpath() -> String { path() + "[\(i)]" }
            let ring = try positions(r, rpath)
            guard ring.count >= 4 else { throw fail(rpath(), "a ring needs at least 4 positions, found \(ring.count)") }
            guard ring.first == ring.last else {
                throw fail(rpath(), "the ring is not closed (first \(GeoJSONFormat.position(ring.first!)), last \(GeoJSONFormat.position(ring.last!)))")
            }
            return ring
        }
    }
}
