import Foundation
import RegioGeo

extension OverviewMap {
    /// The title at `size`, shrunk down to ⅔ of it to fit `width`, then wrapped
    /// at spaces, then shrunk further; a word wider than the page at the
    /// smallest size is cut with "…". Empty title: no lines.
    static func fitTitle(_ title: String, width: Double, size: Double, face: FontFace,
                         measurer: TextMeasurer) -> (lines: [String], size: Double) {
        let text = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, width > 0 else { return ([], size) }
        func fits(_ lines: [String], _ s: Double) -> Bool { lines.allSatisfy { measurer.measure($0, face: face, size: s).width <= width } }
        func wrapped(_ s: Double) -> [String] {
            var lines: [String] = [], current = ""
            for word in text.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if !current.isEmpty && measurer.measure(candidate, face: face, size: s).width > width {
                    lines.append(current); current = String(word)
                } else { current = candidate }
            }
            if !current.isEmpty { lines.append(current) }
            return lines
        }
        let smallest = max(size / 3, 6)
        var s = size
        while s > size * 2 / 3 && !fits([text], s) { s *= 0.95 }
        if fits([text], s) { return ([text], s) }
        s = size
        while s > smallest {
            let lines = wrapped(s)
            if lines.count <= 2 && fits(lines, s) { return (lines, s) }
            s *= 0.95
        }
        var lines = wrapped(smallest)
        if lines.count > 3 { lines = Array(lines.prefix(3)); lines[2] += " …" }
        lines = lines.map { line in
            var l = line
            while l.count > 1 && measurer.measure(l, face: face, size: smallest).width > width { l = String(l.dropLast(2)) + "…" }
            return l
        }
        return (lines, smallest)
    }

    /// Device pixels per style pixel of the page furniture: the dpi's ratio times ``Paper/furnitureScale``.
    var furnitureRatio: Double { transform.pixelRatio * options.paper.furnitureScale }

    /// The scale bar and where its left end goes: at most a fifth of the frame
    /// and 60 mm long, in the bottom right corner above the attribution.
    func scaleBar(fonts: FontLibrary, measurer: TextMeasurer) -> (bar: ScaleBar, x: Double, y: Double) {
        Self.scaleBar(options: options, frame: frame, metresPerPixel: metresPerPixel, pr: furnitureRatio,
                      attributionTop: layout.attributionRect?.minY, fonts: fonts, measurer: measurer)
    }

    static func scaleBar(options: OverviewMapOptions, frame: PixelRect, metresPerPixel: Double, pr: Double, attributionTop: Double?,
                         fonts: FontLibrary, measurer: TextMeasurer) -> (bar: ScaleBar, x: Double, y: Double) {
        let mm = options.dpi / 25.4, inset = 3 * mm
        let fontSize = options.style.page.legendFontSize * pr
        let bar = ScaleBar(metresPerPixel: metresPerPixel, maxLength: min(frame.width * 0.22, 60 * mm * options.paper.furnitureScale), dpi: options.dpi,
                           fontSize: fontSize, fonts: fonts, measurer: measurer)
        let probe = bar.bounds(x: 0, y: 0)
        let x = frame.maxX - inset - probe.maxX
        let y = (attributionTop ?? frame.maxY) - inset * 0.6 - probe.maxY
        return (bar, x, y)
    }

    /// Places the furniture: the attribution in the bottom right corner, the
    /// scale bar above it, the north arrow top right, and the legend in the
    /// corner where it covers the fewest `places` (device pixels), then hides
    /// the least of `targetPolygons` (then of `targetRect`), shrunk down to
    /// 60 % where it does not fit; no legend where even that does not fit.
    static func pageLayout(scene: ProjectedScene, options: OverviewMapOptions, frame: PixelRect, transform: MapTransform,
                           metresPerPixel: Double, title: (lines: [String], size: Double), titleOrigin: (x: Double, y: Double),
                           targetRect: PixelRect, targetPolygons: [[[WorldPoint]]], places: [(x: Double, y: Double)] = [],
                           fonts: FontLibrary, measurer: TextMeasurer) -> PageLayout {
        let style = options.style
        let pr = transform.pixelRatio * options.paper.furnitureScale
        let mm = options.dpi / 25.4, inset = 3 * mm
        var titleRect: PixelRect? = nil
        if !title.lines.isEmpty {
            let w = title.lines.map { measurer.measure($0, face: fonts.bold, size: title.size).width }.max() ?? 0
            titleRect = PixelRect(x: titleOrigin.x, y: titleOrigin.y + title.size * 0.35, width: w,
                                  height: title.size * (1.2 * Double(title.lines.count) + 0.35))
        }
        let attrSize = style.page.attributionFontSize * pr
        let credits = drawnCredits(scene: scene, style: style, transform: transform, frame: frame)
        let attrLines = wrap(credits.joined(separator: " · "), maxWidth: frame.width * 0.6, size: attrSize, measurer: measurer, fonts: fonts)
        let attrWidth = attrLines.map { measurer.measure($0, face: fonts.regular, size: attrSize).width }.max() ?? 0
        let attrHeight = Double(attrLines.count) * attrSize * 1.3
        let attrRect: PixelRect? = attrLines.isEmpty ? nil
            : PixelRect(minX: frame.maxX - attrWidth - attrSize * 1.2, minY: frame.maxY - attrHeight - attrSize * 0.8,
                        maxX: frame.maxX, maxY: frame.maxY)
        let placed = scaleBar(options: options, frame: frame, metresPerPixel: metresPerPixel, pr: pr, attributionTop: attrRect?.minY,
                              fonts: fonts, measurer: measurer)
        let barRect = placed.bar.bounds(x: placed.x, y: placed.y).insetBy(-inset * 0.3)
        let arrowRadius = 22 * pr
        let arrowRect: PixelRect? = transform.bearing == 0 ? nil
            : PixelRect(x: frame.maxX - inset - 2 * arrowRadius, y: frame.minY + inset, width: 2 * arrowRadius, height: 2 * arrowRadius)
        let fixed = [attrRect, barRect, arrowRect].compactMap { $0 }

        var legendRect: PixelRect? = nil
        var legendFont = style.page.legendFontSize * pr
        let legend = Legend(scene: scene, style: style, transform: transform, frame: frame)
        if options.showLegend && !legend.rows.isEmpty {
            let room = frame.insetBy(inset)
            var k = 1.0
            while legendRect == nil && k >= 0.6 - 1e-9 {
                let fs = style.page.legendFontSize * pr * k
                let s = legend.size(fontSize: fs, style: style, fonts: fonts, measurer: measurer)
                k -= 0.1
                guard s.width <= frame.width * 0.45, s.height <= frame.height * 0.7 else { continue }
                let candidates = [
                    PixelRect(x: room.minX, y: room.maxY - s.height, width: s.width, height: s.height),
                    PixelRect(x: room.minX, y: room.minY, width: s.width, height: s.height),
                    PixelRect(x: room.maxX - s.width, y: room.minY + (arrowRect.map { $0.height + inset } ?? 0), width: s.width, height: s.height),
                    PixelRect(x: room.maxX - s.width, y: barRect.minY - inset - s.height, width: s.width, height: s.height),
                ].filter { r in room.contains(r) && !fixed.contains { $0.intersects(r) } }
                let radius = 8 * pr
                let scored = candidates.map { r in
                    (rect: r, covered: places.filter { r.insetBy(-radius).contains(x: $0.x, y: $0.y) }.count,
                     hidden: hiddenArea(of: targetPolygons, under: r, transform: transform), boxOverlap: r.overlapArea(targetRect))
                }
                if let best = scored.min(by: { ($0.covered, $0.hidden, $0.boxOverlap) < ($1.covered, $1.hidden, $1.boxOverlap) }) {
                    legendRect = best.rect; legendFont = fs
                }
            }
        }
        let placedBar = placed.bar
        return PageLayout(titleLines: title.lines, titleFontSize: title.size, titleRect: titleRect,
                          legendRect: legendRect, legendFontSize: legendFont, legendEntries: legend.rows.map(\.text),
                          scaleBarRect: barRect, scaleBarLabelRects: placedBar.labelRects(x: placed.x, y: placed.y),
                          attributionRect: attrRect, attributionLines: attrLines, credits: credits, northArrowRect: arrowRect, targetRect: targetRect)
    }

    /// The scene's credits for what it draws inside `frame`: those always
    /// shown, and the layer credits (``LayerCredit``) of the base-map layers
    /// that draw something there at this zoom with this style.
    static func drawnCredits(scene: ProjectedScene, style: MapStyle, transform: MapTransform, frame: PixelRect) -> [String] {
        let view = transform.worldBounds(of: frame)
        let z = transform.styleZoom
        let minLake = style.water.minSize / transform.scale * transform.pixelRatio
        var drawn: Set<MapLayer> = []
        if scene.land.contains(where: { $0.bounds.intersects(view) }) { drawn.insert(.land) }
        if scene.water.contains(where: { $0.bounds.intersects(view) && max($0.bounds.width, $0.bounds.height) >= minLake }) {
            drawn.insert(.lakes)
        }
        if scene.lines.contains(where: { $0.bounds.intersects(view) && style.river.shows(importance: $0.importance, riverClass: $0.riverClass, zoom: z) }) {
            drawn.insert(.rivers)
        }
        if scene.relief.map({ $0.bounds.intersects(view) }) == true { drawn.insert(.relief) }
        if !scene.coarseForests(in: view, style: style, zoom: z).isEmpty { drawn.insert(.forests) }
        for r in scene.roads where r.bounds.intersects(view) {
            guard let look = style.roads.classes[r.kind.rawValue], z >= look.minZoom else { continue }
            drawn.insert(r.kind == .railway ? .railways : .roads)
        }
        if scene.landAreas.contains(where: { a in
            a.bounds.intersects(view) && (style.roads.landCover[a.kind.rawValue].map { z >= $0.minZoom } ?? false)
        }) { drawn.insert(.landCover) }
        let always = scene.alwaysCredited.filter { !$0.isEmpty }
        return always + LayerCredit.texts(scene.layerCredits, drawn: drawn, besides: always)
    }

    /// About how much of `polygons` (world rings, even-odd) lies under `rect`
    /// (device pixels): the share of a 10 × 10 grid of points inside, times the area.
    static func hiddenArea(of polygons: [[[WorldPoint]]], under rect: PixelRect, transform: MapTransform) -> Double {
        guard !polygons.isEmpty else { return 0 }
        let world = transform.worldBounds(of: rect)
        let near = polygons.filter { rings in
            var box = WorldRect.empty
            for ring in rings { for q in ring { box.extend(q) } }
            return box.intersects(world)
        }
        guard !near.isEmpty else { return 0 }
        let n = 10
        var inside = 0
        for i in 0..<n {
            for j in 0..<n {
                let w = transform.invert(rect.minX + rect.width * (Double(i) + 0.5) / Double(n),
                                         rect.minY + rect.height * (Double(j) + 0.5) / Double(n))
                if near.contains(where: { Geometry2D.contains($0, w.x, w.y) }) { inside += 1 }
            }
        }
        return Double(inside) / Double(n * n) * rect.width * rect.height
    }

    /// Splits the attribution at " · " into lines no wider than `maxWidth`.
    static func wrap(_ text: String, maxWidth: Double, size: Double, measurer: TextMeasurer, fonts: FontLibrary) -> [String] {
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
