import Foundation
import Regio
import RegioGeo
import RegioRender

/// `scripts/bench tiles-world --world DIR [--zooms 0,3,5,8] [--blocks-from Z --block-tiles N] [--json]`
///
/// The first tiles a server draws from a dataset of the world
/// (`regio dataset build --world`), with zooms prepared whole (the baseline)
/// and by blocks of tiles (``TilePreparation/onDemand``), in one run: the
/// first tile at z5, z8, z11 and z14 near Prague, then near Tokyo at the same
/// zoom, each with a fresh ``TileService`` per preparation (and blocks after
/// ``TileService/warm(languages:)``, as a server has them); and, each in a
/// process of its own, the resident memory after visiting 100 tiles
/// (10 × 10 around Prague) at each of z6–z14. `--blocks-from`/`--block-tiles`
/// measure another block preparation beside those two (without the memory part);
/// `--zooms` picks the zooms of the first tiles.
enum TilesWorldBenchmark {
    static let prague = Coordinate(latitude: 50.08, longitude: 14.42)
    static let tokyo = Coordinate(latitude: 35.68, longitude: 139.77)

    static func run(_ arguments: [String]) throws {
        var world: String?, json = false, memoryOnly: String?
        var zooms = [5, 8, 11, 14], blocksFrom: Int?, blockTiles = TilePreparation.onDemand.blockTiles
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--world": i += 1; world = arguments[i]
            case "--zooms": i += 1; zooms = arguments[i].split(separator: ",").compactMap { Int($0) }
            case "--blocks-from": i += 1; blocksFrom = Int(arguments[i])
            case "--block-tiles": i += 1; blockTiles = Int(arguments[i]) ?? blockTiles
            case "--json": json = true
            case "--memory-only": i += 1; memoryOnly = arguments[i]
            default: throw RenderError.invalidOption("unknown option \(arguments[i])")
            }
            i += 1
        }
        guard let world else { throw RenderError.invalidOption("tiles-world needs --world DIR (regio dataset build --world)") }
        if let memoryOnly { return try memory(world: world, preparation: memoryOnly) }

        let engine = RegioEngine(configuration: EngineConfiguration(dataDirectory: URL(fileURLWithPath: world), storePath: "/nonexistent/regio-bench.sqlite"))
        let t0 = DispatchTime.now()
        _ = try engine.dataset()
        let loadSeconds = RenderBenchmark.ms(t0, DispatchTime.now()) / 1000
        var rows: [[String: Any]] = []
        // "warmed": blocks after `TileService.warm` (the scene read and projected), as `regio serve` does once it listens.
        var preparations = [("whole", TilePreparation.wholeZoom), ("blocks", TilePreparation.onDemand),
                            ("warmed", TilePreparation.onDemand)]
        if let blocksFrom { preparations.append(("variant", TilePreparation(blocksFromZoom: blocksFrom, blockTiles: blockTiles))) }
        for zoom in zooms {
            var row: [String: Any] = ["zoom": zoom]
            for (name, preparation) in preparations {
                let ready = DispatchTime.now()
                let service = try TileService(engine: engine, preparation: preparation)
                if name == "warmed" { try service.warm(languages: [.cs]) }
                _ = try service.tile(.init(tile: try TileID(z: 0, x: 0, y: 0)))   // the scene, projected once per source
                row["\(name)-ready"] = RenderBenchmark.ms(ready, DispatchTime.now())
                for (place, c) in [("prague", prague), ("tokyo", tokyo)] {
                    let t = DispatchTime.now()
                    _ = try service.tile(.init(tile: TileID(containing: c, zoom: zoom)))
                    row["\(name)-\(place)"] = RenderBenchmark.ms(t, DispatchTime.now())
                }
            }
            rows.append(row)
        }
        var memoryRows: [String: [String: Any]] = [:]
        if blocksFrom == nil { for name in ["whole", "blocks"] { memoryRows[name] = try childMemory(world: world, preparation: name) } }

        if json {
            try BenchJSON.write(benchmark: "tiles-world", ["loadSeconds": loadSeconds, "firstTiles": rows, "memory": memoryRows])
            return
        }
        print("## tiles-world benchmark — \(ISO8601DateFormatter().string(from: Date())), dataset \(world) (loaded in \(RenderBenchmark.f(loadSeconds, 1)) s)\n")
        print("First tile (256 px, ms; a fresh tile service per preparation, Tokyo asked for after Prague at the same zoom):\n")
        let names = preparations.map(\.0)
        print("| zoom | " + names.map { "\($0): Prague | \($0): Tokyo" }.joined(separator: " | ") + " |")
        print("|---|" + names.map { _ in "---|---|" }.joined())
        for r in rows {
            func v(_ k: String) -> String { RenderBenchmark.f(r[k] as? Double ?? .nan, 0) }
            print("| \(r["zoom"]!) | " + names.map { "\(v("\($0)-prague")) | \(v("\($0)-tokyo"))" }.joined(separator: " | ") + " |")
        }
        print("\nA fresh tile service's scene and its z0 tile (ms, before each row's first tiles): "
              + names.map { name in "\(name) " + rows.map { RenderBenchmark.f($0["\(name)-ready"] as? Double ?? .nan, 0) }.joined(separator: "/") }
                .joined(separator: "; "))
        if memoryRows.isEmpty { return }
        print("\nResident memory (MB) after 100 tiles (10 × 10 around Prague) at each zoom, one process per preparation:\n")
        let memoryZooms = Array(6...14)
        print("| preparation | ready | " + memoryZooms.map { "z\($0)" }.joined(separator: " | ") + " | seconds |")
        print("|---|---|" + memoryZooms.map { _ in "---|" }.joined() + "---|")
        for name in ["whole", "blocks"] {
            let m = memoryRows[name] ?? [:]
            let perZoom = m["rss"] as? [String: Double] ?? [:]
            print("| \(name) | \(RenderBenchmark.f(m["ready"] as? Double ?? .nan, 0)) | "
                  + memoryZooms.map { RenderBenchmark.f(perZoom["\($0)"] ?? .nan, 0) }.joined(separator: " | ")
                  + " | \(RenderBenchmark.f(m["seconds"] as? Double ?? .nan, 1)) |")
        }
    }

    /// Runs this benchmark's memory part in a process of its own (so one preparation's memory does not count in the other's).
    static func childMemory(world: String, preparation: String) throws -> [String: Any] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        p.arguments = ["tiles-world", "--world", world, "--memory-only", preparation]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0, let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw RenderError.invalidOption("the memory run (\(preparation)) failed with status \(p.terminationStatus)")
        }
        return object
    }

    /// Visits 100 tiles at each of z6–z14 and prints the resident memory after each zoom as JSON.
    static func memory(world: String, preparation name: String) throws {
        let preparation: TilePreparation = name == "whole" ? .wholeZoom : .onDemand
        let engine = RegioEngine(configuration: EngineConfiguration(dataDirectory: URL(fileURLWithPath: world), storePath: "/nonexistent/regio-bench.sqlite"))
        let service = try TileService(engine: engine, preparation: preparation)
        _ = try service.tile(.init(tile: try TileID(z: 0, x: 0, y: 0)))
        let ready = Memory.current().rss
        var rss: [String: Double] = [:]
        let t0 = DispatchTime.now()
        for zoom in 6...14 {
            let centre = TileID(containing: prague, zoom: zoom)
            for dy in -5..<5 { for dx in -5..<5 {
                _ = try service.tile(.init(tile: try TileID(z: zoom, x: centre.x + dx, y: centre.y + dy)))
            } }
            rss["\(zoom)"] = Memory.current().rss
        }
        let object: [String: Any] = ["ready": ready, "rss": rss, "seconds": RenderBenchmark.ms(t0, DispatchTime.now()) / 1000]
        FileHandle.standardOutput.write(try JSONSerialization.data(withJSONObject: object) + Data("\n".utf8))
    }
}
