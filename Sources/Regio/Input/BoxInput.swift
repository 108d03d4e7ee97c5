import RegioGeo

extension UserInput {
    /// The latitude limit of a box: maps and tiles (Web Mercator) end here.
    public static let maxBoxLatitude = 85.0

    /// A box `W,S,E,N` in degrees: four plain numbers separated by commas
    /// (spaces around them allowed), west before east and south before north,
    /// longitudes in -180…180, latitudes in -85…85 (where maps end). A box has
    /// an area (west < east, south < north) and does not cross the antimeridian.
    /// The same rules hold for `search --bbox`, `map W,S,E,N` and `tiles --bbox`.
    public static func box(_ text: String, parameter: String) throws(InputError) -> BoundingBox {
        func fail(_ reason: String) -> InputError {
            InputError(parameter: parameter, message: "\(parameter) expects WEST,SOUTH,EAST,NORTH in degrees, like 14.2,49.9,14.7,50.2; "
                       + "bad bounding box '\(text)': \(reason)")
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 4 else { throw fail("it has \(parts.count) part\(parts.count == 1 ? "" : "s"), not 4") }
        let values = parts.map(number)
        if let i = values.firstIndex(where: { $0 == nil }) { throw fail("'\(parts[i])' is not a number") }
        let (w, s, e, n) = (values[0]!, values[1]!, values[2]!, values[3]!)
        guard abs(w) <= 180, abs(e) <= 180 else { throw fail("longitudes must be within -180…180") }
        guard abs(s) <= maxBoxLatitude, abs(n) <= maxBoxLatitude else { throw fail("latitudes must be within -85…85") }
        guard w < e else { throw fail("west (\(parts[0])) must be less than east (\(parts[2]))") }
        guard s < n else { throw fail("south (\(parts[1])) must be less than north (\(parts[3]))") }
        return BoundingBox(west: w, south: s, east: e, north: n)
    }

    /// Whether `text` is meant as a box rather than a name (it has a comma).
    public static func looksLikeBox(_ text: String) -> Bool { text.contains(",") }
}
