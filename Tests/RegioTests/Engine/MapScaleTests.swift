import Foundation
import Testing
import Regio

/// `map … --scale 1:n`: a printed page at a fixed scale around what the map shows.
@Suite struct MapScaleTests {
    @Test func scalesAreReadAsPeopleWriteThem() throws {
        for text in ["1:15000", "1:15 000", "1:15,000", "15000", " 1:15000 "] {
            #expect(try UserInput.mapScale(text, parameter: "--scale") == 15_000, "\(text)")
        }
        for text in ["1:abc", "1:10", "0", "1:-5000", "1:1e9", "", "1:"] {
            #expect(throws: InputError.self, "\(text)") { try UserInput.mapScale(text, parameter: "--scale") }
        }
        let error = try #require(throws: InputError.self) { try UserInput.mapScale("1:10", parameter: "--scale") }
        #expect(error.message == "--scale must be a scale like 1:15000, from 1:500 to 1:50,000,000; got '1:10'")
    }

    @Test func aPageAtAScaleIsDrawnAtThatScale() throws {
        let t = TestEngine()
        defer { t.remove() }
        for (target, place, scale) in [("", "brno", 25_000.0), ("CZ-64", nil, 100_000), ("CZ-64", nil, 1_000_000)] {
            var request = MapRequest(target: target, file: t.path("m.png"), paper: .a4, dpi: 96, language: .en)
            request.place = place
            request.scale = scale
            let map = try t.engine.map(request)
            #expect(abs(map.scaleDenominator - scale) < scale * 1e-6, "\(target)\(place ?? ""): 1:\(map.scaleDenominator)")
        }
        // Brno at 1:25,000 on A4 shows Brno and not the region's other towns far away (Znojmo, Hodonín).
        var brno = MapRequest(target: "", file: t.path("b.png"), paper: .a4, dpi: 96, language: .en)
        brno.place = "brno"
        brno.scale = 25_000
        let fitted = try t.engine.map(MapRequest(target: "CZ-64", file: t.path("r.png"), paper: .a4, dpi: 96, language: .en))
        #expect(try t.engine.map(brno).inView.towns < fitted.inView.towns / 4)
    }

    @Test func aScaleWithAViewOrOutOfRangeIsAClearError() throws {
        let t = TestEngine()
        defer { t.remove() }
        var request = MapRequest(target: "", file: t.path("v.png"), language: .en)
        request.view = MapRequest.View(center: Coordinate(latitude: 49.2, longitude: 16.6), zoom: 10)
        request.scale = 25_000
        let error = try #require(throws: InputError.self) { try t.engine.map(request) }
        #expect(error.message.contains("scale") && error.message.contains("zoom"), "\(error.message)")
        var tooClose = MapRequest(target: "CZ-64", file: t.path("c.png"), language: .en)
        tooClose.scale = 100
        #expect(throws: InputError.self) { try t.engine.map(tooClose) }
        #expect(!FileManager.default.fileExists(atPath: t.path("v.png")) && !FileManager.default.fileExists(atPath: t.path("c.png")))
    }
}
