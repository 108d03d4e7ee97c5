import Foundation
import Testing
import RegioGeo
@testable import RegioPlaces

/// The index against the brute-force reference: the same items with the same
/// places, positions, labels and category counts at every zoom.
@Suite struct ReferenceEquivalenceTests {
    static func compare(_ inputs: [ClusterInput], _ options: ClusterOptions) throws {
        let index = try ClusterIndex(inputs, options: options)
        let reference = ReferenceClustering(inputs, options: options)
        for zoom in options.minZoom...(options.maxZoom + 1) {
            let expected = Dictionary(uniqueKeysWithValues: reference.levels[zoom]!.map { ($0.id, $0) })
            let actual = index.allItems(atZoom: zoom)
            #expect(actual.count == expected.count, "zoom \(zoom): \(actual.count) items, reference \(expected.count)")
            #expect(Set(actual.map(\.id)).count == actual.count, "zoom \(zoom): an id appears twice")
            for item in actual {
                guard let ref = expected[item.id] else {
                    Issue.record("zoom \(zoom): \(item.id) is not in the reference"); continue
                }
                #expect(try index.members(item.id) == ref.members, "zoom \(zoom): \(item.id) has other members")
                #expect(item.count == ref.count)
                #expect(item.isCluster == (ref.formedAt != nil))
                let center = ref.formedAt == nil
                    ? inputs[ref.members[0]].coordinate : WebMercator.unproject(WorldPoint(x: ref.x, y: ref.y))
                #expect(item.center == center, "zoom \(zoom): \(item.id) at \(item.center), reference \(center)")
                #expect(item.label == inputs[ref.top].name && item.topPlaceID == inputs[ref.top].id)
                #expect(Dictionary(uniqueKeysWithValues: item.categoryCounts.map { ($0.category, $0.count) }) == ref.categories)
                if let formed = ref.formedAt { #expect(try index.expansionZoom(of: item.id) == formed + 1) }
            }
        }
    }

    @Test(arguments: 0..<12)
    func smallRandomInputsMatchTheReference(seed: Int) throws {
        let inputs = ClusterTestData.mixed(count: 40 + seed * 37, seed: UInt64(seed))
        try Self.compare(inputs, ClusterTestData.options(seed: UInt64(seed)))
    }

    @Test(arguments: [(2_000, 101), (1_500, 202)])
    func twoThousandPlacesMatchTheReference(count: Int, seed: Int) throws {
        try Self.compare(ClusterTestData.mixed(count: count, seed: UInt64(seed)), ClusterOptions())
    }

    @Test func worldwidePlacesMatchTheReference() throws {
        try Self.compare(ClusterTestData.mixed(count: 1_200, seed: 7, world: true),
                         ClusterOptions(minZoom: 0, maxZoom: 12, radius: 60, extent: 256, minPoints: 3))
    }
}
