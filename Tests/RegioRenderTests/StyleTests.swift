import Foundation
import Testing
import RegioGeo
@testable import RegioRender

@Suite struct StyleTests {
    @Test func standardStyleRoundTripsThroughJSON() throws {
        let json = try MapStyle.standard.jsonData()
        #expect(try MapStyle(json: json) == MapStyle.standard)
    }

    @Test func aStyleFileOverridesOnlyWhatItNames() throws {
        let json = Data(##"{"background": "#102030", "highlighted": {"fill": "#ff000080"}, "places": {"categories": {"spring": {"shape": "circle", "fill": "#0000ff"}}}}"##.utf8)
        let style = try MapStyle(json: json, file: "mine.json")
        #expect(style.background == StyleColor(hex: "#102030"))
        #expect(style.highlighted.fill.alpha < 0.51 && style.highlighted.fill.alpha > 0.49)
        #expect(style.highlighted.stroke == MapStyle.standard.highlighted.stroke)
        #expect(style.symbol(forCategory: "spring").fill == StyleColor(hex: "#0000ff"))
        #expect(style.symbol(forCategory: "spring").radius == MapStyle.standard.places.defaultSymbol.radius)
        #expect(style.towns == MapStyle.standard.towns)
    }

    @Test func loadsFromAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("regio-style-\(UUID()).json")
        try Data(##"{"river": {"color": "#00ff00"}}"##.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try MapStyle.load(from: url).river.color == StyleColor(hex: "#00ff00"))
    }

    @Test func errorsNameTheFileAndThePath() throws {
        func error(_ json: String) -> DataError? {
            do { _ = try MapStyle(json: Data(json.utf8), file: "s.json"); return nil } catch { return error as? DataError }
        }
        let unknown = error(##"{"region": {"fil": "#ffffff"}}"##)
        #expect(unknown?.file == "s.json" && unknown?.location == "region.fil")
        #expect(unknown?.message.contains("fill") == true)
        let colour = error(##"{"region": {"fill": "white"}}"##)
        #expect(colour?.location == "region.fill")
        #expect(colour?.message.contains("#rrggbb") == true)
        let range = error(##"{"towns": {"classes": [{"minPopulation": 0, "radius": -3, "fontSize": 10, "bold": false, "minZoom": 0, "legend": "x"}]}}"##)
        #expect(range?.location == "towns.classes[0].radius")
        let missing = error(##"{"towns": {"classes": [{"minPopulation": 0}]}}"##)
        #expect(missing?.location == "towns.classes[0].radius" || missing?.location?.hasPrefix("towns.classes[0]") == true)
        #expect(error("[1, 2]")?.location == "(top level)")
        #expect(error("{not json")?.message.contains("not valid JSON") == true)
        #expect(throws: DataError.self) { try MapStyle.load(from: URL(fileURLWithPath: "/nonexistent/style.json")) }
    }

    @Test func colourParsing() {
        #expect(StyleColor(hex: "#ff8000")?.green == 128.0 / 255)
        #expect(StyleColor(hex: "#ff800080")?.alpha == 128.0 / 255)
        #expect(StyleColor(hex: "ff8000") == nil)
        #expect(StyleColor(hex: "#ff80") == nil)
        #expect(StyleColor(hex: "#gg8000") == nil)
        #expect(StyleColor(hex: "#1f6fb2")?.description == "#1f6fb2")
    }

    @Test func dejaVuSansHasEveryCzechLetter() {
        let fonts = FontLibrary.named(MapStyle.standard.fontFamily)
        let czech = "řůěščžýáíéúňťďó ŘŮĚŠČŽÝÁÍÉÚŇŤĎÓ"
        #expect(fonts.missingCharacters(in: czech).isEmpty)
        // The check itself can fail: a CJK character is not in DejaVu Sans.
        #expect(fonts.missingCharacters(in: "ř中") == ["中"])
    }
}
