import Foundation
import Testing

/// Every input has a size limit (issue 16): a file over it is refused before
/// it is read, with an error naming the file, its size and the limit, and a
/// non-zero exit. Files are sparse, so the test writes nothing large.
@Suite struct InputLimitTests {
    /// A sparse file of `bytes` in the process's home folder.
    static func sparse(_ regio: RegioProcess, _ name: String, bytes: UInt64) throws {
        let url = regio.home.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: bytes)
        try handle.close()
    }

    @Test(arguments: [
        (["search", "brno", "--places", "big.csv"], "big.csv", UInt64(1_610_612_736),
         "big.csv: the file is 1.5 GB; the limit for a place catalogue is 1 GB"),
        (["map", "CZ-64", "--style", "big-style.json", "--out", "m.png"], "big-style.json", UInt64(5 << 20),
         "big-style.json: the file is 5 MB; the limit for a map style is 4 MB"),
        (["quiz", "import", "big.gift"], "big.gift", UInt64(65 << 20),
         "big.gift: the file is 65 MB; the limit for a quiz file is 64 MB"),
        (["fav", "import", "big.gpx"], "big.gpx", UInt64(600 << 20),
         "big.gpx: the file is 600 MB; the limit for a favourites import is 512 MB"),
    ])
    func anOversizedInputIsRefusedWithItsLimit(_ arguments: [String], _ file: String, _ bytes: UInt64, _ message: String) throws {
        let regio = try RegioProcess()
        try Self.sparse(regio, file, bytes: bytes)
        let started = Date()
        let r = try regio.run(arguments)
        #expect(r.status == 1, "\(r.stdout) \(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(Date().timeIntervalSince(started) < 20, "refused from its size, not read")
    }

    @Test func aHugeLineWithoutANewlineOnAPipeIsRefusedAndTheNextLineRuns() throws {
        // 8 MB with no newline: kept to the line limit while it is read, then refused as too long.
        let regio = try RegioProcess()
        let huge = String(repeating: "é", count: 4 << 20)
        let r = try regio.run([], input: "search \(huge)\nregions\n", timeout: 60)
        #expect(r.status == 1)
        #expect(r.stderr.contains("the line is too long: over 65536 bytes, the limit is 16384 characters"), "\(r.stderr.prefix(300))")
        #expect(r.stdout.contains("14 regions"))
    }
}
