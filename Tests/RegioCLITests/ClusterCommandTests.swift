import Foundation
import Regio
import Testing

/// `clusters` and `cluster <id>` through the real binary on the embedded dataset:
/// the badges a web map shows over its tiles (``TilePlaces``: sights and
/// favourites, never the towns the tiles label).
@Suite struct ClusterCommandTests {
    /// A view of the whole Czech Republic at zoom 6.
    static let czechia = ["--center", "49.8,15.5", "--zoom", "6", "--size", "1024x768"]

    @Test func czechRepublicAtZoom6CountsAddUpToTheSightsInView() throws {
        let regio = try RegioProcess()
        let view = try regio.json(ClusterViewJSON.self, ["clusters"] + Self.czechia)
        let expected = TestView(latitude: 49.8, longitude: 15.5, zoom: 6, width: 1024, height: 768)
        // Towns are the tiles' labels, not badges.
        let inView = TestPlace.embedded.filter { $0.category != "town" && expected.contains($0.latitude, $0.longitude) }
        #expect(inView.count > 2_500, "the view covers the country's sights: \(inView.count) of \(TestPlace.embedded.count)")
        #expect(view.level == 6 && view.zoom == 6 && view.bearing == 0)
        #expect(view.items.reduce(0) { $0 + $1.count } == inView.count)
        #expect(view.placeCount == inView.count)
        #expect(view.clusterCount == view.items.filter(\.isCluster).count)
        #expect(view.clusterCount > 10, "sights merge at zoom 6")
        // Every item lies in the view; clusters are listed biggest first.
        for item in view.items { #expect(expected.contains(item.center.latitude, item.center.longitude), "\(item.id)") }
        #expect(zip(view.items, view.items.dropFirst()).allSatisfy { $0.count >= $1.count })
        // A cluster's category breakdown adds up to its count; a place is one place.
        for item in view.items {
            #expect(item.categoryCounts.reduce(0) { $0 + $1.count } == item.count)
            #expect(item.isCluster == (item.count > 1) && item.isCluster == item.id.hasPrefix("c"))
            #expect(item.isCluster ? item.placeID == nil : item.placeID == item.topPlaceID)
        }

        // The text table says the same: the zoom level and viewport first, then the rows.
        let text = try regio.run(["clusters"] + Self.czechia)
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Clusters at zoom level 6: 1024×768 px around 49.80000, 15.50000, bearing 0°; all places")
        #expect(lines[1].hasPrefix("id") && lines[1].contains("places") && lines[1].contains("categories"))
        #expect(lines.count == view.items.count + 3)
        #expect(lines[2].hasPrefix(view.items[0].id + " ") && lines[2].contains(view.items[0].label))
        #expect(lines.last?.contains("\(view.clusterCount) clusters") == true)
        let grouped = "\(inView.count / 1000),\(String(format: "%03d", inView.count % 1000))"
        #expect(text.stdout.contains("\(grouped) places in view"), "\(lines.last ?? "")")
        // Columns are aligned: the centre starts at the same column on every row.
        let centreColumn = lines[1].range(of: "centre")!.lowerBound.utf16Offset(in: lines[1])
        for row in lines[2..<(lines.count - 1)] {
            let start = row.index(row.startIndex, offsetBy: centreColumn)
            #expect(row[start].isNumber || row[start] == "-", "\(row)")
        }
    }

    @Test func rotatingOrTurningTheViewKeepsTheSameIDs() throws {
        let regio = try RegioProcess()
        let base = ["clusters", "--center", "49.9,15.2", "--zoom", "7.5"]
        let north = try regio.json(ClusterViewJSON.self, base + ["--size", "1024x768"])
        let south = try regio.json(ClusterViewJSON.self, base + ["--size", "1024x768", "--bearing", "180"])
        let negative = try regio.json(ClusterViewJSON.self, base + ["--size", "1024x768", "--bearing", "-180"])
        let turns = try regio.json(ClusterViewJSON.self, base + ["--size", "1024x768", "--bearing", "900"])
        let east = try regio.json(ClusterViewJSON.self, base + ["--size", "768x1024", "--bearing", "90"])
        #expect(north.level == 7 && north.items.count > 20)
        #expect(south.bearing == 180 && negative.bearing == 180 && turns.bearing == 180 && east.bearing == 90)
        let ids = Set(north.items.map(\.id))
        #expect(Set(south.items.map(\.id)) == ids)
        #expect(Set(negative.items.map(\.id)) == ids)
        #expect(Set(turns.items.map(\.id)) == ids)
        #expect(Set(east.items.map(\.id)) == ids, "a quarter turn with the size swapped covers the same rectangle")
        // Membership never depends on the view: the same id has the same count everywhere.
        let counts = Dictionary(uniqueKeysWithValues: north.items.map { ($0.id, $0.count) })
        for item in south.items + east.items { #expect(counts[item.id] == item.count) }
        // A 45° turn shows other items, but a cluster seen in both is the same cluster.
        let turned = try regio.json(ClusterViewJSON.self, base + ["--size", "1024x768", "--bearing", "45"])
        #expect(Set(turned.items.map(\.id)) != ids)
        for item in turned.items { if let n = counts[item.id] { #expect(n == item.count) } }
    }

    @Test func pagesOfLeavesCoverTheClusterExactlyOnce() throws {
        let regio = try RegioProcess()
        let view = try regio.json(ClusterViewJSON.self, ["clusters"] + Self.czechia)
        let biggest = try #require(view.items.first)
        #expect(biggest.isCluster && biggest.count > 50)
        let (pages, leaves) = try regio.allLeaves(of: biggest.id, limit: 23)
        #expect(pages.count == (biggest.count + 22) / 23)
        #expect(leaves.count == biggest.count)
        let placeIDs = leaves.compactMap(\.placeID)
        #expect(placeIDs.count == biggest.count && Set(placeIDs).count == biggest.count, "no duplicates")
        #expect(Set(leaves.map(\.id)).count == biggest.count)
        #expect(leaves.allSatisfy { !$0.isCluster && $0.count == 1 })
        #expect(pages.last?.nextOffset == nil)
        #expect(pages.dropLast().allSatisfy { $0.leaves.count == 23 })
        #expect(zip(pages, pages.dropFirst()).allSatisfy { $0.nextOffset == $1.offset })
        // The cluster splits one zoom deeper into children whose counts add up.
        let first = try #require(pages.first)
        #expect(first.total == biggest.count && first.item.id == biggest.id)
        #expect(first.expansionZoom == 7)
        #expect(first.children.count >= 2)
        #expect(first.children.reduce(0) { $0 + $1.count } == biggest.count)
        // Each child's own places are a part of the parent's.
        let child = try #require(first.children.first { $0.isCluster })
        let childLeaves = try regio.allLeaves(of: child.id, limit: 1_000).leaves.compactMap(\.placeID)
        #expect(childLeaves.count == child.count && Set(childLeaves).isSubset(of: Set(placeIDs)))

        // Text: the page range and the next command, with the limit carried over.
        let text = try regio.run(["cluster", biggest.id, "--offset", "10", "--limit", "10"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Cluster \(biggest.id): \(biggest.count) places"))
        #expect(text.stdout.contains("Splits at zoom 7 into \(first.children.count):"))
        #expect(text.stdout.contains("Places 11–20 of \(biggest.count):"))
        #expect(text.stdout.contains("Next: cluster \(biggest.id) --offset 20\n"))
        let past = try regio.run(["cluster", biggest.id, "--offset", String(biggest.count)])
        #expect(past.status == 0)
        #expect(past.stdout.contains("No places from \(biggest.count + 1) on: the cluster holds \(biggest.count)"))
        // A single place shows itself.
        let single = try regio.json(ClusterPageJSON.self, ["cluster", leaves[0].id])
        #expect(single.total == 1 && single.expansionZoom == nil && single.children.isEmpty)
        #expect(single.leaves.map(\.placeID) == [leaves[0].placeID])
    }

    @Test func favouritesOnlyClustersTheFavourites() throws {
        let regio = try RegioProcess()
        let storePath = regio.home.appendingPathComponent("favourites.sqlite").path
        let names = ["Prague", "Kladno", "Beroun", "Brno", "Ostrava"]
        let chosen = names.compactMap(TestPlace.named)
        try #require(chosen.count == names.count, "the embedded towns include \(names)")
        do {
            let store = try Store(path: storePath)
            for p in chosen {
                try store.favourites.add(Place(id: p.id, name: p.name, category: PlaceCategory(p.category),
                                               coordinate: Coordinate(latitude: p.latitude, longitude: p.longitude)))
            }
        }
        let favourites = Set(chosen.map(\.id))
        let args = ["clusters"] + Self.czechia + ["--store", storePath]
        let view = try regio.json(ClusterViewJSON.self, args + ["--favourites"])
        #expect(view.selection.favouritesOnly && view.selection.favourites == 5)
        #expect(view.placeCount == 5)
        let cluster = try #require(view.items.first { $0.isCluster }, "Prague, Kladno and Beroun lie close together")
        for item in view.items where !item.isCluster { #expect(favourites.contains(item.placeID ?? "")) }
        let page = try regio.json(ClusterPageJSON.self, ["cluster", cluster.id, "--favourites", "--store", storePath])
        #expect(page.total == cluster.count && page.selection.favouritesOnly)
        #expect(Set(page.leaves.compactMap(\.placeID)).isSubset(of: favourites))
        #expect(page.leaves.count == cluster.count)

        // Favourite towns are badges without --favourites too (the tiles label towns without a star).
        let everything = try regio.json(ClusterViewJSON.self, args)
        #expect(everything.items.contains { $0.categoryCounts.contains { $0.category == "town" } })
        // Under another filter the id names nothing (or another cluster): the error says why.
        let castles = try regio.json(ClusterViewJSON.self, args + ["--category", "castle"])
        #expect(!castles.items.contains { $0.id == cluster.id })
        let unfiltered = try regio.run(["cluster", cluster.id, "--category", "castle", "--store", storePath])
        #expect(unfiltered.status == 1)
        #expect(unfiltered.stderr.contains("error: no cluster \(cluster.id) in the listing of category castle"), "\(unfiltered.stderr)")
        #expect(unfiltered.stderr.contains("give `cluster` the same --category, --favourites and --zoom options"))
        let text = try regio.run(args + ["--favourites"])
        #expect(text.stdout.hasPrefix("Clusters at zoom level 6: 1024×768 px around 49.80000, 15.50000, bearing 0°; favourites\n"))
        #expect(text.stdout.contains("Open a cluster with: cluster <id> --favourites"))

        // No favourites: an empty view that says so.
        let empty = try regio.run(args + ["--favourites", "--store", regio.home.appendingPathComponent("none.sqlite").path])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout.contains("Nothing in this view. You have no favourites yet."))
    }

    @Test func anIDListedAtAZoomIsOpenedAtThatZoom() throws {
        // Two favourite castles 5 km apart: at zoom 8 the tiles draw the sights, so the
        // badges are the favourites alone, and the two make one cluster.
        let regio = try RegioProcess()
        let storePath = regio.home.appendingPathComponent("castles.sqlite").path
        let castles = ["Karlštejn", "Karlík"].compactMap { name in TestPlace.embedded.first { $0.name == name && $0.category == "castle" } }
        try #require(castles.count == 2, "the embedded castles include Karlštejn and Karlík")
        do {
            let store = try Store(path: storePath)
            for p in castles {
                try store.favourites.add(Place(id: p.id, name: p.name, category: PlaceCategory(p.category),
                                               coordinate: Coordinate(latitude: p.latitude, longitude: p.longitude)))
            }
        }
        let listing = ["clusters", "--center", "49.93,14.19", "--zoom", "8", "--store", storePath]
        let view = try regio.json(ClusterViewJSON.self, listing)
        let cluster = try #require(view.items.first { $0.isCluster }, "\(view.items.map(\.id))")
        #expect(view.placeCount == 2 && cluster.count == 2)
        let text = try regio.run(listing)
        #expect(text.stdout.contains("Open a cluster with: cluster <id> --zoom 8"), "\(text.stdout)")
        // At the zoom it was listed at, the id is that cluster: the two castles.
        let page = try regio.json(ClusterPageJSON.self, ["cluster", cluster.id, "--zoom", "8", "--store", storePath])
        #expect(page.total == 2 && Set(page.leaves.compactMap(\.placeID)) == Set(castles.map(\.id)))
        // Without it, the id is read in the listing of every sight: another cluster, or none.
        let elsewhere = try regio.run(["cluster", cluster.id, "--json", "--store", storePath])
        if elsewhere.status == 0 {
            let other = try JSONDecoder().decode(ClusterPageJSON.self, from: Data(elsewhere.stdout.utf8))
            #expect(other.total != 2, "the same cluster without --zoom")
        } else {
            #expect(elsewhere.stderr.contains("--zoom"), "\(elsewhere.stderr)")
        }
        let bad = try regio.run(["cluster", cluster.id, "--zoom", "-1", "--store", storePath])
        #expect(bad.status != 0 && bad.stderr.contains("--zoom"), "\(bad.stderr)")
    }

    @Test func categoryFilterKeepsOnlyThoseCategories() throws {
        let regio = try RegioProcess()
        let data = try Self.mixedDataset(in: regio.home)
        let base = ["clusters", "--data", data.path, "--center", "50.5,11", "--zoom", "6"]
        let all = try regio.json(ClusterViewJSON.self, base)
        #expect(all.placeCount == 40, "the 20 towns are the tiles' labels")
        #expect(all.items.contains { $0.categoryCounts.count > 1 }, "clusters of mixed categories show a breakdown")

        let castles = try regio.json(ClusterViewJSON.self, base + ["--category", "castle"])
        #expect(castles.selection.categories == ["castle"])
        #expect(castles.placeCount == 20)
        #expect(castles.items.allSatisfy { $0.categoryCounts.map(\.category) == ["castle"] })
        let two = try regio.json(ClusterViewJSON.self, base + ["--category", "Castle,museum"])
        #expect(two.placeCount == 40 && two.selection.categories == ["castle", "museum"])
        #expect(two.items.allSatisfy { Set($0.categoryCounts.map(\.category)).isSubset(of: ["castle", "museum"]) })
        let repeated = try regio.json(ClusterViewJSON.self, base + ["--category", "museum", "--category", "castle"])
        #expect(repeated.items.map(\.id) == two.items.map(\.id))

        // The castles' clusters hold castles only, page after page.
        let cluster = try #require(castles.items.first { $0.isCluster })
        let leaves = try regio.allLeaves(of: cluster.id, limit: 3, extra: ["--data", data.path, "--category", "castle"]).leaves
        #expect(leaves.count == cluster.count)
        #expect(leaves.allSatisfy { $0.categoryCounts.map(\.category) == ["castle"] })
        let text = try regio.run(base + ["--category", "castle"])
        #expect(text.stdout.contains("; category castle\n"))
        #expect(text.stdout.contains("castle \(cluster.count)"))

        let unknown = try regio.run(base + ["--category", "castel"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown category 'castel'; the categories here are: castle, museum, town"))

        // On the embedded dataset, --category town lists no badge (the tiles label the towns) but a favourite town.
        let towns = try regio.json(ClusterViewJSON.self, ["clusters", "--category", "town"] + Self.czechia)
        let everything = try regio.json(ClusterViewJSON.self, ["clusters"] + Self.czechia)
        #expect(towns.placeCount == 0 && everything.placeCount > 2_500)
        #expect(!everything.items.contains { $0.categoryCounts.contains { $0.category == "town" } })
        #expect(everything.items.contains { $0.categoryCounts.contains { $0.category == "castle" } })
    }

    /// A dataset of 60 places (20 castles, 20 museums, 20 towns) around 50.5 N, 11 E.
    static func mixedDataset(in home: URL) throws -> URL {
        let folder = home.appendingPathComponent("mixed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = RegioProcess.repository.appendingPathComponent("Tests/RegioTests/Fixtures/datasets/valid/regions.geojson")
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("regions.geojson"))
        var features: [[String: Any]] = []
        for i in 0..<60 {
            let category = ["castle", "museum", "town"][i % 3]
            let lon = 10.1 + Double(i % 10) * 0.18, lat = 50.1 + Double(i / 10) * 0.13
            features.append(["type": "Feature",
                             "properties": ["id": "m\(i)", "name": "\(category.capitalized) \(i)", "category": category,
                                            "importance": Double(100 - i)],
                             "geometry": ["type": "Point", "coordinates": [lon, lat]]])
        }
        let data = try JSONSerialization.data(withJSONObject: ["type": "FeatureCollection", "features": features])
        try data.write(to: folder.appendingPathComponent("places.geojson"))
        return folder
    }

    static let badInputs: [([String], String)] = [
        (["clusters", "--center", "nan,15.5", "--zoom", "6"], "'nan' is not a number of degrees"),
        (["clusters", "--center", "49.8,15.5", "--zoom", "nan"], "--zoom must be a number in 0…24"),
        (["clusters", "--center", "49.8,15.5", "--zoom", "25"], "--zoom must be a number in 0…24 (fractions allowed, like 6.5); got '25'"),
        (["clusters", "--center", "49.8,15.5", "--zoom", "-1"], "--zoom must be a number in 0…24"),
        (["clusters", "--zoom", "6", "--size", "0x10"], "--size must be WIDTHxHEIGHT in pixels, each 1…1,000,000"),
        (["clusters", "--zoom", "6", "--size", "-5x10"], "--size must be WIDTHxHEIGHT"),
        (["clusters", "--zoom", "6", "--bearing", "inf"], "--bearing must be a finite number of degrees"),
        (["clusters", "--zoom", "6", "--bearing", "nan"], "--bearing must be a finite number of degrees"),
        (["clusters", "--center", "95,15", "--zoom", "6"], "latitude must be in -90…90"),
        (["clusters", "--center", "49.8", "--zoom", "6"], "--center expects latitude,longitude in degrees"),
        (["cluster", "c6-999999"], "no cluster c6-999999 in the listing of all places. A cluster id only means something with the filter it was listed under"),
        (["cluster", "c6-35", "--favourites"], "no cluster c6-35 in the listing of favourites (--favourites)"),
        (["cluster", "p999999"], "no place p999999 in the listing of all places"),
        (["cluster", "c7"], "'c7' is not a cluster id: expected c<zoom>-<number>"),
        (["cluster", "castle"], "'castle' is not a cluster id"),
        (["cluster", "c25-1"], "'c25-1' is not a cluster id"),
        (["cluster", "c6-35", "--limit", "-1"], "--limit must be in 0…1,000"),
        (["cluster", "c6-35", "--offset", "-3"], "--offset must not be negative"),
    ]

    @Test(arguments: badInputs)
    func badInputIsAClearErrorWithStatus1(arguments: [String], message: String) throws {
        let regio = try RegioProcess()
        let started = Date()
        let r = try regio.run(arguments, timeout: 30)
        #expect(Date().timeIntervalSince(started) < 20, "no hang")
        #expect(r.status == 1, "\(arguments): \(r.stdout)")
        #expect(r.stderr.hasPrefix("error: "), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func negativeCoordinatesParse() throws {
        let regio = try RegioProcess()
        for center in [["--center", "-33.9,18.4"], ["--center=-33.9,18.4"], ["--centre", "-33.9, -18.4"]] {
            let view = try regio.json(ClusterViewJSON.self, ["clusters"] + center + ["--zoom", "8", "--bearing", "-30"])
            #expect(view.center.latitude == -33.9 && abs(view.center.longitude) == 18.4)
            #expect(view.bearing == 330 && view.items.isEmpty)
        }
        let text = try regio.run(["clusters", "--center", "-33.9,18.4", "--zoom", "8"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("around -33.90000, 18.40000"))
        #expect(text.stdout.contains("Nothing in this view."))
    }

    @Test func idsAreTheSameInEveryRunAndTheDefaultViewShowsEveryPlace() throws {
        let regio = try RegioProcess()
        let a = try regio.json(ClusterViewJSON.self, ["clusters"] + Self.czechia)
        let b = try regio.json(ClusterViewJSON.self, ["clusters"] + Self.czechia)
        #expect(a.items == b.items)
        let overview = try regio.json(ClusterViewJSON.self, ["clusters"])
        #expect(overview.placeCount == TestPlace.embedded.filter { $0.category != "town" }.count)
        #expect(overview.width == 1024 && overview.height == 768)
    }
}
