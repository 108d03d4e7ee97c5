import Foundation
import Testing
import RegioTestSupport
import RegioGeo
@testable import RegioRender

private func candidate(_ id: String, _ x: Double, _ y: Double, priority: Double, text: String = "Label",
                       measurer: TextMeasurer) -> LabelCandidate {
    let fonts = measurer.fonts
    return LabelCandidate(id: id, text: text, kind: .town, priority: priority, x: x, y: y, symbolRadius: 3,
                          positions: [.right, .left, .above, .below, .aboveRight, .belowLeft], fontSize: 11,
                          bold: false, italic: false, metrics: measurer.measure(text, face: fonts.regular, size: 11),
                          color: .black, halo: .white, haloWidth: 1.5, padding: 1)
}

private func assertNoOverlap(_ labels: [PlacedLabel], sourceLocation: SourceLocation = #_sourceLocation) {
    var overlaps: [String] = []
    for i in labels.indices {
        for j in labels.indices where j > i && labels[i].pieces.contains(where: { a in labels[j].pieces.contains { a.intersects($0) } }) {
            overlaps.append("\(labels[i].text) overlaps \(labels[j].text)")
        }
    }
    #expect(overlaps.isEmpty, "\(overlaps.prefix(5))", sourceLocation: sourceLocation)
}

@Suite struct LabelTests {
    let measurer = TextMeasurer(fonts: FontLibrary.named("DejaVu Sans"))

