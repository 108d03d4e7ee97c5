import Foundation
import Regio
import RegioTestSupport

/// `scripts/bench render [--min-zoom 6] [--max-zoom 12] [--no-mapnik] [--basemap DIR | --no-basemap] [--samples DIR] [--json]`
///
/// Tiles per second over the whole Czech Republic on one core and on both,
/// bytes per tile (RGBA and palette), libpng against cairo's own PNG writer on
/// the same surfaces, the A4 300 dpi overview, and Mapnik (python3-mapnik)
/// rendering the same tiles from the same GeoJSON when it is installed.
/// Data: ../shared/data (or $REGIO_SHARED_DATA). With the base map (default:
/// the embedded dataset's folder, `data/`), its rivers replace Natural Earth's
/// and its lakes, land (sea around it), forests and relief are added, as maps get them
/// (``DatasetBasemap/load(from:in:)``); Mapnik gets the same layers (rivers by
/// class from the GeoPackage through OGR, the relief as a hillshade precomputed
/// by `gdaldem hillshade`). `--samples DIR` writes a few tiles of both as PNG.
enum RenderBenchmark {
    static func run(_ arguments: [String]) throws {
        var minZoom = 6, maxZoom = 12, mapnik = true, json = false
        var basemapDirectory: URL? = URL(fileURLWithPath: "data"), samples: URL?
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--min-zoom": i += 1; minZoom = Int(arguments[i]) ?? minZoom
            case "--max-zoom": i += 1; maxZoom = Int(arguments[i]) ?? maxZoom
            case "--no-mapnik": mapnik = false
            case "--basemap": i += 1; basemapDirectory = URL(fileURLWithPath: arguments[i])
            case "--no-basemap": basemapDirectory = nil
            case "--samples": i += 1; samples = URL(fileURLWithPath: arguments[i])
            case "--json": json = true
            default: throw RenderError.invalidOption("unknown option \(arguments[i])")
            }
            i += 1
        }
        let data = URL(fileURLWithPath: ProcessInfo.processInfo.environment["REGIO_SHARED_DATA"] ?? "../shared/data")
        var scene = try czechScene(data: data, highlight: "CZ063")
        if let basemapDirectory {
            let basemap = try DatasetBasemap.load(from: basemapDirectory)
            scene = withBasemap(scene, basemap)
            out("Base map from \(basemapDirectory.path): \(basemap.rivers.count) rivers (replacing Natural Earth's), \(basemap.water.count) lakes, \(basemap.land.count) land polygons, \(basemap.forests.count) forests, relief \(basemap.relief == nil ? "none" : "yes")")
        }
        var report: [String: Any] = ["date": ISO8601DateFormatter().string(from: Date()),
                                     "cores": ProcessInfo.processInfo.activeProcessorCount]
        let box = BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)
        let selection = try TileSelection.covering(box, zooms: minZoom...maxZoom)
        out("## render benchmark — \(report["date"]!), \(report["cores"]!) cores")
        out("Scene: 14 regions (jlacko), \(scene.lines.count) rivers (\(basemapDirectory == nil ? "Natural Earth" : "base map")), \(scene.points.count - towns.count) castles (Wikidata), \(towns.count) towns; 256 px tiles over Czechia \(box), zooms \(minZoom)–\(maxZoom): \(selection.count) tiles")

        if let samples {
            try writeSamples(scene: scene, to: samples, mapnik: mapnik, data: data, basemap: basemapDirectory)
        }

        // 1. Tiles per second.
        out("\n### Tiles (render + encode, no disk)\n")
        out("| PNG | workers | tiles | seconds | tiles/s | CPU seconds | bytes/tile |")
        out("|---|---|---|---|---|---|---|")
        var tileRuns: [[String: Any]] = []
        var perZoom: [String: [Int: Double]] = [:]
        var prepare: [Int: Double] = [:]
        for (name, png, workers) in [("RGBA", PNGOptions.tiles, 1), ("RGBA", PNGOptions.tiles, 2), ("palette", PNGOptions.paletteTiles, 1), ("palette", PNGOptions.paletteTiles, 2)] {
            let source = try TileSource(scene: scene, options: TileOptions(png: png))
            let sink = CountingSink()
            var seconds = 0.0, rendered = 0, bytes = 0
            var zoomRates: [Int: Double] = [:]
            let cpu0 = cpuSeconds()
            for z in selection.zooms {
                let one = try TileSelection.covering(box, zooms: z...z)
                // Prepare the zoom (GEOS simplification, world-space labels) apart, then render.
                let p0 = DispatchTime.now()
                _ = try source.level(z)
                prepare[z] = ms(p0, DispatchTime.now())
                let s = try TileGenerator(workers: workers, force: true).run(source: source, selection: one, sink: sink, name: "bench")
                seconds += s.seconds + prepare[z]! / 1000; rendered += s.rendered; bytes += s.bytes
                zoomRates[z] = s.tilesPerSecond
            }
            let cpu = cpuSeconds() - cpu0
            perZoom["\(name)-\(workers)"] = zoomRates
            let row: [String: Any] = ["png": name, "workers": workers, "tiles": rendered, "seconds": seconds, "cpuSeconds": cpu,
                                      "tilesPerSecond": Double(rendered) / seconds, "bytesPerTile": bytes / max(rendered, 1)]
            tileRuns.append(row)
            out("| \(name) | \(workers) | \(rendered) | \(f(seconds, 2)) | \(f(Double(rendered) / seconds, 0)) | \(f(cpu, 2)) | \(bytes / max(rendered, 1)) |")
        }
        report["tiles"] = tileRuns
        out("\nPer zoom (RGBA): preparing the zoom once (GEOS simplification, labels placed in world space; included in the totals above), then tiles/s:\n")
        out("| zoom | tiles | prepare (ms) | tiles/s, 1 worker | tiles/s, 2 workers |")
        out("|---|---|---|---|---|")
        for z in selection.zooms {
            out("| \(z) | \(selection.count(zoom: z)) | \(f(prepare[z] ?? 0, 0)) | \(f(perZoom["RGBA-1"]?[z] ?? 0, 0)) | \(f(perZoom["RGBA-2"]?[z] ?? 0, 0)) |")
        }

        // 2. PNG encoders on the same surfaces.
        out("\n### PNG encoding of the same tile surfaces (libpng vs cairo_surface_write_to_png_stream)\n")
        var sample: [TileID] = []
        for z in selection.zooms {
            let tiles = selection.tiles(zoom: z)
            let step = max(1, tiles.count / 120)
            sample += stride(from: 0, to: tiles.count, by: step).map { tiles[$0] }
        }
        let encoderRows = try compareEncoders(scene: scene, tiles: sample)
        report["encoders"] = encoderRows
        out("\(sample.count) tiles sampled evenly from every zoom.\n")
        out("| encoder | ms/tile | bytes/tile |")
        out("|---|---|---|")
        for r in encoderRows { out("| \(r["name"]!) | \(f(r["ms"] as! Double, 3)) | \(r["bytes"]!) |") }

        // 3. The A4 300 dpi overview.
        out("\n### Overview maps, A4 landscape 300 dpi (3508×2480 px)\n")
        let overview = try overviewTimes(scene: scene)
        report["overview"] = overview
        out("| map | fit + draw (ms) | PNG encode (ms) | total PNG (ms) | PNG bytes | PDF (ms) | PDF bytes |")
        out("|---|---|---|---|---|---|---|")
        for r in overview {
            out("| \(r["map"]!) | \(f(r["drawMs"] as! Double, 0)) | \(f(r["encodeMs"] as! Double, 0)) | \(f(r["totalMs"] as! Double, 0)) | \(r["pngBytes"]!) | \(f(r["pdfMs"] as! Double, 0)) | \(r["pdfBytes"]!) |")
        }
        let encoders = try overviewEncoders(scene: scene)
        report["overviewEncoders"] = encoders
        out("\nEncoders on the same A4 300 dpi surface (Kraj Vysočina):\n")
        out("| encoder | ms | bytes |")
        out("|---|---|---|")
        for r in encoders { out("| \(r["name"]!) | \(f(r["ms"] as! Double, 0)) | \(r["bytes"]!) |") }

        // 4. Mapnik.
        if mapnik {
            out("\n### Mapnik (python3-mapnik) on the same tiles\n")
            if let m = try runMapnik(data: data, selection: selection, basemap: basemapDirectory) {
                report["mapnik"] = m
                let ours = tileRuns.first { ($0["png"] as! String) == "RGBA" && ($0["workers"] as! Int) == 1 }!
                let oursRate = ours["tilesPerSecond"] as! Double
                let theirs = m["tilesPerSecond"] as! Double
                let oursCPU = Double(ours["tiles"] as! Int) / (ours["cpuSeconds"] as! Double)
                let theirsCPU = Double(m["tiles"] as! Int) / (m["cpuSeconds"] as! Double)
                out("| renderer | tiles | seconds | tiles/s (1 thread) | CPU seconds | tiles per CPU second | bytes/tile (RGBA) |")
                out("|---|---|---|---|---|---|---|")
                out("| Regio (cairo + libpng) | \(ours["tiles"]!) | \(f(ours["seconds"] as! Double, 2)) | \(f(oursRate, 0)) | \(f(ours["cpuSeconds"] as! Double, 2)) | \(f(oursCPU, 0)) | \(ours["bytesPerTile"]!) |")
                out("| Mapnik \(m["version"]!) (png32) | \(m["tiles"]!) | \(f(m["seconds"] as! Double, 2)) | \(f(theirs, 0)) | \(f(m["cpuSeconds"] as! Double, 2)) | \(f(theirsCPU, 0)) | \(m["bytesPerTile"]!) |")
                out("\nRatio Regio / Mapnik: \(f(oursRate / theirs, 2))× in tiles per second, \(f(oursCPU / theirsCPU, 2))× in tiles per CPU second")
            } else {
                out("python3-mapnik is not importable by /usr/bin/python3: no comparison.")
            }
        }
        if json {
            try BenchJSON.write(benchmark: "render", report)
        }
    }

    /// User + system CPU time of the process so far (all threads), in seconds.
    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The process's peak resident memory so far, in MB.
    static func peakRSSMB() -> Double {
        var u = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &u)
        return Double(u.ru_maxrss) / 1024
    }

    static func out(_ s: String) { FileHandle.standardOutput.write(Data((s + "\n").utf8)) }
    static func f(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }

    /// A sink that keeps nothing (measures rendering and encoding only).
    final class CountingSink: TileSink, @unchecked Sendable {
        func existingTiles(zoom: Int) throws -> Set<TileID> { [] }
        func write(_ tiles: [(TileID, Data)]) throws {}
        func finish(metadata: TileSetMetadata) throws {}
    }

    static func compareEncoders(scene: MapScene, tiles: [TileID]) throws -> [[String: Any]] {
        var configs: [(String, PNGOptions)] = []
        for level in [1, 3, 6, 9] {
            for filter in [PNGOptions.Filter.none, .sub, .up, .paeth, .adaptive] {
                for strategy in [PNGOptions.Strategy.default, .rle] {
                    configs.append(("libpng RGBA z\(level) \(filter.rawValue) \(strategy.rawValue)",
                                    PNGOptions(colorMode: .rgba, compressionLevel: level, filter: filter, strategy: strategy)))
                }
            }
        }
        for level in [6, 9] {
            for filter in [PNGOptions.Filter.none, .up, .adaptive] {
                configs.append(("libpng palette z\(level) \(filter.rawValue)", PNGOptions(colorMode: .palette, compressionLevel: level, filter: filter)))
            }
        }
        let encoders = configs.map { PNGEncoder(options: $0.1) }
        var ms = [Double](repeating: 0, count: configs.count + 1), bytes = [Int](repeating: 0, count: configs.count + 1)
        let renderer = try TileRenderer(source: TileSource(scene: scene, options: TileOptions()))
        for t in tiles {
            try renderer.draw(zoom: t.z, originX: t.x * 256, originY: t.y * 256, width: 256, height: 256) { image in
                for (k, e) in encoders.enumerated() {
                    let start = DispatchTime.now()
                    let d = try e.encode(image)
                    ms[k] += Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
                    bytes[k] += d.count
                }
            }
            let start = DispatchTime.now()
            let d = try renderer.cairoPNG()
            ms[configs.count] += Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            bytes[configs.count] += d.count
        }
        let names = configs.map(\.0) + ["cairo_surface_write_to_png_stream (baseline)"]
        return names.indices.map { ["name": names[$0], "ms": ms[$0] / Double(tiles.count), "bytes": bytes[$0] / tiles.count] }
            .sorted { ($0["bytes"] as! Int) < ($1["bytes"] as! Int) }
    }

    static func overviewTimes(scene: MapScene) throws -> [[String: Any]] {
        var rows: [[String: Any]] = []
        let vysocina = scene.polygons.first { $0.id == "CZ063" }!
        let areas: [(String, MapArea)] = [
            ("Kraj Vysočina + 2235 castles", .coordinates(vysocina.rings.flatMap { $0.flatMap { $0 } })),
            ("Czech Republic + 2235 castles", .boundingBox(BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06))),
        ]
        for (name, area) in areas {
            let options = OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: name)
            var draw: [Double] = [], encode: [Double] = [], total: [Double] = [], pdf: [Double] = []
            var pngBytes = 0, pdfBytes = 0
            for _ in 0..<5 {
                let t0 = DispatchTime.now()
                let map = try OverviewMap(scene: scene, area: area, options: options)
                var t1 = t0
                let png = try map.withImage { image -> Data in
                    t1 = DispatchTime.now()
                    return try PNGEncoder(options: options.png).encode(image)
                }
                let t2 = DispatchTime.now()
                draw.append(ms(t0, t1)); encode.append(ms(t1, t2)); total.append(ms(t0, t2)); pngBytes = png.count
                let t3 = DispatchTime.now()
                let p = try OverviewMap(scene: scene, area: area, options: options).renderPDF()
                pdf.append(ms(t3, DispatchTime.now())); pdfBytes = p.count
            }
            rows.append(["map": name, "drawMs": median(draw), "encodeMs": median(encode), "totalMs": median(total),
                         "pngBytes": pngBytes, "pdfMs": median(pdf), "pdfBytes": pdfBytes])
        }
        return rows
    }

    static func overviewEncoders(scene: MapScene) throws -> [[String: Any]] {
        let vysocina = scene.polygons.first { $0.id == "CZ063" }!
        let map = try OverviewMap(scene: scene, area: .coordinates(vysocina.rings.flatMap { $0.flatMap { $0 } }),
                                  options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: "Kraj Vysočina"))
        var configs: [(String, PNGOptions)] = []
        for level in [1, 3, 6] {
            for filter in [PNGOptions.Filter.none, .sub, .up, .adaptive] {
                for strategy in [PNGOptions.Strategy.default, .rle] {
                    configs.append(("libpng RGBA z\(level) \(filter.rawValue) \(strategy.rawValue)",
                                    PNGOptions(colorMode: .rgba, compressionLevel: level, filter: filter, strategy: strategy)))
                }
            }
        }
        configs.append(("libpng palette z6 none", PNGOptions(colorMode: .palette, compressionLevel: 6, filter: .none)))
        return try map.withImageAndCairoPNG { image, cairo in
            var rows: [[String: Any]] = []
            for (name, o) in configs {
                let t0 = DispatchTime.now()
                let d = try PNGEncoder(options: o).encode(image)
                rows.append(["name": name + (o == .print ? " (used for maps)" : ""), "ms": ms(t0, DispatchTime.now()), "bytes": d.count])
            }
            let t0 = DispatchTime.now()
            let d = try cairo()
            rows.append(["name": "cairo_surface_write_to_png_stream (baseline)", "ms": ms(t0, DispatchTime.now()), "bytes": d.count])
            return rows.sorted { ($0["ms"] as! Double) < ($1["ms"] as! Double) }
        }
    }

    static func ms(_ a: DispatchTime, _ b: DispatchTime) -> Double { Double(b.uptimeNanoseconds - a.uptimeNanoseconds) / 1e6 }
    static func median(_ v: [Double]) -> Double { let s = v.sorted(); return s[s.count / 2] }

    // MARK: Data

    /// The larger Czech towns, as in the render tests' showcase scene.
    static var towns: [(String, Double, Double, Int)] { ShowcaseScene.towns }

    static func czechScene(data: URL, highlight: String) throws -> MapScene {
        let regions = try GeoJSONFeatureCollection.read(from: data.appendingPathComponent("cz-regions-jlacko.geojson"))
        let rivers = try GeoJSONFeatureCollection.read(from: data.appendingPathComponent("ne-rivers-cz.geojson"))
        let castles = try GeoJSONFeatureCollection.read(from: data.appendingPathComponent("cz-castles.geojson"))
        var scene = MapScene(attribution: ["Region boundaries: ArcČR 500, © ARCDATA PRAHA, ČÚZK, ČSÚ, CC BY 4.0",
                                           "Rivers: Natural Earth", "Castles: Wikidata (CC0)"])
        for f in regions.features {
            let id = try f.string("KOD_CZNUTS3", file: regions.file)
            scene.polygons.append(MapPolygon(id: id, name: try f.optionalString("NAZ_CZNUTS3", file: regions.file),
                                             role: id == highlight ? .highlighted : .region, rings: f.geometry?.polygons ?? []))
        }
        for (i, f) in rivers.features.enumerated() {
            let parts: [[Coordinate]]
            switch f.geometry {
            case .lineString(let l)?: parts = [l]
            case .multiLineString(let ls)?: parts = ls
            default: parts = []
            }
            let rank = (try? f.optionalNumber("scalerank", file: rivers.file)) ?? 10
            scene.lines.append(MapLine(id: "river-\(i)", name: try? f.optionalString("name", file: rivers.file), parts: parts,
                                       importance: max(0, min(1, (12 - rank) / 8))))
        }
        for f in castles.features {
            guard case .point(let c)? = f.geometry else { continue }
            let kind = (try? f.optionalString("kind", file: castles.file)) ?? nil
            let category = kind == "zricenina" ? "ruin" : (kind == "hrad" || kind == "hradozamek") ? "castle" : "chateau"
            scene.points.append(MapPoint(id: try f.string("id", file: castles.file), name: try? f.optionalString("name", file: castles.file),
                                         coordinate: c, kind: .place(category: category)))
        }
        scene.points += towns.map { MapPoint(id: "town:\($0.0)", name: $0.0, coordinate: Coordinate(latitude: $0.1, longitude: $0.2),
                                             kind: .town(population: $0.3)) }
        return scene
    }

    /// `scene` with the base map's layers as ``MapSceneBuilder`` adds them to
    /// maps; its rivers replace Natural Earth's.
    static func withBasemap(_ scene: MapScene, _ basemap: DatasetBasemap) -> MapScene {
        var scene = scene
        scene.lines = basemap.rivers
        scene.water = basemap.water
        scene.land = basemap.land
        scene.relief = basemap.relief
        scene.forests = basemap.forests
        scene.layerCredits += basemap.layerCredits
        return scene
    }

    /// A few tiles (z6 over the country, z8 and z11 around Brno and the Nové
    /// Mlýny reservoirs) from Regio and, with `mapnik`, from Mapnik, as PNGs in `directory`.
    static func writeSamples(scene: MapScene, to directory: URL, mapnik: Bool, data: URL, basemap: URL?) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let tiles = try [(6, 34, 21), (8, 139, 87), (8, 139, 88), (11, 1118, 701), (11, 1118, 704)].map { try TileID(z: $0.0, x: $0.1, y: $0.2) }
        let renderer = try TileRenderer(source: TileSource(scene: scene, options: TileOptions()))
        for t in tiles {
            try renderer.draw(zoom: t.z, originX: t.x * 256, originY: t.y * 256, width: 256, height: 256) { image in
                try PNGEncoder(options: .tiles).encode(image).write(to: directory.appendingPathComponent("regio-\(t.z)-\(t.x)-\(t.y).png"))
            }
        }
        if mapnik {
            let one = try TileSelection.covering(BoundingBox(west: 16.5, south: 49.1, east: 16.6, north: 49.2), zooms: 6...6)
            _ = try runMapnik(data: data, selection: one, basemap: basemap, samples: tiles, sampleDirectory: directory)
        }
    }

    // MARK: Mapnik

    /// Renders the same tiles with Mapnik from the same GeoJSON and a comparable
    /// style (fills, borders, rivers, castle markers, town and castle labels with
    /// halos), one process; nil when python3-mapnik is missing.
    static func runMapnik(data: URL, selection: TileSelection, basemap: URL?, samples: [TileID] = [], sampleDirectory: URL? = nil) throws -> [String: Any]? {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("regio-mapnik-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Towns as GeoJSON for Mapnik.
        let townFeatures = towns.map { #"{"type":"Feature","properties":{"name":"\#($0.0)","population":\#($0.3)},"geometry":{"type":"Point","coordinates":[\#($0.2),\#($0.1)]}}"# }
        try Data(#"{"type":"FeatureCollection","features":[\#(townFeatures.joined(separator: ","))]}"#.utf8)
            .write(to: dir.appendingPathComponent("towns.geojson"))
        var tiles: [[Int]] = []
        for z in selection.zooms { tiles += selection.tiles(zoom: z).map { [$0.z, $0.x, $0.y] } }
        try JSONSerialization.data(withJSONObject: tiles).write(to: dir.appendingPathComponent("tiles.json"))
        try JSONSerialization.data(withJSONObject: samples.map { [$0.z, $0.x, $0.y] }).write(to: dir.appendingPathComponent("samples.json"))
        if let basemap {
            // Mapnik gets the relief's shade precomputed; Regio shades per zoom.
            let relief = basemap.appendingPathComponent("relief.tif")
            let style = ReliefStyle.standard
            let shade = Process()
            shade.executableURL = URL(fileURLWithPath: "/usr/bin/gdaldem")
            shade.arguments = ["hillshade", "-q", "-z", "\(style.exaggeration)", "-s", "111120", "-az", "\(style.azimuth)", "-alt", "\(style.altitude)",
                               relief.standardizedFileURL.path, dir.appendingPathComponent("hillshade.tif").path]
            try shade.run()
            shade.waitUntilExit()
            guard shade.terminationStatus == 0 else { throw RenderError.invalidOption("gdaldem hillshade failed on \(relief.path)") }
        }
        let script = mapnikScript
            .replacingOccurrences(of: "@DATA@", with: data.standardizedFileURL.path)
            .replacingOccurrences(of: "@DIR@", with: dir.path)
            .replacingOccurrences(of: "@BASEMAP@", with: basemap?.standardizedFileURL.path ?? "")
            .replacingOccurrences(of: "@SAMPLES@", with: sampleDirectory?.standardizedFileURL.path ?? "")
        try Data(script.utf8).write(to: dir.appendingPathComponent("bench.py"))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = [dir.appendingPathComponent("bench.py").path]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.standardError
        try p.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0, let result = try JSONSerialization.jsonObject(with: output) as? [String: Any] else { return nil }
        return result
    }

    static let mapnikScript = #"""
import json, sys, time, math
try:
    import mapnik
except ImportError:
    sys.exit(3)
DATA, DIR, BASEMAP, SAMPLES = "@DATA@", "@DIR@", "@BASEMAP@", "@SAMPLES@"
merc = "+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs +over"
wgs = "+proj=longlat +datum=WGS84 +no_defs"
def layer(name, file, styles):
    return f'''<Layer name="{name}" srs="{wgs}">{''.join(f"<StyleName>{s}</StyleName>" for s in styles)}
      <Datasource><Parameter name="type">geojson</Parameter><Parameter name="file">{file}</Parameter></Datasource></Layer>'''
def ogr(name, layer, styles):
    return f'''<Layer name="{name}" srs="{wgs}">{''.join(f"<StyleName>{s}</StyleName>" for s in styles)}
      <Datasource><Parameter name="type">ogr</Parameter><Parameter name="file">{BASEMAP}/basemap.gpkg</Parameter><Parameter name="layer">{layer}</Parameter></Datasource></Layer>'''
# Rivers by class as the engine draws them: width 0.7 + 1.5 * importance, shown from the class's zoom.
importance = [0, 1, 0.7, 0.45, 0.2, 0.3, 0.15, 0.05, 0.4, 0.2, 0.05]
class_min_zoom = [99, 0, 5, 6.5, 8.5, 8, 9.5, 10.5, 8, 10, 11]
river_rules = "".join(f'''<Rule><Filter>[class] = {c}</Filter><MaxScaleDenominator>{559082264.0 / 2 ** class_min_zoom[c]:.1f}</MaxScaleDenominator>
      <LineSymbolizer stroke="#6b9fd0" stroke-width="{0.7 + 1.5 * importance[c]:.3f}" stroke-linejoin="round" stroke-linecap="round"/></Rule>''' for c in range(1, 11))
if BASEMAP:
    under = f'''{ogr("land", "land", ["land"])}'''
    middle = f'''<Layer name="relief" srs="{wgs}"><StyleName>relief</StyleName>
      <Datasource><Parameter name="type">gdal</Parameter><Parameter name="file">{DIR}/hillshade.tif</Parameter></Datasource></Layer>
  {ogr("forest", "forest", ["forest"])}
  {ogr("lakes", "lakes", ["lakes"])}
  {ogr("rivers", "rivers", ["basemap-rivers"])}'''
    background = "#a9cbe8"
else:
    under = ""
    middle = layer("rivers", DATA + "/ne-rivers-cz.geojson", ["rivers"])
    background = "#dde5ea"
xml = f'''<Map srs="{merc}" background-color="{background}" buffer-size="128">
  <Style name="land"><Rule><PolygonSymbolizer fill="#ebe9e4"/></Rule></Style>
  <Style name="relief"><Rule><RasterSymbolizer scaling="bilinear" comp-op="multiply" opacity="0.35"/></Rule></Style>
  <Style name="forest"><Rule><PolygonSymbolizer fill="#6fa85a" fill-opacity="0.349"/></Rule></Style>
  <Style name="lakes"><Rule><PolygonSymbolizer fill="#a9cbe8"/><LineSymbolizer stroke="#6b9fd0" stroke-width="0.6"/></Rule></Style>
  <Style name="basemap-rivers">{river_rules}</Style>
  <Style name="regions"><Rule><Filter>[KOD_CZNUTS3] != 'CZ063'</Filter><PolygonSymbolizer fill="#f8f5ec"/>
      <LineSymbolizer stroke="#9a9486" stroke-width="0.9" stroke-dasharray="4,2"/></Rule>
    <Rule><Filter>[KOD_CZNUTS3] = 'CZ063'</Filter><PolygonSymbolizer fill="#fdf0c8"/></Rule></Style>
  <Style name="rivers"><Rule><LineSymbolizer stroke="#6b9fd0" stroke-width="1.2" stroke-linejoin="round" stroke-linecap="round"/></Rule></Style>
  <Style name="highlight"><Rule><Filter>[KOD_CZNUTS3] = 'CZ063'</Filter><LineSymbolizer stroke="#b8412d" stroke-width="2.2"/></Rule></Style>
  <Style name="castles"><Rule><MaxScaleDenominator>1100000</MaxScaleDenominator>
      <MarkersSymbolizer marker-type="ellipse" width="6.8" height="6.8" fill="#8e2c1c" stroke="#ffffff" stroke-width="1" allow-overlap="true"/>
      <TextSymbolizer face-name="DejaVu Sans Book" size="9" fill="#5a2416" halo-fill="#ffffff" halo-radius="1.6" dx="7" placement-type="simple" placements="E,W,NE,SE,N,S,NW,SW">[name]</TextSymbolizer></Rule></Style>
  <Style name="towns"><Rule>
      <MarkersSymbolizer marker-type="ellipse" width="7" height="7" fill="#ffffff" stroke="#2d2d2d" stroke-width="1.1" allow-overlap="true"/>
      <TextSymbolizer face-name="DejaVu Sans Book" size="11" fill="#1f1f1f" halo-fill="#ffffff" halo-radius="1.6" dx="7" placement-type="simple" placements="E,W,NE,SE,N,S,NW,SW">[name]</TextSymbolizer></Rule></Style>
  {under}
  {layer("regions", DATA + "/cz-regions-jlacko.geojson", ["regions"])}
  {middle}
  {layer("highlight", DATA + "/cz-regions-jlacko.geojson", ["highlight"])}
  {layer("castles", DATA + "/cz-castles.geojson", ["castles"])}
  {layer("towns", DIR + "/towns.geojson", ["towns"])}
</Map>'''
m = mapnik.Map(256, 256)
mapnik.load_map_from_string(m, xml)
tiles = json.load(open(DIR + "/tiles.json"))
R = 6378137 * math.pi
def bounds(z, x, y):
    n = 2 ** z
    size = 2 * R / n
    return mapnik.Box2d(-R + x * size, R - (y + 1) * size, -R + (x + 1) * size, R - y * size)
for z, x, y in json.load(open(DIR + "/samples.json")):
    m.zoom_to_box(bounds(z, x, y)); im = mapnik.Image(256, 256); mapnik.render(m, im)
    im.save(f"{SAMPLES}/mapnik-{z}-{x}-{y}.png", "png32")
im = mapnik.Image(256, 256)
m.zoom_to_box(bounds(*tiles[0])); mapnik.render(m, im)  # warm up (fonts, datasources)
start = time.perf_counter()
cpu = time.process_time()
total = 0
for z, x, y in tiles:
    m.zoom_to_box(bounds(z, x, y))
    im = mapnik.Image(256, 256)
    mapnik.render(m, im)
    total += len(im.tostring("png32"))
elapsed = time.perf_counter() - start
cpu = time.process_time() - cpu
print(json.dumps({"version": mapnik.mapnik_version_string() if hasattr(mapnik, "mapnik_version_string") else str(mapnik.mapnik_version()),
                  "tiles": len(tiles), "seconds": elapsed, "cpuSeconds": cpu, "tilesPerSecond": len(tiles) / elapsed, "bytesPerTile": total // len(tiles)}))
"""#
}
