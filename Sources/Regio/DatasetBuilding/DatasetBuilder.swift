import Foundation
import RegioGeo
import RegioGeoPackage

/// Builds a dataset folder that ``Dataset/load(from:displayPrefix:)`` opens, for
/// any countries or the whole world, from open data:
///
/// - regions: Natural Earth 1:10m admin-1 polygons (layer `states_provinces`),
///   with ISO 3166-2 ids where iso-codes matches them by name
///   (``SubdivisionMatcher``) and stable ids (`AT-NE-<name>`) otherwise;
///   names in the country's language, English, Czech and every language the
///   iso-codes catalogues translate them into; neighbours from the polygons;
/// - countries for map context: Natural Earth admin-0, clipped around the regions;
/// - places: GeoNames cities500 of those countries, each with the region that
///   contains it, or the nearest one within ``Dataset/borderToleranceKm``;
/// - `manifest.json` (members it does not write are kept) and `ATTRIBUTION.md`
///   (text below its marker line is kept);
/// - the optional facts file (capitals, official areas) named in the manifest.
///
/// The embedded Czech dataset is rebuilt the same way (`scripts/build-data`).
public final class DatasetBuilder {
    public let request: DatasetBuildRequest

    public init(request: DatasetBuildRequest) { self.request = request }

    /// A region made from a Natural Earth row.
    struct BuiltRegion {
        var id: String
        var country: String
        var names: [String: String]
        var language: String?
        var isoMatched: Bool
        var geometry: Geometry
    }

    /// Runs the build; `progress` is called now and then (from this thread).
    /// The dataset is built in a folder beside the output and put in its place
    /// at the end (``DatasetStaging``): a build that fails or is stopped
    /// leaves the output as it was.
    public func build(progress: ((DatasetBuildProgress) -> Void)? = nil) throws -> DatasetBuildReport {
        let iso = try ISOCodes.load(directory: request.isoCodesDirectory, localeDirectory: request.localeDirectory)
        let wanted = try countryCodes(iso)
        let staging = try DatasetStaging(target: request.output)
        do {
            let report = try build(into: staging.folder, iso: iso, wanted: wanted, progress: progress)
            try staging.commit()
            return report
        } catch {
            staging.discard()
            throw error
        }
    }

    /// Removes what builds of `output` stopped by a signal left beside it (the
    /// command's SIGINT and SIGTERM handler calls this before it exits).
    public static func removeUnfinishedBuilds(of output: URL) {
        DatasetStaging.removeUnfinished(beside: output)
    }