    @Test func randomDenseLabelsNeverOverlap() {
        var rng = SeededRandom(seed: 42)
        for round in 0..<20 {
            var candidates: [LabelCandidate] = []
            for i in 0..<300 {
                let words = ["Brno", "Ústí nad Labem", "Žďár", "Třebíč", "Kutná Hora", "Ostrava-Poruba"]
                candidates.append(candidate("\(round)-\(i)", .random(in: 0...800, using: &rng), .random(in: 0...600, using: &rng),
                                            priority: Double(Int.random(in: 0...5, using: &rng)),
                                            text: words.randomElement(using: &rng)!, measurer: measurer))
            }
            var placer = LabelPlacer(bounds: PixelRect(x: 0, y: 0, width: 800, height: 600))
            let placed = placer.place(candidates)
            #expect(placed.count > 20 && placed.count < 300)
            assertNoOverlap(placed)
            for l in placed { #expect(PixelRect(x: 0, y: 0, width: 800, height: 600).contains(l.box)) }
        }
    }

    @Test func namesMeasuredOnlyWhenTheyMightFitArePlacedTheSame() {
        // A crowded map: most names find no room. Left unmeasured, the placer
        // measures a name only when an empty one would fit, and places the same labels.
        var rng = SeededRandom(seed: 7)
        let words = ["Brno", "Ústí nad Labem", "Žďár", "Třebíč", "Kutná Hora", "Ostrava-Poruba", "Lhota"]
        let measured = (0..<1_500).map { i in
            candidate(String(format: "c%04d", i), .random(in: 0...600, using: &rng), .random(in: 0...400, using: &rng),
                      priority: Double(Int.random(in: 0...9, using: &rng)), text: words.randomElement(using: &rng)!, measurer: measurer)
        }
        let unmeasured = measured.map { c in
            var c = c
            c.metrics = measurer.lineMetrics(face: measurer.fonts.regular, size: c.fontSize)
            c.widthUnknown = true
            return c
        }
        #expect(unmeasured.allSatisfy { $0.metrics.width == 0 })
        var asked = 0
        var p1 = LabelPlacer(bounds: PixelRect(x: 0, y: 0, width: 600, height: 400)), p2 = p1
        let expected = p1.place(measured)
        let lazily = p2.place(unmeasured) { c in
            asked += 1
            return measurer.measure(c.text, face: measurer.fonts.regular, size: c.fontSize)
        }
        #expect(lazily.map(\.id) == expected.map(\.id))
        #expect(lazily.map(\.box) == expected.map(\.box))
        #expect(expected.count > 50)
        #expect(asked >= expected.count && asked < measured.count / 2, "\(asked) of \(measured.count) names measured")
    }

    @Test func collisionGridAgreesWithLookingAtEveryBox() {
        var rng = SeededRandom(seed: 3)
        var grid = CollisionGrid(cellSize: 24)
        var boxes: [(PixelRect, Double)] = []
        for i in 0..<2_000 {
            let w = i % 100 == 0 ? 5_000.0 : .random(in: 0.5...80, using: &rng)   // some span thousands of cells
            let box = PixelRect(x: .random(in: -500...1_500, using: &rng), y: .random(in: -500...1_500, using: &rng),
                                width: w, height: .random(in: 0.5...30, using: &rng))
            let priority = Double(Int.random(in: 0...3, using: &rng))
            grid.insert(box, priority: priority)
            boxes.append((box, priority))
        }
        for _ in 0..<3_000 {
            let query = PixelRect(x: .random(in: -600...1_600, using: &rng), y: .random(in: -600...1_600, using: &rng),
                                  width: .random(in: 0...60, using: &rng), height: .random(in: 0...20, using: &rng))
            let minPriority = Double(Int.random(in: 0...4, using: &rng))
            #expect(grid.intersectsAny(query, minPriority: minPriority) == boxes.contains { $0.1 >= minPriority && $0.0.intersects(query) })
            #expect(grid.indices(meeting: query) == boxes.indices.filter { boxes[$0].0.intersects(query) }.map { Int32($0) })
        }
        #expect(!grid.intersectsAny(PixelRect(minX: .nan, minY: 0, maxX: 1, maxY: 1)))
    }

    @Test func higherPriorityWinsACollision() {
        var placer = LabelPlacer()
        let low = candidate("a", 100, 100, priority: 1, text: "Malá ves", measurer: measurer)
        var high = candidate("b", 100, 100, priority: 100, text: "Velké město", measurer: measurer)
        high.positions = [.right]
        var lowOnlyRight = low
        lowOnlyRight.positions = [.right]
        let placed = placer.place([lowOnlyRight, high])
        #expect(placed.map(\.id) == ["b"])
    }

    @Test func placementIsDeterministicWhateverTheInputOrder() {
        var rng = SeededRandom(seed: 9)
        let candidates = (0..<200).map { i in
            candidate(String(format: "c%03d", i), .random(in: 0...500, using: &rng), .random(in: 0...500, using: &rng),
                      priority: Double(i % 3), measurer: measurer)
        }
        var p1 = LabelPlacer(), p2 = LabelPlacer()
        let a = p1.place(candidates)
        let b = p2.place(candidates.shuffled(using: &rng))
        #expect(a.map(\.id) == b.map(\.id))
        #expect(a.map(\.box) == b.map(\.box))
    }

    @Test func obstaclesAndSymbolsAreAvoided() {
        var placer = LabelPlacer()
        placer.addObstacle(PixelRect(x: 103, y: 80, width: 200, height: 40))
        let placed = placer.place([candidate("a", 100, 100, priority: 1, measurer: measurer)])
        #expect(placed.count == 1)
        #expect(!placed[0].box.intersects(PixelRect(x: 103, y: 80, width: 200, height: 40)))
        #expect(placed[0].box.maxX <= 100)   // it went left
    }

    @Test func onlyLessImportantSymbolsMayBeCovered() {
        let symbol = PixelRect(x: 105, y: 90, width: 12, height: 20)   // right of the anchor
        var a = candidate("a", 100, 100, priority: 50, measurer: measurer)
        a.positions = [.right]
        var p1 = LabelPlacer()
        p1.addSymbol(symbol, priority: 10)
        #expect(p1.place([a]).count == 1)        // a town label over a castle symbol
        var p2 = LabelPlacer()
        p2.addSymbol(symbol, priority: 50)
        #expect(p2.place([a]).isEmpty)           // not over an equally important one
    }

    @Test func smallTownsWithoutRoomForTheirNameAreNotDrawn() throws {
        let c = Coordinate(latitude: 50, longitude: 15)
        let scene = try ProjectedScene(MapScene(points: [
            MapPoint(id: "a", name: "Horní Dolní", coordinate: c, kind: .town(population: 9_000)),
            MapPoint(id: "b", name: "Dolní Horní", coordinate: c, kind: .town(population: 8_000)),
            MapPoint(id: "big", name: "Velké Město", coordinate: c, kind: .town(population: 500_000)),
        ]))
        let plane = MapTransform(scale: 256 * 1024, anchor: WorldPoint(x: 0, y: 0), deviceAnchor: WorldPoint(x: 0, y: 0), pixelRatio: 1)
        let layout = LabelLayout.place(scene: scene, style: .standard, transform: plane)
        #expect(layout.labels.map(\.id).contains("big"))
        #expect(layout.unnamedTowns.contains("b"))
        let symbols = PreparedSymbols(scene: scene, style: .standard, styleZoom: plane.styleZoom, hiddenTowns: layout.unnamedTowns)
        #expect(symbols.instances.count == 3 - layout.unnamedTowns.count)
    }

    /// A quiz's map (``MapScene/withoutNames()``): no labels at all, and every town's dot drawn.
    @Test func aSceneWithoutNamesHasNoLabelsAndHidesNoTown() throws {
        let c = Coordinate(latitude: 50, longitude: 15)
        let named = MapScene(polygons: [MapPolygon(id: "r", name: "Kraj Vysočina", rings: [[[c, Coordinate(latitude: 50, longitude: 16),
                                                                                             Coordinate(latitude: 51, longitude: 16), c]]])],
                             lines: [MapLine(id: "l", name: "Jihlava", parts: [[c, Coordinate(latitude: 50.5, longitude: 15.5)]])],
                             points: [MapPoint(id: "a", name: "Telč", coordinate: c, kind: .town(population: 5_000)),
                                      MapPoint(id: "b", name: "Jihlava", coordinate: c, kind: .town(population: 50_000))])
        let plain = named.withoutNames()
        #expect(plain.points.map(\.id) == ["a", "b"])
        #expect(plain.polygons.allSatisfy { $0.name == nil } && plain.lines.allSatisfy { $0.name == nil } && plain.points.allSatisfy { $0.name == nil })
        let plane = MapTransform(scale: 256 * 1024, anchor: WorldPoint(x: 0, y: 0), deviceAnchor: WorldPoint(x: 0, y: 0), pixelRatio: 1)
        #expect(!LabelLayout.place(scene: try ProjectedScene(named), style: .standard, transform: plane).labels.isEmpty)
        let layout = LabelLayout.place(scene: try ProjectedScene(plain), style: .standard, transform: plane)
        #expect(layout.labels.isEmpty)
        #expect(layout.unnamedTowns.isEmpty)
    }

    @Test func badCandidatesAreSkipped() {
        var placer = LabelPlacer()
        let nan = candidate("n", .nan, 5, priority: 1, measurer: measurer)
        let inf = candidate("i", 5, 5, priority: .infinity, measurer: measurer)
        let huge = candidate("h", 1e300, 1e300, priority: 1, measurer: measurer)
        let placed = placer.place([nan, inf, huge, candidate("ok", 10, 10, priority: 1, measurer: measurer)])
        #expect(placed.map(\.id).contains("ok"))
        #expect(!placed.map(\.id).contains("n") && !placed.map(\.id).contains("i"))
    }

    @Test(.enabled(if: ShowcaseScene.isAvailable, "needs ../shared/data"))
    func realMapLabelsDoNotOverlap() throws {
        let scene = try ProjectedScene(ShowcaseScene.czech(highlight: "CZ063"))
        for z in [7, 9, 11] {
            let s = TileOptions.init256.worldScale(zoom: z)
            let plane = MapTransform(scale: s, anchor: WorldPoint(x: 0, y: 0), deviceAnchor: WorldPoint(x: 0, y: 0), pixelRatio: 1)
            let layout = LabelLayout.place(scene: scene.generalized(scale: s), style: .standard, transform: plane)
            #expect(layout.labels.count > 10)
            assertNoOverlap(layout.labels)
        }
    }
}

extension TileOptions {
    static let init256 = try! TileOptions()
}

extension LabelTests {
    @Test func aTextIsNotRepeatedNearby() {
        // A chateau named like its town, 20 px away: the town (more important) keeps the name.
        let town = candidate("town", 100, 100, priority: 20_000, measurer: measurer)
        var chateau = candidate("chateau", 120, 150, priority: 6_000, measurer: measurer)
        chateau.positions = [.right]
        var far = candidate("far", 400, 150, priority: 6_000, measurer: measurer)
        far.positions = [.right]
        var placer = LabelPlacer(repeatDistance: 80)
        #expect(placer.place([chateau, town, far]).map(\.id).sorted() == ["far", "town"])
        var unchecked = LabelPlacer()
        #expect(unchecked.place([chateau, town]).count == 2)
    }

