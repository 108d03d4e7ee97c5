import Foundation
import RegioGeo

/// A printable overview map: the area fitted to the page with padding, a
/// title, a legend, a scale bar right for the latitude, a north arrow when
/// rotated and the attribution in a corner. PNG through libpng, or a vector PDF
/// from the same drawing code.
///
/// ```swift
/// let map = try OverviewMap(scene: scene, area: .coordinates(regionOutline),
///                           options: OverviewMapOptions(paper: .a4, dpi: 300, landscape: true, title: "Kraj Vysočina"))
/// try map.write(to: URL(fileURLWithPath: "vysocina.pdf"))
/// ```
public struct OverviewMap: Sendable {
    public let options: OverviewMapOptions
    /// The page in pixels at the dpi.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Where the map is drawn on the page (device pixels).
    public let frame: PixelRect
    /// World → page pixels.
    public let transform: MapTransform
    /// Ground metres per pixel at the centre of the map.
    public let metresPerPixel: Double
    /// The column beside the map with ``OverviewMapOptions/sideList`` (nil without one).
    public let sideListFrame: PixelRect?
    let scene: ProjectedScene

    /// Validates everything (options, scene, area) and fits the area to the page.
    public init(scene: MapScene, area: MapArea, options: OverviewMapOptions = OverviewMapOptions()) throws {
        try options.validate()
        self.options = options
        let projected = try ProjectedScene(scene.shown(by: options.style))
        let layout = try PageLayout(area: area, options: options)
        pixelWidth = layout.pixelWidth; pixelHeight = layout.pixelHeight
        frame = layout.frame; sideListFrame = layout.sideListFrame
        transform = layout.transform; metresPerPixel = layout.metresPerPixel
        let pr = layout.pixelRatio, scale = transform.scale
        // GEOS: simplified to about a third of a pixel, clipped to the frame with a margin.
        let view = layout.worldBounds(margin: Self.drawingMargin * pr)
        var scene = projected.generalized(scale: scale, pixels: 0.35, clip: view, context: GeometryContext())
        // Neighbouring countries are named where they are seen, not at their
        // far-away centres: at the pole of the largest part inside the frame
        // (in page pixels, so that a rotated frame counts as it is seen).
        let tr = transform, visibleFrame = frame
        for i in scene.polygons.indices where scene.polygons[i].role == .neighbour {
            let visible = scene.polygons[i].rings.map { ring in
                Geometry2D.clip(ring.map { p in let d = tr.apply(p); return WorldPoint(x: d.x, y: d.y) }, to: visibleFrame)
            }
            guard let largest = visible.max(by: { abs(Geometry2D.signedArea($0)) < abs(Geometry2D.signedArea($1)) }),
                  largest.count >= 3, let pole = Geometry2D.poleOfInaccessibility([largest]) else {
                scene.polygons[i].labelPoint = nil
                continue
            }
            scene.polygons[i].labelPoint = tr.invert(pole.x, pole.y)
            var box = WorldRect.empty
            for p in largest { box.extend(p) }
            scene.polygons[i].labelRoom = box.width / tr.scale
        }
        self.scene = scene
    }

    /// Style pixels beyond the frame that the scene is kept for (strokes and
    /// labels reaching in from outside).
    static let drawingMargin = 30.0

    /// The most device pixels per world unit a map shows: never closer than
    /// zoom 19 at one style pixel per pixel.
    static func closestScale(dpi: Double) -> Double { 256 * pow(2, 19) * dpi / 96 }

    static func normalised(_ bearing: Double) -> Double {
        var b = bearing.truncatingRemainder(dividingBy: 360)
        if b < 0 { b += 360 }
        return b >= 360 ? 0 : b
    }

    /// The zoom whose style rules apply (which towns and places show): for
    /// cluster badges, query the cluster index at this zoom, rounded.
    public var styleZoom: Double { transform.styleZoom }

    /// The geographic box around the map frame (all that can be seen, rotated or not):
    /// what the scene needs to contain.
    public var visibleBounds: BoundingBox { transform.worldBounds(of: frame).boundingBox }

    /// The map scale as 1 : n at the centre, for the printed page.
    public var scaleDenominator: Double { metresPerPixel * options.dpi / 0.0254 }

    /// The PNG (RGBA through libpng, with the options' compression).
    public func renderPNG() throws -> Data {
        let surface = try CairoSurface.image(width: pixelWidth, height: pixelHeight)
        let ctx = try CairoContext(surface)
        try draw(ctx)
        return try PNGEncoder(options: options.png).encode(surface.imageView())
    }

