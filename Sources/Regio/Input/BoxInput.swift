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
        try box(text, parameter: parameter, world: false)
    }

    /// A box `W,S,E,N` as OGC API – Features and supercluster take it: as ``box(_:parameter:)``,
    /// but west > east crosses the antimeridian (west = east is one meridian) and
    /// latitudes reach ±90 (Web Mercator clamps them to ±85.05).
    public static func worldBox(_ text: String, parameter: String) throws(InputError) -> BoundingBox {
        try box(text, parameter: parameter, world: true)
    }

    private static func box(_ text: String, parameter: String, world: Bool) throws(InputError) -> BoundingBox {
        func fail(_ reason: Message) -> InputError {
            InputError(parameter: parameter, Message(.inputBox, ["parameter": parameter, "text": text, "reason": reason]))
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 4 else { throw fail(Message(.inputBoxPartCount, ["n": parts.count])) }
        let values = parts.map(number)
        if let i = values.firstIndex(where: { $0 == nil }) { throw fail(Message(.inputBoxNotNumber, ["part": parts[i]])) }
        let (w, s, e, n) = (values[0]!, values[1]!, values[2]!, values[3]!)
        guard abs(w) <= 180, abs(e) <= 180 else { throw fail(Message(.inputBoxLongitudes)) }
        let maxLatitude = world ? 90 : maxBoxLatitude
        guard abs(s) <= maxLatitude, abs(n) <= maxLatitude else { throw fail(Message(.inputBoxLatitudes, ["max": Int(maxLatitude)])) }
        guard world || w < e else { throw fail(Message(.inputBoxWestEast, ["west": parts[0], "east": parts[2]])) }
        guard s < n else { throw fail(Message(.inputBoxSouthNorth, ["south": parts[1], "north": parts[3]])) }
        return BoundingBox(west: w, south: s, east: e, north: n)
    }

    /// Whether `text` is meant as a box rather than a name (it has a comma).
    public static func looksLikeBox(_ text: String) -> Bool { text.contains(",") }
}
