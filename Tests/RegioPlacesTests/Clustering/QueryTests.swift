import Foundation
import Testing
import RegioGeo
@testable import RegioPlaces

/// Queries by box and by tile, filters, and what results look like.
@Suite struct QueryTests {
    static let inputs = ClusterTestData.mixed(count: 900, seed: 61, world: true)
    static let index = try! ClusterIndex(inputs)
    static let reference = ReferenceClustering(inputs, options: ClusterOptions())

    @Test func boxQueriesReturnTheReferenceItemsInTheBox() throws {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<400 {
            let zoom = Int.random(in: 0...24, using: &rng)
            var w = Double.random(in: -180...180, using: &rng), e = Double.random(in: -180...180, using: &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 { (w, e) = (max(w, e), min(w, e)) }   // across the antimeridian
            let s = Double.random(in: -90...90, using: &rng), n = Double.random(in: s...90, using: &rng)
            let box = BoundingBox(west: w, south: s, east: e, north: n)
            let nw = WebMercator.project(Coordinate(latitude: n, longitude: w))
            let se = WebMercator.project(Coordinate(latitude: s, longitude: e))
            // x = 0 (where the index keeps ±180°) is also x = 1.
            let expected = Set(Self.reference.items(atZoom: Double(zoom)).filter { item in
                guard item.y >= nw.y && item.y <= se.y else { return false }
                let east = box.crossesAntimeridian ? se.x + 1 : se.x
                return [item.x, item.x + 1].contains { x in x >= nw.x && x <= east }
            }.map(\.id))
            let found = try Self.index.clusters(in: box, zoom: zoom).map(\.id)
            #expect(Set(found) == expected && found.count == expected.count)
        }
    }

    @Test func boxesEndingAtTheAntimeridianTakePlacesAtPlusOrMinus180() throws {
        let index = try ClusterIndex([
            ClusterInput(id: "e", name: "E", coordinate: Coordinate(latitude: 10, longitude: 180)),
            ClusterInput(id: "w", name: "W", coordinate: Coordinate(latitude: 20, longitude: -180)),
        ])
        for box in [BoundingBox(west: 170, south: 0, east: 180, north: 30), BoundingBox(west: -180, south: 0, east: -170, north: 30),
                    BoundingBox(west: 170, south: 0, east: -170, north: 30)] {
            #expect(try index.clusters(in: box, zoom: 17).map(\.count).reduce(0, +) == 2, "\(box)")
        }
        #expect(try index.clusters(in: BoundingBox(west: 0, south: 0, east: 170, north: 30), zoom: 17).isEmpty)
        // Each place lies on the edge of the first and of the last tile of its row.
        let rows = [10.0, 20].map { TileID(containing: Coordinate(latitude: $0, longitude: 0), zoom: 9).y }
        for x in [0, 511] {
            for y in rows { #expect(try index.clusters(tile: TileID(z: 9, x: x, y: y), bufferPixels: 0).count == 1, "9/\(x)/\(y)") }
        }
    }

    @Test func tileQueriesReturnTheTileAndItsBufferWrappedAtTheAntimeridian() throws {
        var rng = SeededRandom(seed: 4)
        for _ in 0..<300 {
            let z = Int.random(in: 0...18, using: &rng)
            let n = 1 << z
            let x = [0, n - 1, Int.random(in: 0..<n, using: &rng)].randomElement(using: &rng)!
            let tile = try TileID(z: z, x: x, y: Int.random(in: 0..<n, using: &rng))
            let buffer: Double = [0, 64, 256].randomElement(using: &rng)!
            let b = tile.worldBounds, pad = buffer / 512 / Double(n)
            let expected = Set(Self.reference.items(atZoom: Double(z)).filter { item in
                guard item.y >= b.minY - pad && item.y <= b.maxY + pad else { return false }
                return [0.0, -1, 1].contains { k in item.x + k >= b.minX - pad && item.x + k <= b.maxX + pad }
            }.map(\.id))
            let found = try Self.index.clusters(tile: tile, bufferPixels: buffer).map(\.id)
            #expect(Set(found) == expected && found.count == expected.count, "tile \(tile) buffer \(buffer)")
        }
        // The world tile holds every place.
        #expect(try Self.index.clusters(tile: TileID(z: 0, x: 0, y: 0)).map(\.count).reduce(0, +) == Self.inputs.count)
    }

    @Test func filtersKeepCategoriesOrFavouritesAndAreCached() throws {
        let castles = Self.index.filtered(ClusterFilter(categories: [.castle]))
        let castleRows = Self.inputs.indices.filter { Self.inputs[$0].category == .castle }
        #expect(castles.placeCount == castleRows.count)
        #expect(castles === Self.index.filtered(ClusterFilter(categories: [.castle])))
        #expect(Self.index.filtered(ClusterFilter()) === Self.index)
        for zoom in [0, 5, 12, 17] {
            let items = castles.allItems(atZoom: zoom)
            #expect(items.allSatisfy { $0.categoryCounts.map(\.category) == [.castle] })
            // Ids keep the input numbers of the whole index.
            let leaves = try items.flatMap { try castles.members($0.id) }
            #expect(leaves.sorted() == castleRows)
        }
        let favourites: Set<String> = Set(Self.inputs.prefix(40).map(\.id) + ["not-a-place"])
        let mine = Self.index.filtered(ClusterFilter(favourites: favourites))
        #expect(mine.placeCount == 40)
        #expect(try mine.leaves(of: .place(7)).first?.placeID == Self.inputs[7].id)
        #expect(throws: ClusterError.unknownCluster(.place(700))) { try mine.item(.place(700)) }
        let both = mine.filtered(ClusterFilter(categories: [.town]))
        #expect(both.placeCount == Self.inputs.prefix(40).filter { $0.category == .town }.count)
        #expect(both.filter.favourites == favourites && both.filter.categories == [.town])
        // The filtered index clusters its places by the same rule.
        try ReferenceEquivalenceTests.compare(castleRows.map { Self.inputs[$0] }, ClusterOptions())
    }

    @Test func theFilterCacheIsSafeFromManyThreads() async throws {
        let index = try ClusterIndex(ClusterTestData.mixed(count: 400, seed: 2))
        let filters = PlaceCategory.all.map { ClusterFilter(categories: [$0]) }
        let counts = await withTaskGroup(of: (Int, Int).self) { group in
            for i in 0..<64 {
                group.addTask { (i % filters.count, index.filtered(filters[i % filters.count]).placeCount) }
            }
            var out: [(Int, Int)] = []
            for await c in group { out.append(c) }
            return out
        }
        for (f, count) in counts { #expect(count == index.filtered(filters[f]).placeCount) }
        #expect(index.filterCache.count == filters.count)
    }

    @Test func aDetailShowsOnePageOfPlacesAndWhereTheClusterSplits() throws {
        let item = try #require(Self.index.allItems(atZoom: 4).filter(\.isCluster).max { $0.count < $1.count })
        let page = try Self.index.detail(of: item.id, limit: 5, offset: 3)
        #expect(page.item == item && page.total == item.count && page.leaves.count == min(5, item.count - 3))
        #expect(page.leaves.map(\.id) == (try Self.index.leaves(of: item.id, limit: 8)).dropFirst(3).map(\.id))
        #expect(page.expansionZoom == item.id.zoom! + 1 && page.children.count >= 2)
        #expect(page.description.contains("splits at zoom \(page.expansionZoom!)") && page.description.contains("places 4–"))
        let decoded = try JSONDecoder().decode(ClusterDetail.self, from: JSONEncoder().encode(page))
        #expect(decoded == page)
        let single = try Self.index.detail(of: .place(0))
        #expect(single.expansionZoom == nil && single.children.isEmpty && single.leaves.map(\.id) == [.place(0)])
        #expect(try Self.index.detail(of: item.id, offset: item.count).leaves.isEmpty)
    }

    @Test func itemsPrintInOneLineAndEncodeToJSON() throws {
        let item = try #require(Self.index.allItems(atZoom: 3).first { $0.isCluster })
        #expect(item.description.hasPrefix("\(item.id)  \(item.count) places  "))
        #expect(!item.description.contains("\n"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(item), as: UTF8.self)
        #expect(json.contains("\"id\":\"\(item.id)\"") && json.contains("\"categoryCounts\":[{\"category\":"))
        #expect(try JSONDecoder().decode(ClusterItem.self, from: Data(json.utf8)) == item)
        let single = try Self.index.item(.place(3))
        let singleJSON = String(decoding: try encoder.encode(single), as: UTF8.self)
        #expect(singleJSON.contains("\"placeID\":\"\(Self.inputs[3].id)\"") && !singleJSON.contains("expansionZoom"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ClusterID.self, from: Data("\"q1\"".utf8)) }
    }
}

extension PlaceCategory {
    static let all: [PlaceCategory] = ClusterTestData.categories
}
