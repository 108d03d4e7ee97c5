import Foundation
import RegioGDAL

/// The tags of one OSM object as GDAL's OSM driver hands them over: the fields
/// of ``OSMConfiguration`` plus the `other_tags` hstore
/// (`"name:en"=>"Vaduz Castle","ele"=>"2570"`), merged into one dictionary.
struct OSMTags: Sendable, Equatable {
    var values: [String: String]

    init(_ values: [String: String]) { self.values = values }

    /// The tags of a feature read through the driver (`osm_id` and `other_tags` themselves left out).
    init(feature: VectorFeature) {
        var values: [String: String] = [:]
        for (key, value) in feature.fields where key != "other_tags" && key != "osm_id" && key != "osm_way_id" {
            let text = value.text
            if !text.isEmpty { values[key] = text }
        }
        if let other = feature.string("other_tags") {
            for (key, value) in Self.parseHStore(other) where values[key] == nil { values[key] = value }
        }
        self.values = values
    }

    subscript(key: String) -> String? { values[key] }

    /// PostgreSQL hstore text (`"k"=>"v","k2"=>"v2"`, `\"` and `\\` escaped) as pairs;
    /// a malformed rest is ignored (GDAL writes it, so it is well formed).
    static func parseHStore(_ text: String) -> [(String, String)] {
        var pairs: [(String, String)] = []
        var chars = text.makeIterator()
        func quoted() -> String? {
            var out = ""
            while let c = chars.next() {
                switch c {
                case "\\": if let next = chars.next() { out.append(next) }
                case "\"": return out
                default: out.append(c)
                }
            }
            return nil
        }
        func skip(to wanted: Character) -> Bool {
            while let c = chars.next() { if c == wanted { return true } }
            return false
        }
        while skip(to: "\"") {
            guard let key = quoted(), skip(to: "\""), let value = quoted() else { break }
            pairs.append((key, value))
        }
        return pairs
    }

    /// The names by language: `name` under "", every `name:xx` (two or three
    /// lower-case letters, as `name:cs`, `name:de`, `name:gsw`) under its code.
    var names: [String: String] {
        var out: [String: String] = [:]
        if let name = values["name"]?.trimmed, !name.isEmpty { out[""] = name }
        for (key, value) in values where key.hasPrefix("name:") {
            let code = key.dropFirst(5)
            guard (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLowercase }) else { continue }
            let text = value.trimmed
            if !text.isEmpty { out[String(code)] = text }
        }
        return out
    }

    /// An elevation in metres from `ele` ("2570", "2570 m", "2'570"), when it reads as one.
    var elevation: Double? {
        guard let raw = values["ele"] else { return nil }
        let digits = raw.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: ",", with: ".")
            .replacingOccurrences(of: "m", with: "").trimmed
        guard let metres = Double(digits), metres.isFinite, (-500...9_000).contains(metres) else { return nil }
        return metres
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
