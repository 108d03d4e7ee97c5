import Foundation

/// Regio's `osmconf.ini` for GDAL's OSM driver: which OSM tags become fields of
/// the `points`, `lines` and `multipolygons` layers (the rest stay in the
/// `other_tags` hstore, where the `name:xx` names are read from) and which
/// closed ways are areas. Written to a temporary file for each read and passed
/// as the driver's `CONFIG_FILE` open option, so nothing is installed.
enum OSMConfiguration {
    /// The tags read as fields, by layer.
    static let pointTags = ["name", "place", "natural", "tourism", "historic", "amenity", "man_made", "ele",
                            "waterway", "religion", "population"]
    static let lineTags = ["name", "highway", "railway", "waterway", "route", "ref", "service", "tunnel", "bridge"]
    static let areaTags = ["name", "type", "landuse", "natural", "leisure", "boundary", "tourism", "historic",
                           "amenity", "man_made", "water", "waterway", "place", "ele"]

    static var text: String {
        let ignore = "created_by,converted_by,source,time,note,todo,openGeoDB:,fixme,FIXME"
        func section(_ name: String, _ tags: [String], _ extra: String = "") -> String {
            """
            [\(name)]
            osm_id=yes
            osm_version=no
            osm_timestamp=no
            osm_uid=no
            osm_user=no
            osm_changeset=no
            attributes=\(tags.joined(separator: ","))
            other_tags=yes
            ignore=\(ignore)
            \(extra)
            """
        }
        return """
        closed_ways_are_polygons=aeroway,amenity,boundary,building,craft,geological,historic,landuse,leisure,military,natural,office,place,shop,sport,tourism,water,highway=platform,public_transport=platform,waterway=riverbank,waterway=dock
        report_all_nodes=no
        report_all_ways=no
        \(section("points", pointTags, "unsignificant=created_by,converted_by,source,time,attribution"))
        \(section("lines", lineTags))
        \(section("multipolygons", areaTags))
        \(section("multilinestrings", ["name", "type"]))
        \(section("other_relations", ["name", "type"]))

        """
    }

    /// Writes the configuration to a new temporary file; the caller removes it.
    static func writeTemporaryFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("regio-osmconf-\(UUID().uuidString).ini")
        try Data(text.utf8).write(to: url)
        return url
    }
}
