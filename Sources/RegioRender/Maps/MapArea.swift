import Foundation
import RegioGeo

/// What an overview map must show in full.
public enum MapArea: Hashable, Sendable {
    /// A box in degrees (`--bbox W,S,E,N`).
    case boundingBox(BoundingBox)
    /// Coordinates to fit: a region's outline, or favourites. A single point
    /// (or points very close together) gets at least `minimumSpanMetres` around it.
    case coordinates([Coordinate], minimumSpanMetres: Double = 4_000)
    /// Places to show (favourites, search results, a place), fitted like
    /// ``coordinates(_:minimumSpanMetres:)``, each kept clear of the page's
    /// legend, scale bar and attribution: the map moves aside rather than
    /// have them cover a place.
    case places([Coordinate], minimumSpanMetres: Double = 4_000)

    /// The places the page's furniture must leave uncovered (those of ``places(_:minimumSpanMetres:)``).
    var placesToKeepClear: [WorldPoint] {
        guard case .places(let cs, _) = self else { return [] }
        return cs.filter(\.isValid).map(WebMercator.project)
    }

    /// World points to fit, validated.
    func worldPoints() throws -> [WorldPoint] {
        switch self {
        case .boundingBox(let b):
            guard [b.west, b.south, b.east, b.north].allSatisfy(\.isFinite), b.south < b.north, b.west != b.east,
                  abs(b.south) <= 90, abs(b.north) <= 90, abs(b.west) <= 180, abs(b.east) <= 180 else {
                throw RenderError.emptyArea("the box \(b) has no extent (it needs W ≠ E and S < N, in degrees)")
            }
            guard !b.crossesAntimeridian else {
                throw RenderError.emptyArea("the box \(b) crosses the antimeridian, which overview maps do not support")
            }
            return [Coordinate(latitude: b.north, longitude: b.west), Coordinate(latitude: b.north, longitude: b.east),
                    Coordinate(latitude: b.south, longitude: b.east), Coordinate(latitude: b.south, longitude: b.west)]
                .map(WebMercator.project)
        case .coordinates(let cs, let span), .places(let cs, let span):
            let valid = cs.filter(\.isValid)
            guard !valid.isEmpty else {
                throw RenderError.emptyArea(cs.isEmpty ? "no coordinates to show" : "none of the \(cs.count) coordinates is valid")
            }
            guard span.isFinite, span >= 0 else { throw RenderError.invalidOption("minimum span \(span) m must be ≥ 0") }
            var pts = valid.map(WebMercator.project)
            // Make sure the area spans at least `span` metres.
            var box = WorldRect.empty
            for p in pts { box.extend(p) }
            let lat = (valid.map(\.latitude).min()! + valid.map(\.latitude).max()!) / 2
            let metresPerWorldUnit = cos(min(abs(lat), 85) * .pi / 180) * 2 * .pi * Earth.equatorialRadius
            let need = span / metresPerWorldUnit
            if box.width < need && box.height < need {
                let cx = (box.minX + box.maxX) / 2, cy = (box.minY + box.maxY) / 2
                pts += [WorldPoint(x: cx - need / 2, y: cy - need / 2), WorldPoint(x: cx + need / 2, y: cy + need / 2)]
            }
            return pts
        }
    }

    /// The box in degrees an overview map of this area on `options`' page
    /// shows, with the margin its drawing reaches into (``OverviewMap/visibleBounds``
    /// and a little more, the frame's box when rotated): what a map needs to
    /// read of layers too large to keep whole, such as a world dataset's base map.
    /// For ``places(_:minimumSpanMetres:)`` it covers every fit that keeps them
    /// clear of the page's furniture (``PageReservation``).
    ///
    /// ```swift
    /// let box = try MapArea.boundingBox(liechtenstein).enclosingBox(onPage: options)
    /// let rivers = try basemap.features(layer: "rivers", in: box)
    /// ```
    public func enclosingBox(onPage options: OverviewMapOptions) throws -> BoundingBox {
        try options.validate()
        let fit = try PageFit(area: self, options: options)
        var box = fit.worldBounds(margin: OverviewMap.drawingMargin * fit.pixelRatio)
        if !placesToKeepClear.isEmpty {
            for reserved in PageReservation.largest(in: fit.frame) {
                box.extend(try PageFit(area: self, options: options, reserved: reserved)
                    .worldBounds(margin: OverviewMap.drawingMargin * fit.pixelRatio))
            }
        }
        return box.boundingBox
    }
}
