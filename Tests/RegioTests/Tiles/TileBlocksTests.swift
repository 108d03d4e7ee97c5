import Foundation
import Testing
import RegioGeo
@testable import RegioRender
@testable import Regio

/// Zooms prepared by blocks of tiles (what `regio serve` draws from), on the
/// embedded Czech dataset: labels of neighbouring blocks never overlap, and a
/// label across a tile or block edge is drawn whole on both sides.
@Suite struct TileBlocksTests {
    /// Tiles of the embedded dataset as the tile service makes them, by blocks from z10.
    static func source(blockTiles: Int = 8) throws -> TileSource {
        let engine = TestEngine().engine
        let builder = try engine.mapSceneBuilder(language: .cs, favourites: false)
        return try TileSource(scene: builder.tileScene(highlighting: nil), style: engine.mapStyle(file: nil, language: .cs),
                              options: TileOptions(), preparation: TilePreparation(blocksFromZoom: 10, blockTiles: blockTiles))
    }

    static let prague = Coordinate(latitude: 50.08, longitude: 14.42)

    /// The block whose top-left corner is nearest to Prague at `zoom` (so Prague's labels cross its edges).
    static func cornerBlock(_ blocks: TileBlocks, zoom: Int) -> TileBlockKey {
        let p = WebMercator.project(prague)
        let perSide = Double(blocks.blocksPerSide(zoom: zoom))
        return TileBlockKey(zoom: zoom, x: Int((p.x * perSide).rounded()), y: Int((p.y * perSide).rounded()))
    }

    @Test func neighbouringBlocksNeverDrawOverlappingLabels() throws {
        let source = try Self.source()
        let blocks = try #require(source.blocks)
        var crossing = 0, checked = 0
        for zoom in 10...12 {
            // The four blocks meeting at a corner near Prague.
            let c = Self.cornerBlock(blocks, zoom: zoom)
            let keys = [(-1, -1), (0, -1), (-1, 0), (0, 0)].map { TileBlockKey(zoom: zoom, x: c.x + $0.0, y: c.y + $0.1) }
            let drawn = keys.map { blocks.settledLabels($0).labels }
            #expect(drawn.allSatisfy { !$0.isEmpty }, "every block near Prague has labels at z\(zoom)")
            for a in keys.indices {
                let rect = blocks.blockRect(keys[a])
                for l in drawn[a] {
                    #expect(rect.containsHalfOpen(x: l.anchorX, y: l.anchorY), "\(l.text) is drawn by the block holding its anchor")
                    if !rect.contains(l.box) { crossing += 1 }
                }
                for b in keys.indices where b > a {
                    for l in drawn[a] {
                        for m in drawn[b] where TileBlocks.overlap(l, m) {
                            Issue.record("z\(zoom): \(l.text) (block \(keys[a].x),\(keys[a].y)) overlaps \(m.text) (block \(keys[b].x),\(keys[b].y))")
                        }
                        checked += drawn[b].count
                    }
                }
            }
        }
        #expect(crossing >= 3, "labels cross block edges (\(crossing)), so the check sees them")
        #expect(checked > 1_000)
    }

