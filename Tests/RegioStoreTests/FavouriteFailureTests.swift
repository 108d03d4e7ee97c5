import Foundation
import GRDB
import RegioGeo
import Testing
@testable import RegioStore

/// Issue 29: favourites' failures that used to vanish (damaged tags read as
/// none, an export that failed written as an empty file, a region lookup
/// that failed imported as no region) now say what went wrong.
@Suite struct FavouriteFailureTests {
    static let brno = Favourite(placeID: "geonames:3078610", name: "Brno", coordinate: Coordinate(latitude: 49.19522, longitude: 16.60796),
                                category: .town, tags: ["trip"])

    @Test func damagedTagsAreAnErrorNamingTheFavourite() throws {
        let store = try Store(path: temporaryStorePath())
        _ = try store.favourites.save(Self.brno)
        try store.database.write { try $0.execute(sql: "UPDATE favourite SET tags = 'trip, kids'") }
        #expect {
            try store.favourites.list()
        } throws: { error in
            let text = "\(error)"
            return text.contains("geonames:3078610 has damaged tags") && text.contains("fav remove geonames:3078610")
        }
    }

    @Test func aGeoJSONExportThatCannotBeEncodedThrowsInsteadOfAnEmptyFile() throws {
        var broken = Self.brno
        broken.latitude = .nan
        #expect(throws: EncodingError.self) { try FavouriteExport.text([broken], format: .geojson) }
        #expect(try FavouriteExport.text([Self.brno], format: .geojson).contains("\"Brno\""))
    }

    struct LookupFailed: Error, CustomStringConvertible { var description: String { "GEOS: TopologyException" } }

    @Test func aFailedRegionLookupIsAWarning() throws {
        let store = try Store(path: temporaryStorePath())
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fav-\(UUID().uuidString).gpx").path
        var plain = Self.brno
        plain.regionID = nil
        try FavouriteExport.gpx([plain]).write(toFile: path, atomically: true, encoding: .utf8)
        let result = try FavouriteImport.importFile(path, into: store.favourites, regionOf: { _ in throw LookupFailed() })
        #expect(result.added == 1)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.contains("1 point (first \"Brno\") got no region: the region lookup failed (GEOS: TopologyException)") == true)
        let found = try FavouriteImport.importFile(path, into: store.favourites, regionOf: { _ in "CZ-64" })
        #expect(found.warnings.isEmpty)
        #expect(try store.favourites.favourite(placeID: Self.brno.placeID)?.regionID == "CZ-64")
    }
}
