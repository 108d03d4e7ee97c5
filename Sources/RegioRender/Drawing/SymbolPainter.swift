import Foundation

/// Draws point symbols: shapes centred on a point.
enum SymbolPainter {
    static func path(_ shape: SymbolShape, _ x: Double, _ y: Double, _ r: Double, in ctx: CairoContext) {
        switch shape {
        case .circle:
            ctx.circle(x, y, r)
        case .square:
            let s = r * 0.88
            ctx.move(x - s, y - s); ctx.line(x + s, y - s); ctx.line(x + s, y + s); ctx.line(x - s, y + s); ctx.close()
        case .diamond:
            ctx.move(x, y - r * 1.15); ctx.line(x + r * 1.15, y); ctx.line(x, y + r * 1.15); ctx.line(x - r * 1.15, y); ctx.close()
        case .triangle:
            ctx.move(x, y - r * 1.15); ctx.line(x + r * 1.05, y + r * 0.75); ctx.line(x - r * 1.05, y + r * 0.75); ctx.close()
        case .tower:
            // A narrow tower with a wider top.
            ctx.move(x - r * 0.45, y + r); ctx.line(x - r * 0.3, y - r * 0.45); ctx.line(x - r * 0.75, y - r * 0.45)
            ctx.line(x, y - r * 1.2); ctx.line(x + r * 0.75, y - r * 0.45); ctx.line(x + r * 0.3, y - r * 0.45)
            ctx.line(x + r * 0.45, y + r); ctx.close()
        case .star:
            for i in 0..<10 {
                let a = Double(i) * .pi / 5 - .pi / 2
                let rr = i % 2 == 0 ? r : r * 0.45
                let px = x + rr * cos(a), py = y + rr * sin(a)
                if i == 0 { ctx.move(px, py) } else { ctx.line(px, py) }
            }
            ctx.close()
        }
    }

    /// Fills and outlines a symbol; `scale` is device pixels per style pixel.
    static func draw(_ symbol: SymbolStyle, _ x: Double, _ y: Double, scale: Double, in ctx: CairoContext) {
        let r = symbol.radius * scale
        ctx.newPath()
        path(symbol.shape, x, y, r, in: ctx)
        ctx.setColor(symbol.fill)
        ctx.fillPreserve()
        ctx.setColor(symbol.stroke)
        ctx.setLineWidth(max(0.6, r * 0.28))
        ctx.stroke()
    }
}
