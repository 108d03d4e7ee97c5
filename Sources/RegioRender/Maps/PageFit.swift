import Foundation
import RegioGeo

/// How an overview map fits its page: the page in pixels, the title (shrunk
/// or wrapped to the page's width) and the band it takes, the map's frame
/// below it (beside the side list), and the transform that fits the area,
/// rotated by the bearing, into the frame with padding. Worked out before
/// anything is read or drawn, so a caller can ask what the map will show
/// (``MapArea/enclosingBox(onPage:)``); the furniture on the page is
/// ``PageLayout``'s.
struct PageFit {
    /// The page in pixels at the dpi.
    let pixelWidth: Int
    let pixelHeight: Int
    /// Device pixels per style pixel (dpi / 96).
    let pixelRatio: Double
    /// The empty border of the page.
    let margin: Double
    /// The title's lines and font size (no lines: no title).
    let title: (lines: [String], size: Double)
    /// Where the map is drawn on the page (device pixels).
    let frame: PixelRect
    /// The panel with ``OverviewMapOptions/sideList`` (nil without one): a
    /// column right of the map, or a band under it when that takes less of
    /// the page (a few results: their lines side by side, ``sideListColumns(width:widest:fontSize:)``).
    let sideListFrame: PixelRect?
    /// World → page pixels.
    let transform: MapTransform
    /// Ground metres per pixel at the centre of the map.
    let metresPerPixel: Double
    /// The area's points in the world plane, as fitted.
    let areaPoints: [WorldPoint]

    /// The sides of the frame the area was fitted away from.
    let reserved: PageReservation

