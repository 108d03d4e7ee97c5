import Foundation
import GRDB
import Testing
import RegioGeo
import RegioPlaces
@testable import RegioStore

/// A fresh store in a temporary folder.
func temporaryStorePath(_ name: String = "regio.sqlite") -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("regio-fav-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
}

func castle(_ id: String = "wikidata:Q266698", name: String = "Karlštejn", lat: Double = 49.9394, lon: Double = 14.1882,
            region: String? = "CZ-20", category: PlaceCategory = .castle) -> Place {
    Place(id: id, name: name, category: category, coordinate: Coordinate(latitude: lat, longitude: lon), regionID: region)
}

@Suite struct FavouritesTests {
    @Test func addKeepsASnapshotAndIsIdempotent() throws {
        let store = try Store(path: temporaryStorePath())
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try store.favourites.add(castle(), note: "with the kids", tags: [" trip ", "castle", "trip"], now: t0)
        guard case .added(let f) = first else { Issue.record("expected added"); return }
        #expect(f.placeID == "wikidata:Q266698")
        #expect(f.source == "wikidata")
        #expect(f.name == "Karlštejn")
        #expect(f.tags == ["castle", "trip"])
        #expect(f.createdAt == t0 && f.updatedAt == t0)

        // The same place again: an update, the note kept when not given.
        let t1 = t0.addingTimeInterval(60)
        let again = try store.favourites.add(castle(name: "Hrad Karlštejn"), now: t1)
        guard case .updated(let g) = again else { Issue.record("expected updated"); return }
        #expect(g.name == "Hrad Karlštejn")
        #expect(g.note == "with the kids")
        #expect(g.createdAt == t0 && g.updatedAt == t1)
        #expect(try store.favourites.count() == 1)

        // Read back from the file.
        let reopened = try Store(path: store.path)
        #expect(try reopened.favourites.favourite(placeID: "wikidata:Q266698") == g)
    }

    @Test func removeNoteTagsAndList() throws {
        let store = try Store(path: temporaryStorePath())
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        try store.favourites.add(castle(), now: t0)
        try store.favourites.add(castle("geonames:3078610", name: "Brno", region: "CZ-64", category: .town), now: t0.addingTimeInterval(1))
        try store.favourites.add(castle("osm:way/7645353", name: "Petřínská rozhledna", region: "CZ-10", category: .lookoutTower), now: t0.addingTimeInterval(2))

        #expect(try store.favourites.list().map(\.placeID) == ["wikidata:Q266698", "geonames:3078610", "osm:way/7645353"])
        #expect(try store.favourites.list(region: "CZ-64").map(\.name) == ["Brno"])
        #expect(try store.favourites.list(region: "CZ-99").isEmpty)

        let noted = try store.favourites.setNote("Mo–Su 9–17 <closed> & \"busy\"", placeID: "geonames:3078610")
        #expect(noted.note == "Mo–Su 9–17 <closed> & \"busy\"")
        try store.favourites.setTags(["food"], placeID: "geonames:3078610")
        #expect(try store.favourites.list(tag: "food").map(\.name) == ["Brno"])

        let removed = try store.favourites.remove(placeID: "osm:way/7645353")
        #expect(removed.name == "Petřínská rozhledna")
        #expect(try store.favourites.placeIDs() == ["wikidata:Q266698", "geonames:3078610"])
        #expect(throws: StoreError.self) { try store.favourites.remove(placeID: "osm:way/7645353") }
        #expect(throws: StoreError.self) { try store.favourites.setNote("x", placeID: "nope:1") }
    }

    @Test func invalidFavouritesAreRefused() throws {
        let store = try Store(path: temporaryStorePath())
        #expect(throws: StoreError.self) { try store.favourites.add(castle(lat: 95)) }
        #expect(throws: StoreError.self) { try store.favourites.add(castle(name: "  ")) }
        #expect(throws: StoreError.self) { try store.favourites.add(castle("", name: "X")) }
        #expect(try store.favourites.count() == 0)
    }

