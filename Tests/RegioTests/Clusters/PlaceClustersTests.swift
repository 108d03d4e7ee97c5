import Foundation
import Regio
import Testing

/// The facade over the cluster index: sorted views, pages, categories, the overview.
@Suite struct PlaceClustersTests {
    /// A small catalogue: a dense group of castles and towns near Prague, a pair near Brno, one lone museum.
    static let places: [Place] = {
        var list: [Place] = []
        for i in 0..<12 {
            let category: PlaceCategory = i % 2 == 0 ? .castle : .town
            list.append(Place(id: "t:\(i)", name: "Place \(i)", category: category,
                              coordinate: Coordinate(latitude: 50.0 + Double(i) * 0.01, longitude: 14.4 + Double(i % 3) * 0.01),
                              importance: Double(i)))
        }
        list.append(Place(id: "t:brno", name: "Brno", category: .town, coordinate: Coordinate(latitude: 49.19, longitude: 16.6), importance: 400))
        list.append(Place(id: "t:zidlochovice", name: "Židlochovice", category: .chateau,
                          coordinate: Coordinate(latitude: 49.04, longitude: 16.62), importance: 3))
        list.append(Place(id: "t:museum", name: "Lone Museum", category: .museum, coordinate: Coordinate(latitude: 49.0, longitude: 13.0)))
        return list
    }()

    let clusters: PlaceClusters
    init() throws { clusters = try PlaceClusters(places: Self.places) }

    @Test func viewIsSortedByCountThenLabelAndCoversEveryPlace() throws {
        let viewport = try Viewport(center: Coordinate(latitude: 49.6, longitude: 14.8), zoom: 6, width: 1024, height: 768)
        let view = clusters.view(viewport)
        #expect(view.level == 6 && view.selection.isEverything)
        #expect(view.placeCount == Self.places.count)
        #expect(view.items.map(\.count) == view.items.map(\.count).sorted(by: >))
        #expect(view.items.first?.count == 12 && view.items.first?.label == "Place 11")
        #expect(view.items.last?.label == "Lone Museum")
        #expect(view.clusterCount == view.items.filter(\.isCluster).count)
        // JSON round trip keeps the items and adds the totals.
        let data = try JSONEncoder().encode(view)
        #expect(try JSONDecoder().decode(ClusterView.self, from: data) == view)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["placeCount"] as? Int == Self.places.count)
    }

    @Test func pagesWalkTheLeavesAndStopAtTheEnd() throws {
        let viewport = try Viewport(center: Coordinate(latitude: 50.05, longitude: 14.41), zoom: 6, width: 400, height: 400)
        let big = try #require(clusters.view(viewport).items.first { $0.count == 12 })
        var seen: [String] = []
        var offset: Int? = 0
        while let o = offset {
            let page = try clusters.page(of: big.id, limit: 5, offset: o)
            #expect(page.range == (o + 1)...(o + page.leaves.count))
            seen += page.leaves.compactMap(\.placeID)
            offset = page.nextOffset
        }
        #expect(seen.count == 12 && Set(seen).count == 12)
        let past = try clusters.page(of: big.id, limit: 5, offset: 12)
        #expect(past.leaves.isEmpty && past.range == nil && past.nextOffset == nil)
        let first = try clusters.page(of: big.id, limit: 5)
        #expect(first.children.map(\.count) == first.children.map(\.count).sorted(by: >))
        #expect(first.children.reduce(0) { $0 + $1.count } == 12)
        #expect(first.expansionZoom == big.expansionZoom)
        #expect(throws: ClusterError.self) { try clusters.page(of: big.id, limit: -1) }
    }

    @Test func filtersAndTheirIDs() throws {
        let viewport = try Viewport(center: Coordinate(latitude: 49.6, longitude: 14.8), zoom: 6, width: 1024, height: 768)
        let castles = clusters.view(viewport, filter: ClusterFilter(categories: [.castle]))
        #expect(castles.placeCount == 6 && castles.selection.description == "category castle")
        let favourites = ClusterFilter(categories: [.town, .chateau], favourites: ["t:brno", "t:zidlochovice", "t:1"])
        let mine = clusters.view(viewport, filter: favourites)
        #expect(mine.placeCount == 3)
        #expect(mine.selection.description == "favourites in categories chateau, town" && mine.selection.favourites == 3)
        // The favourites' Brno pair is a cluster only there.
        let pair = try #require(mine.items.first { $0.isCluster })
        #expect(try clusters.page(of: pair.id, filter: favourites).total == 2)
        #expect(clusters.index(for: favourites) === clusters.index(for: favourites), "filtered indexes are cached")
        #expect(clusters.index(for: ClusterFilter()) === clusters.index)
    }

    @Test func categoriesByNameAndTheOverview() throws {
        #expect(clusters.categories.map(\.rawValue) == ["castle", "chateau", "museum", "town"])
        #expect(clusters.category(named: "CASTLE") == .castle)
        #expect(clusters.category(named: " town ") == .town)
        #expect(clusters.category(named: "castel") == nil)
        let lookout = try PlaceClusters(places: [Place(id: "x:1", name: "Rozhledna", category: .lookoutTower,
                                                       coordinate: Coordinate(latitude: 50, longitude: 15))])
        #expect(lookout.category(named: "lookout tower") == .lookoutTower)

        let (center, zoom) = clusters.overview(width: 1024, height: 768)
        let view = clusters.view(try Viewport(center: center, zoom: zoom, width: 1024, height: 768))
        #expect(view.placeCount == Self.places.count, "the overview shows every place")
        #expect(zoom >= 5 && zoom <= 7)
        let empty = try PlaceClusters(places: [])
        #expect(empty.overview(width: 100, height: 100).zoom == 0)
        #expect(lookout.overview(width: 100, height: 100).zoom == 12, "one place: the deepest zoom allowed")
    }
}
