import Foundation
import Testing

/// Every option and argument that takes coordinates, a box or a centre takes
/// negative values (west of Greenwich, south of the equator), written as
/// `--bbox -58.5,…`, `--bbox=-58.5,…` or as `map`'s argument, in one-shot
/// commands and in the REPL (issue 30, item 11).
@Suite struct NegativeCoordinateTests {
    /// Buenos Aires and the Atlantic west of Europe.
    static let box = "-58.5,-34.7,-58.3,-34.5"
    static let wideBox = "-10,35,20,60"

    /// Each command line with a negative value, in each way of writing it.
    static let commands: [[String]] = [
        ["search", "--bbox", box, "--json"],
        ["search", "--bbox=\(box)", "--json"],
        ["search", "--near", "-33.9,18.4", "--limit", "1", "--json"],
        ["search", "--near=-33.9,-18.4", "--limit", "1", "--json"],
        ["tiles", "--bbox", box, "--zoom", "7-7", "--out", "ba", "--json"],
        ["tiles", "--bbox=\(box)", "--zoom", "7-7", "--out", "ba2", "--json"],
        ["map", wideBox, "--paper", "800x600px", "--dpi", "96", "--out", "m.png", "--json"],
        ["map", "--paper", "800x600px", "--dpi", "96", "--out", "m2.png", wideBox, "--json"],
        ["map", "--center", "-33.9,18.4", "--zoom", "6", "--size", "300x200", "--out", "c.png", "--json"],
        ["map", "--centre=-33.9,-18.4", "--zoom", "6", "--size", "300x200", "--out", "c2.png", "--json"],
        ["clusters", "--center", "-33.9,-58.4", "--zoom", "8", "--json"],
        ["clusters", "--center=-33.9,-58.4", "--zoom", "8", "--json"],
        ["where", "-34.6", "-58.4", "--json"],
    ]

    static let parserComplaints = ["Missing value", "Unknown option", "is invalid for", "Unexpected argument"]

    @Test(arguments: commands)
    func aNegativeValueIsAValue(_ arguments: [String]) throws {
        let regio = try RegioProcess()
        let r = try regio.run(["--lang", "en"] + arguments, timeout: 120)
        #expect(r.status == 0, "\(arguments): \(r.stderr)")
        for complaint in Self.parserComplaints { #expect(!r.stderr.contains(complaint), "\(arguments): \(r.stderr)") }
        #expect(!r.stdout.isEmpty)
    }

    @Test func theREPLTakesThemToo() throws {
        let regio = try RegioProcess()
        let lines = Self.commands.filter { $0.first != "where" }.map { $0.filter { $0 != "--json" }.joined(separator: " ") }
        let r = try regio.run(["--lang", "en"], input: lines.joined(separator: "\n") + "\n", timeout: 300)
        #expect(r.status == 0, "\(r.stderr)")
        for complaint in Self.parserComplaints { #expect(!r.stderr.contains(complaint), "\(r.stderr)") }
    }

    @Test func aBadValueIsRefusedByNameAndUnknownOptionsStillAre() throws {
        let regio = try RegioProcess()
        let badBox = try regio.run(["--lang", "en", "tiles", "--bbox", "-58.5,x,-58.3,-34.5", "--zoom", "7-7"])
        #expect(badBox.status == 1 && badBox.stderr.contains("--bbox") && badBox.stderr.contains("'x' is not a number"), "\(badBox.stderr)")
        let badCentre = try regio.run(["--lang", "en", "map", "--center", "-95,18", "--zoom", "6", "--out", "x.png"])
        #expect(badCentre.status == 1 && badCentre.stderr.contains("--center"), "\(badCentre.stderr)")
        let unknown = try regio.run(["--lang", "en", "map", "CZ-63", "--bogus", "--out", "x.png"])
        #expect(unknown.status == 1 && unknown.stderr.contains("Unknown option '--bogus'"), "\(unknown.stderr)")
        let czech = try regio.run(["--lang", "cs", "map", "CZ-63", "--bogus", "--out", "x.png"])
        #expect(czech.status == 1 && czech.stderr.contains("Neznámá volba '--bogus'"), "\(czech.stderr)")
        let czechBox = try regio.run(["--lang", "cs", "search", "--bbox", "-1,2,3"])
        #expect(czechBox.status == 1 && czechBox.stderr.contains("--bbox čeká") && !czechBox.stderr.contains("is invalid"), "\(czechBox.stderr)")
    }
}
