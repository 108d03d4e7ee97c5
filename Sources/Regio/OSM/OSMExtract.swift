import Foundation
import RegioGDAL
import RegioGeo
import RegioPlaces

/// What Regio takes from an OpenStreetMap extract (`.osm.pbf` or `.osm` XML),
/// read in one pass through GDAL's OSM driver with ``OSMConfiguration``: the
/// map layers (``OSMLayerKind``), handed feature by feature to a closure that
/// writes them (nothing of them is kept), and the places a tourist looks for
/// (``OSMPlace``, few enough to keep), both only where they reach into a box.
/// What was read is counted: features per layer, roads by class, objects
/// skipped or left out for broken references.
///
/// Memory stays bounded whatever the extract's size: GDAL keeps node
/// locations and ways in memory up to ``nodeIndexMemoryMB`` each
/// (`OSM_MAX_TMPFILE_SIZE`), then in temporary files in `temporaryFolder`.
///
/// ```swift
/// let extract = try OSMExtract.read(URL(fileURLWithPath: "liechtenstein.osm.pbf"),
///                                   box: BoundingBox(west: 9.4, south: 47, east: 9.7, north: 47.3)) { kind, feature in
///     try writer.write(feature, to: layers[kind]!)
/// }
/// extract.layers[.roads]   // how many roads
/// ```
struct OSMExtract: Sendable {
    var file: URL
    /// Features handed on, per layer.
    var layers: [OSMLayerKind: Int] = [:]
    /// Roads by ``OSMRoadClass``.
    var roadsByClass: [String: Int] = [:]
    var places: [OSMPlace] = []
    /// Objects left out because their geometry could not be read.
    var skipped = 0
    /// Ways GDAL left out because fewer than two of their nodes are in the file
    /// (an extract's edge), and multipolygon relations left out for missing member ways.
    var brokenWays = 0
    var brokenRelations = 0

    /// The memory GDAL's OSM driver may use for its node index and for its
    /// temporary database of ways, each, before it moves them to files (MB).
    static let nodeIndexMemoryMB = 256

    /// Places by category.
    var placesByCategory: [String: Int] {
        Dictionary(grouping: places, by: \.category.rawValue).mapValues(\.count)
    }

    /// Reads `file`, handing each map feature to `write` as it is read (the
    /// ``OSMLayerKind/extent`` last); `progress` gets the number of OSM objects
    /// read so far now and then. A damaged, truncated, history or change file
    /// throws an ``OSMExtractError`` naming it (and the byte offset of a damaged
    /// block: ``OSMFileCheck``, skipped when `checked`); a missing one a
    /// ``GDALError``; another format, or a file with nothing in `box`, an ``OSMExtractError``.
    static func read(_ file: URL, box: BoundingBox?, checked: Bool = false, temporaryFolder: URL? = nil,
                     progress: ((Int) -> Void)? = nil,
                     write: (OSMLayerKind, VectorFeature) throws -> Void) throws -> OSMExtract {
        if !checked { try OSMFileCheck.check(file) }
        let configuration = try OSMConfiguration.writeTemporaryFile()
        defer { try? FileManager.default.removeItem(at: configuration) }   // a temporary file; its removal may not fail the read
        var options = ["OSM_MAX_TMPFILE_SIZE": "\(nodeIndexMemoryMB)"]
        if let temporaryFolder { options["CPL_TMPDIR"] = temporaryFolder.path }
        var extract = OSMExtract(file: file)
        var brokenWays = 0, brokenRelations = 0
        try GDALThreadOptions.with(options, debugCategory: "OSM", onDebug: { message in
            if message.contains("could be found. Discarding it") { brokenWays += 1 }
            else if message.contains("has missing ways. Ignoring it") { brokenRelations += 1 }
        }) {
            let dataset = try VectorDataset(url: file, openOptions: ["CONFIG_FILE": configuration.path])
            let names = dataset.layerNames
            guard names.contains("points"), names.contains("lines"), names.contains("multipolygons") else {
                throw OSMExtractError.notOSM(file: file.path, driver: names.joined(separator: ", "))
            }
            try extract.readFeatures(of: dataset, box: box, progress: progress, write: write)
        }
        extract.brokenWays = brokenWays
        extract.brokenRelations = brokenRelations
        guard !extract.layers.isEmpty || !extract.places.isEmpty else {
            throw OSMExtractError.noDataInBox(file: file.path, box: box ?? BoundingBox(west: -180, south: -90, east: 180, north: 90))
        }
        return extract
    }

