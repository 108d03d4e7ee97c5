import Foundation
import Regio
import RegioGeo
import RegioPlaces
import RegioRender

/// `scripts/bench streets [--dataset DIR] [--osm FILE] [--samples DIR] [--json]`
///
/// A tourist's scale from an OpenStreetMap extract (issue 25), in one run:
/// - the dataset of Liechtenstein built with the extract (`--osm`, default
///   the cached `liechtenstein-2013-08-03.osm.pbf` of `scripts/fetch-osm-samples`)
///   in-process, timed, unless `--dataset` gives one already built;
/// - search latency over its places (towns, peaks and tourist places) with
///   as-you-type queries, against SQLite FTS5 over the same places;
/// - tiles at zooms 14–16 over Vaduz from ``TileService`` (one worker, the
///   zoom's preparation included), against Mapnik (python3-mapnik) drawing the
///   same layers of the same `basemap.gpkg` with ``MapnikStreetStyle``: roads
///   with casings by class at Regio's widths, railways, water, land cover,
///   the relief's shade, road names along the lines and the places.
/// `--samples DIR` writes a few tiles of both as PNG.
enum StreetsBenchmark {
    static let vaduz = BoundingBox(west: 9.49, south: 47.115, east: 9.56, north: 47.165)
    static let zooms = 14...16

