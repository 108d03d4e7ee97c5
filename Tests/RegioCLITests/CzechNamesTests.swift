import Foundation
import Testing

/// The Czech CLI and REPL name places as the engine's one rule does (Praha,
/// Plzeň; GeoNames says Prague, Pilsen) and write numbers the Czech way
/// (1 165 581, a no-break space between the groups), in every output.
@Suite struct CzechNamesTests {
    /// A number grouped the Czech way: digits, a no-break space, three digits.
    static let czechGrouping = "\\d\u{00A0}\\d{3}"
    static let englishGrouping = #"\d,\d{3}"#

    @Test func regionListsItsLargestTownsByTheirCzechNames() throws {
        let regio = try RegioProcess()
        let praha = try regio.run(["--lang", "cs", "region", "praha"])
        #expect(praha.status == 0, "\(praha.stderr)")
        let largest = try #require(praha.stdout.split(separator: "\n").first { $0.contains("největší") }.map(String.init))
        #expect(largest.contains("Praha (") && !largest.contains("Prague"), "\(largest)")
        #expect(largest.range(of: Self.czechGrouping, options: .regularExpression) != nil, "\(largest)")
        #expect(largest.range(of: Self.englishGrouping, options: .regularExpression) == nil, "\(largest)")
        let plzen = try regio.run(["--lang", "cs", "region", "plzensky"])
        #expect(plzen.stdout.contains("Plzeň (") && !plzen.stdout.contains("Pilsen"), "\(plzen.stdout)")
        // English keeps GeoNames' names and English digit grouping.
        let english = try regio.run(["--lang", "en", "region", "praha"])
        #expect(english.stdout.contains("Prague (") && english.stdout.range(of: Self.englishGrouping, options: .regularExpression) != nil)
    }

    @Test func aGeneratedQuizAsksAboutPrahaInCzech() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["--lang", "cs", "quiz", "generate", "praha"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("„Praha“") && !r.stdout.contains("Prague"), "\(r.stdout)")
        #expect(r.stdout.range(of: Self.englishGrouping, options: .regularExpression) == nil, "\(r.stdout)")
    }

    @Test func favouritesAreExportedAndListedUnderTheirCzechNames() throws {
        let regio = try RegioProcess()
        #expect(try regio.run(["fav", "add", "geonames:3067696"]).status == 0)
        let czech = try regio.run(["--lang", "cs", "fav", "export", "--format", "gpx"])
        #expect(czech.status == 0 && czech.stdout.contains("<name>Praha</name>") && !czech.stdout.contains("Prague"), "\(czech.stdout)")
        let english = try regio.run(["--lang", "en", "fav", "export", "--format", "gpx"])
        #expect(english.stdout.contains("<name>Prague</name>"))
        let list = try regio.run(["--lang", "cs", "fav", "list"])
        #expect(list.stdout.contains("Praha") && list.stdout.contains("obec") && !list.stdout.contains("Town"), "\(list.stdout)")
        // The REPL says the same as the one-shot commands.
        let repl = try regio.run(["--lang", "cs"], input: "region praha\nfav export --format kml\n")
        #expect(repl.status == 0, "\(repl.stderr)")
        #expect(repl.stdout.contains("<name>Praha</name>") && !repl.stdout.contains("<name>Prague</name>"), "\(repl.stdout)")
        let largest = repl.stdout.split(separator: "\n").first { $0.contains("největší") } ?? ""
        #expect(largest.contains("Praha (") && !largest.contains("Prague"), "\(repl.stdout)")
    }
}
