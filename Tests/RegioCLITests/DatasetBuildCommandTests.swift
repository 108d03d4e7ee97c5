import Foundation
import Testing

/// `regio dataset build`: errors a user can act on, and a built dataset that
/// `--data` opens with region names in its languages.
struct DatasetBuildCommandTests {
    @Test func anUnknownCountryCodeListsTheClosest() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["dataset", "build", "AUT", "--out", regio.home.appendingPathComponent("x").path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("'AUT' is not an ISO 3166-1 country code; closest: AT"), "\(r.stderr)")
        let none = try regio.run(["dataset", "build"])
        #expect(none.status != 0 && none.stderr.contains("--world"), "\(none.stderr)")
        let czech = try regio.run(["--lang", "cs", "dataset", "build", "AUT"])
        #expect(czech.status != 0 && czech.stderr.contains("'AUT' není kód země podle ISO 3166-1; nejbližší: AT"), "\(czech.stderr)")
    }

    @Test func missingInputsNameTheCommandThatFetchesThem() throws {
        let regio = try RegioProcess()
        let cache = regio.home.appendingPathComponent("empty-cache")
        let r = try regio.run(["dataset", "build", "AT"], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("scripts/fetch-natural-earth") && r.stderr.contains("--gpkg"), "\(r.stderr)")
        let given = try regio.run(["dataset", "build", "AT", "--gpkg", "/nonexistent/world.gpkg"])
        #expect(given.status != 0 && given.stderr.contains("/nonexistent/world.gpkg"), "\(given.stderr)")
        #expect(!FileManager.default.fileExists(atPath: regio.home.appendingPathComponent("datasets/at").path))
    }

    static var inputs: [String]? {
        let env = ProcessInfo.processInfo.environment
        guard let gpkg = env["REGIO_WORLD_GPKG"], let geonames = env["REGIO_GEONAMES"],
              FileManager.default.fileExists(atPath: "/usr/share/iso-codes/json/iso_3166-2.json") else { return nil }
        return ["--gpkg", gpkg, "--geonames", geonames]
    }

    @Test(.enabled(if: inputs != nil, "REGIO_WORLD_GPKG and REGIO_GEONAMES are not set (scripts/test sets them)"))
    func buildsAustriaAndOpensItInAnyLanguage() throws {
        let regio = try RegioProcess()
        let out = regio.home.appendingPathComponent("at").path
        let build = try regio.run(["dataset", "build", "at", "--out", out, "--json"] + Self.inputs!, timeout: 300)
        #expect(build.status == 0, "\(build.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(build.stdout.utf8)) as? [String: Any])
        #expect(report["regions"] as? Int == 9 && report["regionsWithISOCodes"] as? Int == 9)
        #expect(!build.stderr.contains("building:"), "no progress line in a pipe")

        let de = try regio.run(["--data", out, "--lang", "de", "where", "48.2082", "16.3738"])
        #expect(de.status == 0 && de.stdout.contains("Wien (AT-9)"), "\(de.stdout)\(de.stderr)")
        let cs = try regio.run(["--data", out, "--lang", "cs", "where", "48.2082", "16.3738"])
        #expect(cs.stdout.contains("Vídeň (AT-9)"), "\(cs.stdout)")
        let ja = try regio.run(["--data", out, "--lang", "ja", "where", "47.2692", "11.4041"])
        #expect(ja.stdout.contains("ティロル (AT-7)"), "\(ja.stdout)")
        // A language with neither texts nor names: English, with a note.
        let unknown = try regio.run(["--data", out, "--lang", "tlh", "regions"])
        #expect(unknown.status == 0 && unknown.stderr.contains("Regio has no texts in 'tlh'"), "\(unknown.stderr)")
        #expect(unknown.stdout.contains("Vienna"), "\(unknown.stdout)")
        let bad = try regio.run(["--data", out, "--lang", "German", "regions"])
        #expect(bad.status != 0 && bad.stderr.contains("--lang must be a language code"), "\(bad.stderr)")

        // A map with German region labels; the report in Czech.
        let map = try regio.run(["--data", out, "--lang", "de", "map", "AT-2", "--out", "kaernten.png", "--paper", "600x400px", "--dpi", "96"])
        #expect(map.status == 0, "\(map.stderr)")
        let again = try regio.run(["--lang", "cs", "dataset", "build", "AT", "--out", out] + Self.inputs!, timeout: 300)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("9 regionů (9 s id podle ISO 3166-2)") && again.stdout.contains("Otevřete ji příkazem: regio --data"),
                "\(again.stdout)")
        #expect(!again.stdout.contains(" regions (") && !again.stdout.contains(" places (") && !again.stdout.contains("Open it"), "\(again.stdout)")
    }
}