    @Test func statusAgainstTheCatalogueNeverDropsAFavourite() throws {
        let store = try Store(path: temporaryStorePath())
        try store.favourites.add(castle())
        try store.favourites.add(castle("wikidata:Q1012726", name: "Kost", lat: 50.49, lon: 15.135, region: "CZ-51"))
        try store.favourites.add(castle("wikidata:Q1", name: "Gone", lat: 50, lon: 15))
        try store.favourites.add(castle("wikidata:Q2", name: "Old name", lat: 50, lon: 16))
        let catalogue = try PlaceCatalogue(places: [
            castle(),
            castle("wikidata:Q1012726", name: "Kost", lat: 50.491, lon: 15.135, region: "CZ-51"),   // ~111 m north
            castle("wikidata:Q2", name: "New name", lat: 50.0001, lon: 16),                       // ~11 m: not a move
        ])
        let status = Dictionary(uniqueKeysWithValues: try store.favourites.status(against: catalogue).map { ($0.favourite.placeID, $0) })
        #expect(status.count == 4)
        #expect(status["wikidata:Q266698"]?.state == .unchanged)
        #expect(status["wikidata:Q1012726"]?.state == .changed)
        if case .moved(let m)? = status["wikidata:Q1012726"]?.changes.first { #expect(abs(m - 111) < 2) } else { Issue.record("expected a move") }
        #expect(status["wikidata:Q1"]?.state == .removed)
        #expect(status["wikidata:Q1"]?.current == nil)
        #expect(status["wikidata:Q2"]?.changes == [.renamed(from: "Old name", to: "New name")])
        let json = String(decoding: try JSONEncoder().encode(status["wikidata:Q1"]), as: UTF8.self)
        #expect(json.contains(#""state":"removed""#))
        let back = try JSONDecoder().decode(FavouriteStatus.self, from: Data(json.utf8))
        #expect(back == status["wikidata:Q1"])

        // Refreshing takes the new snapshots; the removed one keeps its own.
        #expect(try store.favourites.refreshSnapshots(lookup: { catalogue.place(id: $0) }) == 2)
        #expect(try store.favourites.favourite(placeID: "wikidata:Q2")?.name == "New name")
        #expect(try store.favourites.favourite(placeID: "wikidata:Q1")?.name == "Gone")
        #expect(try store.favourites.status(against: catalogue).filter { $0.state == .changed }.isEmpty)
    }

    @Test func threadsAddingAtOnceLoseNothing() async throws {
        let path = temporaryStorePath()
        _ = try Store(path: path)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    // Each worker has its own connection pool, as separate processes would.
                    let store = try Store(path: path)
                    for i in 0..<50 {
                        try store.favourites.add(castle("w\(worker):\(i)", name: "Place \(worker)-\(i)"))
                    }
                }
            }
            try await group.waitForAll()
        }
        let store = try Store(path: path)
        #expect(try store.favourites.count() == 200)
        #expect(try store.integrityCheck() == "ok")
    }
}

@Suite struct StoreSafetyTests {
    @Test func aStoreFromANewerVersionIsRefusedAndKept() throws {
        let path = temporaryStorePath()
        do {
            let store = try Store(path: path)
            try store.favourites.add(castle())
            try store.database.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
            }
        }
        #expect {
            try Store(path: path)
        } throws: { error in
            (error as? StoreError) == .newerVersion(path: path)
        }
        // Untouched: the favourite is still there.
        let queue = try DatabaseQueue(path: path)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM favourite") } == 1)
    }

    @Test func aCorruptFileIsRefusedAndNotReset() throws {
        let path = temporaryStorePath()
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect {
            try Store(path: path)
        } throws: { error in
            if case .corrupt? = error as? StoreError { return true }
            return false
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aDamagedFavouritesPageIsReportedNotReset() throws {
        let path = temporaryStorePath()
        do {
            let store = try Store(path: path)
            for i in 0..<300 { try store.favourites.add(castle("x:\(i)", name: String(repeating: "Name \(i) ", count: 20))) }
            try store.database.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        }
        // Overwrite the middle of the file (not the header).
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        handle.write(Data(repeating: 0xAB, count: 8192))
        try handle.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        var detected = false
        do {
            let store = try Store(path: path)
            let check = try store.integrityCheck()
            detected = check != "ok"
            _ = try? store.favourites.list()
        } catch {
            detected = true
        }
        #expect(detected, "the damage went unnoticed")
        // Not reset: the file keeps its pages and the damaged bytes (Store's open may add a page).
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(after.count >= before.count)
        #expect(after.range(of: Data(repeating: 0xAB, count: 8192)) != nil)
    }
}
