import Foundation
import Testing
@testable import Regio

/// Maps of regions far from Czechia: Tirol, Texas and Hokkaido. The scale
/// bar's metres per pixel match the ground distance at each latitude, and the
/// region labels are in the local language and script where the data has it
/// and the font (DejaVu Sans) can draw it.
/// The PNGs are left in `$TMPDIR/regio-maps/` to look at.
@Suite(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
struct MapsFarFromCzechiaTests {
    static let cases: [(country: String, region: String, label: String, latitude: Double)] = [
        ("AT", "AT-7", "Tirol", 47.2), ("US", "US-TX", "Texas", 31.0), ("JP", "JP-01", "Hokkaido", 43.4),
    ]

    @Test(arguments: cases.indices)
    func mapIsToScaleAndLabelledInTheLocalScript(_ i: Int) throws {
        let c = Self.cases[i]
        let built = try (c.country == "AT" ? BuiltDatasets.austria : c.country == "US" ? BuiltDatasets.unitedStates : BuiltDatasets.japan).get()
        let dataset = try Dataset.load(from: built.folder)
        var builder = MapSceneBuilder(dataset: dataset, language: .en)
        builder.regionNameLanguage = MapSceneBuilder.localNames
        let region = try #require(dataset.region(id: c.region))
        let (map, scene) = try builder.overviewMap(of: .region(id: c.region), places: .towns, options: OverviewMapOptions(
            paper: .a4, dpi: 100, landscape: true,
            title: FontCoverage.dejaVuSansDraws(region.localName) ? region.localName : region.nameEN))

        // Labels: the region in its own language, unless the font (DejaVu) lacks its script.
        let polygon = try #require(scene.polygons.first { $0.id == c.region })
        #expect(polygon.name == c.label)
        if c.country == "JP" {
            #expect(region.localName == "北海道", "the data has the Japanese name")
            #expect(!FontCoverage.dejaVuSansDraws(region.localName), "DejaVu lacks Japanese: the English name is drawn")
        }
        #expect(scene.polygons.contains { $0.role == .neighbour }, "neighbouring countries for context")

        // Scale: 400 px across the map centre is 400 × metresPerPixel on the ground.
        let f = map.frame
        let mid = ((f.minX + f.maxX) / 2, (f.minY + f.maxY) / 2)
        let west = WebMercator.unproject(map.transform.invert(mid.0 - 200, mid.1))
        let east = WebMercator.unproject(map.transform.invert(mid.0 + 200, mid.1))
        let ground = west.distance(to: east)
        #expect(abs(ground / (400 * map.metresPerPixel) - 1) < 0.01, "\(ground) m vs \(400 * map.metresPerPixel) m")
        #expect(abs(west.latitude - c.latitude) < 3, "the map is centred near \(c.latitude)°")

        let png = try map.renderPNG()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 20_000)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-maps")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try png.write(to: folder.appendingPathComponent("\(c.region).png"))
    }

    /// `map --lang fr` (any language the dataset has): the region labels are in it; a
    /// language the dataset lacks is an error that lists those it has.
    @Test func regionLabelsInAnyLanguageTheDatasetHas() throws {
        let built = try BuiltDatasets.austria.get()
        let engine = TestEngine(data: built.folder)
        defer { engine.remove() }
        let dataset = try Dataset.load(from: built.folder)
        let englishBuilder = try engine.engine.mapSceneBuilder(language: .en)
        let english = try englishBuilder.areas(highlighting: nil)
        let englishTitle = englishBuilder.title(of: .region(id: "AT-2"))
        let frenchBuilder = try engine.engine.mapSceneBuilder(language: .en, nameLanguage: "fr")
        let french = try frenchBuilder.areas(highlighting: nil)
        #expect(frenchBuilder.title(of: .region(id: "AT-2")) == dataset.region(id: "AT-2")?.name(in: "fr"), "the title as the label")
        var differ = 0
        for region in dataset.regions {
            let label = try #require(french.first { $0.id == region.id }?.name)
            #expect(label == region.name(in: "fr"), "\(region.id)")
            if label != english.first(where: { $0.id == region.id })?.name { differ += 1 }
        }
        #expect(differ > 0, "some French names differ from the English ones (Carinthie, Basse-Autriche, …)")
        // A language the dataset has no names in: the interface language's names.
        let unknown = try engine.engine.mapSceneBuilder(language: .en, nameLanguage: "xx")
        #expect(unknown.title(of: .region(id: "AT-2")) == englishTitle)
    }
}