    /// The build itself, written into `output` (the staging folder).
    func build(into output: URL, iso: ISOCodes, wanted: [String]?,
               progress: ((DatasetBuildProgress) -> Void)?) throws -> DatasetBuildReport {
        let started = Date()
        let gpkg = try GeoPackage(path: request.inputs.geoPackage.path)
        let facts = try request.facts.map { try DatasetFacts.read($0) }
        let context = GeometryContext()

        // Regions.
        let condition = wanted.map { "iso_a2 IN (" + $0.map { "'\($0)'" }.joined(separator: ",") + ")" }
        let rows = try gpkg.features(in: "states_provinces", where: condition)
        var countryReports: [DatasetBuildReport.CountryReport] = []
        var regions: [BuiltRegion] = []
        let byCountry = Dictionary(grouping: rows) { Self.countryKey($0) }
        let countryOrder = wanted ?? byCountry.keys.sorted()
        for (n, code) in countryOrder.enumerated() {
            progress?(DatasetBuildProgress(stage: .regions, done: n, total: countryOrder.count))
            guard let countryRows = byCountry[code], !countryRows.isEmpty else {
                if wanted != nil { throw DatasetBuildError.noRegions(country: code) }
                continue
            }
            let built = try buildRegions(countryRows, country: code, iso: iso, context: context)
            regions += built.regions.sorted { $0.id < $1.id }
            countryReports.append(built.report)
        }
        if let facts { applyNames(facts, to: &regions) }

        // Countries for context, then the regions' neighbours through the loader.
        let box = request.contextBox ?? (wanted == nil ? nil : Self.contextBox(around: regions))
        // The user's own files are read before anything is written: a bad file stops here.
        let basemapBuilder = try basemapBuilder(box: box, regions: regions, context: context)
        // An OpenStreetMap extract is checked before anything is written (a damaged file stops here); read later.
        let osmPart = try request.osm.map { try OSMDatasetPart(file: $0, box: box, progress: progress) }
        let countryCount = try writeCountries(gpkg, box: box, context: context, to: output.appendingPathComponent("countries.geojson"))
        try writeRegions(regions, loaded: [:], to: output.appendingPathComponent("regions.geojson"))
        let factsName = try placeFacts(in: output)
        let name = request.name ?? (wanted.map { $0.compactMap { iso.country($0)?.name }.joined(separator: ", ") } ?? "World")
        try writeManifest(name: name, places: [], facts: factsName, in: output)
        progress?(DatasetBuildProgress(stage: .neighbours, done: 0, total: 1))
        let dataset = try Dataset.load(from: output)
        try writeRegions(regions, loaded: Dictionary(uniqueKeysWithValues: dataset.regions.map { ($0.id, $0) }),
                         to: output.appendingPathComponent("regions.geojson"))

        // Base-map layers (rivers, lakes, relief) for the same box as the countries.
        let basemap = try request.inputs.basemap.map { files in
            progress?(DatasetBuildProgress(stage: .basemap, done: 0, total: 1))
            guard let basemapBuilder else { return DatasetBuildReport.BasemapReport.leftOut(missing: files.missingFile?.path ?? files.folder.path) }
            return try basemapBuilder.write(into: output)
        }

        // Places.
        let placeCountries = wanted.map(Set.init)
        let places = try writePlaces(request.inputs.geoNames, countries: placeCountries, dataset: dataset,
                                     regionCountries: Dictionary(uniqueKeysWithValues: regions.map { ($0.id, $0.country) }),
                                     to: output.appendingPathComponent("places.geojson"), progress: progress)
        var placeFiles = ["places.geojson"]
        try writeManifest(name: name, places: placeFiles, facts: factsName, in: output)
        let sights = try request.inputs.sights.map { folder in
            let report = try SightsFile.write(from: folder, dataset: try Dataset.load(from: output),
                                              to: output.appendingPathComponent(SightsFile.fileName))
            placeFiles.append(SightsFile.fileName)
            try writeManifest(name: name, places: placeFiles, facts: factsName, in: output)
            return report
        }
        let osm = try osmPart.map { part in
            let report = try part.write(into: output, dataset: try Dataset.load(from: output))
            placeFiles.append(OSMPlacesFile.fileName)
            try writeManifest(name: name, places: placeFiles, facts: factsName, in: output)
            return report
        }
        // What was written must load. Loaded once for the caches: its places are kept in the
        // snapshot that makes loading fast (enough of them: PlacesSnapshot.write removes an older
        // one otherwise), its areas' label points and their outlines for the low zooms, which
        // every first map of an area and a server's first tiles would otherwise work out.
        if places.written >= PlacesSnapshot.minimumPlaces { progress?(DatasetBuildProgress(stage: .snapshot, done: 0, total: 1)) }
        let written = try Dataset.load(from: output)
        try PlacesSnapshot.write(written)
        progress?(DatasetBuildProgress(stage: .labelPoints, done: 0, total: 1))
        try DatasetLabelPoints.write(written)
        progress?(DatasetBuildProgress(stage: .zoomOutlines, done: 0, total: 1))
        try DatasetZoomOutlines.write(written)

        let languages = Set(regions.flatMap(\.names.keys)).sorted()
        let report = DatasetBuildReport(
            output: request.output.path, name: name, countries: countryReports, regions: regions.count,
            regionsWithISOCodes: regions.filter(\.isoMatched).count, contextCountries: countryCount,
            places: places.written, placesByNearestRegion: places.byNearest, placesLeftOut: places.leftOut,
            languages: languages, factsFile: factsName, basemap: basemap, osm: osm, sights: sights, seconds: Date().timeIntervalSince(started))
        try DatasetAttribution.write(report: report, scope: request.scope, in: output)
        return report
    }

    // MARK: - Base map

