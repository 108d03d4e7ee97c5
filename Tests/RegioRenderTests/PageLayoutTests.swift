import Foundation
import Testing
import RegioGeo
@testable import RegioRender

/// The furniture of printed maps at every size: nothing cut off, nothing on
/// top of anything else, the legend where it hides the least of the region.
@Suite struct PageLayoutTests {
    let scene = SyntheticScene.make()
    let area = MapArea.boundingBox(SyntheticScene.bounds)

    /// The sizes a map is printed at: small screens to A0.
    static let pages: [(Paper, Double)] = [(.pixels(width: 800, height: 600), 96), (.pixels(width: 800, height: 600), 300),
                                           (.pixels(width: 1024, height: 768), 96), (.a4, 96), (.a4, 300), (.a3, 150), (.a0, 72)]

    @Test func pixelPaperMeansScreenPixels() {
        #expect(Paper.pixels(width: 800, height: 600).defaultDPI == 96)
        #expect(Paper.a4.defaultDPI == 300 && Paper.a0.defaultDPI == 300)
        #expect(Paper.a0.millimetres! == (841, 1189))
        #expect((try? Paper(parsing: "A0")) == .a0 && (try? Paper(parsing: "a2")) == .a2)
    }

    @Test(arguments: [12.0, 37, 100, 260, 999, 2_500, 7_777])
    func scaleBarLabelsStandApart(metresPerPixel: Double) throws {
        let fonts = FontLibrary.named(MapStyle.standard.fontFamily)
        let measurer = TextMeasurer(fonts: fonts)
        // 800×600 at 96 and at 300 dpi (the old default for pixel paper), A4 at 300 dpi.
        for (maxLength, fontSize) in [(176.0, 9.5), (176, 29.7), (680, 29.7)] {
            let bar = ScaleBar(metresPerPixel: metresPerPixel, maxLength: maxLength, dpi: 96, fontSize: fontSize, fonts: fonts, measurer: measurer)
            let rects = bar.labelRects(x: 0, y: 0)
            #expect(!rects.isEmpty)
            #expect(bar.length <= maxLength + 1e-9)
            for i in rects.indices.dropFirst() {
                #expect(rects[i - 1].maxX < rects[i].minX, "labels \(i - 1) and \(i) of \(bar.metres) m at \(fontSize) px: \(rects)")
            }
        }
    }

