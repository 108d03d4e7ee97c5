import Foundation
import Testing
import RegioGeo
@testable import RegioRender

private func tempURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("regio-map-\(UUID().uuidString)-\(name)")
}

@Suite struct MapTests {
    let scene = SyntheticScene.make()
    let area = MapArea.boundingBox(SyntheticScene.bounds)

    @Test func paperSizesInPixelsAndPoints() throws {
        #expect(Paper.a4.pixelSize(dpi: 300, landscape: false) == (2480, 3508))
        #expect(Paper.a4.pixelSize(dpi: 300, landscape: true) == (3508, 2480))
        #expect(Paper.a3.pixelSize(dpi: 150, landscape: false) == (1754, 2480))
        let pt = Paper.a4.points(dpi: 300, landscape: false)
        #expect(pt.width.rounded() == 595 && pt.height.rounded() == 842)
        #expect(try Paper(parsing: "a3") == .a3)
        #expect(try Paper(parsing: "1600x1200px") == .pixels(width: 1600, height: 1200))
        #expect(try Paper(parsing: "800x600") == .pixels(width: 800, height: 600))
        for bad in ["B5", "A5", "x600px", "0x0px", "-5x10px", "100000x10px", ""] {
            #expect(throws: RenderError.self, "\(bad)") { try Paper(parsing: bad) }
        }
    }

