import Foundation

/// The page of an overview map: an ISO paper size or a size in pixels.
///
/// ```swift
/// try Paper(parsing: "A4")          // 210 × 297 mm
/// try Paper(parsing: "1600x1200px") // an image for a screen
/// ```
public enum Paper: Hashable, Sendable, CustomStringConvertible {
    case a4
    case a3
    case a2
    case a1
    case a0
    /// An exact pixel size (portrait/landscape does not swap it).
    case pixels(width: Int, height: Int)

    /// Parses `A4`, `A3`, `A2`, `A1`, `A0` (any case) or `WxHpx` / `WxH` (e.g. `1600x1200px`).
    public init(parsing text: String) throws {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch t {
        case "a4": self = .a4
        case "a3": self = .a3
        case "a2": self = .a2
        case "a1": self = .a1
        case "a0": self = .a0
        default:
            var body = Substring(t)
            if body.hasSuffix("px") { body = body.dropLast(2) }
            let parts = body.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { throw RenderError.unknownPaper(text) }
            guard w >= 16, h >= 16, w <= 20_000, h <= 20_000 else {
                throw RenderError.invalidSize("\(w)×\(h) px: each side must be 16…20000 px")
            }
            self = .pixels(width: w, height: h)
        }
    }

    /// The resolution a map gets when none is asked for: a size in pixels means
    /// screen pixels (96 dpi, the CSS pixel); paper is printed (300 dpi).
    public var defaultDPI: Double {
        switch self {
        case .pixels: return 96
        default: return 300
        }
    }

    /// How much larger the title, legend, scale bar and attribution are than
    /// on A4, so that a poster is read from further away: the square root of
    /// the ratio of the short sides (A3 1.19, A0 2); 1 for A4 and pixel sizes.
    public var furnitureScale: Double {
        guard let mm = millimetres else { return 1 }
        return max(1, (mm.width / 210).squareRoot())
    }

    /// Width and height in millimetres, portrait (nil for pixel sizes).
    public var millimetres: (width: Double, height: Double)? {
        switch self {
        case .a4: return (210, 297)
        case .a3: return (297, 420)
        case .a2: return (420, 594)
        case .a1: return (594, 841)
        case .a0: return (841, 1189)
        case .pixels: return nil
        }
    }

    /// The page size in pixels at `dpi` (portrait unless `landscape`).
    public func pixelSize(dpi: Double, landscape: Bool) -> (width: Int, height: Int) {
        switch self {
        case .pixels(let w, let h): return (w, h)
        default:
            let mm = millimetres!
            let w = Int((mm.width / 25.4 * dpi).rounded()), h = Int((mm.height / 25.4 * dpi).rounded())
            return landscape ? (h, w) : (w, h)
        }
    }

    /// The page size in PDF points (1/72 inch).
    public func points(dpi: Double, landscape: Bool) -> (width: Double, height: Double) {
        switch self {
        case .pixels(let w, let h): return (Double(w) * 72 / dpi, Double(h) * 72 / dpi)
        default:
            let mm = millimetres!
            let w = mm.width / 25.4 * 72, h = mm.height / 25.4 * 72
            return landscape ? (h, w) : (w, h)
        }
    }

    public var description: String {
        switch self {
        case .a4: return "A4"
        case .a3: return "A3"
        case .a2: return "A2"
        case .a1: return "A1"
        case .a0: return "A0"
        case .pixels(let w, let h): return "\(w)x\(h)px"
        }
    }
}
