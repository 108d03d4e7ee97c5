import Foundation
import RegioGDAL
import RegioGeo
import RegioPlaces

/// What Regio takes from an OpenStreetMap extract (`.osm.pbf` or `.osm` XML),
/// read in one pass through GDAL's OSM driver with ``OSMConfiguration``:
/// the map layers (``OSMLayerKind``) and the places a tourist looks for
/// (``OSMPlace``), both only where they reach into a box.
///
/// ```swift
/// let extract = try OSMExtract.read(URL(fileURLWithPath: "liechtenstein.osm.pbf"),
///                                   box: BoundingBox(west: 9.4, south: 47, east: 9.7, north: 47.3))
/// extract.layers[.roads]?.count
/// ```
struct OSMExtract: Sendable {
    var file: URL
    var layers: [OSMLayerKind: [VectorFeature]]
    var places: [OSMPlace]
    /// Objects left out because their geometry could not be read.
    var skipped = 0

    /// Roads by ``OSMRoadClass``.
    var roadsByClass: [String: Int] {
        Dictionary(grouping: layers[.roads] ?? [], by: { $0.string("class") ?? "" }).mapValues(\.count)
    }

    /// Places by category.
    var placesByCategory: [String: Int] {
        Dictionary(grouping: places, by: \.category.rawValue).mapValues(\.count)
    }

    /// Reads `file`; `progress` gets the number of OSM objects read so far now and then.
    /// A missing, damaged or truncated file throws a ``GDALError`` naming it (GDAL
    /// gives the byte offset of a damaged block); another format, or a file with
    /// nothing in `box`, an ``OSMExtractError``.
    static func read(_ file: URL, box: BoundingBox?, progress: ((Int) -> Void)? = nil) throws -> OSMExtract {
        let configuration = try OSMConfiguration.writeTemporaryFile()
        defer { try? FileManager.default.removeItem(at: configuration) }   // a temporary file; its removal may not fail the read
        let dataset = try VectorDataset(url: file, openOptions: ["CONFIG_FILE": configuration.path])
        let names = dataset.layerNames
        guard names.contains("points"), names.contains("lines"), names.contains("multipolygons") else {
            throw OSMExtractError.notOSM(file: file.path, driver: names.joined(separator: ", "))
        }
        var extract = OSMExtract(file: file, layers: [:], places: [], skipped: 0)
        let context = GeometryContext()
        var read = 0
        var extent = ConvexHull()
        var streets = OSMStreets()
        try dataset.forEachFeature { layer, feature in
            read += 1
            if read % 20_000 == 0 { progress?(read) }
            guard let geometry = feature.geometry, let bounds = geometry.bounds else { return }
            if let box, !box.intersects(bounds) { return }
            geometry.forEachCoordinate { extent.add(box?.clamping($0) ?? $0) }
            let tags = OSMTags(feature: feature)
            switch layer {
            case "points":
                if case .point(let c) = geometry, let place = place(tags, id: osmID(feature, layer: layer), at: c) {
                    extract.places.append(place)
                }
            case "lines":
                if let (kind, fields) = OSMFeatureClassifier.line(tags) {
                    var fields = fields
                    fields["osm_id"] = .string(osmID(feature, layer: layer))
                    if kind == .roads, let roadClass = tags["highway"].flatMap(OSMRoadClass.init(highway:)) {
                        streets.add(id: osmID(feature, layer: layer), tags: tags, roadClass: roadClass, geometry: geometry)
                    }
                    extract.layers[kind, default: []].append(VectorFeature(fields: fields, geometry: geometry))
                }
            case "multipolygons":
                let id = osmID(feature, layer: layer)
                if let (kind, fields) = OSMFeatureClassifier.area(tags) {
                    var fields = fields
                    fields["osm_id"] = .string(id)
                    extract.layers[kind, default: []].append(VectorFeature(fields: fields, geometry: geometry))
                }
                if OSMPlaceCategories.category(of: tags) != nil, tags.names[""] != nil {
                    // An area GEOS cannot read (a broken multipolygon at the extract's edge) is counted, not fatal.
                    let point: Coordinate
                    do { point = try Geometry(geoJSON: geometry, context: context).labelPoint } catch {
                        extract.skipped += 1
                        return
                    }
                    if box?.contains(point) ?? true, let place = place(tags, id: id, at: point) { extract.places.append(place) }
                }
            default: break
            }
        }
        progress?(read)
        extract.places += streets.places
        let hasForests = extract.layers[.landcover]?.contains { $0.string("kind") == "forest" } ?? false
        if hasForests, let ring = extent.ring {
            extract.layers[.extent] = [VectorFeature(fields: [:], geometry: .polygon([ring]))]
        }
        guard !extract.layers.isEmpty || !extract.places.isEmpty else {
            throw OSMExtractError.noDataInBox(file: file.path, box: box ?? BoundingBox(west: -180, south: -90, east: 180, north: 90))
        }
        return extract
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
