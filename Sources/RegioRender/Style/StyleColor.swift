/// A colour written `#rrggbb` or `#rrggbbaa` in style files.
public struct StyleColor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Parses `#rrggbb` or `#rrggbbaa` (nil for anything else).
    public init?(hex: String) {
        var s = Substring(hex)
        guard s.hasPrefix("#") else { return nil }
        s = s.dropFirst()
        guard s.count == 6 || s.count == 8, let v = UInt32(s, radix: 16) else { return nil }
        let full = s.count == 6 ? (v << 8) | 0xFF : v
        red = Double((full >> 24) & 0xFF) / 255
        green = Double((full >> 16) & 0xFF) / 255
        blue = Double((full >> 8) & 0xFF) / 255
        alpha = Double(full & 0xFF) / 255
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        guard let color = StyleColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(text)' is not a colour: write #rrggbb or #rrggbbaa")
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }

    public var description: String {
        func h(_ v: Double) -> String {
            let i = Int((min(max(v, 0), 1) * 255).rounded())
            return (i < 16 ? "0" : "") + String(i, radix: 16)
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }

    public func withAlpha(_ a: Double) -> StyleColor { StyleColor(red: red, green: green, blue: blue, alpha: a) }

    public static let black = StyleColor(red: 0, green: 0, blue: 0)
    public static let white = StyleColor(red: 1, green: 1, blue: 1)
}
