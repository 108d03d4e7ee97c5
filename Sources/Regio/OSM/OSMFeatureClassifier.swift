import RegioGDAL

/// Sorts one OSM line or area into Regio's map layers (``OSMLayerKind``) and
/// picks the fields each layer keeps; nil for what the maps do not draw.
enum OSMFeatureClassifier {
    static let railwayKinds: Set<String> = ["rail", "light_rail", "narrow_gauge", "tram", "subway", "funicular",
                                            "monorail", "preserved"]
    static let waterwayKinds: Set<String> = ["river", "stream", "canal"]

    /// A line of the `lines` layer: its layer and fields.
    static func line(_ tags: OSMTags) -> (OSMLayerKind, [String: GDALFieldValue])? {
        var fields: [String: GDALFieldValue] = [:]
        if let name = tags.names[""] { fields["name"] = .string(name) }
        if let highway = tags["highway"], let roadClass = OSMRoadClass(highway: highway) {
            fields["class"] = .string(roadClass.rawValue)
            fields["highway"] = .string(highway)
            if let ref = tags["ref"] { fields["ref"] = .string(ref) }
            if ["yes", "true", "1"].contains(tags["tunnel"] ?? "") { fields["tunnel"] = .integer(1) }
            return (.roads, fields)
        }
        if let railway = tags["railway"], railwayKinds.contains(railway) {
            fields["kind"] = .string(railway)
            return (.railways, fields)
        }
        if tags["route"] == "ferry" { return (.ferries, fields) }
        if let waterway = tags["waterway"], waterwayKinds.contains(waterway) {
            fields["kind"] = .string(waterway)
            return (.waterways, fields)
        }
        return nil
    }

    /// An area of the `multipolygons` layer: its layer and fields.
    static func area(_ tags: OSMTags) -> (OSMLayerKind, [String: GDALFieldValue])? {
        var fields: [String: GDALFieldValue] = [:]
        if let name = tags.names[""] { fields["name"] = .string(name) }
        let landuse = tags["landuse"], natural = tags["natural"], leisure = tags["leisure"]
        if natural == "water" || landuse == "reservoir" || landuse == "basin" || tags["waterway"] == "riverbank" {
            fields["kind"] = .string(tags["water"] ?? (landuse ?? (natural == "water" ? "water" : "riverbank")))
            return (.water, fields)
        }
        if landuse == "forest" || natural == "wood" { fields["kind"] = .string("forest"); return (.landcover, fields) }
        if ["protected_area", "national_park"].contains(tags["boundary"] ?? "") || leisure == "nature_reserve" {
            fields["kind"] = .string("protected"); return (.landcover, fields)
        }
        if leisure == "park" { fields["kind"] = .string("park"); return (.landcover, fields) }
        if let landuse, ["residential", "commercial", "industrial", "retail"].contains(landuse) {
            fields["kind"] = .string(landuse); return (.builtUp, fields)
        }
        return nil
    }
}