    /// The base-map writer for `box` (the world when nil), with the user's
    /// elevation model and water read; nil when the cache has no base map (the
    /// layers are then left out, unless the user gave files of their own:
    /// those join the base map, so its absence is then an error).
    func basemapBuilder(box: BoundingBox?, regions: [BuiltRegion], context: GeometryContext) throws -> BasemapBuilder? {
        let own = request.dem != nil || !request.water.isEmpty
        guard let files = request.inputs.basemap else {
            if own { throw DataError(file: "--dem/--water", message: "they join the base map, and this build has none") }
            return nil
        }
        if let missing = files.missingFile {
            if own {
                throw DataError(file: missing.path, message: "not found: --dem and --water join the base map, whose files "
                                + "\(BasemapFiles.fetchCommand) fetches into the cache")
            }
            return nil
        }
        let area = box ?? BoundingBox(west: -180, south: -90, east: 180, north: 90)
        var builder = BasemapBuilder(files: files, box: area)
        builder.ownElevation = try request.dem.map { dem in
            try OwnElevationModel(file: dem, box: area, regionsBox: Self.regionsBox(regions), credit: request.demCredit)
        }
        if !request.water.isEmpty {
            builder.ownWater = try OwnWater(files: request.water, box: area, tolerance: builder.tolerance,
                                            credit: request.waterCredit, context: context)
        }
        return builder
    }

    // MARK: - Countries asked for

    /// The upper-cased codes asked for (nil for the world).
    func countryCodes(_ iso: ISOCodes) throws -> [String]? {
        guard case .countries(let codes) = request.scope else { return nil }
        return try Self.resolve(countries: codes, iso: iso)
    }

    /// Checks and upper-cases country codes (duplicates dropped). An unknown
    /// code is ``DatasetBuildError/unknownCountry(_:closest:)`` listing the closest codes.
    ///
    /// ```swift
    /// try DatasetBuilder.resolve(countries: ["at", "pl"], iso: ISOCodes.load(translations: false))  // ["AT", "PL"]
    /// ```
    public static func resolve(countries codes: [String], iso: ISOCodes) throws -> [String] {
        guard !codes.isEmpty else { throw DatasetBuildError.noCountries }
        var out: [String] = []
        for raw in codes {
            let code = raw.trimmingCharacters(in: .whitespaces).uppercased()
            guard iso.country(code) != nil else { throw DatasetBuildError.unknownCountry(raw, closest: iso.closestCountryCodes(to: raw)) }
            if !out.contains(code) { out.append(code) }
        }
        return out
    }

    /// A row's country: its `iso_a2`, or for rows without one (Natural Earth's
    /// `-1`, `-99`) its `adm0_a3`.
    static func countryKey(_ row: GeoJSONFeature) -> String {
        let a2 = row.properties["iso_a2"]?.stringValue ?? ""
        if a2.count == 2, a2.allSatisfy({ $0.isASCII && $0.isUppercase }) { return a2 }
        return row.properties["adm0_a3"]?.stringValue ?? "XX"
    }

    // MARK: - Regions

