import Foundation
import Testing
import RegioGeo
import RegioRender
@testable import Regio

/// A tile source in another language (or without names) takes the shapes of
/// one already made — projected, and simplified per zoom — and places only its
/// own labels (``TileSource/init(scene:style:options:preparation:sharingShapesWith:)``).
/// Its tiles are byte for byte those of a source that made its own shapes.
@Suite struct SharedShapesTests {
    let t = TestEngine()
    let options: TileOptions

    init() throws { options = try TileOptions(size: 256, scale: 1, png: .tiles) }

    func scene(_ language: Language) throws -> MapScene {
        try t.engine.mapSceneBuilder(language: language, favourites: false).tileScene(highlighting: nil)
    }

    func source(_ scene: MapScene, _ language: Language, twin: TileSource? = nil) throws -> TileSource {
        try TileSource(scene: scene, style: try t.engine.mapStyle(file: nil, language: language), options: options,
                       preparation: .onDemand, sharingShapesWith: twin)
    }

    /// Tiles over Czechia at zooms prepared whole (3, 5) and by blocks (8, 10).
    func tiles(_ source: TileSource) throws -> [Data] {
        let renderer = try TileRenderer(source: source)
        return try [3, 5, 8, 10].map { zoom in
            try renderer.renderPNG(TileID(containing: Coordinate(latitude: 49.75, longitude: 15.3), zoom: zoom))
        }
    }

    @Test func anotherLanguageWithTheSameShapesDrawsTheSameTiles() throws {
        defer { t.remove() }
        let czech = try source(scene(.cs), .cs)
        try czech.prepareZoomsBeforeBlocks()
        for (variant, language) in [(try scene(.en), Language.en), (try scene(.cs).withoutNames(), .cs)] {
            let shared = try source(variant, language, twin: czech)
            let alone = try source(variant, language)
            #expect(shared.sharesShapes && !alone.sharesShapes)
            #expect(try tiles(shared) == tiles(alone), "\(language.rawValue): the shared shapes draw other tiles")
        }
        // The English source names rivers in English (its own labels, not the Czech ones it took the shapes from).
        let english = try source(scene(.en), .en, twin: czech)
        let labels = Set(try english.level(5).labels.labels.map(\.text))
        #expect(labels.contains("Elbe") && !labels.contains("Labe"), "\(labels.sorted().prefix(20))")
    }

    @Test func aSceneWithOtherFeaturesMakesItsOwnShapes() throws {
        defer { t.remove() }
        let czech = try source(scene(.cs), .cs)
        var fewer = try scene(.en)
        fewer.polygons.removeLast()
        let other = try source(fewer, .en, twin: czech)
        #expect(!other.sharesShapes)
        #expect(try tiles(other) == tiles(try source(fewer, .en)))
    }
}
