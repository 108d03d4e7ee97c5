import Foundation

/// What a build wrote, and how well Natural Earth's regions matched ISO 3166-2.
public struct DatasetBuildReport: Codable, Sendable, Equatable {
    /// One country's regions.
    public struct CountryReport: Codable, Sendable, Equatable {
        public var code: String
        public var name: String
        public var regions: Int
        /// Regions that got an ISO 3166-2 id.
        public var matched: Int
        /// Regions without an ISO code: their Natural Earth name and the stable id given instead.
        public var unmatchedRegions: [String]
        /// ISO top-level subdivisions no region matched (Natural Earth splits the country differently).
        public var unmatchedISOCodes: [String]
        /// The country's language (`de`), whose names label its regions where the data has them.
        public var language: String?
    }

    public var output: String
    public var name: String
    public var countries: [CountryReport]
    public var regions: Int
    public var regionsWithISOCodes: Int
    /// Neighbouring countries drawn for context.
    public var contextCountries: Int
    public var places: Int
    /// Places just outside the generalised borders, given the nearest region.
    public var placesByNearestRegion: Int
    /// Places farther than the border tolerance from every region, left out.
    public var placesLeftOut: Int
    /// The languages some region has a name in.
    public var languages: [String]
    public var factsFile: String?
    /// The base-map layers written (nil when the build was asked for none).
    public var basemap: BasemapReport?
    /// What came from an OpenStreetMap extract (nil without `--osm`).
    public var osm: OSMBuildReport? = nil
    /// What came from the shared sights files (nil without them).
    public var sights: SightsReport? = nil
    public var seconds: Double

    /// What went into `basemap.gpkg` and `relief.tif`, or why they were left out.
    public struct BasemapReport: Codable, Sendable, Equatable {
        public var rivers: Int
        public var lakes: Int
        /// False when the cache had no lake polygons (the `lakes` layer is then empty).
        public var lakesSource: Bool
        /// Land polygons (GSHHG level 1) in the box.
        public var land: Int = 0
        public var reliefWidth: Int
        public var reliefHeight: Int
        /// The size of both files.
        public var bytes: Int
        public var seconds: Double
        /// The input that was missing, when the layers were left out.
        public var missing: String?
        /// The user's elevation model (`--dem`) that `relief.tif` was made from (nil: ETOPO5).
        public var dem: String? = nil
        /// The relief's credit on maps ("NOAA ETOPO5", or the user's).
        public var reliefCredit: String? = nil
        /// The forest polygons (MODIS land cover); nil when the cache had no land cover.
        public var forests: Int? = nil
        /// Where `relief.tif` came from, for the summary ("Marble SRTM30 2′", "ETOPO5 5′, …", the user's file).
        public var reliefSource: String? = nil
        /// The user's rivers and lakes (`--water`), when given.
        public var ownWater: OwnWaterReport? = nil

        static func leftOut(missing path: String) -> BasemapReport {
            BasemapReport(rivers: 0, lakes: 0, lakesSource: false, reliefWidth: 0, reliefHeight: 0, bytes: 0,
                          seconds: 0, missing: path)
        }
    }

    /// What came from the user's water files, and what of GSHHG's it replaced.
    public struct OwnWaterReport: Codable, Sendable, Equatable {
        public var files: [String]
        /// Their credit on maps (`--water-credit`, else the files' names).
        public var credit: String
        /// Their lines in the box (in `rivers`) and polygons (in `lakes`).
        public var rivers: Int
        public var lakes: Int
        /// GSHHG rivers left out because a named river of the user's follows them,
        /// and GSHHG lakes left out because a lake of the user's overlaps them.
        public var replacedRivers: Int
        public var replacedLakes: Int
    }

    /// A few lines for people: totals, then each country whose regions did not all match.
    public var summaryLines: [String] { summaryLines(in: .en) }

