/// Credits for the data a map shows, one per source.
public enum MapAttribution {
    /// Region and country outlines (the embedded dataset's source).
    public static let naturalEarth = "Natural Earth"
    public static let geoNames = "GeoNames (CC BY 4.0)"
    public static let openStreetMap = "© OpenStreetMap contributors"
    public static let wikidata = "Wikidata (CC0)"

    /// The credit for places of a source (the part of a place id before the
    /// colon): `geonames`, `osm` (lookout towers), `wikidata` (castles); nil for
    /// the user's own files.
    public static func credit(forSource source: String) -> String? {
        switch source.lowercased() {
        case "geonames": return geoNames
        case "osm", "openstreetmap": return openStreetMap
        case "wikidata": return wikidata
        default: return nil
        }
    }

    /// Natural Earth first, then the credits of the place sources shown, each once.
    public static func lines(placeSources: some Sequence<String>) -> [String] {
        var out = [naturalEarth]
        let credits = Set(placeSources.compactMap(credit(forSource:)))
        for c in [geoNames, openStreetMap, wikidata] where credits.contains(c) { out.append(c) }
        return out
    }
}
