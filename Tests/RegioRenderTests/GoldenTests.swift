import Foundation
import Testing
import RegioGeo
@testable import RegioRender

/// Renders of the synthetic scene compared with reviewed images in Golden/
/// with a perceptual tolerance. To accept a deliberate change of look, run
/// with REGIO_UPDATE_GOLDEN=1 and look at the new images before committing.
@Suite struct GoldenTests {
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let update = ProcessInfo.processInfo.environment["REGIO_UPDATE_GOLDEN"] == "1"

    func check(_ png: Data, _ name: String, maxFraction: Double = 0.003) throws {
        if Self.update {
            try png.write(to: Self.sourceFolder.appendingPathComponent(name))
            return
        }
        let url = try #require(Bundle.module.url(forResource: "Golden/\(name)", withExtension: nil),
                               "Golden/\(name) is missing: run with REGIO_UPDATE_GOLDEN=1 and review it")
        let expected = try PNGDecoder.decode(Data(contentsOf: url))
        let actual = try PNGDecoder.decode(png)
        try #require(expected.width == actual.width && expected.height == actual.height)
        let diff = ImageDiff.compare(expected, actual)
        #expect(diff.fraction <= maxFraction, "\(name): \(diff)")
    }

    @Test func overviewMap() throws {
        let map = try OverviewMap(scene: SyntheticScene.make(), area: .boundingBox(SyntheticScene.bounds),
                                  options: OverviewMapOptions(paper: .pixels(width: 640, height: 480), dpi: 96, title: "Zkušební kraj"))
        try check(map.renderPNG(), "overview-640x480.png")
    }

    @Test func rotatedOverviewMap() throws {
        let map = try OverviewMap(scene: SyntheticScene.make(), area: .boundingBox(SyntheticScene.bounds),
                                  options: OverviewMapOptions(paper: .pixels(width: 480, height: 480), dpi: 96, bearing: 30))
        try check(map.renderPNG(), "overview-rotated-480.png")
    }

    @Test func paletteTile() throws {
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions(png: .paletteTiles))
        let t = TileID(containing: Coordinate(latitude: 49.93, longitude: 15.87), zoom: 10)
        try check(TileRenderer(source: source).renderPNG(t), "tile-10-palette.png")
    }

    @Test func comparisonDetectsRealChanges() throws {
        // The tolerance must not hide a changed style.
        var style = MapStyle.standard
        style.highlighted.fill = StyleColor(hex: "#4060ff")!
        let options = OverviewMapOptions(paper: .pixels(width: 320, height: 240), dpi: 96)
        let a = try PNGDecoder.decode(OverviewMap(scene: SyntheticScene.make(), area: .boundingBox(SyntheticScene.bounds), options: options).renderPNG())
        var changed = options
        changed.style = style
        let b = try PNGDecoder.decode(OverviewMap(scene: SyntheticScene.make(), area: .boundingBox(SyntheticScene.bounds), options: changed).renderPNG())
        #expect(ImageDiff.compare(a, a).differing == 0)
        #expect(ImageDiff.compare(a, b).fraction > 0.05)
    }
}
