import Testing
@testable import RegioGeo

@Suite struct WebMercatorTests {
    @Test func projectsAndUnprojects() {
        let c = Coordinate(latitude: 50.0875, longitude: 14.4213)
        let back = WebMercator.unproject(WebMercator.project(c))
        #expect(abs(back.latitude - c.latitude) < 1e-9)
        #expect(abs(back.longitude - c.longitude) < 1e-9)
    }

    @Test func clampsAtTheMercatorLimit() {
        #expect(abs(WebMercator.project(Coordinate(latitude: 89, longitude: 0)).y) < 1e-12)
        #expect(abs(WebMercator.project(Coordinate(latitude: -89, longitude: 0)).y - 1) < 1e-12)
        #expect(abs(WebMercator.project(Coordinate(latitude: WebMercator.maxLatitude, longitude: 0)).y) < 1e-12)
    }

    @Test func tmsRowsAreFlipped() throws {
        let t = try TileID(z: 3, x: 1, y: 2)
        #expect(t.tmsY == 5)
        #expect(try TileID(z: 3, x: 1, tmsY: 5) == t)
        #expect(throws: GeoError.self) { try TileID(z: 3, x: 8, y: 0) }
    }

    @Test func groundResolutionAtEquatorAndPrague() {
        // 156 543.03 m/px at zoom 0 for 256-px tiles on the equator.
        #expect(abs(WebMercator.groundResolution(latitude: 0, zoom: 0) - 156_543.034) < 0.01)
        let prague = WebMercator.groundResolution(latitude: 50, zoom: 0)
        #expect(abs(prague - 156_543.034 * 0.642_787_6) < 0.1)
    }

    @Test func rotatedViewportContainsItsCentreButNotFarPoints() throws {
        let v = try Viewport(center: Coordinate(latitude: 49.8, longitude: 15.5), zoom: 7, width: 1024, height: 768, bearing: 405)
        #expect(v.bearing == 45)
        #expect(v.contains(v.centerPoint))
        #expect(!v.contains(WebMercator.project(Coordinate(latitude: 40, longitude: 15.5))))
        #expect(throws: GeoError.self) { try Viewport(center: v.center, zoom: .nan, width: 10, height: 10) }
        #expect(throws: GeoError.self) { try Viewport(center: v.center, zoom: 3, width: -10, height: 10) }
        #expect(throws: GeoError.self) { try Viewport(center: v.center, zoom: 3, width: 10, height: 10, bearing: .infinity) }
    }

    @Test func viewportAcrossTheAntimeridianSplitsIntoTwoBoxes() throws {
        let v = try Viewport(center: Coordinate(latitude: 0, longitude: 179.9), zoom: 5, width: 512, height: 512)
        #expect(v.worldBoxes.count == 2)
        #expect(v.contains(WebMercator.project(Coordinate(latitude: 0, longitude: -179.9))))
    }
}
