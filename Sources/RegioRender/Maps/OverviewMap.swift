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
    /// Where the title, legend, scale bar, attribution and north arrow go.
    public private(set) var layout: PageLayout
    let scene: ProjectedScene

    /// Validates everything (options, scene, area) and fits the area to the page.
    /// The places of ``MapArea/places(_:minimumSpanMetres:)`` are kept clear of
    /// the furniture: where the first layout's legend, scale bar, attribution or
    /// north arrow covers one, the area is fitted again away from them
    /// (``PageReservation``).
    public init(scene: MapScene, area: MapArea, options: OverviewMapOptions = OverviewMapOptions()) throws {
        try options.validate()
        self.options = options
        let projected = try ProjectedScene(scene.shown(by: options.style))
        var fit = try PageFit(area: area, options: options)
        let places = area.placesToKeepClear
        var page = try Self.compose(projected, fit: fit, options: options, places: places)
        let radius = 8 * fit.pixelRatio
        // A refit can bring another piece over a place (the scale bar, once the legend has moved): the sides
        // reserved add up, a few times at most.
        var reserved = PageReservation.none
        for _ in 0..<PageReservation.mostRefits {
            guard let more = PageReservation.keeping(places.map { fit.transform.apply($0) }, radius: radius,
                                                     clearOf: page.layout.obstacles, in: fit.frame) else { break }
            let next = reserved.adding(more)
            guard next != reserved, next.isAffordable(in: fit.frame) else { break }
            reserved = next
            fit = try PageFit(area: area, options: options, reserved: reserved)
            page = try Self.compose(projected, fit: fit, options: options, places: places)
        }
        pixelWidth = fit.pixelWidth; pixelHeight = fit.pixelHeight
        frame = fit.frame; sideListFrame = fit.sideListFrame
        transform = fit.transform; metresPerPixel = fit.metresPerPixel
        self.scene = page.scene
        layout = page.layout
    }

    /// The scene generalised and clipped for `fit`, and the page's furniture
    /// placed on it (the legend where it hides the least of what the map is
    /// about: first `places`, then the target's areas).
    private static func compose(_ projected: ProjectedScene, fit: PageFit, options: OverviewMapOptions,
                                places: [WorldPoint]) throws -> (scene: ProjectedScene, layout: PageLayout) {
        let transform = fit.transform, frame = fit.frame
        let pr = fit.pixelRatio, scale = transform.scale, points = fit.areaPoints, mm = options.dpi / 25.4
        let fonts = FontLibrary.named(options.style.fontFamily)
        let measurer = TextMeasurer(fonts: fonts)
        // GEOS: simplified to about a third of a pixel, clipped to the frame with a margin.
        let view = fit.worldBounds(margin: Self.drawingMargin * pr)
        var scene = projected.generalized(scale: scale, pixels: 0.35, clip: view)
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
        // What the map is about, on the page.
        let targets = scene.polygons.contains { $0.role == .highlighted && !$0.rings.isEmpty }
            ? scene.polygons.filter { $0.role == .highlighted } : scene.polygons.filter { $0.role == .region }
        var target: PixelRect? = nil
        for p in targets { for ring in p.rings { for q in ring {
            let (x, y) = tr.apply(q)
            let r = PixelRect(minX: x, minY: y, maxX: x, maxY: y)
            target = target.map { $0.union(r) } ?? r
        } } }
        if target == nil || target!.width <= 0 || target!.height <= 0 {
            for q in points { let (x, y) = tr.apply(q); let r = PixelRect(minX: x, minY: y, maxX: x, maxY: y); target = target.map { $0.union(r) } ?? r }
        }
        let titleX = frame.minX + (frame.minX > 0 ? 0 : 3 * mm)
        let layout = Self.pageLayout(scene: scene, options: options, frame: frame, transform: transform, metresPerPixel: fit.metresPerPixel,
                                     title: fit.title, titleOrigin: (titleX, fit.margin), targetRect: target ?? frame,
                                     targetPolygons: targets.map(\.rings), places: places.map { tr.apply($0) },
                                     fonts: fonts, measurer: measurer)
        return (scene, layout)
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
        let page = PixelRect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        ctx.newPath(); ctx.rectangle(page); ctx.setColor(style.page.paper); ctx.fill()

        let layout = self.layout
        // The map.
        let labels = LabelLayout.place(scene: scene, style: style, transform: transform, bounds: frame.insetBy(2 * pr),
                                       obstacles: layout.obstacles)
        ctx.save()
        ctx.newPath(); ctx.rectangle(frame); ctx.clip()
        ctx.newPath(); ctx.rectangle(frame); ctx.setColor(style.background); ctx.fill()
        try SceneRenderer(style: style).draw(scene, transform: transform, visible: frame, in: ctx, labels: labels)
        ctx.restore()

        // Furniture.
        if let legendRect = layout.legendRect {
            Legend(scene: scene, style: style, transform: transform, frame: frame)
                .draw(in: legendRect, fontSize: layout.legendFontSize, pr: furnitureRatio, style: style, fonts: fonts, ctx: ctx)
        }
        ctx.newPath(); ctx.rectangle(layout.scaleBarRect); ctx.setColor(style.page.panel); ctx.fill()
        let bar = scaleBar(fonts: fonts, measurer: measurer)
        bar.bar.draw(x: bar.x, y: bar.y, pr: furnitureRatio, style: style, fonts: fonts, in: ctx)
        if let attrRect = layout.attributionRect {
            let attrSize = style.page.attributionFontSize * furnitureRatio
            ctx.newPath(); ctx.rectangle(attrRect); ctx.setColor(style.page.panel); ctx.fill()
            ctx.setFont(fonts.regular, size: attrSize)
            ctx.setColor(style.page.text.withAlpha(0.85))
            for (i, line) in layout.attributionLines.enumerated() {
                let w = measurer.measure(line, face: fonts.regular, size: attrSize).width
                ctx.showText(line, frame.maxX - attrSize * 0.6 - w, attrRect.minY + attrSize * (1.15 + 1.3 * Double(i)))
            }
        }
        if let side = sideListFrame { drawSideList(in: side, pr: pr, style: style, fonts: fonts, measurer: measurer, ctx: ctx) }
        if let arrow = layout.northArrowRect {
            NorthArrow.draw(x: (arrow.minX + arrow.maxX) / 2, y: (arrow.minY + arrow.maxY) / 2, radius: arrow.width / 2,
                            bearing: transform.bearing, pr: furnitureRatio, style: style, fonts: fonts, ctx: ctx)
        }
        ctx.newPath(); ctx.rectangle(frame)
        ctx.setColor(style.page.frame); ctx.setLineWidth(0.8 * pr); ctx.setDash([]); ctx.stroke()
        if let rect = layout.titleRect {
            let size = layout.titleFontSize
            ctx.setFont(fonts.bold, size: size)
            ctx.setColor(style.page.text)
            for (i, line) in layout.titleLines.enumerated() {
                ctx.showText(line, rect.minX, rect.minY + size * (1.15 + 1.2 * Double(i)))
            }
        }
        try ctx.check()
    }

    /// The side list: one line per entry on a panel, cut with "…" where it is too
    /// wide, and a last line "…" when the column is too short for every entry.
    private func drawSideList(in rect: PixelRect, pr: Double, style: MapStyle, fonts: FontLibrary, measurer: TextMeasurer,
                              ctx: CairoContext) {
        let size = style.page.legendFontSize * pr
        let lineHeight = PageFit.sideListLineHeight(fontSize: size)
        ctx.newPath(); ctx.rectangle(rect); ctx.setColor(style.page.panel); ctx.fill()
        ctx.newPath(); ctx.rectangle(rect); ctx.setColor(style.page.frame); ctx.setLineWidth(0.8 * pr); ctx.stroke()
        ctx.setFont(fonts.regular, size: size)
        ctx.setColor(style.page.text)
        // Lines in columns (one in a column beside the map; side by side in a band under it), filled down first.
        let widest = options.sideList.map { measurer.measure($0, face: fonts.regular, size: size).width }.max() ?? 0
        let columns = PageFit.sideListColumns(width: rect.width, widest: widest, fontSize: size)
        let rowsThatFit = max(0, Int(((rect.height - size) / lineHeight + 1e-9).rounded(.down)))
        var lines = options.sideList
        if lines.count > rowsThatFit * columns { lines = Array(lines.prefix(max(0, rowsThatFit * columns - 1))) + ["…"] }
        let rows = max(1, (lines.count + columns - 1) / columns)
        let columnWidth = columns == 1 ? rect.width : widest + 2 * size
        let maxWidth = columnWidth - 2 * size
        for (i, line) in lines.enumerated() {
            var text = line
            while text.count > 1 && measurer.measure(text, face: fonts.regular, size: size).width > maxWidth {
                text = String(text.dropLast(2)) + "…"
            }
            let column = Double(i / rows), row = Double(i % rows)
            ctx.showText(text, rect.minX + size + column * columnWidth, rect.minY + size * 0.5 + lineHeight * (row + 1) - size * 0.3)
        }
    }
}
