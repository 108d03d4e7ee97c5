import Foundation
import Testing

/// A large catalogue or favourites import shows its progress on a terminal
/// (stderr a TTY), and nothing of it in a pipe (issue 16).
@Suite struct LoadProgressTests {
    /// A CSV catalogue of `rows` places, written into the process's home.
    static func catalogue(rows: Int, in regio: RegioProcess) throws -> String {
        var text = "id,name,lat,lon\n"
        for i in 0..<rows { text += "\(i),Bod \(i),\(49.0 + Double(i % 1000) / 1000),\(14.0 + Double(i / 1000 % 30) / 10)\n" }
        let url = regio.home.appendingPathComponent("many.csv")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func aLargeCatalogueShowsProgressOnATerminal() throws {
        let regio = try RegioProcess()
        let csv = try Self.catalogue(rows: 60_000, in: regio)
        let output = try regio.runOnTerminal(["--places", csv, "search", "bod 59999", "--limit", "1"])
        // The first step of each stage is drawn; later ones at most ten times a second
        // (assigning regions is often done within that).
        #expect(output.contains("many.csv: reading "), "\(output.suffix(400))")
        #expect(output.contains("\r\u{1B}[2K"), "the line is rewritten in place and cleared")
        #expect(output.contains("Bod 59999"))
        #expect(output.hasSuffix("exit status: 0\n"), "\(output.suffix(200))")
    }

    @Test func nothingOfItInAPipe() throws {
        let regio = try RegioProcess()
        let csv = try Self.catalogue(rows: 60_000, in: regio)
        let r = try regio.run(["--places", csv, "search", "bod 59999", "--limit", "1"], timeout: 180)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Bod 59999"))
        #expect(!r.stderr.contains("assigning regions") && !r.stderr.contains("reading") && !r.stderr.contains("\u{1B}"), "\(r.stderr)")
    }
}
