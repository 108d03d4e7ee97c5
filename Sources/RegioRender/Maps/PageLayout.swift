import Foundation

/// Where the furniture of an overview map lies on the page, in device pixels:
/// what the drawing uses, and what a caller can check (nothing overlaps,
/// everything is on the page).
public struct PageLayout: Hashable, Sendable {
    /// The title's lines (shrunk, then wrapped to fit the page width), their font size and the space they take.
    public var titleLines: [String]
    public var titleFontSize: Double
    public var titleRect: PixelRect?
    /// The legend panel (nil: no legend) and the size of its text.
    public var legendRect: PixelRect?
    public var legendFontSize: Double
    /// The legend's texts, one per row, in order.
    public var legendEntries: [String]
    /// The scale bar with its texts, and each tick label's rectangle.
    public var scaleBarRect: PixelRect
    public var scaleBarLabelRects: [PixelRect]
    /// The attribution panel (nil: nothing to credit) and its lines.
    public var attributionRect: PixelRect?
    public var attributionLines: [String]
    /// The credits of what is drawn inside the frame (GSHHG only with its
    /// water, the relief's source only with the relief), in the scene's order.
    public var credits: [String]
    /// The north arrow (nil: a map facing north has none).
    public var northArrowRect: PixelRect?
    /// The box around what the map is about on the page: the highlighted
    /// region, else the regions, else the area asked for.
    public var targetRect: PixelRect

    /// Everything the labels of the map keep clear of.
    public var obstacles: [PixelRect] {
        [attributionRect, scaleBarRect, legendRect, northArrowRect].compactMap { $0 }
    }
}

extension PixelRect {
    /// The area two rectangles share (0 when they do not overlap).
    public func overlapArea(_ o: PixelRect) -> Double {
        max(0, min(maxX, o.maxX) - max(minX, o.minX)) * max(0, min(maxY, o.maxY) - max(minY, o.minY))
    }

    /// The smallest rectangle around both.
    func union(_ o: PixelRect) -> PixelRect {
        PixelRect(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }
}
