import Foundation
import Testing
import RegioGeo
import RegioRender
@testable import Regio

/// `regio serve` keeps the tiles of its low zooms on disk across restarts
/// (``TileService/Cache/FolderZooms/preparedWhole``), in a folder named by what the
/// tiles are drawn from (``RegioEngine/tileContentKey()``), so that a
/// restarted server answers them before it has read its scene again.
@Suite struct KeptTilesTests {
    @Test func aRestartedServiceAnswersLowZoomsFromDiskWithoutItsScene() throws {
        let t = TestEngine()
        defer { t.remove() }
        let folder = try TileService.keptFolder(for: t.engine, cacheDirectory: t.folder.appendingPathComponent("cache"))
        let low = TileService.TileKey(tile: TileID(containing: Coordinate(latitude: 50.08, longitude: 14.42), zoom: 3), language: .en)
        let high = TileService.TileKey(tile: TileID(containing: Coordinate(latitude: 50.08, longitude: 14.42), zoom: 9))
        let first = try TileService(engine: t.engine, cache: .folder(folder, zooms: .preparedWhole))
        let drawn = try #require(try first.tile(low))
        #expect(!drawn.cached)
        _ = try first.tile(high)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("en/3/\(low.tile.x)/\(low.tile.y).png").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("9").path), "a zoom prepared by blocks stays in memory")

        let restarted = try TileService(engine: t.engine, cache: .folder(folder, zooms: .preparedWhole))
        let again = try #require(try restarted.tile(low))
        #expect(again.cached && again.png == drawn.png && again.etag == drawn.etag)
        #expect(restarted.preparedLanguages.isEmpty, "the kept tile needs no scene")
        #expect(try restarted.tile(high)?.cached == false)
    }

    /// The areas' label points (each the pole of an area's largest part) are
    /// kept beside the tiles after the warm-up, and a restarted server's shapes
    /// take them back instead of working them out again.
    @Test func aRestartedServiceTakesBackTheLabelPointsTheFirstOneKept() throws {
        let t = TestEngine()
        defer { t.remove() }
        let cache = t.folder.appendingPathComponent("cache")
        let folder = try TileService.keptFolder(for: t.engine, cacheDirectory: cache)
        let first = try TileService(engine: t.engine, cache: .folder(folder, zooms: .preparedWhole))
        try first.warm(languages: [.cs])
        let kept = try #require(try KeptLabelPoints.read(in: folder))
        let dataset = try t.engine.dataset()
        // Every region and the countries the scene draws, read back exactly as worked out.
        #expect(dataset.regions.allSatisfy { kept["region:" + $0.id] != nil })
        #expect(kept.keys.contains { $0.hasPrefix("country:") }, "\(kept.keys.sorted())")
        #expect(kept == dataset.mapShapes.settledLabelPoints())
        let tile = TileService.TileKey(tile: TileID(containing: Coordinate(latitude: 49.4, longitude: 15.6), zoom: 8))
        let drawn = try #require(try first.tile(tile))

        // A restart: a new engine, whose shapes have worked nothing out.
        let again = TestEngine()
        defer { again.remove() }
        let restartedFolder = try TileService.keptFolder(for: again.engine, cacheDirectory: cache)
        #expect(restartedFolder.path == folder.path)
        let restarted = try TileService(engine: again.engine, cache: .folder(restartedFolder, zooms: .preparedWhole))
        let shapes = try again.engine.dataset()
        try shapes.makeMapShapes()
        #expect(shapes.mapShapes.settledLabelPoints().isEmpty)
        try restarted.restoreKeptLabelPoints()
        #expect(shapes.mapShapes.settledLabelPoints() == kept, "taken back before any tile")
        #expect(try restarted.tile(tile)?.png == drawn.png)

        // Its warm-up finds no new point: the file is left as it is.
        let file = folder.appendingPathComponent(KeptLabelPoints.fileName)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        try restarted.warm(languages: [.cs])
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == past)
    }

    @Test func damagedKeptLabelPointsAreSaidRemovedAndWorkedOutAgain() throws {
        let notices = NoticeLog()
        let t = TestEngine(notices: notices.add)
        defer { t.remove() }
        let folder = try TileService.keptFolder(for: t.engine, cacheDirectory: t.folder.appendingPathComponent("cache"))
        let file = folder.appendingPathComponent(KeptLabelPoints.fileName)
        let service = try TileService(engine: t.engine, cache: .folder(folder, zooms: .preparedWhole))
        for damage in [#"{"format": 1, "points": {"region:CZ-63": "#, #"{"format": 99, "points": {}}"#] {
            try Data(damage.utf8).write(to: file)
            try service.restoreKeptLabelPoints()
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(notices.all.last?.contains(file.path) == true, "\(notices.all)")
        }
        let tile = TileService.TileKey(tile: TileID(containing: Coordinate(latitude: 49.4, longitude: 15.6), zoom: 8))
        #expect(try service.tile(tile) != nil)
        #expect(try t.engine.dataset().mapShapes.settledLabelPoints().isEmpty == false, "worked out by the tile")
    }

    @Test func theKeyChangesWithWhatTilesAreDrawnFrom() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("regio-kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        try FileManager.default.copyItem(at: TestPaths.embeddedData, to: data)
        let t = TestEngine(data: data)
        defer { t.remove() }
        let key = try t.engine.tileContentKey()
        #expect(key.count == 16 && key.allSatisfy(\.isHexDigit))
        #expect(try TestEngine(data: data).engine.tileContentKey() == key, "the same inputs, the same key")

        // A dataset file changed (its time of change) …
        let places = data.appendingPathComponent("places.geojson")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: places.path)
        let changed = try t.engine.tileContentKey()
        #expect(changed != key)
        // … a places file added …
        let extra = t.folder.appendingPathComponent("extra.geojson")
        try Data(#"{"type":"FeatureCollection","features":[]}"#.utf8).write(to: extra)
        #expect(try TestEngine(placesFiles: [extra.path], data: data).engine.tileContentKey() != changed)
        // … or another dataset.
        #expect(try TestEngine().engine.tileContentKey() != changed)
    }

    @Test func otherKeysFoldersGoAfterTwoWeeksUnused() throws {
        let t = TestEngine()
        defer { t.remove() }
        let cache = t.folder.appendingPathComponent("cache")
        let parent = cache.appendingPathComponent("tiles")
        let old = parent.appendingPathComponent("00000000000000aa"), recent = parent.appendingPathComponent("00000000000000bb")
        let unmarked = parent.appendingPathComponent("00000000000000cc"), other = parent.appendingPathComponent("not-a-key")
        for folder in [old, recent, unmarked, other] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("3/4"), withIntermediateDirectories: true)
        }
        for (folder, days) in [(old, 15.0), (recent, 13.0)] {
            let mark = folder.appendingPathComponent(TileService.usedMark)
            try Data().write(to: mark)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-days * 86_400)], ofItemAtPath: mark.path)
        }
        let kept = try TileService.keptFolder(for: t.engine, cacheDirectory: cache)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: parent.path))
        #expect(left == [kept.lastPathComponent, recent.lastPathComponent, other.lastPathComponent])
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent(TileService.usedMark).path))
    }

    @Test func anUnwritableCacheIsAnErrorNamingTheFolder() throws {
        let t = TestEngine()
        defer { t.remove() }
        let blocker = t.folder.appendingPathComponent("cache")
        try Data("a file where the cache folder would be".utf8).write(to: blocker)
        #expect {
            _ = try TileService.keptFolder(for: t.engine, cacheDirectory: blocker)
        } throws: { error in
            "\(error)".contains(blocker.appendingPathComponent("tiles").path)
        }
    }
}
