import Foundation
import RegioGeo

/// A scale bar with a round distance (1, 2 or 5 × 10ⁿ m) measured at the
/// latitude of the map centre, its labelled ticks chosen so that no two
/// labels touch (measured with cairo), and the map scale as 1 : n.
struct ScaleBar {
    /// The distance the bar stands for, in metres.
    let metres: Double
    /// Its length in device pixels.
    let length: Double
    /// The scale denominator, rounded to three significant digits.
    let denominator: Double
    /// The labelled ticks as fractions of the bar (0, ½, 1 or 0, 1).
    let ticks: [Double]
    /// The font size of the tick labels, in device pixels.
    let fontSize: Double
    private let labelWidths: [Double]
    private let scaleTextWidth: Double

    /// - Parameters:
    ///   - metresPerPixel: ground metres per device pixel at the map centre.
    ///   - maxLength: the longest bar that fits, in device pixels.
    ///   - fontSize: the labels' size in device pixels.
    init(metresPerPixel: Double, maxLength: Double, dpi: Double, fontSize: Double, fonts: FontLibrary, measurer: TextMeasurer) {
        let d = metresPerPixel * dpi / 0.0254
        let mag = pow(10, floor(log10(d)) - 2)
        denominator = (d / mag).rounded() * mag
        self.fontSize = fontSize
        let gap = fontSize * 0.6
        func width(_ m: Double) -> Double { measurer.measure(Self.format(metres: m), face: fonts.regular, size: fontSize).width }
        // Round distances from the longest that fits down; the first whose labels
        // stand apart wins, with three labels if they fit, else the two ends.
        let maxMetres = max(metresPerPixel * maxLength, 1e-9)
        var candidates: [Double] = []
        var p = pow(10, floor(log10(maxMetres)))
        while candidates.count < 6 {
            for f in [5.0, 2, 1] where f * p <= maxMetres { candidates.append(f * p) }
            p /= 10
        }
        let zero = measurer.measure("0", face: fonts.regular, size: fontSize).width
        var chosen: (metres: Double, ticks: [Double])? = nil
        for m in candidates {
            let len = m / metresPerPixel
            for ticks in [[0, 0.5, 1], [0, 1.0]] {
                let widths = ticks.map { $0 == 0 ? zero : width(m * $0) }
                let fits = ticks.indices.dropFirst().allSatisfy { i in
                    ticks[i - 1] * len + widths[i - 1] / 2 + gap <= ticks[i] * len - widths[i] / 2
                }
                if fits { chosen = (m, ticks); break }
            }
            if chosen != nil { break }
        }
        // Nothing fits (a bar narrower than its two labels): the longest with its end label only.
        let pick = chosen ?? (candidates.first ?? maxMetres, [1])
        metres = pick.metres
        length = pick.metres / metresPerPixel
        ticks = pick.ticks
        labelWidths = pick.ticks.map { $0 == 0 ? zero : width(pick.metres * $0) }
        scaleText = Self.scaleText(denominator)
        scaleTextWidth = measurer.measure(scaleText, face: fonts.regular, size: fontSize * 0.9).width
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
    let scaleText: String

    private static func scaleText(_ denominator: Double) -> String {
        let digits = String(format: "%.0f", denominator)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append("\u{2009}") }
            out.append(ch)
        }
        return "1 : " + out
    }

    private var barHeight: Double { fontSize * 0.42 }

    /// The tick labels' rectangles with the bar's left end at (x, y) (the bar's top).
    func labelRects(x: Double, y: Double) -> [PixelRect] {
        zip(ticks, labelWidths).map { t, w in
            PixelRect(x: x + t * length - w / 2, y: y + barHeight + fontSize * 0.15, width: w, height: fontSize * 1.2)
        }
    }

    /// The scale text's rectangle (centred above the bar).
    func scaleTextRect(x: Double, y: Double) -> PixelRect {
        PixelRect(x: x + length / 2 - scaleTextWidth / 2, y: y - fontSize * 1.3, width: scaleTextWidth, height: fontSize * 1.1)
    }

    /// Draws the bar with its left end at (x, y) (the bar's top), in device pixels.
    func draw(x: Double, y: Double, pr: Double, style: MapStyle, fonts: FontLibrary, in ctx: CairoContext) {
        let h = barHeight
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
        ctx.setFont(fonts.regular, size: fontSize)
        ctx.setColor(style.page.text)
        for (t, rect) in zip(ticks, labelRects(x: x, y: y)) {
            ctx.showText(t == 0 ? "0" : Self.format(metres: metres * t), rect.minX, y + h + fontSize * 1.15)
        }
        ctx.setFont(fonts.regular, size: fontSize * 0.9)
        let st = scaleTextRect(x: x, y: y)
        ctx.showText(scaleText, st.minX, y - fontSize * 0.45)
    }

    /// The space the bar and its texts take.
    func bounds(x: Double, y: Double) -> PixelRect {
        (labelRects(x: x, y: y) + [scaleTextRect(x: x, y: y)]).reduce(PixelRect(x: x, y: y, width: length, height: barHeight)) { $0.union($1) }
    }
}