    @Test func a4At300DpiHasThePrintSize() throws {
        let map = try OverviewMap(scene: scene, area: area, options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: "Test"))
        #expect(map.pixelWidth == 3508 && map.pixelHeight == 2480)
        let png = try PNGDecoder.decode(map.renderPNG())
        #expect(png.width == 3508 && png.height == 2480)
    }

    @Test func pdfIsVectorWithTheRightPageSize() throws {
        let map = try OverviewMap(scene: scene, area: area, options: OverviewMapOptions(paper: .a4, dpi: 300, title: "Vektor"))
        let pdf = try map.renderPDF()
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.5"))
        let box = try #require(text.firstRange(of: "/MediaBox [ "))
        let numbers = text[box.upperBound...].prefix(while: { $0 != "]" }).split(separator: " ").compactMap { Double($0) }
        #expect(numbers.count == 4 && numbers[2].rounded() == 595 && numbers[3].rounded() == 842)
        #expect(!text.contains("/Subtype /Image"), "the PDF must not be one image")
        let streams = try pdfStreams(pdf)
        let content = streams.joined(separator: "\n")
        // Path construction and painting operators: moveto, lineto, closepath, fill, stroke, rectangle.
        for op in [" m ", " l ", " re f", " S ", " h\n", "f*", " c "] {
            #expect(content.contains(op), "no '\(op.trimmingCharacters(in: .whitespacesAndNewlines))' operator")
        }
        #expect(content.components(separatedBy: " l ").count > 50)
        #expect(text.contains("/FontFile"), "fonts are embedded as outlines")
    }

    @Test func writesByExtensionAndRejectsUnknownOnes() throws {
        let map = try OverviewMap(scene: scene, area: area, options: OverviewMapOptions(paper: .pixels(width: 400, height: 300), dpi: 96))
        let png = tempURL("m.png"), pdf = tempURL("m.PDF")
        defer { try? FileManager.default.removeItem(at: png); try? FileManager.default.removeItem(at: pdf) }
        #expect(try map.write(to: png) == .png)
        #expect(try PNGDecoder.decode(Data(contentsOf: png)).width == 400)
        #expect(try map.write(to: pdf) == .pdf)
        #expect(try Data(contentsOf: pdf).prefix(4) == Data("%PDF".utf8))
        #expect(throws: RenderError.unsupportedFormat("m.jpg")) { try map.write(to: URL(fileURLWithPath: "/tmp/m.jpg")) }
        #expect(throws: RenderError.self) { try map.write(to: URL(fileURLWithPath: "/nonexistent-folder/m.png")) }
        #expect(throws: RenderError.self) { try map.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(".")) }
    }

    @Test func badRequestsAreClearErrors() throws {
        func fails(_ options: OverviewMapOptions, area: MapArea? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(throws: RenderError.self, sourceLocation: sourceLocation) {
                try OverviewMap(scene: scene, area: area ?? self.area, options: options)
            }
        }
        for dpi in [0, -300, .nan, .infinity, 5000] { fails(OverviewMapOptions(dpi: dpi)) }
        fails(OverviewMapOptions(bearing: .nan))
        fails(OverviewMapOptions(paddingMillimetres: -1))
        fails(OverviewMapOptions(paper: .a3, dpi: 1200))   // too many pixels
        fails(OverviewMapOptions(paper: .pixels(width: 40, height: 40), dpi: 300, paddingMillimetres: 20))   // no room
        fails(OverviewMapOptions(), area: .coordinates([]))
        fails(OverviewMapOptions(), area: .coordinates([Coordinate(latitude: .nan, longitude: 1)]))
        fails(OverviewMapOptions(), area: .boundingBox(BoundingBox(west: 14, south: 50, east: 14, north: 50)))
        fails(OverviewMapOptions(), area: .boundingBox(BoundingBox(west: 14, south: 51, east: 15, north: 50)))
        fails(OverviewMapOptions(), area: .boundingBox(BoundingBox(west: .nan, south: 49, east: 15, north: 50)))
        var bad = scene
        bad.polygons[0].rings[0][0][1] = Coordinate(latitude: 1, longitude: .infinity)
        #expect(throws: RenderError.self) { try OverviewMap(scene: bad, area: area, options: OverviewMapOptions()) }
    }

    @Test func anySingleFavouriteStillMakesAMap() throws {
        let fav = Coordinate(latitude: 49.8, longitude: 15.3)
        let map = try OverviewMap(scene: scene, area: .coordinates([fav, fav]),
                                  options: OverviewMapOptions(paper: .pixels(width: 300, height: 300), dpi: 96))
        #expect(map.metresPerPixel > 1 && map.metresPerPixel < 100)
        _ = try map.renderPNG()
        // An empty scene is fine too: background, frame and scale bar.
        _ = try OverviewMap(scene: MapScene(), area: area, options: OverviewMapOptions(paper: .pixels(width: 200, height: 200), dpi: 96)).renderPNG()
    }

    @Test func scaleBarIsRoundAndRightForTheLatitude() throws {
        let fonts = FontLibrary.named(MapStyle.standard.fontFamily)
        let measurer = TextMeasurer(fonts: fonts)
        for mpp in [0.37, 1, 8.4, 55, 123.4, 999, 2500] {
            let bar = ScaleBar(metresPerPixel: mpp, maxLength: 300, dpi: 150, fontSize: 9.5, fonts: fonts, measurer: measurer)
            let mantissa = bar.metres / pow(10, floor(log10(bar.metres)))
            #expect([1, 2, 5].contains(mantissa.rounded()) && abs(mantissa - mantissa.rounded()) < 1e-9, "\(bar.metres)")
            #expect(bar.length <= 300 + 1e-9 && bar.length > 300 / 5.01)
        }
        #expect(ScaleBar.format(metres: 20_000) == "20 km" && ScaleBar.format(metres: 500) == "500 m")
        #expect(ScaleBar(metresPerPixel: 10, maxLength: 100, dpi: 254, fontSize: 9.5, fonts: fonts, measurer: measurer).scaleText == "1 : 100\u{2009}000")
        // The same width of map at 60°N covers half the ground of one at the equator.
        let box = { (lat: Double) in MapArea.boundingBox(BoundingBox(west: 10, south: lat - 0.01, east: 11, north: lat + 0.01)) }
        let options = OverviewMapOptions(paper: .pixels(width: 1000, height: 1000), dpi: 96, paddingMillimetres: 0)
        let equator = try OverviewMap(scene: MapScene(), area: box(0), options: options)
        let north = try OverviewMap(scene: MapScene(), area: box(60), options: options)
        #expect(abs(north.metresPerPixel / equator.metresPerPixel - 0.5) < 0.001)
        // 1° of longitude at the equator is ~111.3 km across 1000 px.
        #expect(abs(equator.metresPerPixel * 1000 - 111_319) < 200)
    }

    @Test func fitsTheAreaAtAnyBearing() throws {
        for bearing in [0.0, 30, 90, 181, -45, 1e6] {
            let map = try OverviewMap(scene: scene, area: area,
                                      options: OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96, bearing: bearing))
            let b = SyntheticScene.bounds
            for c in [Coordinate(latitude: b.south, longitude: b.west), Coordinate(latitude: b.north, longitude: b.east),
                      Coordinate(latitude: b.south, longitude: b.east), Coordinate(latitude: b.north, longitude: b.west)] {
                let p = map.transform.apply(WebMercator.project(c))
                #expect(map.frame.insetBy(-0.5).contains(x: p.x, y: p.y), "bearing \(bearing): \(c) at \(p)")
            }
        }
    }

    @Test func neighboursAreNamedWhereTheyAreSeen() throws {
        // A big neighbour whose centre is far outside the map: named inside the part that is seen.
        func layout(west: Double, bearing: Double = 0) throws -> (OverviewMap, PlacedLabel?) {
            var scene = SyntheticScene.make()
            scene.points.removeAll { $0.coordinate.longitude > 15.9 }
            scene.polygons.append(MapPolygon(id: "BIG", name: "Velká říše", role: .neighbour, rings: [[SyntheticScene.ring([
                (west, 45.0), (30.0, 45.0), (30.0, 55.0), (west, 55.0), (west, 45.0)])]]))
            let map = try OverviewMap(scene: scene, area: area,
                                      options: OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96, bearing: bearing))
            let labels = LabelLayout.place(scene: map.scene, style: .standard, transform: map.transform, bounds: map.frame)
            return (map, labels.labels.first { $0.text == "Velká říše" })
        }
        for bearing in [0.0, 20] {
            let (map, label) = try layout(west: 15.95, bearing: bearing)
            let placed = try #require(label, "bearing \(bearing)")
            let edge = map.transform.apply(WebMercator.project(Coordinate(latitude: 50, longitude: 15.95))).x
            #expect(placed.box.minX > edge - 20, "inside the visible part, right of x = \(edge): \(placed.box)")
            #expect(map.frame.contains(placed.box))
        }
        // A sliver of a few pixels at the frame's edge gets no name.
        #expect(try layout(west: 16.45).1 == nil)
    }

    @Test func overviewLabelsDoNotOverlapAndStayInTheFrame() throws {
        let options = OverviewMapOptions(paper: .pixels(width: 900, height: 700), dpi: 96, bearing: 20, title: "Štítky")
        let map = try OverviewMap(scene: scene, area: area, options: options)
        let layout = LabelLayout.place(scene: map.scene, style: .standard, transform: map.transform, bounds: map.frame)
        #expect(layout.labels.count >= 8)
        for l in layout.labels { #expect(map.frame.contains(l.box)) }
        for i in layout.labels.indices { for j in layout.labels.indices where j > i {
            #expect(!layout.labels[i].pieces.contains { a in layout.labels[j].pieces.contains { a.intersects($0) } })
        } }
    }
}
