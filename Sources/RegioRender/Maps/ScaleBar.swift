import Foundation
import RegioGeo

/// A scale bar with a round distance (1, 2 or 5 × 10ⁿ m) measured at the
/// latitude of the map centre, and the map scale as 1 : n.
struct ScaleBar {
    /// The distance the bar stands for, in metres.
    let metres: Double
    /// Its length in device pixels.
    let length: Double
    /// The scale denominator, rounded to three significant digits.
    let denominator: Double

    /// - Parameters:
    ///   - metresPerPixel: ground metres per device pixel at the map centre.
    ///   - maxLength: the longest bar that fits, in device pixels.
    init(metresPerPixel: Double, maxLength: Double, dpi: Double) {
        let maxMetres = max(metresPerPixel * maxLength, 1e-9)
        let p = pow(10, floor(log10(maxMetres)))
        var chosen = p
        for f in [1.0, 2, 5, 10] where f * p <= maxMetres { chosen = f * p }
        metres = chosen
        length = chosen / metresPerPixel
        let d = metresPerPixel * dpi / 0.0254
        let mag = pow(10, floor(log10(d)) - 2)
        denominator = (d / mag).rounded() * mag
    }

    /// "500 m", "2 km", "50 km".
    static func format(metres m: Double) -> String {
        if m >= 1000 {
            let km = m / 1000
            return km == km.rounded() ? "\(Int(km)) km" : String(format: "%g km", km)
        }
        return m == m.rounded() ? "\(Int(m)) m" : String(format: "%g m", m)
    }

    /// "1 : 1 250 000" with thin spaces between thousands.
    var scaleText: String {
        let digits = String(Int(denominator))
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append("\u{2009}") }
            out.append(ch)
        }
        return "1 : " + out
    }

    /// Draws the bar with its left end at (x, y) (the bar's top), in device pixels.
    func draw(x: Double, y: Double, pr: Double, style: MapStyle, fonts: FontLibrary, in ctx: CairoContext) {
        let h = 4 * pr
        let segments = 4
        let seg = length / Double(segments)
        ctx.setLineWidth(0.8 * pr)
        for i in 0..<segments {
            ctx.newPath()
            ctx.rectangle(PixelRect(x: x + Double(i) * seg, y: y, width: seg, height: h))
            ctx.setColor(i % 2 == 0 ? style.page.text : .white)
            ctx.fillPreserve()
            ctx.setColor(style.page.text)
            ctx.stroke()
        }
        let size = style.page.legendFontSize * pr
        ctx.setFont(fonts.regular, size: size)
        ctx.setColor(style.page.text)
        let zero = ctx.measure("0")
        ctx.showText("0", x - zero.width / 2, y + h + size * 1.15)
        let mid = Self.format(metres: metres / 2)
        let mm = ctx.measure(mid)
        ctx.showText(mid, x + length / 2 - mm.width / 2, y + h + size * 1.15)
        let end = Self.format(metres: metres)
        let em = ctx.measure(end)
        ctx.showText(end, x + length - em.width / 2, y + h + size * 1.15)
        ctx.setFont(fonts.regular, size: size * 0.9)
        let st = ctx.measure(scaleText)
        ctx.showText(scaleText, x + length / 2 - st.width / 2, y - size * 0.45)
    }

    /// The space the bar and its texts take.
    func bounds(x: Double, y: Double, pr: Double, style: MapStyle) -> PixelRect {
        let size = style.page.legendFontSize * pr
        return PixelRect(minX: x - size * 1.2, minY: y - size * 1.5, maxX: x + length + size * 2.5, maxY: y + 4 * pr + size * 1.5)
    }
}
