import Foundation
import Testing
import RegioGeo
@testable import RegioPlaces

/// Bad input is rejected with an error that says what and where — never a hang or a crash.
@Suite struct ValidationTests {
    static let place = ClusterInput(id: "ok", name: "OK", coordinate: Coordinate(latitude: 50, longitude: 14))

    @Test(arguments: [
        (Double.nan, 14.0), (50, .nan), (.infinity, 14), (50, -.infinity), (90.000001, 14), (50, 180.5), (-1e300, 0),
    ])
    func coordinatesThatAreNotFiniteOrInRangeAreRejected(lat: Double, lon: Double) {
        let bad = ClusterInput(id: "bad:7", name: "Bad", coordinate: Coordinate(latitude: lat, longitude: lon))
        #expect {
            try ClusterIndex([Self.place, Self.place, bad])
        } throws: { error in
            guard case ClusterError.invalidInput(let index, let id, let reason) = error else { return false }
            return index == 2 && id == "bad:7" && reason.contains("latitude") && "\(error)".contains("place #2 (bad:7)")
        }
    }

    @Test func importanceMustBeFinite() {
        var bad = Self.place
        bad.importance = .nan
        #expect(throws: ClusterError.self) { try ClusterIndex([bad]) }
        bad.importance = -.infinity
        #expect(throws: ClusterError.self) { try ClusterIndex([bad]) }
    }

    @Test(arguments: [
        ClusterOptions(minZoom: -1), ClusterOptions(maxZoom: 25), ClusterOptions(minZoom: 10, maxZoom: 9),
        ClusterOptions(radius: 0), ClusterOptions(radius: -4), ClusterOptions(radius: .nan), ClusterOptions(radius: .infinity),
        ClusterOptions(radius: 600, extent: 512), ClusterOptions(extent: 0), ClusterOptions(extent: .nan),
        ClusterOptions(extent: 1e9), ClusterOptions(minPoints: 1), ClusterOptions(minPoints: -3), ClusterOptions(minPoints: 2_000_000),
    ])
    func optionsOutOfRangeAreRejected(options: ClusterOptions) {
        #expect {
            try ClusterIndex([Self.place], options: options)
        } throws: { error in
            guard case ClusterError.invalidOptions(let message) = error else { return false }
            return !message.isEmpty
        }
    }

    @Test func theExtremesOfTheOptionsWork() throws {
        let inputs = ClusterTestData.mixed(count: 300, seed: 4)
        try ReferenceEquivalenceTests.compare(inputs, ClusterOptions(minZoom: 0, maxZoom: 24, radius: 1, extent: 65_536))
        try ReferenceEquivalenceTests.compare(inputs, ClusterOptions(minZoom: 24, maxZoom: 24, radius: 512, extent: 512, minPoints: 50))
        try ReferenceEquivalenceTests.compare(inputs, ClusterOptions(minZoom: 0, maxZoom: 0, radius: 512, extent: 512))
    }

    @Test func viewportsWithBadValuesAreRejectedBeforeAnyQuery() {
        let c = Coordinate(latitude: 50, longitude: 14)
        #expect(throws: GeoError.self) { try Viewport(center: c, zoom: .nan, width: 10, height: 10) }
        #expect(throws: GeoError.self) { try Viewport(center: c, zoom: 24.5, width: 10, height: 10) }
        #expect(throws: GeoError.self) { try Viewport(center: c, zoom: -0.1, width: 10, height: 10) }
        #expect(throws: GeoError.self) { try Viewport(center: c, zoom: 3, width: 0, height: 10) }
        #expect(throws: GeoError.self) { try Viewport(center: c, zoom: 3, width: 10, height: -1) }
        #expect(throws: GeoError.self) { try Viewport(center: c, zoom: 3, width: .infinity, height: 10) }
        #expect(throws: GeoError.self) { try Viewport(center: c, zoom: 3, width: 10, height: 10, bearing: .nan) }
        #expect(throws: GeoError.self) { try Viewport(center: c, zoom: 3, width: 10, height: 10, bearing: -.infinity) }
        #expect(throws: GeoError.self) { try Viewport(center: Coordinate(latitude: .nan, longitude: 0), zoom: 3, width: 10, height: 10) }
    }

    @Test func anyFiniteBearingIsNormalised() throws {
        let index = try ClusterIndex(ClusterTestData.mixed(count: 200, seed: 9))
        let c = ClusterTestData.mixed(count: 200, seed: 9)[5].coordinate
        let base = Set(index.clusters(in: try Viewport(center: c, zoom: 9, width: 800, height: 600, bearing: 30)).map(\.id))
        for bearing in [390.0, -330, 30 + 360 * 1e6, -1e9 * 360 + 30] {
            let v = try Viewport(center: c, zoom: 9, width: 800, height: 600, bearing: bearing)
            #expect((0..<360).contains(v.bearing))
            if abs(bearing) < 1e9 { #expect(Set(index.clusters(in: v).map(\.id)) == base, "bearing \(bearing)") }
        }
    }

    @Test func boxAndTileQueriesRejectBadArguments() throws {
        let index = try ClusterIndex([Self.place])
        let world = BoundingBox(west: -180, south: -90, east: 180, north: 90)
        #expect(throws: GeoError.invalidZoom(25)) { try index.clusters(in: world, zoom: 25) }
        #expect(throws: GeoError.invalidZoom(-1)) { try index.clusters(in: world, zoom: -1) }
        #expect(throws: GeoError.self) { try index.clusters(in: BoundingBox(west: .nan, south: 0, east: 1, north: 1), zoom: 3) }
        #expect(throws: GeoError.self) { try index.clusters(in: BoundingBox(west: 0, south: 10, east: 1, north: 5), zoom: 3) }
        #expect(throws: GeoError.self) { try index.clusters(in: BoundingBox(west: 0, south: -91, east: 1, north: 5), zoom: 3) }
        var tile = try TileID(z: 3, x: 1, y: 1)
        tile.x = 9
        #expect(throws: GeoError.self) { try index.clusters(tile: tile) }
        tile = try TileID(z: 3, x: 1, y: 1)
        tile.z = 30
        #expect(throws: GeoError.self) { try index.clusters(tile: tile) }
        for buffer in [-1.0, .nan, .infinity, 513] {
            #expect(throws: ClusterError.self) { try index.clusters(tile: TileID(z: 3, x: 1, y: 1), bufferPixels: buffer) }
        }
    }

    @Test func idsParseFromWhatUsersTypeAndUnknownOnesAreReported() throws {
        #expect(try ClusterID(parsing: "c7-123") == .cluster(zoom: 7, leaf: 123))
        #expect(try ClusterID(parsing: " C0-0 ") == .cluster(zoom: 0, leaf: 0))
        #expect(try ClusterID(parsing: "p42") == .place(42))
        for bad in ["", "c", "c7", "c7-", "c-1", "c25-1", "c7-1-2", "p", "p-1", "x7-1", "c7-12345678901", "p1.5", "c7–1", "p١٢"] {
            #expect(throws: ClusterError.invalidClusterID(bad)) { try ClusterID(parsing: bad) }
        }
        #expect(ClusterID.cluster(zoom: 7, leaf: 123).description == "c7-123")
        #expect(ClusterID(ClusterID.place(9).description) == .place(9))
        let index = try ClusterIndex([Self.place, Self.place])
        #expect(throws: ClusterError.unknownCluster(.cluster(zoom: 3, leaf: 0))) { try index.item(.cluster(zoom: 3, leaf: 0)) }
        #expect(throws: ClusterError.unknownCluster(.place(2))) { try index.leaves(of: .place(2)) }
        #expect(throws: ClusterError.unknownCluster(.cluster(zoom: 16, leaf: 1))) { try index.children(of: .cluster(zoom: 16, leaf: 1)) }
        #expect(try index.item(.cluster(zoom: 16, leaf: 0)).count == 2)
        for odd in [ClusterID.cluster(zoom: -1, leaf: 0), .cluster(zoom: 99, leaf: 0), .cluster(zoom: 3, leaf: -5), .place(-1), .place(Int.max)] {
            #expect(throws: ClusterError.unknownCluster(odd)) { try index.item(odd) }
        }
        #expect(throws: ClusterError.self) { try index.leaves(of: .cluster(zoom: 16, leaf: 0), limit: -1) }
        #expect(throws: ClusterError.self) { try index.leaves(of: .cluster(zoom: 16, leaf: 0), offset: -1) }
        #expect(try index.leaves(of: .cluster(zoom: 16, leaf: 0), limit: 0).isEmpty)
        #expect(try index.leaves(of: .cluster(zoom: 16, leaf: 0), offset: 5).isEmpty)
        #expect(ClusterError.unknownCluster(.place(2)).description.contains("p2"))
    }
}
