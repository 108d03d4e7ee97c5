import Foundation
import RegioRender

/// A perceptual image comparison (after pixelmatch's idea): colour distance in
/// YIQ space, and a pixel that differs only counts when no pixel of the other
/// image within one pixel matches it (anti-aliasing shifts are forgiven).
enum ImageDiff {
    struct Result: CustomStringConvertible {
        var differing: Int
        var total: Int
        var fraction: Double { Double(differing) / Double(max(total, 1)) }
        var description: String { "\(differing) of \(total) pixels differ (\(String(format: "%.3f", fraction * 100)) %)" }
    }

    /// YIQ distance of two RGBA pixels blended on white, 0 (same) … 1 (black vs white).
    static func delta(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        func blend(_ c: UInt8, _ alpha: UInt8) -> Double { 255 + (Double(c) - 255) * Double(alpha) / 255 }
        let r1 = blend(a.0, a.3), g1 = blend(a.1, a.3), b1 = blend(a.2, a.3)
        let r2 = blend(b.0, b.3), g2 = blend(b.1, b.3), b2 = blend(b.2, b.3)
        let y = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223
        let i = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.27417610 - (b1 - b2) * 0.32180189
        let q = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694
        return (0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q) / 35215
    }

    static func compare(_ a: DecodedPNG, _ b: DecodedPNG, threshold: Double = 0.02) -> Result {
        precondition(a.width == b.width && a.height == b.height)
        func px(_ d: DecodedPNG, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) { let p = d.pixel(x, y); return (p.r, p.g, p.b, p.a) }
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let pa = px(a, x, y)
                guard delta(pa, px(b, x, y)) > threshold else { continue }
                var matched = false
                search: for dy in -1...1 {
                    for dx in -1...1 {
                        let xx = x + dx, yy = y + dy
                        guard xx >= 0, yy >= 0, xx < a.width, yy < a.height else { continue }
                        if delta(pa, px(b, xx, yy)) <= threshold && delta(px(a, xx, yy), px(b, x, y)) <= threshold { matched = true; break search }
                    }
                }
                if !matched { differing += 1 }
            }
        }
        return Result(differing: differing, total: a.width * a.height)
    }
}
