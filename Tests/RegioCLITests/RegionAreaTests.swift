import Foundation
import Testing

/// `regions` and `region` show one area per region, the same one, and say
/// where it comes from: the official one where the dataset's facts give it,
/// else the one computed from the polygon.
@Suite struct RegionAreaTests {
    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    /// The row of `id` in the `regions` table.
    static func row(_ id: String, in stdout: String) -> String {
        stdout.split(separator: "\n").first { $0.hasPrefix(id + " ") }.map(String.init) ?? ""
    }

    /// What `regions` and `region` say about one region's area, in JSON and as text.
    static func areas(_ regio: RegioProcess, _ id: String, data: [String] = []) throws
        -> (list: [String: Any], one: [String: Any], row: String, detail: String, listText: String) {
        let all = try #require(try json(try regio.run(data + ["--lang", "en", "regions", "--json"]).stdout) as? [[String: Any]])
        let list = try #require(all.first { $0["id"] as? String == id })
        let one = try #require(try json(try regio.run(data + ["--lang", "en", "region", id, "--json"]).stdout) as? [String: Any])
        let listText = try regio.run(data + ["--lang", "en", "regions"]).stdout
        let detail = try regio.run(data + ["--lang", "en", "region", id]).stdout
        let areaLine = detail.split(separator: "\n").first { $0.contains("area") }.map(String.init) ?? ""
        return (list, one, row(id, in: listText), areaLine, listText)
    }

    /// 6796 → "6,796" (English grouping, no decimals), written here apart from the CLI's own rule.
    static func grouped(_ value: Double) -> String {
        let digits = String(format: "%.0f", value)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(ch)
        }
        return out
    }

    @Test func bothCommandsShowTheOfficialAreaAndSaySo() throws {
        let regio = try RegioProcess()
        let a = try Self.areas(regio, "CZ-63")
        let official = try #require(a.one["officialAreaKm2"] as? Double)
        #expect(a.list["areaKm2"] as? Double == official && a.one["areaKm2"] as? Double == official)
        #expect(a.list["areaSource"] as? String == "official" && a.one["areaSource"] as? String == "official")
        #expect(a.one["computedAreaKm2"] as? Double != official, "the polygon's area differs from the official one")
        let shown = Self.grouped(official)
        #expect(a.row.contains(" \(shown) ") && !a.row.contains("*"), "\(a.row)")
        #expect(a.detail.contains("\(shown) km² (official)") && !a.detail.contains("computed"), "\(a.detail)")
        #expect(a.listText.contains("Areas are official"))
    }

    @Test func aRegionWithoutAnOfficialAreaShowsTheComputedOneInBoth() throws {
        let regio = try RegioProcess()
        // The embedded dataset, with no official area for Vysočina.
        let data = regio.home.appendingPathComponent("data")
        try FileManager.default.copyItem(at: RegioProcess.repository.appendingPathComponent("data"), to: data)
        let facts = data.appendingPathComponent("facts/cz-regions.json")
        let text = try String(contentsOf: facts, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("\"CZ-63\"") ? line.replacingOccurrences(of: #",\s*"area_km2": \d+"#, with: "", options: .regularExpression) : String(line)
        }
        try lines.joined(separator: "\n").write(to: facts, atomically: true, encoding: .utf8)
        let a = try Self.areas(regio, "CZ-63", data: ["--data", data.path])
        let computed = try #require(a.one["computedAreaKm2"] as? Double)
        #expect(a.one["officialAreaKm2"] == nil || a.one["officialAreaKm2"] is NSNull)
        #expect(a.list["areaKm2"] as? Double == computed && a.one["areaKm2"] as? Double == computed)
        #expect(a.list["areaSource"] as? String == "computed" && a.one["areaSource"] as? String == "computed")
        let shown = Self.grouped(computed)
        #expect(a.row.contains(" \(shown) *"), "\(a.row)")
        #expect(a.detail.contains("\(shown) km² (computed from the polygon)"), "\(a.detail)")
        #expect(a.listText.contains("* computed from the region's polygon"))
        // The others keep their official area.
        let brno = try Self.areas(regio, "CZ-64", data: ["--data", data.path])
        #expect(brno.one["areaSource"] as? String == "official")
    }
}
