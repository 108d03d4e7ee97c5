import Foundation
import RegioGeo
import Testing
@testable import RegioRender
@testable import Regio

/// The outlines a dataset keeps for the zooms prepared whole
/// (`zoom-outlines.bin`, written by `regio dataset build`) are a cache: the
/// areas' shapes take them as they are made, a zoom prepared whole takes them
/// instead of simplifying the full outlines and draws the same tiles, other
/// scales and clipped blocks never take them, and a file that no longer
/// belongs to the regions or countries, or is damaged, is passed over.
@Suite struct DatasetZoomOutlinesTests {
    /// A copy of the embedded dataset with its zoom outlines written.
    static func datasetWithOutlines() throws -> (folder: URL, written: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-zoom-outlines-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestPaths.embeddedData, to: folder)
        return (folder, try DatasetZoomOutlines.write(Dataset.load(from: folder)))
    }

    static let prague = Coordinate(latitude: 50.08, longitude: 14.42)

    @Test func theShapesTakeTheKeptOutlinesAndDrawTheSameTiles() throws {
        let (folder, written) = try Self.datasetWithOutlines()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataset = try Dataset.load(from: folder)
        #expect(DatasetZoomOutlines.scales == [256, 512, 1_024, 2_048, 4_096, 8_192, 16_384])
        #expect(written == (dataset.regions.count + dataset.countries.count) * DatasetZoomOutlines.scales.count)
        // Looked up when a scene first asks for them; each is what GEOS makes of the full outline.
        try dataset.makeMapShapes()
        #expect(dataset.mapShapes.keptOutlines().isEmpty, "read when asked for, not as the shapes are made")
        let vysocina = try dataset.mapShapes.shape(of: try #require(dataset.region(id: "CZ-63")))
        let fresh = try MapShape(try Geometry(wkb: vysocina.wkb, context: GeometryContext()))
        try fresh.workOutOutlines(scales: [2_048])
        let kept = try #require(vysocina.outlines.outline(atScale: 2_048))
        #expect(fresh.keptOutlines[2_048] == kept && vysocina.keptOutlines == [2_048: kept])
        #expect(vysocina.outlines.outline(atScale: 1_000) == nil, "a scale the file has not")

        // The same tiles as a dataset without the file, at a zoom prepared whole (z5), at 2× (z4 takes z5's
        // outlines) and at a zoom drawn by blocks (z8, never from the file).
        let plain = TestEngine()
        defer { plain.remove() }
        let withFile = TestEngine(data: folder)
        defer { withFile.remove() }
        let keys = [TileService.TileKey(tile: TileID(containing: Self.prague, zoom: 5)),
                    TileService.TileKey(tile: TileID(containing: Self.prague, zoom: 4), scale: 2),
                    TileService.TileKey(tile: TileID(containing: Self.prague, zoom: 8))]
        let plainTiles = try TileService(engine: plain.engine), fileTiles = try TileService(engine: withFile.engine)
        for key in keys {
            #expect(try fileTiles.tile(key)?.png == plainTiles.tile(key)?.png, "z\(key.tile.z) @\(key.scale)x")
        }
    }

    @Test func onlyAWholeZoomAtAKeptScaleTakesTheOutline() throws {
        let dataset = try Dataset.load()
        let region = try #require(dataset.region(id: "CZ-63"))
        let shape = try MapShape(try Geometry(wkb: try dataset.mapShapes.shape(of: region).wkb, context: GeometryContext()))
        // A stand-in (Prague's outline, kept as Vysočina's for z3) shows which scenes take it.
        let praha = try dataset.mapShapes.shape(of: try #require(dataset.region(id: "CZ-10")))
        shape.restoreOutlines([2_048: praha.wkb])
        let scene = try ProjectedScene(MapScene(polygons: [MapPolygon(id: "CZ-63", shape: shape)]))
        func box(_ scene: ProjectedScene) -> WorldRect {
            var box = WorldRect.empty
            for ring in scene.polygons[0].rings { for q in ring { box.extend(q) } }
            return box
        }
        let centre = WebMercator.project(Self.prague)
        #expect(box(scene.generalized(scale: 2_048)).contains(centre), "z3, whole: the kept outline")
        #expect(!box(scene.generalized(scale: 4_096)).contains(centre), "z4: none kept, the full one simplified")
        #expect(!box(scene.generalized(scale: 2_048, pixels: 1)).contains(centre), "another tolerance")
        let world = WorldRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
        #expect(!box(scene.generalized(scale: 2_048, clip: world)).contains(centre), "a clipped block")
    }

    @Test func anEditedOrDamagedFileIsPassedOver() throws {
        let url = { (folder: URL) in folder.appendingPathComponent(DatasetZoomOutlines.fileName) }
        let edits: [(String, (URL) throws -> Void)] = [
            ("regions edited", { folder in
                let regions = folder.appendingPathComponent("regions.geojson")
                try (try String(contentsOf: regions, encoding: .utf8) + "\n").write(to: regions, atomically: true, encoding: .utf8)
            }),
            ("cut short", { folder in try Data(try Data(contentsOf: url(folder)).dropLast(7)).write(to: url(folder)) }),
            ("a byte of an outline changed", { folder in
                var bytes = [UInt8](try Data(contentsOf: url(folder)))
                bytes[bytes.count - 9] ^= 0xff
                try Data(bytes).write(to: url(folder))
            }),
            ("empty", { folder in try Data().write(to: url(folder)) }),
        ]
        for (name, edit) in edits {
            let (folder, _) = try Self.datasetWithOutlines()
            defer { try? FileManager.default.removeItem(at: folder) }
            try edit(folder)
            let t = TestEngine(data: folder)
            defer { t.remove() }
            let dataset = try t.engine.dataset()
            let shape = try dataset.mapShapes.shape(of: try #require(dataset.region(id: "CZ-63")))
            #expect(shape.outlines.outline(atScale: 2_048) == nil, "\(name)")
            #expect(try TileService(engine: t.engine).tile(TileService.TileKey(tile: TileID(containing: Self.prague, zoom: 4))) != nil)
        }
    }
}
