import Foundation

/// Which points show at a zoom and how big their symbols are: one rule for
/// drawing and for label placement.
enum PointAppearance {
    /// Whether a point shows at `styleZoom` (``MapStyle/shows(_:atZoom:)``).
    static func isVisible(_ p: MapPoint, style: MapStyle, styleZoom: Double) -> Bool {
        style.shows(p, atZoom: styleZoom)
    }

    /// The symbol radius in style pixels.
    static func radius(_ p: MapPoint, style: MapStyle) -> Double {
        if p.isFavourite { return style.favourites.symbol.radius }
        switch p.kind {
        case .town(let population): return style.townClass(population: population).radius
        case .place(let category): return style.symbol(forCategory: category).radius
        case .cluster(let count): return clusterRadius(count: count, style: style)
        case .pin: return pinRadius(style: style)
        }
    }

    /// A numbered pin's radius: a small cluster badge's.
    static func pinRadius(style: MapStyle) -> Double { style.clusters.minRadius * 0.8 }

    static func clusterRadius(count: Int, style: MapStyle) -> Double {
        let t = min(1, log10(Double(max(count, 1))) / 3)
        return style.clusters.minRadius + (style.clusters.maxRadius - style.clusters.minRadius) * t
    }

    /// The text in a cluster badge: 7, 348, 1.2k, 35k.
    static func clusterText(count: Int) -> String {
        if count < 1000 { return "\(max(count, 0))" }
        if count < 10_000 { return String(format: "%.1fk", Double(count) / 1000) }
        return "\(count / 1000)k"
    }
}
