import Foundation
import Regio
import RegioGeo
import RegioRender

/// `scripts/bench first-tile --world DIR [--zooms 7,8] [--places prague,tokyo] [--block-tiles N] [--languages cs,en] [--own-shapes] [--cold] [--out DIR] [--pause] [--json]`
///
/// Only the first tiles of a warmed server, for a profiler: one tile service
/// (blocks from z7, as `regio serve` has it) is warmed as a server warms it
/// after it listens (``TileService/warm(languages:)``, Czech), then the first
/// tile of each zoom is drawn at each place in turn (a place's tile after the
/// places before it at the same zoom, as ``TilesWorldBenchmark`` asks Tokyo
/// after Prague). `--pause` waits for a line on standard input between the
/// warm-up and the tiles (attach `perf record -p PID` then), `--out` writes
/// the tiles as `DIR/z-x-y.png` to compare them with another build's.
/// `--languages` warms those languages (the first tiles are Czech), as
/// `regio serve` warms all four; `--own-shapes` has each language project and
/// simplify its own shapes (the baseline of sharing them, ``TilePreparation/sharesShapes``).
/// `--cold` leaves the warm-up out (the dataset alone is loaded): the first
/// tiles then pay what a server's first visitor pays before its warm-up is done.
enum FirstTileBenchmark {
    /// Places far enough apart that most first tiles prepare blocks of their own.
    static let places: [(name: String, coordinate: Coordinate)] = [
        ("prague", Coordinate(latitude: 50.08, longitude: 14.42)),
        ("tokyo", Coordinate(latitude: 35.68, longitude: 139.77)),
        ("newyork", Coordinate(latitude: 40.71, longitude: -74.01)),
        ("saopaulo", Coordinate(latitude: -23.55, longitude: -46.63)),
        ("lagos", Coordinate(latitude: 6.45, longitude: 3.39)),
        ("sydney", Coordinate(latitude: -33.87, longitude: 151.21)),
        // Where Europe is densest: each more blocks of thousands of towns.
        ("paris", Coordinate(latitude: 48.86, longitude: 2.35)),
        ("rome", Coordinate(latitude: 41.90, longitude: 12.50)),
        ("warsaw", Coordinate(latitude: 52.23, longitude: 21.01)),
    ]

    static func run(_ arguments: [String]) throws {
        var world: String?, json = false, pause = false, cold = false, out: String?
        var languages: [Language] = [.cs]
        var zooms = [7, 8], names = ["prague", "tokyo"]
        var preparation = TilePreparation.onDemand
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--world": i += 1; world = arguments[i]
            case "--zooms": i += 1; zooms = arguments[i].split(separator: ",").compactMap { Int($0) }
            case "--places": i += 1; names = arguments[i].split(separator: ",").map(String.init)
            case "--out": i += 1; out = arguments[i]
            case "--pause": pause = true
            case "--cold": cold = true
            case "--own-shapes": preparation.sharesShapes = false
            case "--languages":
                i += 1
                languages = try arguments[i].split(separator: ",").map { code in
                    guard let language = Language(rawValue: String(code)) else { throw RenderError.invalidOption("unknown language \(code)") }
                    return language
                }
            case "--block-tiles":
                i += 1
                guard let n = Int(arguments[i]), (1...64).contains(n) else { throw RenderError.invalidOption("--block-tiles needs 1…64") }
                preparation.blockTiles = n
            case "--blocks-from":
                i += 1
                guard let n = Int(arguments[i]), (0...20).contains(n) else { throw RenderError.invalidOption("--blocks-from needs 0…20") }
                preparation.blocksFromZoom = n
            case "--json": json = true
            default: throw RenderError.invalidOption("unknown option \(arguments[i])")
            }
            i += 1
        }
        guard let world else { throw RenderError.invalidOption("first-tile needs --world DIR (regio dataset build --world)") }
        let chosen = try names.map { name in
            guard let p = places.first(where: { $0.name == name }) else {
                throw RenderError.invalidOption("unknown place \(name) (\(places.map(\.name).joined(separator: ", ")))")
            }
            return p
        }
        if let out { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) }

        let engine = RegioEngine(configuration: EngineConfiguration(dataDirectory: URL(fileURLWithPath: world), storePath: "/nonexistent/regio-bench.sqlite"))
        let t0 = DispatchTime.now()
        _ = try engine.dataset()
        let service = try TileService(engine: engine, preparation: preparation)
        if !cold { try service.warm(languages: languages) }
        let warmSeconds = RenderBenchmark.ms(t0, DispatchTime.now()) / 1000
        // What the load and warm-up took beside the wall clock.
        let warmCPU = RenderBenchmark.cpuSeconds(), warmPeakMB = RenderBenchmark.peakRSSMB()
        if pause {
            FileHandle.standardError.write(Data("first-tile: warmed in \(RenderBenchmark.f(warmSeconds, 1)) s, pid \(getpid()); press Enter to draw\n".utf8))
            _ = readLine()
        }
        var rows: [[String: Any]] = []
        let cpuBefore = RenderBenchmark.cpuSeconds()
        for zoom in zooms {
            for place in chosen {
                let id = TileID(containing: place.coordinate, zoom: zoom)
                let t = DispatchTime.now()
                guard let tile = try service.tile(.init(tile: id)) else {
                    throw RenderError.invalidOption("no tile \(zoom)/\(id.x)/\(id.y)")
                }
                let ms = RenderBenchmark.ms(t, DispatchTime.now())
                if let out { try tile.png.write(to: URL(fileURLWithPath: "\(out)/\(zoom)-\(id.x)-\(id.y).png")) }
                rows.append(["zoom": zoom, "place": place.name, "tile": "\(zoom)/\(id.x)/\(id.y)", "ms": ms])
            }
        }
        // The tiles' CPU time: steadier than their wall clock on a busy machine.
        let tilesCPU = RenderBenchmark.cpuSeconds() - cpuBefore
        if json {
            try BenchJSON.write(benchmark: "first-tile", ["warmSeconds": warmSeconds, "warmCPUSeconds": warmCPU, "warmPeakMB": warmPeakMB,
                                                                "tilesCPUSeconds": tilesCPU,
                                                                "languages": languages.map(\.rawValue), "tiles": rows])
            return
        }
        print("## first-tile benchmark — \(ISO8601DateFormatter().string(from: Date())), dataset \(world) (\(cold ? "loaded, not warmed, in" : "loaded and warmed in") \(RenderBenchmark.f(warmSeconds, 1)) s, \(RenderBenchmark.f(warmCPU, 1)) CPU s, peak RSS \(RenderBenchmark.f(warmPeakMB, 0)) MB; languages \(languages.map(\.rawValue).joined(separator: ","))\(preparation.sharesShapes ? "" : ", own shapes"))\n")
        print("| zoom | " + chosen.map(\.name).joined(separator: " | ") + " |")
        print("|---|" + chosen.map { _ in "---:|" }.joined())
        for zoom in zooms {
            let cells = chosen.map { place in
                RenderBenchmark.f(rows.first { $0["zoom"] as? Int == zoom && $0["place"] as? String == place.name }?["ms"] as? Double ?? .nan, 0)
            }
            print("| \(zoom) | " + cells.joined(separator: " | ") + " |")
        }
        print("\nThe tiles took \(RenderBenchmark.f(tilesCPU, 2)) CPU s.")
    }
}
