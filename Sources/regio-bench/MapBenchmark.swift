import Foundation
import Regio

/// `scripts/bench map [--region CZ-63] [--runs 15] [--json]`
///
/// The map path from the embedded dataset: an A4 landscape overview at 300 dpi
/// of a region with its towns, up to the drawn page (PNG encoding apart).
/// Three ways, in the same run:
/// - **baseline**: the former path — every map reads each polygon out of GEOS
///   again (for the scene, and the region's outline for the fit) and the
///   renderer builds GEOS geometries from those rings again (coordinates →
///   GEOS → WKB → GEOS);
/// - **first map**: a new process's first map — each drawing shape
///   (``MapShape``) is made once and its WKB goes to GEOS as it is;
/// - **later maps**: the dataset's shapes already made (a REPL or a server),
///   with the dataset's base map (rivers, lakes, land, relief) as maps get it,
///   and the same with those layers removed from the scene.
enum MapBenchmark {
    static func run(_ arguments: [String]) throws {
        var regionID = "CZ-63", runs = 15, json = false
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--region": i += 1; regionID = arguments[i]
            case "--runs": i += 1; runs = max(1, Int(arguments[i]) ?? runs)
            case "--json": json = true
            default: throw RenderError.invalidOption("unknown option \(arguments[i])")
            }
            i += 1
        }
        let dataset = try Dataset.load()
        guard let region = dataset.region(id: regionID) else { throw MapError.unknownRegion(regionID, known: dataset.regions.map(\.id)) }
        let builder = MapSceneBuilder(dataset: dataset, language: .cs)
        let options = OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: region.nameCS)
        let points = try builder.scene(highlighting: regionID, places: .towns).points
        let countries = dataset.countries.filter { $0.code.uppercased() != "CZ" }

        func role(_ r: Region) -> MapPolygon.Role { r.id == regionID ? .highlighted : .region }
        var draw = false
        func drawn(_ scene: MapScene, _ area: MapArea) throws {
            let map = try OverviewMap(scene: scene, area: area, options: options)
            if draw { _ = try map.withImage { $0.width } }
        }
        var results: [[Double]] = []
        for drawing in [false, true] {
            draw = drawing
            let baseline = try time(runs) {
                let polygons = try countries.map { MapPolygon(id: "country:" + $0.code, role: .neighbour, rings: try $0.geometry.polygons) }
                    + dataset.regions.map { MapPolygon(id: $0.id, name: $0.nameCS, role: role($0), rings: try $0.geometry.polygons) }
                let area = MapArea.coordinates(try region.geometry.polygons.flatMap { $0.first ?? [] })
                try drawn(MapScene(polygons: polygons, points: points), area)
            }
            let first = try time(runs) {
                let shapes = try dataset.regions.map { try MapShape($0.geometry) }
                let polygons = try countries.map { MapPolygon(id: "country:" + $0.code, role: .neighbour, shape: try MapShape($0.geometry)) }
                    + zip(dataset.regions, shapes).map { MapPolygon(id: $0.id, name: $0.nameCS, role: role($0), shape: $1) }
                let outline = shapes[dataset.regions.firstIndex { $0.id == regionID }!].rings
                try drawn(MapScene(polygons: polygons, points: points), .coordinates(outline.flatMap { $0.first ?? [] }))
            }
            let later = try time(runs) {
                let scene = try builder.scene(highlighting: regionID, places: .none)
                var withTowns = scene
                withTowns.points = points
                try drawn(withTowns, try MapTarget.region(id: regionID).area(in: dataset, favourites: []))
            }
            let withoutBasemap = try time(runs) {
                var scene = try builder.scene(highlighting: regionID, places: .none)
                scene.lines = []; scene.water = []; scene.land = []; scene.relief = nil
                scene.points = points
                try drawn(scene, try MapTarget.region(id: regionID).area(in: dataset, favourites: []))
            }
            results.append([baseline, first, later, withoutBasemap])
        }
        let names = ["baseline (shapes read again per map; no base map)", "first map (each shape made once; no base map)",
                     "later maps (shapes kept), with the dataset's base map", "later maps, base map layers removed"]
        if json {
            try BenchJSON.write(benchmark: "map", ["region": regionID, "runs": runs,
                                         "preparedMs": Dictionary(uniqueKeysWithValues: zip(["baseline", "firstMap", "laterMaps", "laterMapsWithoutBasemap"], results[0])),
                                         "drawnMs": Dictionary(uniqueKeysWithValues: zip(["baseline", "firstMap", "laterMaps", "laterMapsWithoutBasemap"], results[1]))])
            return
        }
        print("## map benchmark — \(regionID), A4 landscape 300 dpi with towns; median of \(runs) runs")
        print("prepared: scene, fit, GEOS simplification and clipping; drawn: also cairo drawing (no PNG encoding)\n")
        print("| path | prepared ms | vs baseline | drawn ms | vs baseline |")
        print("|---|---|---|---|---|")
        for (k, name) in names.enumerated() {
            let p = results[0][k], d = results[1][k]
            print("| \(name) | \(String(format: "%.1f", p)) | \(String(format: "%.2f×", p / results[0][0])) | \(String(format: "%.1f", d)) | \(String(format: "%.2f×", d / results[1][0])) |")
        }
    }

    /// The median wall time of `runs` runs in milliseconds, after one warm-up run.
    static func time(_ runs: Int, _ body: () throws -> Void) throws -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let t0 = DispatchTime.now()
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e6)
        }
        return samples.sorted()[samples.count / 2]
    }
}
