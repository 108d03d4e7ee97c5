import RegioGeo

extension UserInput {
    /// A position: `LAT,LON`, `LAT LON` or `LAT, LON` in degrees (latitude
    /// first, as phones and maps show it), latitude in -90…90 and longitude in
    /// -180…180. `50.0875,14.4213`, `-33.92 18.42`.
    public static func coordinate(_ text: String, parameter: String) throws(InputError) -> Coordinate {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard parts.count == 2 else {
            throw InputError(parameter: parameter, message: "\(parameter) expects latitude,longitude in degrees, like 49.8,15.5 or -33.9,18.4; got '\(text)'")
        }
        guard let lat = number(parts[0]), let lon = number(parts[1]) else {
            let bad = number(parts[0]) == nil ? parts[0] : parts[1]
            throw InputError(parameter: parameter, message: "\(parameter) \(text): '\(bad)' is not a number of degrees; expected latitude,longitude, like 49.8,15.5 or -33.9,18.4")
        }
        let c = Coordinate(latitude: lat, longitude: lon)
        guard c.isValid else {
            throw InputError(parameter: parameter, message: "\(parameter) \(text) is not a position: latitude must be in -90…90 and longitude in -180…180")
        }
        return c
    }
}