    /// Fits `area` to `options`' page, away from the `reserved` sides of the
    /// frame; throws when the page leaves no room or the area has no extent.
    init(area: MapArea, options: OverviewMapOptions, reserved: PageReservation = .none) throws {
        self.reserved = reserved
        let size = options.paper.pixelSize(dpi: options.dpi, landscape: options.landscape)
        pixelWidth = size.width; pixelHeight = size.height
        let mm = options.dpi / 25.4
        let pr = options.dpi / 96
        pixelRatio = pr
        if case .pixels = options.paper { margin = (options.marginMillimetres ?? 0) * mm } else { margin = (options.marginMillimetres ?? 8) * mm }
        let fonts = FontLibrary.named(options.style.fontFamily)
        let measurer = TextMeasurer(fonts: fonts)
        title = OverviewMap.fitTitle(options.title ?? "", width: Double(size.width) - 2 * max(margin, 3 * mm),
                                     size: options.style.page.titleFontSize * pr * options.paper.furnitureScale, face: fonts.bold,
                                     measurer: measurer)
        let titleBand: Double = title.lines.isEmpty ? 0 : title.size * (0.85 + 1.2 * Double(title.lines.count))
        var mapFrame = PixelRect(minX: margin, minY: margin + titleBand, maxX: Double(size.width) - margin, maxY: Double(size.height) - margin)
        if options.sideList.isEmpty {
            sideListFrame = nil
        } else {
            // A column on the right as wide as the longest line (at most 40 % of the page), or a band
            // at the bottom as high as its rows, whichever leaves the map more of the page.
            let fontSize = options.style.page.legendFontSize * pr
            let widest = options.sideList.map { measurer.measure($0, face: fonts.regular, size: fontSize).width }.max() ?? 0
            let gap = max(3 * mm, fontSize)
            let width = min(widest + 2 * fontSize, mapFrame.width * 0.4)
            let columns = Self.sideListColumns(width: mapFrame.width, widest: widest, fontSize: fontSize)
            let rows = (options.sideList.count + columns - 1) / columns
            let bandHeight = Self.sideListLineHeight(fontSize: fontSize) * Double(rows) + fontSize
            if (bandHeight + gap) * mapFrame.width < (width + gap) * mapFrame.height, bandHeight <= mapFrame.height * 0.3 {
                let band = PixelRect(minX: mapFrame.minX, minY: mapFrame.maxY - bandHeight, maxX: mapFrame.maxX, maxY: mapFrame.maxY)
                mapFrame = PixelRect(minX: mapFrame.minX, minY: mapFrame.minY, maxX: mapFrame.maxX, maxY: band.minY - gap)
                sideListFrame = band
            } else {
                let side = PixelRect(minX: mapFrame.maxX - width, minY: mapFrame.minY, maxX: mapFrame.maxX, maxY: mapFrame.maxY)
                mapFrame = PixelRect(minX: mapFrame.minX, minY: mapFrame.minY, maxX: side.minX - gap, maxY: mapFrame.maxY)
                sideListFrame = side
            }
        }
        frame = mapFrame
        let room = reserved.room(in: mapFrame)
        let pad = options.paddingMillimetres * mm
        let availW = room.width - 2 * pad, availH = room.height - 2 * pad
        guard availW > 8, availH > 8 else {
            throw RenderError.invalidSize("the page \(options.paper) at \(options.dpi) dpi leaves no room for the map inside the margin and padding")
        }
        // Fit the rotated area.
        let points = try area.worldPoints()
        areaPoints = points
        let bearing = OverviewMap.normalised(options.bearing)
        let t = bearing * .pi / 180
        let cx0 = points.map(\.x).reduce(0, +) / Double(points.count), cy0 = points.map(\.y).reduce(0, +) / Double(points.count)
        var minU = Double.infinity, maxU = -Double.infinity, minV = Double.infinity, maxV = -Double.infinity
        for p in points {
            let dx = p.x - cx0, dy = p.y - cy0
            let u = dx * cos(t) + dy * sin(t), v = -dx * sin(t) + dy * cos(t)
            minU = min(minU, u); maxU = max(maxU, u); minV = min(minV, v); maxV = max(maxV, v)
        }
        let w = maxU - minU, h = maxV - minV
        guard w > 0 || h > 0 else { throw RenderError.emptyArea("the area has no extent") }
        let maxScale = OverviewMap.closestScale(dpi: options.dpi)
        let uc = (minU + maxU) / 2, vc = (minV + maxV) / 2
        let center = WorldPoint(x: cx0 + uc * cos(t) - vc * sin(t), y: cy0 + uc * sin(t) + vc * cos(t))
        let groundPerWorld = cos(WebMercator.unproject(center).latitude * .pi / 180) * 2 * .pi * Earth.equatorialRadius
        let scale: Double
        if let denominator = options.scaleDenominator {
            // Ground metres per pixel at the centre from the scale: 1 px is 0.0254 / dpi m of paper.
            scale = groundPerWorld / (denominator * 0.0254 / options.dpi)
            guard scale <= maxScale * 1.0001 else {
                throw RenderError.invalidOption("scale 1:\(Int(denominator.rounded())) is closer than this map draws here "
                                                + "(1:\(Int((groundPerWorld / maxScale * options.dpi / 0.0254).rounded(.up))) at \(Int(options.dpi.rounded())) dpi)")
            }
        } else {
            scale = min(w > 0 ? availW / w : .infinity, h > 0 ? availH / h : .infinity, maxScale)
        }
        transform = MapTransform(scale: scale, bearing: bearing, anchor: WorldPoint(x: center.x * scale, y: center.y * scale),
                                 deviceAnchor: WorldPoint(x: (room.minX + room.maxX) / 2, y: (room.minY + room.maxY) / 2),
                                 pixelRatio: pr)
        metresPerPixel = groundPerWorld / scale
    }

    /// The distance between the side list's lines.
    static func sideListLineHeight(fontSize: Double) -> Double { fontSize * 1.45 }

    /// How many lines of the side list stand side by side in a panel `width`
    /// wide whose longest line is `widest` (1 in a column as wide as that line).
    static func sideListColumns(width: Double, widest: Double, fontSize: Double) -> Int {
        max(1, Int(((width - fontSize) / (widest + 2 * fontSize)).rounded(.down)))
    }

    /// The world around the frame with `margin` device pixels more on each
    /// side (rotated or not): what the map's content must cover.
    func worldBounds(margin: Double) -> WorldRect {
        transform.worldBounds(of: frame.insetBy(-margin))
    }
}