    func buildRegions(_ rows: [GeoJSONFeature], country: String, iso: ISOCodes,
                      context: GeometryContext) throws -> (regions: [BuiltRegion], report: DatasetBuildReport.CountryReport) {
        let subdivisions = iso.subdivisions(of: country)
        let translations = subdivisions.map { iso.translations(of: $0.name) }
        let candidates = rows.map { SubdivisionMatcher.Candidate(names: Self.spellings(of: $0)) }
        let matches = SubdivisionMatcher.match(
            candidates, to: subdivisions.indices.map { [subdivisions[$0].name] + Array(translations[$0].values) },
            preferTopLevel: subdivisions.map { $0.parent == nil })
        let language = CountryLanguage.language(of: country, available: Set(iso.catalogues.keys))
        var regions: [BuiltRegion] = []
        var unmatched: [String] = []
        var usedIDs: Set<String> = []
        for (i, row) in rows.enumerated() {
            guard let geometry = try Self.validGeometry(row, context: context) else {
                unmatched.append("\(row.properties["name"]?.stringValue ?? "fid \(row.id ?? "?")") (invalid polygon, left out)")
                continue
            }
            let countryName = iso.country(country)?.name ?? row.properties["admin"]?.stringValue ?? country
            // A few rows have no name at all (islands): they take their country's.
            let neName = (row.properties["name"]?.stringValue).flatMap { $0.isEmpty ? nil : $0 } ?? countryName
            let english = Self.englishLabel(row) ?? neName
            var names: [String: String] = [:]
            var id: String
            if let j = matches[i] {
                let s = subdivisions[j]
                id = s.code
                for (lang, text) in translations[j] where text != s.name { names[lang] = text }
                names[language ?? "en"] = translations[j][language ?? ""] ?? s.name
                if names["en"] == nil || names["en"] == s.name {
                    // An English label that only adds a generic word ("Kagoshima Prefecture") keeps ISO's name.
                    let same = SubdivisionMatcher.core(english) == SubdivisionMatcher.core(s.name) && NameChoice.isLatin(s.name)
                    names["en"] = english.isEmpty || same ? s.name : english
                }
            } else {
                let slug = TextFolding.fold(neName.isEmpty ? english : neName).replacingOccurrences(of: " ", with: "-")
                id = "\(country)-NE-\(slug.isEmpty ? "region" : slug)"
                names["en"] = english.isEmpty ? neName : english
                if !neName.isEmpty, let language { names[language] = names[language] ?? neName }
            }
            var unique = id, k = 2
            while !usedIDs.insert(unique).inserted { unique = "\(id)-\(k)"; k += 1 }
            // Listed by the id it got: two rows of one name (parts of a region) are two entries, not one twice.
            if matches[i] == nil { unmatched.append("\(neName.isEmpty ? english : neName) (\(unique))") }
            names = names.filter { !$0.value.trimmingCharacters(in: .whitespaces).isEmpty }
            regions.append(BuiltRegion(id: unique, country: country, names: names, language: language,
                                       isoMatched: matches[i] != nil, geometry: geometry))
        }
        let matchedCodes = Set(matches.values.map { subdivisions[$0].code })
        let report = DatasetBuildReport.CountryReport(
            code: country, name: iso.country(country)?.name ?? (rows.first?.properties["admin"]?.stringValue ?? country),
            regions: regions.count, matched: regions.filter(\.isoMatched).count, unmatchedRegions: unmatched,
            unmatchedISOCodes: subdivisions.filter { $0.parent == nil && !matchedCodes.contains($0.code) }.map { "\($0.code) \($0.name)" },
            language: language)
        return (regions, report)
    }

    /// Every spelling of a Natural Earth region's name.
    static func spellings(of row: GeoJSONFeature) -> [String] {
        var out = ["name", "gn_name", "woe_name"].compactMap { row.properties[$0]?.stringValue }
        if let english = englishLabel(row) { out.append(english) }
        return out.filter { !$0.isEmpty && !isMojibake($0) }
    }

    /// The English name from Natural Earth's `woe_label` ("Styria, AT, Austria" → "Styria").
    static func englishLabel(_ row: GeoJSONFeature) -> String? {
        guard let label = row.properties["woe_label"]?.stringValue,
              let first = label.components(separatedBy: ", ").first, !first.isEmpty, !isMojibake(first) else { return nil }
        return first
    }

    /// UTF-8 read as Windows-1252 ("ZlÃ­nskÃ½"): some of Natural Earth's labels are.
    static func isMojibake(_ s: String) -> Bool {
        ["Ã", "Å", "Ä", "Ä", "â€"].contains { s.contains($0) }
    }

    /// The row's polygon, made valid when GEOS finds it invalid; nil when it cannot be.
    static func validGeometry(_ row: GeoJSONFeature, context: GeometryContext) throws -> Geometry? {
        guard let g = row.geometry else { return nil }
        var geometry = try Geometry(geoJSON: g, context: context)
        if !geometry.isValid { geometry = try geometry.madeValid() }
        guard geometry.isValid, !geometry.isEmpty else { return nil }
        switch try geometry.geoJSON {
        case .polygon, .multiPolygon: return geometry
        default:
            // MakeValid may return a collection: keep its polygons.
            let polygons = try geometry.polygons
            guard !polygons.isEmpty else { return nil }
            let multi = try Geometry(geoJSON: .multiPolygon(polygons), context: context)
            return multi.isValid ? multi : nil
        }
    }

    /// Names from the facts file replace the sources' (the Czech names of the embedded dataset).
    func applyNames(_ facts: DatasetFacts, to regions: inout [BuiltRegion]) {
        for i in regions.indices {
            if let entry = facts.entry(for: regions[i].id) { regions[i].names.merge(entry.names) { _, fact in fact } }
        }
    }

