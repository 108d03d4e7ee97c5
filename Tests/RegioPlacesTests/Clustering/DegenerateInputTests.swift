import Foundation
import Testing
import RegioGeo
@testable import RegioPlaces

/// Inputs that broke clustering elsewhere: they must finish fast and stay correct.
@Suite struct DegenerateInputTests {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    @Test func aHundredThousandIdenticalPlacesFinishFast() throws {
        let inputs = (0..<100_000).map {
            ClusterInput(id: "same:\($0)", name: "Same \($0)", coordinate: Coordinate(latitude: 50, longitude: 14),
                         category: $0 % 3 == 0 ? .castle : .town, importance: Double($0 % 7))
        }
        var index: ClusterIndex!
        let build = try Self.seconds { index = try ClusterIndex(inputs) }
        #expect(build < 20, "building took \(build) s")
        for zoom in 0...16 {
            let items = index.allItems(atZoom: zoom)
            #expect(items.count == 1 && items[0].count == 100_000)
            #expect(items[0].id == .cluster(zoom: 16, leaf: 0))
        }
        let top = index.allItems(atZoom: 0)[0]
        #expect(top.label == "Same 6" && top.categoryCounts[.castle] == 33_334 && top.categoryCounts[.town] == 66_666)
        #expect(try index.expansionZoom(of: top.id) == 17)
        #expect(try index.children(of: top.id).count == 100_000)
        let lastPage = try index.leaves(of: top.id, limit: 10, offset: 99_995)
        #expect(lastPage.count == 5)
        // Deeper than maxZoom every place shows on its own, even when they coincide.
        let view = try Viewport(center: Coordinate(latitude: 50, longitude: 14), zoom: 24, width: 100, height: 100, bearing: 123)
        let query = Self.seconds { #expect(index.count(in: view) == 100_000) }
        #expect(query < 5)
    }

    @Test func placesExactlyOnGridLinesMatchTheReference() throws {
        // World coordinates at multiples of 2^-k for the cell sizes the index uses.
        var inputs: [ClusterInput] = []
        for k in [3, 8, 12, 15, 19] {
            let step = pow(2.0, -Double(k))
            for i in -3...3 {
                for j in -3...3 {
                    let p = WorldPoint(x: 0.5 + Double(i) * step, y: 0.375 + Double(j) * step)
                    inputs.append(ClusterInput(id: "g\(inputs.count)", name: "G", coordinate: WebMercator.unproject(p)))
                }
            }
        }
        try ReferenceEquivalenceTests.compare(inputs, ClusterOptions())
        try ReferenceEquivalenceTests.compare(inputs, ClusterOptions(radius: 64, extent: 512))   // radius = one cell
    }

    @Test func theAntimeridianIsOneMeridian() throws {
        let inputs = [
            ClusterInput(id: "east", name: "East", coordinate: Coordinate(latitude: -17, longitude: 180)),
            ClusterInput(id: "west", name: "West", coordinate: Coordinate(latitude: -17, longitude: -180)),
            ClusterInput(id: "near", name: "Near", coordinate: Coordinate(latitude: -17.001, longitude: -179.999)),
        ]
        let index = try ClusterIndex(inputs)
        // ±180° coincide; the third is 150 m away: apart at zoom 16 (40 px ≈ 45 m), together at 14 (≈ 180 m).
        #expect(index.allItems(atZoom: 16).map(\.count).sorted() == [1, 2])
        #expect(index.allItems(atZoom: 14).map(\.count) == [3])
        try ReferenceEquivalenceTests.compare(inputs, ClusterOptions())
        for lon in [180.0, -180, 179.9999, -179.9999] {
            for zoom in [14.5, 16.2] {
                let v = try Viewport(center: Coordinate(latitude: -17, longitude: lon), zoom: zoom, width: 900, height: 900, bearing: 45)
                #expect(index.clusters(in: v).map(\.count).reduce(0, +) == 3, "centre \(lon), zoom \(zoom)")
            }
        }
        // A single place keeps the longitude it was given.
        #expect(try index.item(.place(0)).center.longitude == 180)
    }

    @Test func placesAtAndBeyondTheMercatorLimit() throws {
        let lats = [85.0511, -85.0511, WebMercator.maxLatitude, -WebMercator.maxLatitude, 89.9, -90, 90]
        let inputs = lats.enumerated().map { i, lat in
            ClusterInput(id: "pole\(i)", name: "P\(i)", coordinate: Coordinate(latitude: lat, longitude: Double(i) * 0.001))
        }
        try ReferenceEquivalenceTests.compare(inputs, ClusterOptions())
        let index = try ClusterIndex(inputs)
        let north = try Viewport(center: Coordinate(latitude: 90, longitude: 0), zoom: 12, width: 1024, height: 768, bearing: 200)
        #expect(index.clusters(in: north).map(\.count).reduce(0, +) == 4)
        let south = try Viewport(center: Coordinate(latitude: -89, longitude: 0), zoom: 3, width: 1024, height: 768)
        #expect(index.clusters(in: south).map(\.count).reduce(0, +) == 3)
    }

    @Test func onePlaceAndNoPlaces() throws {
        let one = try ClusterIndex([ClusterInput(id: "only", name: "Only", coordinate: Coordinate(latitude: 1, longitude: 2))])
        for zoom in one.levels { #expect(one.allItems(atZoom: zoom).map(\.id) == [.place(0)]) }
        let v = try Viewport(center: Coordinate(latitude: 1, longitude: 2), zoom: 5, width: 10, height: 10)
        #expect(one.clusters(in: v).map(\.placeID) == ["only"])
        #expect(try one.leaves(of: .place(0)).map(\.placeID) == ["only"])
        #expect(try one.children(of: .place(0)).isEmpty)
        #expect(throws: ClusterError.notACluster(.place(0))) { try one.expansionZoom(of: .place(0)) }

        let none = try ClusterIndex([])
        #expect(none.placeCount == 0 && none.clusters(in: v).isEmpty)
        #expect(try none.clusters(in: BoundingBox(west: -180, south: -90, east: 180, north: 90), zoom: 3).isEmpty)
        #expect(try none.clusters(tile: TileID(z: 0, x: 0, y: 0)).isEmpty)
        #expect(throws: ClusterError.unknownCluster(.place(0))) { try none.item(.place(0)) }
    }
}
