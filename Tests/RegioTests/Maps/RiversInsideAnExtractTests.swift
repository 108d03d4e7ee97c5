import RegioGeo
import RegioRender
import Testing
@testable import Regio

/// Inside an OpenStreetMap extract's extent the extract's waterways stand for
/// the base map's rivers: the base lines are cut there (``MapSceneBuilder/lines(_:outside:)``),
/// so a river is drawn and named once.
struct RiversInsideAnExtractTests {
    /// The square 9.5–9.6 °E, 47.1–47.2 °N.
    let extent = [MapWater(id: "extent", rings: [[[Coordinate(latitude: 47.1, longitude: 9.5), Coordinate(latitude: 47.1, longitude: 9.6),
                                                  Coordinate(latitude: 47.2, longitude: 9.6), Coordinate(latitude: 47.2, longitude: 9.5),
                                                  Coordinate(latitude: 47.1, longitude: 9.5)]]])]

    @Test func aLineThroughTheExtentKeepsItsPartsOutside() throws {
        let through = MapLine(id: "rhine", name: "Rhine", parts: [[Coordinate(latitude: 47.0, longitude: 9.55),
                                                                   Coordinate(latitude: 47.3, longitude: 9.55)]], importance: 0.8)
        let cut = try MapSceneBuilder.lines([through], outside: extent)
        #expect(cut.count == 1 && cut[0].name == "Rhine" && cut[0].importance == 0.8)
        let latitudes = cut[0].parts.map { $0.map(\.latitude).sorted() }.sorted { $0[0] < $1[0] }
        #expect(latitudes.count == 2, "\(cut[0].parts)")
        #expect(abs(latitudes[0][0] - 47.0) < 1e-9 && abs(latitudes[0].last! - 47.1) < 1e-9)
        #expect(abs(latitudes[1][0] - 47.2) < 1e-9 && abs(latitudes[1].last! - 47.3) < 1e-9)
    }

    @Test func aLineInsideIsDroppedAndOneOutsideKept() throws {
        let inside = MapLine(id: "in", parts: [[Coordinate(latitude: 47.12, longitude: 9.52), Coordinate(latitude: 47.18, longitude: 9.58)]])
        let outside = MapLine(id: "out", parts: [[Coordinate(latitude: 48, longitude: 10), Coordinate(latitude: 48.1, longitude: 10.1)]])
        #expect(try MapSceneBuilder.lines([inside, outside], outside: extent).map(\.id) == ["out"])
        #expect(try MapSceneBuilder.lines([inside, outside], outside: []).map(\.id) == ["in", "out"])
    }
}
