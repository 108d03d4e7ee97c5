import Foundation

/// A north arrow for rotated maps: points where north is on the page.
enum NorthArrow {
    /// Draws the arrow in a disc of `radius` at (x, y) for a map whose top faces `bearing`.
    static func draw(x: Double, y: Double, radius: Double, bearing: Double, pr: Double, style: MapStyle,
                     fonts: FontLibrary, ctx: CairoContext) {
        ctx.newPath(); ctx.circle(x, y, radius)
        ctx.setColor(style.page.panel); ctx.fillPreserve()
        ctx.setColor(style.page.frame.withAlpha(0.6)); ctx.setLineWidth(0.6 * pr); ctx.stroke()
        ctx.save()
        ctx.translate(x, y)
        ctx.rotate(degrees: -bearing)
        let r = radius * 0.55
        // Dark half and light half of a needle pointing up (north).
        ctx.newPath(); ctx.move(0, -r); ctx.line(r * 0.32, r * 0.55); ctx.line(0, r * 0.3); ctx.close()
        ctx.setColor(style.page.text); ctx.fill()
        ctx.newPath(); ctx.move(0, -r); ctx.line(-r * 0.32, r * 0.55); ctx.line(0, r * 0.3); ctx.close()
        ctx.setColor(.white); ctx.fillPreserve()
        ctx.setColor(style.page.text); ctx.setLineWidth(0.6 * pr); ctx.stroke()
        ctx.setFont(fonts.bold, size: radius * 0.42)
        let m = ctx.measure("N")
        ctx.setColor(style.page.text)
        ctx.showText("N", -m.width / 2, -r - radius * 0.06)
        ctx.restore()
    }
}
