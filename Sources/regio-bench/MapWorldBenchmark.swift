import Foundation
import Regio
import RegioGeo
import RegioRender

/// `scripts/bench map-world --world DIR --small DIR [--box W,S,E,N] [--runs 5] [--json]`
///
/// Whether a printed map grows with the dataset it comes from: the same A4
/// 300 dpi map of a small box (default: Liechtenstein) from a dataset of the
/// world and, as the baseline, from a dataset of that country alone
/// (`regio dataset build --world` and `regio dataset build LI`), in one run.
/// For each: the dataset's load time, the base-map features read for the map
/// (of how many the file holds), the time to the drawn page (PNG encoding
/// apart) of the session's first map (which builds the indexes a session
/// keeps, such as the city districts) and the median of later ones, and the
/// memory each adds once the dataset is loaded.
enum MapWorldBenchmark {
    static func run(_ arguments: [String]) throws {
        var world: String?, small: String?, runs = 5, json = false
        var box = BoundingBox(west: 9.47, south: 47.04, east: 9.64, north: 47.28)
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--world": i += 1; world = arguments[i]
            case "--small": i += 1; small = arguments[i]
            case "--runs": i += 1; runs = max(1, Int(arguments[i]) ?? runs)
            case "--box":
                i += 1
                let v = arguments[i].split(separator: ",").compactMap { Double($0) }
                guard v.count == 4 else { throw RenderError.invalidOption("--box takes W,S,E,N; got \(arguments[i])") }
                box = BoundingBox(west: v[0], south: v[1], east: v[2], north: v[3])
            case "--json": json = true
            default: throw RenderError.invalidOption("unknown option \(arguments[i])")
            }
            i += 1
        }
        guard let world, let small else {
            throw RenderError.invalidOption("map-world needs --world DIR (regio dataset build --world) and --small DIR (regio dataset build LI)")
        }
        let options = OverviewMapOptions(paper: .a4, dpi: 300, landscape: false)
        var rows: [[String: Any]] = []
        for (name, folder) in [("small", small), ("world", world)] {
            let t0 = DispatchTime.now()
            let dataset = try Dataset.load(from: URL(fileURLWithPath: folder))
            let loadSeconds = Double(DispatchTime.now().uptimeNanoseconds - t0.uptimeNanoseconds) / 1e9
            let loaded = Memory.current().rss
            let builder = MapSceneBuilder(dataset: dataset, language: .en)
            let target = MapTarget.boundingBox(box)
            func draw() throws {
                let (map, _) = try builder.overviewMap(of: target, places: .towns, options: options)
                _ = try map.withImage { $0.width }
            }
            let t1 = DispatchTime.now()
            try draw()
            let firstMs = Double(DispatchTime.now().uptimeNanoseconds - t1.uptimeNanoseconds) / 1e6
            let afterFirst = Memory.current().rss
            let laterMs = try MapBenchmark.time(runs) { try draw() }
            let afterLater = Memory.current().rss
            let viewBox = try target.area(in: dataset, favourites: []).enclosingBox(onPage: options)
            let read = try dataset.basemap(in: viewBox).featuresRead + dataset.osmLayers(in: viewBox).featuresRead
            let total = try DatasetBasemap.load(from: dataset.directory).featuresRead
                + DatasetOSMLayers.load(from: dataset.directory).featuresRead
            rows.append(["dataset": name, "folder": folder, "regions": dataset.regions.count, "places": dataset.places.count,
                         "loadSeconds": loadSeconds, "featuresRead": read, "featuresInFile": total,
                         "firstMapMs": firstMs, "laterMapMs": laterMs, "residentAfterLoadMB": loaded,
                         "firstMapAddedMB": afterFirst - loaded, "laterMapsAddedMB": afterLater - afterFirst])
        }
        if json {
            let object: [String: Any] = ["benchmark": "map-world", "box": box.description, "runs": runs,
                                         "date": ISO8601DateFormatter().string(from: Date()), "datasets": rows]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            FileHandle.standardOutput.write(data + Data("\n".utf8))
            return
        }
        print("## map-world benchmark — A4 portrait 300 dpi of \(box), towns; median of \(runs) runs\n")
        print("| dataset | regions | places | load s | resident after load MB | base-map features read / in file | first map ms | MB it adds | later maps ms | MB they add |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        func f(_ key: String, _ format: String, _ r: [String: Any]) -> String { String(format: format, r[key] as? Double ?? .nan) }
        for r in rows {
            print("| \(r["dataset"]!) | \(r["regions"]!) | \(r["places"]!) | \(f("loadSeconds", "%.2f", r)) | \(f("residentAfterLoadMB", "%.0f", r)) | "
                + "\(r["featuresRead"]!) / \(r["featuresInFile"]!) | \(f("firstMapMs", "%.0f", r)) | \(f("firstMapAddedMB", "%.1f", r)) | "
                + "\(f("laterMapMs", "%.1f", r)) | \(f("laterMapsAddedMB", "%.1f", r)) |")
        }
    }
}
