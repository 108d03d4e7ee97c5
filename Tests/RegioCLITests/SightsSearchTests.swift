import Foundation
import Testing

/// The embedded dataset's sights through the binary: a tourist's first
/// searches find them, and `place` says their facts in words, in each language.
@Suite struct SightsSearchTests {
    @Test(arguments: [
        (["karlstejn"], "wikidata:Q266698"),          // the castle, not the village nor the chateau of that name
        (["lednice", "zamek"], "wikidata:Q370990"),   // the chateau, not Žďár nad Sázavou
        (["zamek", "lednice"], "wikidata:Q370990"),
        (["konopiste"], "wikidata:Q744016"),
    ])
    func aSightIsFoundFirst(query: [String], id: String) throws {
        let regio = try RegioProcess()
        let r = try regio.run(["search"] + query + ["--json", "--limit", "3"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try PlacesTestSupport.ids(r.stdout).first == id, "\(query): \(r.stdout.prefix(600))")
    }

    /// The categories each word stands for (``CategoryKeywords``): "hrad" is a castle or a ruin, "zámek" a chateau or a castle-chateau.
    @Test(arguments: [("hrad", ["castle", "ruin"]), ("zamek", ["chateau", "castle"]), ("rozhledna", ["lookout-tower"]),
                      ("castle", ["castle", "chateau"]), ("zámek", ["chateau", "castle"]),
                      ("lookout tower", ["lookout-tower"])])
    func aCategoryWordFindsThatCategory(word: String, categories wanted: [String]) throws {
        let regio = try RegioProcess()
        let r = try regio.run(["--lang", "cs", "search", word, "--json", "--limit", "5"])
        #expect(r.status == 0, "\(r.stderr)")
        let categories = try PlacesTestSupport.array(r.stdout).compactMap { ($0["place"] as? [String: Any])?["category"] as? String }
        #expect(categories.count == 5, "\(word): \(r.stdout.prefix(400))")
        // All five, the first too: "hrad" also starts the name of Hradec Králové, but a whole
        // category word puts its category first (SearchRanking.categoryWordBonus).
        #expect(categories.allSatisfy(wanted.contains), "\(word): \(categories)")
    }

    @Test func placeSaysTheFactsInWordsInEachLanguageAndNeverTheUnescoFlag() throws {
        let regio = try RegioProcess()
        let en = try regio.run(["--lang", "en", "place", "wikidata:Q266698"])
        #expect(en.status == 0, "\(en.stderr)")
        #expect(en.stdout.contains("founded 1348 · national cultural monument"), "\(en.stdout)")
        let cs = try regio.run(["--lang", "cs", "place", "wikidata:Q266698"])
        #expect(cs.stdout.contains("založen 1348 · národní kulturní památka"), "\(cs.stdout)")
        #expect(cs.stdout.contains("hrad"), "the category in Czech: \(cs.stdout)")
        let json = try regio.run(["--lang", "en", "place", "wikidata:Q266698", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let facts = try PlacesTestSupport.object(json.stdout)["facts"] as? [String]
        #expect(facts == ["founded 1348", "national cultural monument"])
        for output in [en.stdout, cs.stdout, json.stdout] { #expect(!output.lowercased().contains("unesco"), "\(output)") }
        // The text says facts in words only; the JSON keeps the data (`attributes`) beside its `facts`.
        for output in [en.stdout, cs.stdout] {
            #expect(!output.contains("nkp") && !output.contains("true"), "\(output)")
            // No row named by a data key (`founded   1348`).
            #expect(!output.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("founded") }, "\(output)")
        }
        let search = try regio.run(["search", "karlstejn", "--json"])
        #expect(!search.stdout.lowercased().contains("unesco"))
    }
}