    @Test func aLabelAcrossATileOrBlockEdgeIsDrawnInBothTiles() throws {
        let source = try Self.source()
        let blocks = try #require(source.blocks)
        let renderer = try TileRenderer(source: source)
        let px = source.options.pixelSize
        for zoom in [11, 12] {
            // The 2 × 2 tiles at the corner of four blocks near Prague, drawn at once (a metatile) and one by one.
            let c = Self.cornerBlock(blocks, zoom: zoom)
            let x = c.x * 8 - 1, y = c.y * 8 - 1
            let union = try renderer.draw(zoom: zoom, originX: x * px, originY: y * px, width: 2 * px, height: 2 * px) { Pixels($0) }
            var worst = 0, over2 = 0
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let tile = try renderer.draw(zoom: zoom, originX: (x + dx) * px, originY: (y + dy) * px, width: px, height: px) { Pixels($0) }
                for yy in 0..<px {
                    for xx in 0..<px {
                        let d = Pixels.difference(tile.values[yy * px + xx], union.values[(dy * px + yy) * 2 * px + dx * px + xx])
                        worst = max(worst, d)
                        if d > 2 { over2 += 1 }
                    }
                }
            }
            #expect(worst <= 24 && over2 <= 256, "z\(zoom): worst channel difference \(worst), \(over2) pixels over 2")
            // Labels of the four blocks cross the edges between the tiles (the check sees them).
            let level = try source.level(zoom: zoom, originX: x * px, originY: y * px, width: px, height: px)
            let mid = (x: Double((x + 1) * px), y: Double((y + 1) * px))
            let area = PixelRect(x: Double(x * px), y: Double(y * px), width: Double(2 * px), height: Double(2 * px))
            let crossing = level.labels.labels.filter {
                area.intersects($0.box) && (($0.box.minX < mid.x && $0.box.maxX > mid.x) || ($0.box.minY < mid.y && $0.box.maxY > mid.y))
            }
            #expect(!crossing.isEmpty, "z\(zoom): a label crosses the block edges")
        }
    }

    @Test func aTileDrawsLikeTheWholeZoomAwayFromBlockEdges() throws {
        // Geometry is the same by blocks or whole: a tile with no label differs in no pixel over 2.
        let source = try Self.source()
        let whole = try TileSource(scene: TestEngine().engine.mapSceneBuilder(language: .cs, favourites: false).tileScene(highlighting: nil),
                                   style: source.style, options: source.options)
        let t = TileID(containing: Coordinate(latitude: 49.0, longitude: 13.6), zoom: 12)
        let a = try TileRenderer(source: source).draw(zoom: 12, originX: t.x * 256, originY: t.y * 256, width: 256, height: 256) { Pixels($0) }
        let b = try TileRenderer(source: whole).draw(zoom: 12, originX: t.x * 256, originY: t.y * 256, width: 256, height: 256) { Pixels($0) }
        let differing = zip(a.values, b.values).filter { Pixels.difference($0, $1) > 2 }.count
        let labels = try whole.level(12).labels.labels(meeting: PixelRect(x: Double(t.x * 256), y: Double(t.y * 256), width: 256, height: 256))
        if labels.isEmpty { #expect(differing == 0) } else { #expect(differing < 256 * 256 / 4) }
    }

    @Test func aBlockTakesOnlyThePointsItsZoomShows() throws {
        // At z7 towns under 20,000 do not show: a block copies none of them (nor
        // their names for labels), and keeps the towns that do show.
        let engine = TestEngine().engine
        let scene = try engine.mapSceneBuilder(language: .cs, favourites: false).tileScene(highlighting: nil)
        let source = try TileSource(scene: scene, style: engine.mapStyle(file: nil, language: .cs), options: TileOptions(),
                                    preparation: TilePreparation(blocksFromZoom: 7))
        let t = TileID(containing: Self.prague, zoom: 7)
        let level = try source.level(zoom: 7, originX: t.x * 256, originY: t.y * 256, width: 256, height: 256)
        let styleZoom = TileLevel.plane(zoom: 7, options: source.options).styleZoom
        #expect(scene.points.contains { !source.style.shows($0, atZoom: styleZoom) })
        #expect(level.scene.points.contains { $0.source.name == "Praha" })
        #expect(level.scene.points.allSatisfy { source.style.shows($0.source, atZoom: styleZoom) })
        #expect(level.labels.labels.contains { $0.text == "Praha" })
    }

    @Test func recentCacheKeepsTheNewestUpToItsLimit() {
        let cache = RecentCache<Int, String>(limit: 3)
        for i in 0..<3 { cache.put("\(i)", for: i) }
        _ = cache.get(0)                          // 0 is now newer than 1 and 2
        cache.put("3", for: 3)
        #expect(cache.count == 3)
        #expect(cache.get(1) == nil)
        #expect(cache.get(0) == "0" && cache.get(2) == "2" && cache.get(3) == "3")
        var made = 0
        _ = cache.value(3) { made += 1; return "x" }
        _ = cache.value(9) { made += 1; return "9" }
        #expect(made == 1 && cache.get(9) == "9" && cache.count == 3)
    }
}

/// The pixels of a render, copied out of the surface.
private struct Pixels {
    let values: [UInt32]
    init(_ image: ARGBImage) {
        var v: [UInt32] = []
        v.reserveCapacity(image.width * image.height)
        for y in 0..<image.height { for x in 0..<image.width { v.append(image.pixel(x, y)) } }
        values = v
    }

    /// The largest difference of one channel.
    static func difference(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            worst = max(worst, abs(x - y))
        }
        return worst
    }
}