    /// Draws and hands the pixels (valid only inside `body`) to `body`.
    public func withImage<T>(_ body: (ARGBImage) throws -> T) throws -> T {
        let surface = try CairoSurface.image(width: pixelWidth, height: pixelHeight)
        let ctx = try CairoContext(surface)
        try draw(ctx)
        return try body(surface.imageView())
    }

    /// Draws, then hands the pixels and cairo's own PNG writer on the same
    /// surface to `body` (for comparing encoders).
    public func withImageAndCairoPNG<T>(_ body: (ARGBImage, () throws -> Data) throws -> T) throws -> T {
        let surface = try CairoSurface.image(width: pixelWidth, height: pixelHeight)
        let ctx = try CairoContext(surface)
        try draw(ctx)
        return try body(surface.imageView(), { try CairoPNGWriter.write(surface) })
    }

    /// A one-page vector PDF of the paper size.
    public func renderPDF() throws -> Data {
        let pt = options.paper.points(dpi: options.dpi, landscape: options.landscape)
        let surface = try CairoSurface.pdf(widthPoints: pt.width, heightPoints: pt.height)
        do {
            let ctx = try CairoContext(surface)
            ctx.scale(72 / options.dpi)
            try draw(ctx)
        }
        return try surface.finishPDF()
    }

    /// The formats ``write(to:)`` chooses by file extension.
    public enum Format: String, Sendable { case png, pdf }

    /// The format for a file name (throws ``RenderError/unsupportedFormat(_:)``).
    public static func format(for url: URL) throws -> Format {
        guard let f = Format(rawValue: url.pathExtension.lowercased()) else { throw RenderError.unsupportedFormat(url.lastPathComponent) }
        return f
    }

    /// Renders and writes PNG or PDF by the file's extension; checks that the
    /// file can be written before rendering.
    @discardableResult
    public func write(to url: URL) throws -> Format {
        let format = try Self.format(for: url)
        try OutputPath.checkWritableFile(url)
        let data = format == .png ? try renderPNG() : try renderPDF()
        try OutputPath.write(data, to: url)
        return format
    }

    // MARK: Drawing