    @Test func furnitureFitsThePageAndNothingOverlaps() throws {
        for (paper, dpi) in Self.pages {
            let options = OverviewMapOptions(paper: paper, dpi: dpi, landscape: true,
                                             title: "Jihomoravský kraj a okolí: řeky, jezera a hrady na mapě pro tisk")
            let map = try OverviewMap(scene: scene, area: area, options: options)
            let l = map.layout
            let page = PixelRect(x: 0, y: 0, width: Double(map.pixelWidth), height: Double(map.pixelHeight))
            let title = try #require(l.titleRect, "\(paper) \(dpi)")
            #expect(page.contains(title), "title \(title) on \(paper) at \(dpi) dpi (\(map.pixelWidth)×\(map.pixelHeight))")
            #expect(title.maxY <= map.frame.minY, "the title stands above the map frame on \(paper) at \(dpi) dpi")
            let labels = l.scaleBarLabelRects
            for i in labels.indices.dropFirst() { #expect(!labels[i - 1].intersects(labels[i]), "\(paper) at \(dpi) dpi: \(labels)") }
            let furniture = [l.legendRect, l.scaleBarRect, l.attributionRect].compactMap { $0 }
            for (i, a) in furniture.enumerated() {
                #expect(map.frame.contains(a), "\(a) inside the frame on \(paper) at \(dpi) dpi")
                for b in furniture[(i + 1)...] { #expect(!a.intersects(b), "\(a) and \(b) on \(paper) at \(dpi) dpi") }
            }
            #expect(l.legendRect != nil, "a legend on \(paper) at \(dpi) dpi")
        }
    }

    @Test func aTitleTooLongForOneLineWrapsOrShrinks() throws {
        let long = String(repeating: "Hrady a zámky Vysočiny ", count: 4)
        let map = try OverviewMap(scene: scene, area: area,
                                  options: OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96, title: long))
        let title = try #require(map.layout.titleRect)
        #expect(title.minX >= 0 && title.maxX <= 800)
        #expect(map.layout.titleLines.count > 1 || map.layout.titleFontSize < MapStyle.standard.page.titleFontSize)
        // Every word is there (nothing cut) when it fits in three lines.
        #expect(map.layout.titleLines.joined(separator: " ").split(separator: " ").count == long.split(separator: " ").count)
    }

    /// A highlighted region in the bottom left corner of the map: the legend goes elsewhere.
    @Test func theLegendHidesTheLeastOfTheRegion() throws {
        let corner = MapPolygon(id: "SW", name: "Jihozápad", role: .highlighted, rings: [[SyntheticScene.ring([
            (13.8, 49.3), (14.8, 49.3), (14.8, 49.8), (13.8, 49.8), (13.8, 49.3)])]])
        var scene = SyntheticScene.make()
        scene.polygons = scene.polygons.filter { $0.role == .neighbour } + [corner]
        for (paper, dpi) in Self.pages {
            let map = try OverviewMap(scene: scene, area: area, options: OverviewMapOptions(paper: paper, dpi: dpi, landscape: true, title: "Jihozápad"))
            let l = map.layout
            let legend = try #require(l.legendRect, "\(paper) at \(dpi) dpi")
            let room = map.frame.insetBy(3 * dpi / 25.4)
            let w = legend.width, h = legend.height
            let corners = [PixelRect(x: room.minX, y: room.maxY - h, width: w, height: h), PixelRect(x: room.minX, y: room.minY, width: w, height: h),
                           PixelRect(x: room.maxX - w, y: room.minY, width: w, height: h), PixelRect(x: room.maxX - w, y: room.maxY - h, width: w, height: h)]
                .filter { c in ![l.scaleBarRect, l.attributionRect].compactMap { $0 }.contains { $0.intersects(c) } }
            for c in corners {
                #expect(legend.overlapArea(l.targetRect) <= c.overlapArea(l.targetRect) + 1e-6,
                        "\(paper) at \(dpi) dpi: the legend \(legend) hides more of \(l.targetRect) than \(c) would")
            }
            // With print-sized furniture on a screen-sized page (800×600 at 300 dpi) no corner is free.
            if !(map.pixelWidth == 800 && dpi == 300) {
                #expect(legend.overlapArea(l.targetRect) == 0, "\(paper) at \(dpi) dpi: a free corner exists")
            }
        }
    }

