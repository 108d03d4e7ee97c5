import Foundation
import Testing
import RegioGeo
@testable import RegioPlaces

/// The hierarchy: clusters are unions of their children one zoom deeper, every
/// level holds every place exactly once, and ids repeat from one build to the next.
@Suite struct HierarchyTests {
    @Test(arguments: [(1_500, 31), (900, 32)])
    func everyClusterIsTheUnionOfItsChildrenOneZoomDeeper(count: Int, seed: Int) throws {
        let options = ClusterTestData.options(seed: UInt64(seed))
        let index = try ClusterIndex(ClusterTestData.mixed(count: count, seed: UInt64(seed)), options: options)
        var clusters = 0
        for zoom in options.minZoom...options.maxZoom {
            let deeper = Set(index.allItems(atZoom: zoom + 1).map(\.id))
            for item in index.allItems(atZoom: zoom) where item.isCluster {
                clusters += 1
                let children = try index.children(of: item.id)
                #expect(children.count >= 2)
                let expansion = try index.expansionZoom(of: item.id)
                #expect(expansion == item.id.zoom! + 1 && expansion > zoom)
                // The children are items of the level where the cluster splits…
                let atExpansion = Set(index.allItems(atZoom: expansion).map(\.id))
                #expect(children.allSatisfy { atExpansion.contains($0.id) })
                if expansion == zoom + 1 { #expect(children.allSatisfy { deeper.contains($0.id) }) }
                // …and together they hold exactly the cluster's places, each once.
                let union = try children.flatMap { try index.members($0.id) }
                #expect(union.sorted() == (try index.members(item.id)))
                #expect(children.reduce(0) { $0 + $1.count } == item.count)
                // Category counts and the label add up the same way.
                var tally: [PlaceCategory: Int] = [:]
                for child in children { for (c, n) in child.categoryCounts { tally[c, default: 0] += n } }
                #expect(Dictionary(uniqueKeysWithValues: item.categoryCounts.map { ($0.category, $0.count) }) == tally)
                #expect(children.contains { $0.topPlaceID == item.topPlaceID })
            }
        }
        #expect(clusters > 100)
    }

    @Test func everyLevelHoldsEveryPlaceExactlyOnce() throws {
        let inputs = ClusterTestData.mixed(count: 1_200, seed: 8, world: true)
        let index = try ClusterIndex(inputs)
        for zoom in index.levels {
            let leaves = try index.allItems(atZoom: zoom).flatMap { try index.members($0.id) }
            #expect(leaves.sorted() == Array(0..<inputs.count), "zoom \(zoom)")
        }
        // The leaves of the top level, page by page, are every input once.
        var seen: [Int] = []
        for item in index.allItems(atZoom: 0) {
            var offset = 0
            while true {
                let page = try index.leaves(of: item.id, limit: 7, offset: offset)
                seen += page.map(\.id.leaf)
                #expect(page.allSatisfy { !$0.isCluster && $0.placeID == inputs[$0.id.leaf].id })
                if page.count < 7 { break }
                offset += 7
            }
            #expect(offset + 7 > item.count)
        }
        #expect(seen.sorted() == Array(0..<inputs.count))
    }

    @Test func idsAndPositionsRepeatFromOneBuildToTheNext() throws {
        let inputs = ClusterTestData.mixed(count: 800, seed: 21)
        let a = try ClusterIndex(inputs), b = try ClusterIndex(inputs)
        for zoom in a.levels {
            #expect(a.allItems(atZoom: zoom).sorted { $0.id < $1.id } == b.allItems(atZoom: zoom).sorted { $0.id < $1.id })
        }
    }

    @Test func idsNameTheZoomAClusterFormsAtAndItsLowestInput() throws {
        // Three places 2 km apart in Prague, one in Brno, one in Vienna.
        let inputs = [
            ClusterInput(id: "a", name: "Alpha", coordinate: Coordinate(latitude: 50.08, longitude: 14.42), category: .town, importance: 10),
            ClusterInput(id: "b", name: "Bravo", coordinate: Coordinate(latitude: 49.19, longitude: 16.61), category: .castle, importance: 50),
            ClusterInput(id: "c", name: "Charlie", coordinate: Coordinate(latitude: 50.09, longitude: 14.44), category: .castle, importance: 30),
            ClusterInput(id: "d", name: "Delta", coordinate: Coordinate(latitude: 50.07, longitude: 14.40), category: .town, importance: 30),
            ClusterInput(id: "e", name: "Echo", coordinate: Coordinate(latitude: 48.21, longitude: 16.37), category: .museum, importance: 1),
        ]
        let index = try ClusterIndex(inputs)
        // Alpha lies 37 px from Charlie and from Delta at zoom 10 (40 px ≈ 2 km there);
        // Charlie and Delta are 74 px apart. The three share a row of cells, so Delta
        // (the westmost) is visited first and takes Alpha; Charlie stays alone. At
        // zoom 9 the pair takes Charlie. Clusters are named by the zoom they form at
        // and their lowest input.
        let pair = try #require(index.allItems(atZoom: 10).first { $0.count == 2 })
        #expect(pair.id == .cluster(zoom: 10, leaf: 0) && pair.label == "Delta")
        #expect(try index.members(pair.id) == [0, 3])
        let prague = try #require(index.allItems(atZoom: 9).first { $0.count == 3 })
        #expect(prague.id == .cluster(zoom: 9, leaf: 0) && prague.id.description == "c9-0")
        #expect(try index.children(of: prague.id).map(\.id).sorted() == [.place(2), pair.id])
        #expect(prague.label == "Charlie")   // importance 30 ties with Delta: the earlier input wins
        #expect(prague.categoryCounts.map { "\($0.category) \($0.count)" } == ["castle 1", "town 2"].reversed())
        #expect(try index.item(prague.id) == prague)
        #expect(try index.expansionZoom(of: prague.id) == prague.id.zoom! + 1)
        #expect(try index.item(.place(1)).label == "Bravo")
        #expect(try index.item(ClusterID(parsing: prague.id.description)) == prague)
        // At zoom 0 everything is one cluster named by input 0, labelled by the most important place.
        let world = index.allItems(atZoom: 0)
        #expect(world.count == 1 && world[0].count == 5 && world[0].label == "Bravo" && world[0].id.leaf == 0)
    }
}