    /// ``summaryLines`` in `language`.
    public func summaryLines(in language: Language) -> [String] {
        var lines = [Message(.datasetSummary, ["name": name, "regions": regions, "iso": regionsWithISOCodes, "places": places,
                                               "nearest": placesByNearestRegion, "leftOut": placesLeftOut,
                                               "countries": contextCountries, "languages": languages.count, "output": output])
                        .text(in: language)]
        if let b = basemap {
            if let missing = b.missing {
                lines.append(Message(.datasetBasemapMissing, ["path": missing, "fetch": BasemapFiles.fetchCommand]).text(in: language))
            } else {
                var line = Message(.datasetBasemap, ["rivers": b.rivers, "lakes": b.lakes, "width": b.reliefWidth,
                                                     "height": b.reliefHeight, "kb": (b.bytes + 1023) / 1024,
                                                     "relief": b.reliefSource ?? b.dem.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "ETOPO5"])
                    .text(in: language)
                if !b.lakesSource { line += Message(.datasetBasemapNoLakes).text(in: language) }
                if let forests = b.forests {
                    line += Message(.datasetBasemapForests, ["forests": forests]).text(in: language)
                } else {
                    line += Message(.datasetBasemapNoForests, ["fetch": BasemapFiles.fetchCommand]).text(in: language)
                }
                lines.append(line)
                if let w = b.ownWater {
                    lines.append(Message(.datasetOwnWater, ["credit": w.credit, "rivers": w.rivers, "lakes": w.lakes,
                                                            "replacedRivers": w.replacedRivers, "replacedLakes": w.replacedLakes])
                        .text(in: language))
                }
            }
        }
        if let sights { lines.append(sights.line(in: language)) }
        if let osm { lines.append(osm.line(in: language)) }
        for c in countries where c.matched < c.regions || !c.unmatchedISOCodes.isEmpty {
            var line = "  " + Message(.datasetCountryMatched, ["code": c.code, "name": c.name, "matched": c.matched, "regions": c.regions])
                .text(in: language)
            if !c.unmatchedRegions.isEmpty { line += Message(.datasetWithoutISO, ["list": Self.list(c.unmatchedRegions, language)]).text(in: language) }
            if !c.unmatchedISOCodes.isEmpty {
                line += Message(.datasetISOWithoutRegion, ["list": Self.list(c.unmatchedISOCodes, language)]).text(in: language)
            }
            lines.append(line)
        }
        return lines
    }

    static func list(_ items: [String], _ language: Language, limit: Int = 8) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? Message(.datasetListMore, ["list": shown, "n": items.count - limit]).text(in: language) : shown
    }
}

/// How far a build has come, for a progress line.
public struct DatasetBuildProgress: Sendable, Equatable {
    public var stage: Stage
    public var done: Int
    public var total: Int

    /// The parts of a build, in order.
    public enum Stage: String, Sendable, Equatable {
        case regions, neighbours, basemap, places
        /// Checking an OpenStreetMap extract's blocks (``OSMFileCheck``; `done` and `total` in MB).
        case osmCheck
        /// Reading an OpenStreetMap extract (`done`: objects read; no total).
        case osm
        /// Loading what was written, and keeping its places as a snapshot (``PlacesSnapshot``).
        case snapshot
        /// Working out the areas' label points (``DatasetLabelPoints``).
        case labelPoints
        /// Simplifying the areas' outlines for the zooms prepared whole (``DatasetZoomOutlines``).
        case zoomOutlines

        /// The stage's name in the interface language.
        public var text: EngineTextKey {
            switch self {
            case .regions: return .datasetStageRegions
            case .neighbours: return .datasetStageNeighbours
            case .basemap: return .datasetStageBasemap
            case .places: return .datasetStagePlaces
            case .osmCheck: return .datasetStageOSMCheck
            case .osm: return .datasetStageOSM
            case .snapshot: return .datasetStageSnapshot
            case .labelPoints: return .datasetStageLabelPoints
            case .zoomOutlines: return .datasetStageZoomOutlines
            }
        }
    }
}