    func draw(_ ctx: CairoContext) throws {
        let style = options.style
        let fonts = FontLibrary.named(style.fontFamily)
        let measurer = TextMeasurer(fonts: fonts)
        let pr = transform.pixelRatio
        let mm = options.dpi / 25.4
        let inset = 3 * mm
        let page = PixelRect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        ctx.newPath(); ctx.rectangle(page); ctx.setColor(style.page.paper); ctx.fill()

        // Furniture positions (also label obstacles).
        var obstacles: [PixelRect] = []
        let attrSize = style.page.attributionFontSize * pr
        let attrLines = wrap(options.style, scene.attribution, maxWidth: frame.width * 0.6, size: attrSize, measurer: measurer, fonts: fonts)
        let attrWidth = attrLines.map { measurer.measure($0, face: fonts.regular, size: attrSize).width }.max() ?? 0
        let attrHeight = Double(attrLines.count) * attrSize * 1.3
        let attrRect = PixelRect(minX: frame.maxX - attrWidth - attrSize * 1.2, minY: frame.maxY - attrHeight - attrSize * 0.8,
                                 maxX: frame.maxX, maxY: frame.maxY)
        if !attrLines.isEmpty { obstacles.append(attrRect) }
        let bar = ScaleBar(metresPerPixel: metresPerPixel, maxLength: min(frame.width * 0.22, 60 * mm), dpi: options.dpi)
        let barX = frame.maxX - inset - bar.length - style.page.legendFontSize * pr * 2
        let barY = (attrLines.isEmpty ? frame.maxY : attrRect.minY) - inset - style.page.legendFontSize * pr * 1.6
        let barRect = bar.bounds(x: barX, y: barY, pr: pr, style: style).insetBy(-inset * 0.4)
        obstacles.append(barRect)
        let legend = Legend(scene: scene, style: style, transform: transform, frame: frame)
        var legendRect: PixelRect? = nil
        if options.showLegend && !legend.rows.isEmpty {
            let s = legend.size(pr: pr, style: style, fonts: fonts, measurer: measurer)
            let r = PixelRect(x: frame.minX + inset, y: frame.maxY - inset - s.height, width: s.width, height: s.height)
            if r.minY > frame.minY + inset && r.maxX < barRect.minX { legendRect = r; obstacles.append(r) }
        }
        let arrowRadius = 22 * pr
        let arrowCentre = (x: frame.maxX - inset - arrowRadius, y: frame.minY + inset + arrowRadius)
        if transform.bearing != 0 {
            obstacles.append(PixelRect(minX: arrowCentre.x - arrowRadius, minY: arrowCentre.y - arrowRadius,
                                       maxX: arrowCentre.x + arrowRadius, maxY: arrowCentre.y + arrowRadius))
        }

        // The map.
        let labels = LabelLayout.place(scene: scene, style: style, transform: transform, bounds: frame.insetBy(2 * pr),
                                       obstacles: obstacles)
        ctx.save()
        ctx.newPath(); ctx.rectangle(frame); ctx.clip()
        ctx.newPath(); ctx.rectangle(frame); ctx.setColor(style.background); ctx.fill()
        SceneRenderer(style: style).draw(scene, transform: transform, visible: frame, in: ctx, labels: labels)
        ctx.restore()

        // Furniture.
        if let legendRect { legend.draw(in: legendRect, pr: pr, style: style, fonts: fonts, ctx: ctx) }
        let barPanel = barRect
        ctx.newPath(); ctx.rectangle(barPanel); ctx.setColor(style.page.panel); ctx.fill()
        bar.draw(x: barX, y: barY, pr: pr, style: style, fonts: fonts, in: ctx)
        if !attrLines.isEmpty {
            ctx.newPath(); ctx.rectangle(attrRect); ctx.setColor(style.page.panel); ctx.fill()
            ctx.setFont(fonts.regular, size: attrSize)
            ctx.setColor(style.page.text.withAlpha(0.85))
            for (i, line) in attrLines.enumerated() {
                let w = measurer.measure(line, face: fonts.regular, size: attrSize).width
                ctx.showText(line, frame.maxX - attrSize * 0.6 - w, attrRect.minY + attrSize * (1.15 + 1.3 * Double(i)))
            }
        }
        if let side = sideListFrame { drawSideList(in: side, pr: pr, style: style, fonts: fonts, measurer: measurer, ctx: ctx) }
        if transform.bearing != 0 {
            NorthArrow.draw(x: arrowCentre.x, y: arrowCentre.y, radius: arrowRadius, bearing: transform.bearing, pr: pr,
                            style: style, fonts: fonts, ctx: ctx)
        }
        ctx.newPath(); ctx.rectangle(frame)
        ctx.setColor(style.page.frame); ctx.setLineWidth(0.8 * pr); ctx.setDash([]); ctx.stroke()
        if let title = options.title, !title.isEmpty {
            let size = style.page.titleFontSize * pr
            ctx.setFont(fonts.bold, size: size)
            ctx.setColor(style.page.text)
            ctx.showText(title, frame.minX + (frame.minX > 0 ? 0 : inset), frame.minY - size * 0.62)
        }
        try ctx.check()
    }

    /// The side list: one line per entry on a panel, cut with "…" where it is too
    /// wide, and a last line "…" when the column is too short for every entry.
    private func drawSideList(in rect: PixelRect, pr: Double, style: MapStyle, fonts: FontLibrary, measurer: TextMeasurer,
                              ctx: CairoContext) {
        let size = style.page.legendFontSize * pr
        let lineHeight = size * 1.45
        ctx.newPath(); ctx.rectangle(rect); ctx.setColor(style.page.panel); ctx.fill()
        ctx.newPath(); ctx.rectangle(rect); ctx.setColor(style.page.frame); ctx.setLineWidth(0.8 * pr); ctx.stroke()
        ctx.setFont(fonts.regular, size: size)
        ctx.setColor(style.page.text)
        let room = max(0, Int(((rect.height - size) / lineHeight).rounded(.down)))
        var lines = options.sideList
        if lines.count > room { lines = Array(lines.prefix(max(0, room - 1))) + ["…"] }
        let maxWidth = rect.width - 2 * size
        for (i, line) in lines.enumerated() {
            var text = line
            while text.count > 1 && measurer.measure(text, face: fonts.regular, size: size).width > maxWidth {
                text = String(text.dropLast(2)) + "…"
            }
            ctx.showText(text, rect.minX + size, rect.minY + size * 0.5 + lineHeight * Double(i + 1) - size * 0.3)
        }
    }

    /// Splits the attribution at " · " into lines no wider than `maxWidth`.
    private func wrap(_ style: MapStyle, _ text: String, maxWidth: Double, size: Double, measurer: TextMeasurer,
                      fonts: FontLibrary) -> [String] {
        let parts = text.components(separatedBy: " · ").filter { !$0.isEmpty }
        var lines: [String] = []
        var current = ""
        for p in parts {
            let candidate = current.isEmpty ? p : current + " · " + p
            if !current.isEmpty && measurer.measure(candidate, face: fonts.regular, size: size).width > maxWidth {
                lines.append(current); current = p
            } else { current = candidate }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
