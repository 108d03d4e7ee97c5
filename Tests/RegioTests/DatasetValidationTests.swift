import Foundation
import Testing
@testable import Regio

/// Every malformed fixture fails to load with an error naming the file and the place in it.
@Suite struct DatasetValidationTests {
    @Test func loadsTheValidFixture() throws {
        let d = try Dataset.load(from: TestPaths.dataset("valid"), displayPrefix: "valid")
        #expect(d.regions.map(\.id) == ["T-1", "T-2"])
        #expect(d.region(id: "T-1")?.neighbourIDs == ["T-2"])
        #expect(d.place(id: "places:1")?.regionID == "T-1")
        #expect(d.place(id: "places:2")?.regionID == "T-2")       // computed by point in polygon
        #expect(d.place(id: "places:3")?.regionID == "T-2")       // just outside: nearest region within tolerance
        #expect(d.region(containing: Coordinate(latitude: 50.5, longitude: 10.5))?.id == "T-1")
    }

    @Test(arguments: [
        ("latitude-out-of-range", "regions.geojson", "features[1].geometry.coordinates[0][2]", "91"),
        ("unclosed-ring", "regions.geojson", "features[1].geometry.coordinates[0]", "not closed"),
        ("self-intersecting-ring", "regions.geojson", "features[0].geometry", "invalid polygon"),
        ("duplicate-region-id", "regions.geojson", "features[1].properties.id", "duplicate region id 'T-1'"),
        ("unknown-region-id", "places.geojson", "features[1].properties.region", "unknown region id 'T-9'"),
        ("duplicate-place-id", "places.geojson", "features[1].properties.id", "duplicate place id"),
        ("wrong-json-type", "regions.geojson", "features[0].properties.name_cs", "expected a string"),
        ("invalid-utf8", "regions.geojson", "line ", "invalid UTF-8"),
        ("not-json", "regions.geojson", "", ""),
        ("point-not-a-number", "places.geojson", "features[1].geometry.coordinates", ""),
        ("population-not-a-count", "places.geojson", "features[1].properties.population", "got 1e+300"),
    ])
    func malformedFixtureFailsWithFileAndLocation(name: String, file: String, location: String, message: String) throws {
        let error = #expect(throws: DataError.self) {
            try Dataset.load(from: TestPaths.dataset(name), displayPrefix: name)
        }
        let e = try #require(error)
        #expect(e.file == "\(name)/\(file)", "\(e)")
        if !location.isEmpty { #expect((e.location ?? "").hasPrefix(location), "\(e)") }
        if !message.isEmpty { #expect(e.message.contains(message), "\(e)") }
    }

    @Test func aMissingFolderIsAClearError() {
        #expect(throws: DataError.self) { try Dataset.load(from: URL(fileURLWithPath: "/nonexistent/regio-data")) }
    }
}
