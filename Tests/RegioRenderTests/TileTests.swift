import Foundation
import Testing
import RegioTestSupport
import GRDB
import RegioGeo
@testable import RegioRender

private func tempURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("regio-render-\(UUID().uuidString)-\(name)")
}

/// Compares tiles with one render of their union, pixel by pixel.
private func seamDifference(source: TileSource, zoom: Int, x: Int, y: Int) throws -> (worst: Int, over2: Int, labelsCrossing: Int) {
    let renderer = try TileRenderer(source: source)
    let px = source.options.pixelSize
    let union = try PNGDecoder.decode(renderer.renderPNG(zoom: zoom, originX: x * px, originY: y * px, width: 2 * px, height: 2 * px))
    var worst = 0, over2 = 0
    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        let tile = try PNGDecoder.decode(renderer.renderPNG(try TileID(z: zoom, x: x + dx, y: y + dy)))
        for yy in 0..<px {
            for xx in 0..<px {
                let a = tile.pixel(xx, yy), b = union.pixel(dx * px + xx, dy * px + yy)
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                worst = max(worst, d)
                if d > 2 { over2 += 1 }
            }
        }
    }
    // How many labels straddle the shared edges (so the test exercises them).
    let level = try source.level(zoom)
    let midX = Double((x + 1) * px), midY = Double((y + 1) * px)
    let area = PixelRect(x: Double(x * px), y: Double(y * px), width: Double(2 * px), height: Double(2 * px))
    let crossing = level.labels.labels.filter { l in
        area.intersects(l.box) && ((l.box.minX < midX && l.box.maxX > midX) || (l.box.minY < midY && l.box.maxY > midY))
    }.count
    return (worst, over2, crossing)
}

@Suite struct TileTests {
    @Test func neighbouringTilesJoinSeamlessly() throws {
        for options in [try TileOptions(), try TileOptions(size: 256, scale: 2), try TileOptions(size: 512)] {
            let source = try TileSource(scene: SyntheticScene.make(), options: options)
            // The four tiles around a label that crosses a tile edge.
            let px = Double(options.pixelSize)
            var found: (Int, PlacedLabel)? = nil
            for z in 8...11 where found == nil {
                if let l = try source.level(z).labels.labels.first(where: {
                    floor($0.box.minX / px) != floor($0.box.maxX / px) || floor($0.box.minY / px) != floor($0.box.maxY / px)
                }) { found = (z, l) }
            }
            let (z, l) = try #require(found)
            let r = try seamDifference(source: source, zoom: z, x: Int(l.box.minX / px), y: Int(l.box.minY / px))
            #expect(r.worst <= 24, "worst channel difference \(r.worst) with \(options)")
            #expect(r.over2 <= 4 * options.pixelSize * options.pixelSize / 1000, "\(r.over2) pixels differ by more than 2")
            #expect(r.labelsCrossing >= 1)
        }
    }