    @Test func onlyTheHighlightedRegionsNameCoversSymbols() throws {
        var region = candidate("area:region", 100, 100, priority: 250_000, measurer: measurer)
        region.positions = [.center]
        region.avoidsSymbols = false
        var symbols = LabelPlacer()
        symbols.addSymbol(PixelRect(x: 95, y: 95, width: 10, height: 10), priority: 6_000)
        #expect(symbols.place([region]).isEmpty, "another region's name is left out rather than broken by a symbol")
        region.covers = .any
        var again = LabelPlacer()
        again.addSymbol(PixelRect(x: 95, y: 95, width: 10, height: 10), priority: 6_000)
        #expect(again.place([region]).count == 1, "the highlighted region is always named")
        // It prefers covering a small symbol to covering a badge or a big town.
        var two = LabelPlacer()
        region.positions = [.center, .below]
        let badge = PixelRect(x: 95, y: 86, width: 10, height: 10)
        two.addSymbol(badge, priority: LabelPlacer.coverableBelow)
        two.addSymbol(PixelRect(x: 95, y: 112, width: 10, height: 10), priority: 6_000)
        let placed = try #require(two.place([region]).first)
        #expect(region.layout(at: .center).box.intersects(badge))
        #expect(!placed.box.intersects(badge), "below, over the small symbol")
    }
}