    /// Writes the regions; with the `loaded` ones (the dataset read back) also
    /// what loading computes and a built dataset keeps so that it loads fast:
    /// neighbours, label points and polygon areas.
    func writeRegions(_ regions: [BuiltRegion], loaded: [String: Region], to url: URL) throws {
        let features = try regions.enumerated().map { i, r -> GeoJSONFeature in
            var properties: [String: JSONValue] = ["id": .string(r.id), "country": .string(r.country)]
            if let language = r.language, let local = r.names[language] {
                properties["name"] = .string(local)
                properties["language"] = .string(language)
            }
            for (lang, text) in r.names { properties["name_\(lang)"] = .string(text) }
            if let region = loaded[r.id] {
                properties["neighbours"] = .array(region.neighbourIDs.map { .string($0) })
                properties["label_point"] = .array([.number(Self.rounded(region.labelPoint.longitude, 6)),
                                                    .number(Self.rounded(region.labelPoint.latitude, 6))])
                properties["polygon_area_km2"] = .number(Self.rounded(region.areaKm2, 3))
            }
            return GeoJSONFeature(id: r.id, geometry: try r.geometry.geoJSON, properties: properties, index: i)
        }
        try GeoJSONFeatureCollection(features: features).write(to: url, decimals: 6)
    }

    static func rounded(_ value: Double, _ decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    // MARK: - Countries for context

    /// The box around the regions (nil for none).
    static func regionsBox(_ regions: [BuiltRegion]) -> BoundingBox? {
        var box: BoundingBox?
        for r in regions { guard let b = r.geometry.bounds else { continue }
            if box == nil { box = b } else {
                box!.extend(with: Coordinate(latitude: b.south, longitude: b.west))
                box!.extend(with: Coordinate(latitude: b.north, longitude: b.east))
            }
        }
        return box
    }

    /// The regions' box with a margin of a quarter of its size (at least 1°), or nil across the antimeridian.
    static func contextBox(around regions: [BuiltRegion]) -> BoundingBox? {
        guard let b = regionsBox(regions), b.east - b.west < 300 else { return nil }
        let margin = max(1, 0.25 * max(b.east - b.west, b.north - b.south))
        return BoundingBox(west: max(-180, b.west - margin), south: max(-85, b.south - margin),
                           east: min(180, b.east + margin), north: min(85, b.north + margin))
    }

    /// Every country that reaches into `box` (all of them when nil), clipped to it.
    func writeCountries(_ gpkg: GeoPackage, box: BoundingBox?, context: GeometryContext, to url: URL) throws -> Int {
        let boxGeometry = try box.map { try Geometry.box($0, context: context) }
        var features: [GeoJSONFeature] = []
        var ids: Set<String> = []
        for feature in try gpkg.features(in: "countries") {
            guard feature.geometry != nil, let name = feature.properties["NAME"]?.stringValue,
                  var geometry = try Self.validGeometry(feature, context: context) else { continue }
            if let boxGeometry {
                guard try geometry.intersects(boxGeometry) else { continue }
                let clipped = try geometry.intersection(boxGeometry)
                guard !clipped.isEmpty, let valid = try Self.validGeometry(GeoJSONFeature(geometry: try clipped.geoJSON), context: context) else { continue }
                geometry = valid
            }
            var code = feature.properties["iso_a2"]?.stringValue ?? ""
            if code.count != 2 || !code.allSatisfy({ $0.isLetter }) { code = feature.properties["ISO_A3"]?.stringValue ?? name }
            if code.count != 2 && code.count != 3 || !ids.insert(code).inserted { code = name }
            ids.insert(code)
            features.append(GeoJSONFeature(id: code, geometry: try geometry.geoJSON,
                                           properties: ["id": .string(code), "name": .string(name)], index: features.count))
        }
        try GeoJSONFeatureCollection(features: features).write(to: url, decimals: 5)
        return features.count
    }

    // MARK: - Places

    struct PlacesWritten { var written = 0, byNearest = 0, leftOut = 0 }

    /// The GeoNames places of `countries` (all when nil), each with its region
    /// (``Dataset/assignRegion(_:regions:)`` among the regions near it, those of
    /// its own country first); places near no region are left out.
    func writePlaces(_ url: URL, countries: Set<String>?, dataset: Dataset, regionCountries: [String: String], to out: URL,
                     progress: ((DatasetBuildProgress) -> Void)?) throws -> PlacesWritten {
        let all = try GeoNamesCache.shared.rows(of: url)
        let chosen = all.filter { countries?.contains($0.countrycode) ?? true }.sorted { $0.geonameid < $1.geonameid }
        let grid = dataset.regionIndex
        var summary = PlacesWritten()
        var scripts: [String: LocalScriptName.Script?] = [:]   // by country code
        var features: [GeoJSONFeature] = []
        features.reserveCapacity(chosen.count)
        for (n, place) in chosen.enumerated() {
            if n % 5_000 == 0 { progress?(DatasetBuildProgress(stage: .places, done: n, total: chosen.count)) }
            let c = Coordinate(latitude: place.latitude, longitude: place.longitude)
            guard c.isValid else { summary.leftOut += 1; continue }
            let near = grid.candidates(for: c)
            let own = near.filter { regionCountries[$0.id] == place.countrycode }
            guard let regionID = try Dataset.regionID(for: c, among: own.isEmpty ? near : own) else { summary.leftOut += 1; continue }
            if !(dataset.region(id: regionID)?.contains(c) ?? false) { summary.byNearest += 1 }
            var properties: [String: JSONValue] = [
                "id": .string("geonames:\(place.geonameid)"), "name": .string(place.name),
                "category": .string("town"), "population": .number(Double(place.population ?? 0)),
                "region": .string(regionID),
            ]
            let alternates = Self.latinAlternates(place.alternatenames ?? [], name: place.name)
            if !alternates.isEmpty { properties["alternate_names"] = .array(alternates.map { .string($0) }) }
            let script = scripts[place.countrycode, default: LocalScriptName.script(ofCountry: place.countrycode)]
            scripts[place.countrycode] = script
            if let script, let local = LocalScriptName.pick(from: place.alternatenames ?? [], script: script), local != place.name {
                properties["local_name"] = .string(local)
            }
            if let a = place.admin1code { properties["geonames_admin1"] = .string(a) }
            features.append(GeoJSONFeature(id: "geonames:\(place.geonameid)", geometry: .point(c), properties: properties, index: features.count))
        }
        progress?(DatasetBuildProgress(stage: .places, done: chosen.count, total: chosen.count))
        summary.written = features.count
        try GeoJSONFeatureCollection(features: features).write(to: out, decimals: 5)
        return summary
    }

    /// Alternate names in Latin script, without codes such as "PRG" and without the name itself.
    static func latinAlternates(_ names: [String], name: String) -> [String] {
        var seen: Set<String> = [name]
        return names.filter { alt in
            let latin = alt.unicodeScalars.allSatisfy { $0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value) }
            let isCode = alt.count <= 4 && alt == alt.uppercased() && alt.allSatisfy(\.isLetter)
            return latin && !isCode && alt.contains(where: \.isLetter) && seen.insert(alt).inserted
        }
    }