    static func run(_ arguments: [String]) throws {
        var dataset: URL?, osm: URL?, samples: URL?, json = false
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--dataset": i += 1; dataset = URL(fileURLWithPath: arguments[i])
            case "--osm": i += 1; osm = URL(fileURLWithPath: arguments[i])
            case "--samples": i += 1; samples = URL(fileURLWithPath: arguments[i])
            case "--json": json = true
            default: throw BenchError.usage("unknown option \(arguments[i])")
            }
            i += 1
        }
        var report: [String: Any] = ["date": ISO8601DateFormatter().string(from: Date()), "load": loadAverage()]
        let progress = Progress()

        // 1. The dataset.
        let folder: URL
        if let dataset { folder = dataset } else {
            let extract = osm ?? DatasetBuildInputs.cacheDirectory().appendingPathComponent("osm/liechtenstein-2013-08-03.osm.pbf")
            guard FileManager.default.fileExists(atPath: extract.path) else {
                throw BenchError.usage("no extract at \(extract.path): run scripts/fetch-osm-samples, or give --osm FILE or --dataset DIR")
            }
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-bench-streets-\(UUID().uuidString)")
            var request = DatasetBuildRequest(scope: .countries(["LI"]), inputs: try DatasetBuildInputs.locate(), output: folder)
            request.osm = extract
            progress.say("building the Liechtenstein dataset with \(extract.lastPathComponent)")
            let cpu0 = RenderBenchmark.cpuSeconds(), t0 = DispatchTime.now()
            let built = try DatasetBuilder(request: request).build()
            report["build"] = ["seconds": RenderBenchmark.ms(t0, DispatchTime.now()) / 1000, "cpuSeconds": RenderBenchmark.cpuSeconds() - cpu0,
                               "roads": built.osm?.roadsByClass.values.reduce(0, +) ?? 0, "places": built.osm?.places ?? 0]
        }
        defer { if dataset == nil { try? FileManager.default.removeItem(at: folder) } }   // the benchmark's own temporary dataset

        // 2. Search.
        let engine = RegioEngine(configuration: EngineConfiguration(dataDirectory: folder, storePath: "/nonexistent/regio-bench.sqlite"))
        let places = try engine.placeLibrary().places
        let index = PlaceSearchIndex(places: places)
        let typing = AsYouType.queries(places: places, names: places.count, seed: 20_261_127)
        progress.say("\(typing.count) as-you-type queries over \(places.count) places")
        for q in typing.prefix(200) { _ = try index.search(PlaceQuery(q)) }   // warm-up
        var ours: [Double] = [], oursCPU: [Double] = []
        for q in typing {
            let c0 = CPUTime.now(), t0 = DispatchTime.now()
            _ = try index.search(PlaceQuery(q))
            ours.append(RenderBenchmark.ms(t0, DispatchTime.now()))
            oursCPU.append((CPUTime.now() - c0) / 1e6)
        }
        let fts = try FTSBaseline(places: places)
        var theirs: [Double] = []
        for q in typing {
            let t0 = DispatchTime.now()
            _ = try fts.search(q, limit: 10)
            theirs.append(RenderBenchmark.ms(t0, DispatchTime.now()))
        }
        report["search"] = ["places": places.count, "queries": typing.count, "regio": percentiles(ours), "regioCPU": percentiles(oursCPU),
                            "fts5": percentiles(theirs)]

        // 3. Tiles at a tourist's scale.
        let selection = try TileSelection.covering(vaduz, zooms: zooms)
        let tiles = zooms.flatMap { selection.tiles(zoom: $0) }
        progress.say("\(tiles.count) tiles at zooms \(zooms.lowerBound)–\(zooms.upperBound) over Vaduz")
        let service = try TileService(engine: engine)
        _ = try service.tile(.init(tile: try TileID(z: 0, x: 0, y: 0)))   // the scene, projected once per source
        let cpu0 = RenderBenchmark.cpuSeconds(), t0 = DispatchTime.now()
        var bytes = 0
        for tile in tiles { bytes += try service.tile(.init(tile: tile))?.png.count ?? 0 }
        let seconds = RenderBenchmark.ms(t0, DispatchTime.now()) / 1000, cpu = RenderBenchmark.cpuSeconds() - cpu0
        report["regioTiles"] = ["tiles": tiles.count, "seconds": seconds, "cpuSeconds": cpu, "bytesPerTile": bytes / max(tiles.count, 1)]
        if let samples {
            try FileManager.default.createDirectory(at: samples, withIntermediateDirectories: true)
            for tile in sampleTiles(selection) {
                try service.tile(.init(tile: tile))?.png.write(to: samples.appendingPathComponent("regio-\(tile.z)-\(tile.x)-\(tile.y).png"))
            }
        }
        progress.say("Mapnik on the same tiles")
        let style = try MapnikStreetStyle(dataset: folder, zooms: zooms)
        defer { style.removeFiles() }
        let mapnik = try MapnikRunner.render(xml: style.xml, tiles: tiles, samples: samples == nil ? [] : sampleTiles(selection),
                                             sampleDirectory: samples)
        report["mapnik"] = mapnik ?? "python3-mapnik is not importable"
        progress.done()

        if json { return try BenchJSON.write(benchmark: "streets", report) }
        let f = RenderBenchmark.f
        print("## streets benchmark — \(report["date"]!), load \(report["load"]!)\n")
        if let build = report["build"] as? [String: Any] {
            print("Dataset LI with the extract, built in-process: \(f(build["seconds"] as! Double, 1)) s (\(f(build["cpuSeconds"] as! Double, 1)) CPU s), \(build["roads"]!) roads, \(build["places"]!) OSM places\n")
        }
        print("Search over \(places.count) places, \(typing.count) as-you-type queries (ms):\n")
        print("| engine | p50 | p90 | p99 | max |")
        print("|---|---|---|---|---|")
        for (name, key) in [("Regio index", "regio"), ("Regio index, thread CPU", "regioCPU"), ("SQLite FTS5", "fts5")] {
            let p = (report["search"] as! [String: Any])[key] as! [String: Double]
            print("| \(name) | \(f(p["p50"]!, 3)) | \(f(p["p90"]!, 3)) | \(f(p["p99"]!, 3)) | \(f(p["max"]!, 3)) |")
        }
        print("\nTiles (256 px, render + PNG, one worker) at zooms \(zooms.lowerBound)–\(zooms.upperBound) over Vaduz \(vaduz):\n")
        print("| renderer | tiles | seconds | tiles/s | CPU seconds | tiles per CPU s | bytes/tile |")
        print("|---|---|---|---|---|---|---|")
        print("| Regio | \(tiles.count) | \(f(seconds, 2)) | \(f(Double(tiles.count) / seconds, 0)) | \(f(cpu, 2)) | \(f(Double(tiles.count) / cpu, 0)) | \(bytes / max(tiles.count, 1)) |")
        if let m = mapnik {
            let s = m["seconds"] as! Double, c = m["cpuSeconds"] as! Double
            print("| Mapnik \(m["version"]!) (png32) | \(m["tiles"]!) | \(f(s, 2)) | \(f(Double(tiles.count) / s, 0)) | \(f(c, 2)) | \(f(Double(tiles.count) / c, 0)) | \(m["bytesPerTile"]!) |")
            print("\nRatio Regio / Mapnik: \(f(s / seconds, 2))× in tiles per second, \(f(c / cpu, 2))× in tiles per CPU second")
        } else {
            print("\npython3-mapnik is not importable by /usr/bin/python3: no comparison.")
        }
    }

    /// Three tiles a person would look at: the centre of Vaduz at each zoom.
    static func sampleTiles(_ selection: TileSelection) -> [TileID] {
        zooms.map { TileID(containing: Coordinate(latitude: 47.1405, longitude: 9.5215), zoom: $0) }
    }

    static func percentiles(_ values: [Double]) -> [String: Double] {
        let p = Percentiles(values)
        return ["p50": p.p50, "p90": p.p90, "p99": p.p99, "max": p.max]
    }

    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").split(separator: " ").prefix(3).joined(separator: " ")
    }
}
