import RegioGeo

extension UserInput {
    /// A position: `LAT,LON`, `LAT LON` or `LAT, LON` in degrees (latitude
    /// first, as phones and maps show it), latitude in -90…90 and longitude in
    /// -180…180. `50.0875,14.4213`, `-33.92 18.42`.
    public static func coordinate(_ text: String, parameter: String) throws(InputError) -> Coordinate {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard parts.count == 2 else {
            throw InputError(parameter: parameter, Message(.inputCoordinateShape, ["parameter": parameter, "text": text]))
        }
        guard let lat = number(parts[0]), let lon = number(parts[1]) else {
            let bad = number(parts[0]) == nil ? parts[0] : parts[1]
            throw InputError(parameter: parameter, Message(.inputCoordinateNumber, ["parameter": parameter, "text": text, "bad": bad]))
        }
        let c = Coordinate(latitude: lat, longitude: lon)
        guard c.isValid else {
            throw InputError(parameter: parameter, Message(.inputCoordinateRange, ["parameter": parameter, "text": text]))
        }
        return c
    }

    /// A centre: a position `LAT,LON` (as ``coordinate(_:parameter:)`` reads it),
    /// or a place's id or name (`Karlštejn`, `geonames:3067696`). Text made of
    /// digits, signs, points, commas and spaces only is meant as a position and
    /// must be a valid one, and so is text whose first part is a number (`49.9,x`).
    public static func centre(_ text: String, parameter: String) throws(InputError) -> Centre {
        let t = text.trimmingCharacters(in: .whitespaces)
        let numeric = !t.isEmpty && t.allSatisfy { $0.isASCII && ($0.isNumber || "+-.,eE ".contains($0)) } && t.contains(where: \.isNumber)
        let first = t.split(whereSeparator: { $0 == "," || $0 == " " }).first.map(String.init) ?? ""
        if numeric || (t.contains(",") && number(first) != nil) { return .position(try coordinate(t, parameter: parameter)) }
        return .place(t)
    }

    /// A centre given by position or by place.
    public enum Centre: Hashable, Sendable {
        case position(Coordinate)
        case place(String)
    }
}