    // MARK: - Folder, facts, manifest

    /// The facts file's name relative to the output (copied into `facts/` when it lies elsewhere;
    /// one inside the output is in the staging `output` already, copied with the rest).
    func placeFacts(in output: URL) throws -> String? {
        guard let facts = request.facts else { return nil }
        let folder = request.output.standardizedFileURL.path + "/"
        let path = facts.standardizedFileURL.path
        if path.hasPrefix(folder) { return String(path.dropFirst(folder.count)) }
        let target = output.appendingPathComponent("facts/\(facts.lastPathComponent)")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
        try FileManager.default.copyItem(at: facts, to: target)
        return "facts/\(facts.lastPathComponent)"
    }

    /// Today in UTC as `YYYY-MM-DD`: the manifest's `date` (shown by `regio --version`).
    static func buildDate(_ now: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: now)
    }

    /// Writes `manifest.json`, keeping the members of an existing one that the build does not set.
    func writeManifest(name: String, places: [String], facts: String?, in output: URL) throws {
        var manifest = (try? DatasetManifest.load(in: output, displayPath: { $0 })) ?? DatasetManifest()
        if !FileManager.default.fileExists(atPath: output.appendingPathComponent("manifest.json").path) {
            manifest = DatasetManifest(quizzes: nil, videos: nil)
        }
        manifest.name = name
        manifest.date = Self.buildDate()
        manifest.regions = "regions.geojson"
        manifest.countries = "countries.geojson"
        manifest.places = places
        manifest.facts = facts
        manifest.regionProperties = nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(manifest) + Data("\n".utf8)).write(to: output.appendingPathComponent("manifest.json"), options: .atomic)
    }
}
