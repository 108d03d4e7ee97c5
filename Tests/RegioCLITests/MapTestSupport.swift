import Foundation
import RegioTestSupport
import Testing

/// What a PNG file says about itself: every chunk's CRC checked, the header read.
struct PNGFile {
    let width: Int
    let height: Int
    let bitDepth: Int
    /// 6: RGBA, 3: palette.
    let colourType: Int
    let chunks: [String]

    enum Problem: Error, CustomStringConvertible {
        case bad(String)
        var description: String { if case .bad(let s) = self { return s }; return "" }
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 33, bytes.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Problem.bad("no PNG signature")
        }
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var pos = 8
        var names: [String] = []
        while pos + 12 <= bytes.count {
            let length = u32(pos)
            guard pos + 12 + length <= bytes.count else { throw Problem.bad("chunk at \(pos) runs past the end") }
            let type = String(decoding: bytes[(pos + 4)..<(pos + 8)], as: UTF8.self)
            guard CRC32.of(bytes[(pos + 4)..<(pos + 8 + length)]) == UInt32(u32(pos + 8 + length)) else {
                throw Problem.bad("bad CRC in chunk \(type)")
            }
            names.append(type)
            pos += 12 + length
        }
        guard names.first == "IHDR", names.last == "IEND", names.contains("IDAT") else {
            throw Problem.bad("chunks \(names): IHDR first, IDAT, IEND last expected")
        }
        width = u32(16); height = u32(20); bitDepth = Int(bytes[24]); colourType = Int(bytes[25])
        chunks = names
    }

    init(contentsOf url: URL) throws { try self.init(Data(contentsOf: url)) }
}

/// CRC-32 (ISO 3309), as PNG chunks use it.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

/// Python 3 (the tests' pseudo-terminal driver needs it too) for what Swift's
/// Foundation lacks here: SQLite queries on MBTiles files and zlib for PDF streams.
enum Python {
    static func run(_ script: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out; process.standardError = err
        try process.run()
        let o = ReadInBackground(out.fileHandleForReading), e = ReadInBackground(err.fileHandleForReading)
        process.waitUntilExit()
        let text = o.text(), errors = e.text()
        guard process.terminationStatus == 0 else { throw PNGFile.Problem.bad("python3 failed: \(errors)") }
        return text
    }

    /// Rows of an SQL query, each a list of values as text.
    static func sql(_ file: URL, _ query: String) throws -> [[String]] {
        let script = """
        import json, sqlite3, sys
        db = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True)
        print(json.dumps([[str(v) for v in row] for row in db.execute(sys.argv[2])]))
        """
        let text = try run(script, [file.path, query])
        return try JSONDecoder().decode([[String]].self, from: Data(text.utf8))
    }

    /// The decompressed content streams of a PDF (cairo compresses them with zlib).
    static func pdfStreams(_ file: URL) throws -> String {
        let script = """
        import re, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        out = []
        for m in re.finditer(rb'/FlateDecode.*?>>\\s*stream\\r?\\n', data, re.S):
            start = m.end()
            end = data.index(b'endstream', start)
            try:
                out.append(zlib.decompress(data[start:end]).decode('latin-1'))
            except zlib.error:
                pass
        sys.stdout.write('\\n'.join(out))
        """
        return try run(script, [file.path])
    }
}

extension RegioProcess {
    /// Runs `regio` and parses its stdout as a JSON object.
    func json(_ arguments: [String]) throws -> (Result, [String: Any]) {
        let r = try run(arguments + ["--json"])
        guard r.status == 0 else { return (r, [:]) }
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] ?? [:]
        return (r, object)
    }

    /// A path inside the test's private home.
    func path(_ name: String) -> URL { home.appendingPathComponent(name) }

    /// Keeps places as favourites with `regio fav add <id>` (castles from the test catalogue).
    func addFavourites(_ ids: [String]) throws {
        let castles = try writeCastles()
        for id in ids {
            let r = try run(["--places", castles.path, "fav", "add", id])
            guard r.status == 0 else { throw PNGFile.Problem.bad("fav add \(id): \(r.stderr)") }
        }
    }

    /// A small catalogue of castles (GeoJSON as in ../shared/data/cz-castles.geojson) in the home folder.
    @discardableResult
    func writeCastles() throws -> URL {
        let url = path("castles.geojson")
        let json = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"id": "Q266698", "name": "Karlštejn", "kind": "hrad", "nkp": true},
           "geometry": {"type": "Point", "coordinates": [14.1882, 49.9394]}},
          {"type": "Feature", "properties": {"name": "Křivoklát", "kind": "hrad", "nkp": true},
           "geometry": {"type": "Point", "coordinates": [13.8720, 50.0380]}},
          {"type": "Feature", "properties": {"name": "Konopiště", "kind": "zamek", "nkp": true},
           "geometry": {"type": "Point", "coordinates": [14.6567, 49.7797]}},
          {"type": "Feature", "properties": {"name": "Točník", "kind": "zricenina"},
           "geometry": {"type": "Point", "coordinates": [13.8840, 49.8880]}}
        ]}
        """
        try Data(json.utf8).write(to: url)
        return url
    }
}

/// Favourites for the tests: two GeoNames towns of the embedded dataset and a castle.
enum TestFavourites {
    static let telc = (id: "geonames:3064316", latitude: 49.18418, longitude: 15.45275)
    static let trebic = (id: "geonames:3064104", latitude: 49.21492, longitude: 15.88166)
    static let karlstejn = (id: "wikidata:Q266698", latitude: 49.9394, longitude: 14.1882)
}

/// The XYZ tiles over a box at a zoom (as `tiles` covers it).
func tileRange(west: Double, south: Double, east: Double, north: Double, zoom: Int) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
    let n = Double(1 << zoom)
    func x(_ lon: Double) -> Int { min(Int(n) - 1, Int(((lon + 180) / 360 * n).rounded(.down))) }
    func y(_ lat: Double) -> Int {
        let r = lat * .pi / 180
        return min(Int(n) - 1, Int(((1 - asinh(tan(r)) / .pi) / 2 * n).rounded(.down)))
    }
    return (x(west)...x(east), y(north)...y(south))
}
