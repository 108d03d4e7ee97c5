import RegioGeo

extension UserInput {
    /// The deepest zoom of tile sets.
    public static let maxTileZoom = 20

    /// A map zoom, 0…24, fractions allowed (`6.5`).
    public static func zoom(_ text: String, parameter: String) throws(InputError) -> Double {
        guard let z = number(text), z >= 0, z <= WebMercator.maxZoom else {
            throw InputError(parameter: parameter, Message(.inputZoom, ["parameter": parameter, "max": Int(WebMercator.maxZoom), "text": text]))
        }
        return z
    }

    /// Whole zooms `A-B` or `A`, 0 ≤ A ≤ B ≤ 20 (`6-12`, `8`).
    public static func zoomRange(_ text: String, parameter: String) throws(InputError) -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.map { p in p.allSatisfy { $0.isASCII && $0.isNumber } ? Int(p) : nil }
        guard (1...2).contains(parts.count), let a = numbers.first!, let b = numbers.last! else {
            throw InputError(parameter: parameter, Message(.inputZoomRangeShape, ["parameter": parameter, "text": text]))
        }
        guard a <= b else { throw InputError(parameter: parameter, Message(.inputZoomRangeOrder, ["parameter": parameter, "text": text])) }
        guard b <= maxTileZoom else { throw InputError(parameter: parameter, Message(.inputZoomRangeOutside, ["parameter": parameter, "text": text, "max": maxTileZoom])) }
        return a...b
    }

    /// Degrees clockwise from north that the top of a view faces: any finite
    /// number, negative too (`-30` is `330`).
    public static func bearing(_ text: String, parameter: String) throws(InputError) -> Double {
        guard let b = number(text) else {
            throw InputError(parameter: parameter, Message(.inputBearing, ["parameter": parameter, "text": text]))
        }
        return b
    }

    /// A view size `WIDTHxHEIGHT` in pixels (`1024x768`, `1024×768`), each 1…1,000,000.
    public static func viewSize(_ text: String, parameter: String) throws(InputError) -> (width: Double, height: Double) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
        guard parts.count == 2, let w = number(parts[0]), let h = number(parts[1]), w >= 1, h >= 1, w <= 1_000_000, h <= 1_000_000 else {
            throw InputError(parameter: parameter, Message(.inputViewSize, ["parameter": parameter, "text": text]))
        }
        return (w, h)
    }
}