    @Test func labelsCrossTileEdgesWithoutBeingCut() throws {
        // Find a label that straddles a tile edge and check both tiles draw their part.
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions())
        let level = try source.level(9)
        let straddling = level.labels.labels.filter { Int($0.box.minX) / 256 != Int($0.box.maxX) / 256 }
        #expect(!straddling.isEmpty, "the synthetic scene should have a label across a tile edge at zoom 9")
        if let l = straddling.first {
            let tx = Int(l.box.minX) / 256, ty = Int((l.y - 4)) / 256
            let r = try seamDifference(source: source, zoom: 9, x: tx, y: ty)
            #expect(r.labelsCrossing >= 1)
            #expect(r.worst <= 24 && r.over2 <= 256)
        }
    }

    @Test(.enabled(if: ShowcaseScene.isAvailable, "needs ../shared/data"))
    func realDataTilesJoinSeamlessly() throws {
        let source = try TileSource(scene: ShowcaseScene.czech(highlight: "CZ063"), options: TileOptions())
        let t = TileID(containing: Coordinate(latitude: 49.4, longitude: 15.6), zoom: 10)
        let r = try seamDifference(source: source, zoom: 10, x: t.x, y: t.y)
        #expect(r.worst <= 24 && r.over2 <= 256)
        #expect(r.labelsCrossing >= 1)
    }

    @Test func theSeamCheckSeesAShiftOfOnePixel() throws {
        // The comparison can fail: a union drawn one pixel off differs a lot.
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions())
        let renderer = try TileRenderer(source: source)
        let t = TileID(containing: Coordinate(latitude: 49.95, longitude: 14.45), zoom: 9)
        let tile = try PNGDecoder.decode(renderer.renderPNG(t))
        let shifted = try PNGDecoder.decode(renderer.renderPNG(zoom: 9, originX: t.x * 256 + 1, originY: t.y * 256, width: 256, height: 256))
        var over2 = 0
        for i in stride(from: 0, to: tile.rgba.count, by: 4) where abs(Int(tile.rgba[i]) - Int(shifted.rgba[i])) > 2 { over2 += 1 }
        #expect(over2 > 256)
    }

    @Test func geosClippingDrawsTheSameAsTheWholeArea() throws {
        // A round region of 4000 vertices and a tile on its edge.
        let ring = (0...4000).map { i -> Coordinate in
            let a = Double(i) / 4000 * 2 * .pi
            return Coordinate(latitude: 50 + 0.5 * sin(a) + 0.003 * sin(a * 97), longitude: 15 + 0.8 * cos(a))
        }
        let scene = MapScene(polygons: [MapPolygon(id: "round", name: "Kulatý kraj", role: .highlighted, rings: [[ring]])])
        let source = try TileSource(scene: scene, options: TileOptions())
        let t = TileID(containing: Coordinate(latitude: 50.5, longitude: 15.0), zoom: 11)
        let level = try source.level(11)
        let clipper = AreaClipper()
        let view = t.worldBounds
        let clipped = clipper.rings(of: 0, in: level.scene, view: WorldRect(minX: view.minX, minY: view.minY, maxX: view.maxX, maxY: view.maxY))
        #expect(level.scene.polygons[0].vertexCount > 400)
        #expect(clipped.reduce(0) { $0 + $1.count } < level.scene.polygons[0].vertexCount / 5)
        let renderer = try TileRenderer(source: source)
        let withGEOS = try PNGDecoder.decode(renderer.renderPNG(t))
        renderer.useGEOSClipping = false
        let without = try PNGDecoder.decode(renderer.renderPNG(t))
        #expect(ImageDiff.compare(withGEOS, without).differing <= 20)
        #expect(Set(withGEOS.rgba).count > 10)   // the tile shows the border, not one flat colour
    }

    @Test func clusterScenesArePreparedOncePerZoom() throws {
        final class Calls: @unchecked Sendable { let lock = NSLock(); var zooms: [Int] = [] }
        let calls = Calls()
        let source = TileSource(options: try TileOptions(), attribution: "test") { z in
            calls.lock.lock(); calls.zooms.append(z); calls.lock.unlock()
            // Fewer, bigger clusters at lower zooms.
            return MapScene(points: [MapPoint(id: "c\(z)", coordinate: Coordinate(latitude: 50, longitude: 15), kind: .cluster(count: 1000 >> z))])
        }
        let selection = try TileSelection.covering(SyntheticScene.bounds, zooms: 5...7)
        let dir = tempURL("c")
        defer { try? FileManager.default.removeItem(at: dir) }
        let summary = try TileGenerator(workers: 2).run(source: source, selection: selection, sink: XYZFolderWriter(root: dir), name: "c")
        #expect(summary.rendered == selection.count)
        #expect(calls.zooms.sorted() == [5, 6, 7])
        #expect(try source.level(6).labels.labels.isEmpty)   // badges carry counts, not labels
    }

    /// Counts what an observer hears (from several worker threads).
    final class CountingObserver: TileProgressObserver, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var began: (total: Int, skipped: Int)?
        private(set) var rendered = 0
        private(set) var ended = 0
        func tilesBegan(total: Int, skipped: Int, name: String) { lock.withLock { began = (total, skipped) } }
        func tilesRendered(_ count: Int) { lock.withLock { rendered += count } }
        func tilesEnded() { lock.withLock { ended += 1 } }
    }

    @Test func progressObserverHearsEveryTileOnce() throws {
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions())
        let selection = try TileSelection.covering(BoundingBox(west: 14, south: 49, east: 16, north: 50), zooms: 5...8)
        let dir = tempURL("progress")
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = CountingObserver()
        _ = try TileGenerator(workers: 2, progress: first, batchSize: 3).run(source: source, selection: selection,
                                                                             sink: XYZFolderWriter(root: dir), name: "p")
        #expect(first.began?.total == selection.count && first.began?.skipped == 0)
        #expect(first.rendered == selection.count && first.ended == 1)
        // Again: every tile is there already, nothing is rendered.
        let second = CountingObserver()
        _ = try TileGenerator(workers: 2, progress: second).run(source: source, selection: selection,
                                                                sink: XYZFolderWriter(root: dir), name: "p")
        #expect(second.began?.total == 0 && second.began?.skipped == selection.count)
        #expect(second.rendered == 0 && second.ended == 1)
    }

    @Test func boxesGrowByKilometres() throws {
        let box = BoundingBox(west: 15, south: 49, east: 16, north: 50)
        let grown = TileSelection.grown(box, byKilometres: 11.132)
        #expect(abs(grown.south - 48.9) < 1e-9 && abs(grown.north - 50.1) < 1e-9)
        #expect(grown.west < 14.85 && grown.west > 14.8 && grown.east > 16.15)   // a degree of longitude is shorter at 49.5°
        #expect(try TileSelection.covering(box, grownByKilometres: 20, zooms: 8...8).count > TileSelection.covering(box, zooms: 8...8).count)
        #expect(throws: RenderError.self) { try TileSelection.covering(box, grownByKilometres: 501, zooms: 8...8) }
    }

    @Test func selectionCountsAreKnownFirstAndMatchTheTiles() throws {
        let box = BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)
        let s = try TileSelection.covering(box, zooms: 6...10)
        #expect(s.count == (6...10).reduce(0) { $0 + s.tiles(zoom: $1).count })
        #expect(s.count(zoom: 6) == 4)   // 2 columns × 2 rows over Czechia
        #expect(s.count(zoom: 10) == 20 * 12)   // columns 546…565, rows 342…353
        #expect(throws: RenderError.self) { try TileSelection.covering(BoundingBox(west: 14, south: 50, east: 14, north: 50), zooms: 5...6) }
        #expect(throws: RenderError.self) { try TileSelection.covering(box, zooms: 0...20) }   // too many tiles
        let around = try TileSelection.around([Coordinate(latitude: 50.08, longitude: 14.42), Coordinate(latitude: 50.081, longitude: 14.421)],
                                              radiusKilometres: 2, zooms: 10...12)
        #expect(around.count(zoom: 10) <= 4 && around.count(zoom: 12) >= 4 && around.count(zoom: 12) <= 16)
        for t in around.tiles(zoom: 12) { #expect(t.bounds.north > 50.06 && t.bounds.south < 50.1) }
        #expect(throws: RenderError.self) { try TileSelection.around([], radiusKilometres: 2, zooms: 10...12) }
        #expect(throws: RenderError.self) { try TileSelection.around([Coordinate(latitude: 50, longitude: 14)], radiusKilometres: 0, zooms: 10...12) }
        #expect(throws: RenderError.self) { try TileSelection.around([Coordinate(latitude: .nan, longitude: 14)], radiusKilometres: 1, zooms: 10...12) }
    }

    @Test func mbtilesHasMetadataFlippedRowsAndEveryTile() throws {
        let url = tempURL("t.mbtiles")
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions(png: .paletteTiles))
        let selection = try TileSelection.covering(SyntheticScene.bounds, zooms: 5...8)
        let summary = try TileGenerator(workers: 2).run(source: source, selection: selection, sink: MBTilesWriter(url: url),
                                                        name: "Synthetic")
        #expect(summary.rendered == selection.count && summary.skipped == 0)

        let db = try DatabaseQueue(path: url.path)
        try db.read { db in
            let meta = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT name, value FROM metadata").map { ($0[0] as String, $0[1] as String) })
            #expect(meta["name"] == "Synthetic")
            #expect(meta["format"] == "png")
            #expect(meta["minzoom"] == "5" && meta["maxzoom"] == "8")
            #expect(meta["bounds"] == "13.8,49.3,16.4,50.7")
            #expect(meta["attribution"] == "Synthetic test data")
            let center = meta["center"]!.split(separator: ",").compactMap { Double($0) }
            #expect(center.count == 3 && abs(center[0] - 15.1) < 1e-6 && abs(center[1] - 50) < 1e-6 && (5...8).contains(Int(center[2])))
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM tiles") == selection.count)
            for z in 5...8 {
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM tiles WHERE zoom_level = ?", arguments: [z]) == selection.count(zoom: z))
            }
            // TMS: the XYZ tile containing Prague-like 50°N 15°E is stored at row 2^z − 1 − y.
            let t = TileID(containing: Coordinate(latitude: 50.0, longitude: 15.0), zoom: 8)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM tiles WHERE zoom_level = 8 AND tile_column = ? AND tile_row = ?",
                                     arguments: [t.x, (1 << 8) - 1 - t.y]) == 1)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM tiles WHERE zoom_level = 8 AND tile_row = ?", arguments: [t.y]) == 0)
            for blob in try Data.fetchAll(db, sql: "SELECT tile_data FROM tiles") {
                let png = try PNGDecoder.decode(blob)
                #expect(png.width == 256 && png.height == 256 && png.colorType == 3)
            }
        }
    }

    @Test func generationResumesAndForceRedoes() throws {
        let url = tempURL("r.mbtiles")
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions())
        let small = try TileSelection.covering(SyntheticScene.bounds, zooms: 5...6)
        let larger = try TileSelection.covering(SyntheticScene.bounds, zooms: 5...7)
        try TileGenerator().run(source: source, selection: small, sink: MBTilesWriter(url: url), name: "x")
        let resumed = try TileGenerator().run(source: source, selection: larger, sink: MBTilesWriter(url: url), name: "x")
        #expect(resumed.skipped == small.count && resumed.rendered == larger.count - small.count)
        let again = try TileGenerator().run(source: source, selection: larger, sink: MBTilesWriter(url: url), name: "x")
        #expect(again.rendered == 0 && again.skipped == larger.count)
        let forced = try TileGenerator(force: true).run(source: source, selection: larger, sink: MBTilesWriter(url: url), name: "x")
        #expect(forced.rendered == larger.count && forced.skipped == 0)
    }

    @Test func xyzFolderHasEveryTile() throws {
        let dir = tempURL("xyz")
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions(size: 512))
        let selection = try TileSelection.covering(SyntheticScene.bounds, zooms: 6...7)
        let writer = try XYZFolderWriter(root: dir)
        try TileGenerator(workers: 2).run(source: source, selection: selection, sink: writer, name: "x")
        for z in 6...7 {
            for t in selection.tiles(zoom: z) {
                let png = try PNGDecoder.decode(Data(contentsOf: dir.appendingPathComponent("\(t.z)/\(t.x)/\(t.y).png")))
                #expect(png.width == 512)
            }
            #expect(try writer.existingTiles(zoom: z).count == selection.count(zoom: z))
        }
        let again = try TileGenerator().run(source: source, selection: selection, sink: writer, name: "x")
        #expect(again.rendered == 0)
    }

    @Test func badOutputsAreClearErrors() throws {
        #expect(throws: RenderError.self) { try MBTilesWriter(url: URL(fileURLWithPath: "/nonexistent-folder/x.mbtiles")) }
        let file = tempURL("plain.txt")
        try Data("hello, I am not SQLite, hello, I am not SQLite, hello".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: RenderError.self) { try MBTilesWriter(url: file) }
        #expect(throws: RenderError.self) { try XYZFolderWriter(root: file) }   // a file, not a folder
        #expect(throws: RenderError.self) { try XYZFolderWriter(root: URL(fileURLWithPath: "/proc/regio-tiles")) }
        #expect(throws: RenderError.self) { try TileOptions(size: 300) }
        #expect(throws: RenderError.self) { try TileOptions(scale: 3) }
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions())
        #expect(throws: RenderError.self) { try source.level(25) }
    }

    @Test func invalidScenesAreRejected() throws {
        var scene = SyntheticScene.make()
        scene.points.append(MapPoint(id: "bad", coordinate: Coordinate(latitude: .nan, longitude: 3), kind: .town(population: 1)))
        #expect(throws: RenderError.self) { try TileSource(scene: scene, options: TileOptions()) }
        var lines = SyntheticScene.make()
        lines.lines[0].parts[0].append(Coordinate(latitude: 95, longitude: 3))
        #expect(throws: RenderError.self) { try ProjectedScene(lines) }
    }

    /// The tiles drawn ahead are those meeting anything the scene draws: an
    /// area near Prague with relief over central Europe meets the relief's z5 tiles too.
    @Test func theTilesMeetingASceneIncludeItsRelief() throws {
        var scene = BasemapLayerTests.scene()
        let source = try TileSource(scene: scene, options: TileOptions())
        var relief = BasemapLayerTests.ridge()
        relief.west = 5; relief.north = 55; relief.cellWidth = 0.5; relief.cellHeight = 0.25
        scene.relief = relief
        let withRelief = try TileSource(scene: scene, options: TileOptions())
        let alone = try Set(source.tilesMeetingScene(zoom: 5)), around = try Set(withRelief.tilesMeetingScene(zoom: 5))
        #expect(alone.count <= 4 && alone.isSubset(of: around))
        let west = try TileID(z: 5, x: 16, y: 10)   // 0°–11.25° E, 48.9°–55.8° N: relief, no area
        #expect(around.contains(west) && !alone.contains(west))
    }
}