    @Test func theAttributionCreditsOnlyWhatIsDrawn() throws {
        let options = OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96)
        let relief = MapRelief(width: 2, height: 2, elevations: [100, 200, 300, 400], west: 40, north: 10, cellWidth: 1, cellHeight: 1,
                               credit: "NOAA ETOPO5")
        // GSHHG and the relief far from the map: neither is credited.
        var far = scene
        far.attribution = ["Natural Earth"]
        far.layerCredits = [LayerCredit(MapScene.shorelineCredit, layers: [.lakes, .land])]   // rivers without a GSHHG class
        far.water = [MapWater(id: "far", rings: [[SyntheticScene.ring([(18.0, 53.0), (18.5, 53.0), (18.5, 53.3), (18.0, 53.3), (18.0, 53.0)])]])]
        far.relief = relief
        #expect(try OverviewMap(scene: far, area: area, options: options).layout.credits == ["Natural Earth"])
        // A lake and the relief under the map: both.
        var near = far
        near.water = [MapWater(id: "lake", rings: [[SyntheticScene.ring([(14.3, 49.9), (14.6, 49.9), (14.6, 50.1), (14.3, 50.1), (14.3, 49.9)])]])]
        near.relief = MapRelief(width: 2, height: 2, elevations: [100, 200, 300, 400], west: 13, north: 51, cellWidth: 2, cellHeight: 1,
                                credit: "NOAA ETOPO5")
        let map = try OverviewMap(scene: near, area: area, options: options)
        #expect(map.layout.credits == ["Natural Earth", MapScene.shorelineCredit, "NOAA ETOPO5"])
        #expect(map.layout.attributionLines.joined(separator: " · ") == map.layout.credits.joined(separator: " · "))
    }

    @Test func postersHaveLargerFurniture() throws {
        let a4 = try OverviewMap(scene: scene, area: area, options: OverviewMapOptions(paper: .a4, dpi: 72, title: "Plakát"))
        let a0 = try OverviewMap(scene: scene, area: area, options: OverviewMapOptions(paper: .a0, dpi: 72, title: "Plakát"))
        #expect(a0.layout.titleFontSize > a4.layout.titleFontSize * 1.5)
        #expect(try #require(a0.layout.legendRect).height > (try #require(a4.layout.legendRect)).height * 1.5)
    }

    @Test func theLegendListsTheOpenStreetMapLayersWhenDrawn() throws {
        let page = MapStyle.standard.page
        var osm = scene
        osm.roads = [MapRoad(id: "d1", kind: .motorway, parts: [SyntheticScene.ring([(14.2, 49.6), (15.8, 50.2)])]),
                     MapRoad(id: "rail", kind: .railway, parts: [SyntheticScene.ring([(14.2, 50.2), (15.8, 49.6)])])]
        osm.landAreas = [MapLandArea(id: "les", kind: .forest, rings: [[SyntheticScene.ring([(14.4, 49.6), (14.8, 49.6), (14.8, 49.9), (14.4, 49.9), (14.4, 49.6)])]])]
        let options = OverviewMapOptions(paper: .pixels(width: 1024, height: 768), dpi: 96)
        let entries = try OverviewMap(scene: osm, area: area, options: options).layout.legendEntries
        #expect(entries.contains(page.legendRoad) && entries.contains(page.legendRailway) && entries.contains(page.legendForest), "\(entries)")
        var style = MapStyle.standard
        style.roads.visible = false; style.roads.railwaysVisible = false; style.roads.landCoverVisible = false
        var off = options
        off.style = style
        let none = try OverviewMap(scene: osm, area: area, options: off).layout.legendEntries
        #expect(!none.contains(page.legendRoad) && !none.contains(page.legendRailway) && !none.contains(page.legendForest), "\(none)")
    }

    @Test func theLegendListsSeaAndLakesOnlyWhenDrawn() throws {
        let page = MapStyle.standard.page
        let options = OverviewMapOptions(paper: .pixels(width: 800, height: 600), dpi: 96)
        // Nothing but regions: neither.
        let plain = try OverviewMap(scene: scene, area: area, options: options).layout.legendEntries
        #expect(!plain.contains(page.legendSea) && !plain.contains(page.legendLake) && !plain.contains(page.legendRelief))
        // Land over the western half (the east is sea) and a lake inside the map.
        var wet = scene
        wet.land = [MapWater(id: "land", rings: [[SyntheticScene.ring([(13.0, 49.0), (15.2, 49.0), (15.2, 51.0), (13.0, 51.0), (13.0, 49.0)])]])]
        wet.water = [MapWater(id: "lake", rings: [[SyntheticScene.ring([(14.3, 49.9), (14.6, 49.9), (14.6, 50.1), (14.3, 50.1), (14.3, 49.9)])]])]
        let entries = try OverviewMap(scene: wet, area: area, options: options).layout.legendEntries
        #expect(entries.contains(page.legendSea) && entries.contains(page.legendLake), "\(entries)")
        // Land over all of the map and a lake far away: no sea, no lake.
        var dry = scene
        dry.land = [MapWater(id: "land", rings: [[SyntheticScene.ring([(10, 45), (20, 45), (20, 55), (10, 55), (10, 45)])]])]
        dry.water = [MapWater(id: "far", rings: [[SyntheticScene.ring([(18.0, 53.0), (18.5, 53.0), (18.5, 53.3), (18.0, 53.3), (18.0, 53.0)])]])]
        let dryEntries = try OverviewMap(scene: dry, area: area, options: options).layout.legendEntries
        #expect(!dryEntries.contains(page.legendSea) && !dryEntries.contains(page.legendLake), "\(dryEntries)")
        // A style that turns the water off: no lake, even where there is one.
        var style = MapStyle.standard
        style.water.visible = false
        var hidden = options
        hidden.style = style
        #expect(try !OverviewMap(scene: wet, area: area, options: hidden).layout.legendEntries.contains(page.legendLake))
    }
}
