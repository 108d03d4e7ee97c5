import RegioGeo

extension UserInput {
    /// The deepest zoom of tile sets.
    public static let maxTileZoom = 20

    /// A map zoom, 0…24, fractions allowed (`6.5`).
    public static func zoom(_ text: String, parameter: String) throws(InputError) -> Double {
        guard let z = number(text), z >= 0, z <= WebMercator.maxZoom else {
            throw InputError(parameter: parameter, message: "\(parameter) must be a number in 0…\(Int(WebMercator.maxZoom)) (fractions allowed, like 6.5); got '\(text)'")
        }
        return z
    }

    /// Whole zooms `A-B` or `A`, 0 ≤ A ≤ B ≤ 20 (`6-12`, `8`).
    public static func zoomRange(_ text: String, parameter: String) throws(InputError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.map { p in p.allSatisfy { $0.isASCII && $0.isNumber } ? Int(p) : nil }
        guard (1...2).contains(parts.count), let a = numbers.first!, let b = numbers.last! else {
            throw InputError(parameter: parameter, message: "\(parameter) '\(text)': write a zoom range such as 6-12")
        }
        guard a <= b else { throw InputError(parameter: parameter, message: "\(parameter) '\(text)': the first zoom must not be larger than the second") }
        guard b <= maxTileZoom else { throw InputError(parameter: parameter, message: "\(parameter) \(text) is outside 0…\(maxTileZoom)") }
        return a...b
    }

    /// Degrees clockwise from north that the top of a view faces: any finite
    /// number, negative too (`-30` is `330`).
    public static func bearing(_ text: String, parameter: String) throws(InputError) -> Double {
        guard let b = number(text) else {
            throw InputError(parameter: parameter, message: "\(parameter) must be a finite number of degrees, like 90 (east at the top) or -45; got '\(text)'")
        }
        return b
    }

    /// A view size `WIDTHxHEIGHT` in pixels (`1024x768`, `1024×768`), each 1…1,000,000.
    public static func viewSize(_ text: String, parameter: String) throws(InputError) -> (width: Double, height: Double) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
        guard parts.count == 2, let w = number(parts[0]), let h = number(parts[1]), w >= 1, h >= 1, w <= 1_000_000, h <= 1_000_000 else {
            throw InputError(parameter: parameter, message: "\(parameter) must be WIDTHxHEIGHT in pixels, each 1…1,000,000, like 1024x768; got '\(text)'")
        }
        return (w, h)
    }
}
