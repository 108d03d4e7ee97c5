import Foundation
import Testing

/// `regio texts check`: the shipped catalogues are clean; an English catalogue
/// without a text the command line shows is named, and the command fails.
@Suite struct TextsCommandTests {
    @Test func theShippedCataloguesAreCleanAndAMissingCommandLineTextIsNamed() throws {
        let regio = try RegioProcess()
        let shipped = try regio.run(["texts", "check", "--json"])
        #expect(shipped.status == 0, "\(shipped.stderr)")
        let checks = try #require(try JSONSerialization.jsonObject(with: Data(shipped.stdout.utf8)) as? [[String: Any]])
        #expect(checks.count >= 4)
        #expect(checks.allSatisfy { ($0["problems"] as? [Any])?.isEmpty == true }, "\(shipped.stdout.prefix(2000))")

        // `singleCount` is a key only the command line uses (clusters' summary).
        let english = try String(contentsOf: RegioProcess.repository.appendingPathComponent("po/en.po"), encoding: .utf8)
        let entries = english.components(separatedBy: "\n\n")
        let damaged = entries.filter { !$0.contains("msgctxt \"singleCount\"") }
        #expect(damaged.count == entries.count - 1)
        let file = regio.home.appendingPathComponent("en.po")
        try damaged.joined(separator: "\n\n").write(to: file, atomically: true, encoding: .utf8)
        let check = try regio.run(["texts", "check", file.path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("\(file.path): singleCount: no English text for a key the code uses"), "\(check.stdout)")
    }
}
