import Foundation
import RegioCore

/// The GeoJSON writer: compact or indented text, coordinates rounded.
package struct GeoJSONFormat {
    let pretty: Bool
    let scale: Double
    var out = ""

    init(pretty: Bool, decimals: Int) {
        self.pretty = pretty
        scale = pow(10, Double(min(max(decimals, 0), 15)))
    }

    /// A number as JSON: integers without a fraction, others in the shortest
    /// form that reads back the same; non-finite values become null.
    package static func number(_ d: Double) -> String {
        d.isFinite ? NumberText.plain(d) : "null"
    }

    static func position(_ c: Coordinate) -> String {
        "[\(number(c.longitude)), \(number(c.latitude))]"
    }

    static func string(_ s: String) -> String {
        var r = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\r": r += "\\r"
            case "\t": r += "\\t"
            case _ where u.value < 0x20: r += String(format: "\\u%04x", u.value)
            default: r.unicodeScalars.append(u)
            }
        }
        return r + "\""
    }

    mutating func newline(_ indent: Int) {
        if pretty { out += "\n" + String(repeating: "  ", count: indent) }
    }

    var colon: String { pretty ? ": " : ":" }

    mutating func collection(_ c: GeoJSONFeatureCollection) {
        out += "{"
        newline(1)
        out += "\"type\"\(colon)\"FeatureCollection\","
        newline(1)
        out += "\"features\"\(colon)["
        for (i, f) in c.features.enumerated() {
            if i > 0 { out += "," }
            newline(2)
            feature(f, indent: 2)
        }
        if !c.features.isEmpty { newline(1) }
        out += "]"
        newline(0)
        out += "}"
        if pretty { out += "\n" }
    }

    mutating func feature(_ f: GeoJSONFeature, indent: Int) {
        out += "{"
        newline(indent + 1)
        out += "\"type\"\(colon)\"Feature\","
        if let id = f.id {
            newline(indent + 1)
            out += "\"id\"\(colon)\(Self.string(id)),"
        }
        newline(indent + 1)
        out += "\"properties\"\(colon)"
        value(.object(f.properties), indent: indent + 1)
        out += ","
        newline(indent + 1)
        out += "\"geometry\"\(colon)"
        if let g = f.geometry { geometry(g) } else { out += "null" }
        newline(indent)
        out += "}"
    }

    mutating func value(_ v: JSONValue, indent: Int) {
        switch v {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += Self.number(d)
        case .string(let s): out += Self.string(s)
        case .array(let a):
            out += "["
            for (i, e) in a.enumerated() {
                if i > 0 { out += pretty ? ", " : "," }
                value(e, indent: indent)
            }
            out += "]"
        case .object(let o):
            out += "{"
            for (i, k) in o.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                newline(indent + 1)
                out += Self.string(k) + colon
                value(o[k]!, indent: indent + 1)
            }
            if !o.isEmpty { newline(indent) }
            out += "}"
        }
    }

    func rounded(_ d: Double) -> Double { (d * scale).rounded() / scale }

    mutating func coordinate(_ c: Coordinate) {
        out += "[" + Self.number(rounded(c.longitude)) + "," + Self.number(rounded(c.latitude)) + "]"
    }

    mutating func list<T>(_ items: [T], _ each: (inout GeoJSONFormat, T) -> Void) {
        out += "["
        for (i, item) in items.enumerated() {
            if i > 0 { out += "," }
            each(&self, item)
        }
        out += "]"
    }

    mutating func geometry(_ g: GeoJSONGeometry) {
        out += "{\"type\":\"\(g.typeName)\","
        switch g {
        case .point(let c):
            out += "\"coordinates\":"; coordinate(c)
        case .multiPoint(let cs), .lineString(let cs):
            out += "\"coordinates\":"; list(cs) { $0.coordinate($1) }
        case .multiLineString(let ls), .polygon(let ls):
            out += "\"coordinates\":"; list(ls) { w, l in w.list(l) { $0.coordinate($1) } }
        case .multiPolygon(let ps):
            out += "\"coordinates\":"
            list(ps) { w, p in w.list(p) { w2, r in w2.list(r) { $0.coordinate($1) } } }
        case .geometryCollection(let gs):
            out += "\"geometries\":"; list(gs) { $0.geometry($1) }
        }
        out += "}"
    }
}
