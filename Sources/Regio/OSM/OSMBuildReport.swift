import Foundation

/// What a build took from an OpenStreetMap extract (`dataset build --osm`).
public struct OSMBuildReport: Codable, Sendable, Equatable {
    public var file: String
    /// Roads by ``OSMRoadClass`` (`minor`, `track`, `path` …).
    public var roadsByClass: [String: Int]
    /// Features per layer of `basemap.gpkg` (``OSMLayerKind`` names).
    public var layers: [String: Int]
    /// Places written to `osm-places.geojson`, and by category.
    public var places: Int
    public var placesByCategory: [String: Int]
    /// OSM towns left out because GeoNames has the same town (``OSMTownMerge``).
    public var mergedTowns: Int
    /// Places mapped twice in the extract, written once (``OSMDuplicatePlaces``).
    public var duplicatePlaces: Int
    /// Places farther than the border tolerance from every region, left out.
    public var placesOutsideRegions: Int
    /// Objects whose geometry could not be read, left out.
    public var skipped: Int
    /// Ways left out because fewer than two of their nodes are in the file (an extract's edge).
    public var brokenWays: Int = 0
    /// Multipolygon relations left out because member ways are missing from the file.
    public var brokenRelations: Int = 0
    public var seconds: Double

    var roads: Int { roadsByClass.values.reduce(0, +) }

    /// The rows of `ATTRIBUTION.md` for what came from the extract.
    static func attributionRows(_ osm: OSMBuildReport) -> String {
        let file = URL(fileURLWithPath: osm.file).lastPathComponent
        let layers = OSMLayerKind.allCases.map { "`\($0.rawValue)` \(osm.layers[$0.rawValue] ?? 0)" }.joined(separator: ", ")
        return "| `basemap.gpkg` | OpenStreetMap layers: \(layers) | the OpenStreetMap extract `\(file)` (docs/osm-tags.md) | ODbL 1.0 — \"© OpenStreetMap contributors\" |\n"
            + "| `\(OSMPlacesFile.fileName)` | \(osm.places) peaks and tourist places with names in every language the data has | the same extract | ODbL 1.0 — \"© OpenStreetMap contributors\" |\n"
    }

    func line(in language: Language) -> String {
        let areas = [OSMLayerKind.water, .landcover, .builtUp].reduce(0) { $0 + (layers[$1.rawValue] ?? 0) }
        return Message(.datasetOSM, ["file": URL(fileURLWithPath: file).lastPathComponent, "roads": roads,
                                     "railways": layers[OSMLayerKind.railways.rawValue] ?? 0,
                                     "waterways": layers[OSMLayerKind.waterways.rawValue] ?? 0, "areas": areas,
                                     "places": places, "merged": mergedTowns]).text(in: language)
            + (duplicatePlaces + brokenWays + brokenRelations + skipped == 0 ? "" :
                Message(.datasetOSMLeftOut, ["duplicates": duplicatePlaces, "ways": brokenWays, "relations": brokenRelations,
                                             "skipped": skipped]).text(in: language))
    }
}