    /// The one pass over the file's features.
    private mutating func readFeatures(of dataset: VectorDataset, box: BoundingBox?, progress: ((Int) -> Void)?,
                                       write: (OSMLayerKind, VectorFeature) throws -> Void) throws {
        let context = GeometryContext()
        var read = 0
        var extent = ConvexHull()
        var streets = OSMStreets()
        var hasForestsOrWaterways = false
        func hand(_ kind: OSMLayerKind, _ feature: VectorFeature) throws {
            try write(kind, feature)
            layers[kind, default: 0] += 1
            if kind == .roads { roadsByClass[feature.string("class") ?? "", default: 0] += 1 }
            if kind == .waterways || (kind == .landcover && feature.string("kind") == "forest") { hasForestsOrWaterways = true }
        }
        try dataset.forEachFeature { layer, feature in
            read += 1
            if read % 20_000 == 0 { progress?(read) }
            guard let geometry = feature.geometry, let bounds = geometry.bounds else { return }
            if let box, !box.intersects(bounds) { return }
            geometry.forEachCoordinate { extent.add(box?.clamping($0) ?? $0) }
            let tags = OSMTags(feature: feature)
            switch layer {
            case "points":
                if case .point(let c) = geometry, let place = Self.place(tags, id: Self.osmID(feature, layer: layer), at: c) {
                    places.append(place)
                }
            case "lines":
                if let (kind, fields) = OSMFeatureClassifier.line(tags) {
                    var fields = fields
                    fields["osm_id"] = .string(Self.osmID(feature, layer: layer))
                    if kind == .roads, let roadClass = tags["highway"].flatMap(OSMRoadClass.init(highway:)) {
                        streets.add(id: Self.osmID(feature, layer: layer), tags: tags, roadClass: roadClass, geometry: geometry)
                    }
                    try hand(kind, VectorFeature(fields: fields, geometry: geometry))
                }
            case "multipolygons":
                let id = Self.osmID(feature, layer: layer)
                if let (kind, fields) = OSMFeatureClassifier.area(tags) {
                    var fields = fields
                    fields["osm_id"] = .string(id)
                    try hand(kind, VectorFeature(fields: fields, geometry: geometry))
                }
                if OSMPlaceCategories.category(of: tags) != nil, tags.names[""] != nil {
                    // An area GEOS cannot read (a broken multipolygon at the extract's edge) is counted, not fatal.
                    let point: Coordinate
                    do { point = try Geometry(geoJSON: geometry, context: context).labelPoint } catch {
                        skipped += 1
                        return
                    }
                    if box?.contains(point) ?? true, let place = Self.place(tags, id: id, at: point) { places.append(place) }
                }
            default: break
            }
        }
        progress?(read)
        places += streets.places
        if hasForestsOrWaterways, let ring = extent.ring {
            try hand(.extent, VectorFeature(fields: [:], geometry: .polygon([ring])))
        }
    }

    /// `node/1`, `way/2` or `relation/3`: points are nodes, lines ways, and
    /// areas relations (`osm_id`) or closed ways (`osm_way_id`).
    static func osmID(_ feature: VectorFeature, layer: String) -> String {
        if let way = feature.fields["osm_way_id"]?.text { return "way/\(way)" }
        let id = feature.fields["osm_id"]?.text ?? "?"
        switch layer {
        case "points": return "node/\(id)"
        case "lines": return "way/\(id)"
        default: return "relation/\(id)"
        }
    }

    /// The place an object with these tags is, when it is one and has a name.
    static func place(_ tags: OSMTags, id: String, at coordinate: Coordinate) -> OSMPlace? {
        guard let category = OSMPlaceCategories.category(of: tags), coordinate.isValid else { return nil }
        var names = tags.names
        guard let name = names.removeValue(forKey: "") else { return nil }
        return OSMPlace(id: "osm:\(id)", name: name, names: names, category: category, coordinate: coordinate,
                        elevation: tags.elevation, importance: OSMPlaceCategories.importance(of: category, tags: tags))
    }
}
