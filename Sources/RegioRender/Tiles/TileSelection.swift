import Foundation
import RegioGeo

/// Which tiles to make: every tile over a box at a range of zooms, or the
/// tiles within a radius of some points (an offline pack around favourites).
///
/// ```swift
/// let box = BoundingBox(west: 12.09, south: 48.55, east: 18.86, north: 51.06)
/// let all = try TileSelection.covering(box, zooms: 6...12)
/// let wider = try TileSelection.covering(box, grownByKilometres: 5, zooms: 6...12)
/// print(all.count)   // tiles to render, known before rendering
/// ```
public struct TileSelection: Sendable {
    /// The deepest zoom tiles are made for.
    public static let maxZoom = 20
    /// More tiles than this are refused (narrow the area or the zooms).
    public static let maxCount = 5_000_000

    public let zooms: ClosedRange<Int>
    /// The area the tiles cover (for MBTiles `bounds` and `center`).
    public let bounds: BoundingBox
    private let explicit: [Int: [TileID]]?

    private init(zooms: ClosedRange<Int>, bounds: BoundingBox, explicit: [Int: [TileID]]?) {
        self.zooms = zooms; self.bounds = bounds; self.explicit = explicit
    }

    private static func validated(_ zooms: ClosedRange<Int>) throws -> ClosedRange<Int> {
        guard zooms.lowerBound >= 0, zooms.upperBound <= maxZoom else {
            throw RenderError.invalidZoom("\(zooms.lowerBound)-\(zooms.upperBound) is outside 0…\(maxZoom)")
        }
        return zooms
    }

    /// `box` grown by `kilometres` on every side (a kilometre of longitude
    /// measured at the box's middle latitude), clamped to the map's limits.
    public static func grown(_ box: BoundingBox, byKilometres kilometres: Double) -> BoundingBox {
        let dLat = kilometres / 111.32
        let dLon = kilometres / (111.32 * max(0.01, cos((box.south + box.north) / 2 * .pi / 180)))
        return BoundingBox(west: max(-180, box.west - dLon), south: max(-85, box.south - dLat),
                           east: min(180, box.east + dLon), north: min(85, box.north + dLat))
    }

    /// Every tile that meets `box` grown by `kilometres` (see ``grown(_:byKilometres:)``) at each zoom.
    public static func covering(_ box: BoundingBox, grownByKilometres kilometres: Double, zooms: ClosedRange<Int>) throws -> TileSelection {
        guard kilometres.isFinite, kilometres >= 0, kilometres <= 500 else {
            throw RenderError.invalidOption("radius \(kilometres) km must be from 0 to 500 km")
        }
        return try covering(kilometres > 0 ? grown(box, byKilometres: kilometres) : box, zooms: zooms)
    }

    /// Every tile that meets `box` at each zoom.
    public static func covering(_ box: BoundingBox, zooms: ClosedRange<Int>) throws -> TileSelection {
        _ = try validated(zooms)
        guard [box.west, box.south, box.east, box.north].allSatisfy(\.isFinite), box.south < box.north, box.west != box.east,
              abs(box.south) <= 90, abs(box.north) <= 90, abs(box.west) <= 180, abs(box.east) <= 180 else {
            throw RenderError.emptyArea("the box \(box) has no extent (it needs W ≠ E and S < N, in degrees)")
        }
        let s = TileSelection(zooms: zooms, bounds: box, explicit: nil)
        try s.checkCount()
        return s
    }

    /// The tiles within `radiusKilometres` of any of the points, at each zoom.
    public static func around(_ points: [Coordinate], radiusKilometres: Double, zooms: ClosedRange<Int>) throws -> TileSelection {
        _ = try validated(zooms)
        guard !points.isEmpty else { throw RenderError.emptyArea("no places to pack tiles around") }
        if let bad = points.first(where: { !$0.isValid }) { throw RenderError.invalidScene("invalid coordinate \(bad)") }
        guard radiusKilometres.isFinite, radiusKilometres > 0, radiusKilometres <= 500 else {
            throw RenderError.invalidOption("radius \(radiusKilometres) km must be more than 0 and at most 500 km")
        }
        var boxes: [BoundingBox] = []
        for p in points {
            let point = BoundingBox(west: p.longitude, south: p.latitude, east: p.longitude, north: p.latitude)
            boxes.append(grown(point, byKilometres: radiusKilometres))
        }
        var estimate = 0
        for z in zooms { for b in boxes { estimate += TileID.count(covering: b, zoom: z) } }
        guard estimate <= maxCount else {
            throw RenderError.invalidOption("about \(estimate) tiles: more than \(maxCount); use fewer zooms or a smaller radius")
        }
        var all = boxes[0]
        for b in boxes.dropFirst() {
            all.west = min(all.west, b.west); all.east = max(all.east, b.east)
            all.south = min(all.south, b.south); all.north = max(all.north, b.north)
        }
        var tiles: [Int: [TileID]] = [:]
        for z in zooms {
            var set = Set<TileID>()
            for b in boxes { set.formUnion(TileID.covering(b, zoom: z)) }
            tiles[z] = set.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        }
        return TileSelection(zooms: zooms, bounds: all, explicit: tiles)
    }

    /// How many tiles at one zoom.
    public func count(zoom: Int) -> Int {
        if let explicit { return explicit[zoom]?.count ?? 0 }
        return zooms.contains(zoom) ? TileID.count(covering: bounds, zoom: zoom) : 0
    }

    /// How many tiles in all (known before rendering).
    public var count: Int { zooms.reduce(0) { $0 + count(zoom: $1) } }

    private func checkCount() throws {
        let n = count
        guard n <= Self.maxCount else {
            throw RenderError.invalidOption("\(n) tiles is more than \(Self.maxCount); use fewer zooms or a smaller area")
        }
    }

    /// Whether a point lies on a tile of the selection (at its deepest zoom, where
    /// the tiles fit the area closest): for the credits of what the tiles show.
    public func covers(_ c: Coordinate) -> Bool {
        guard let explicit else { return bounds.contains(c) }
        guard let tiles = explicit[zooms.upperBound], c.isValid else { return false }
        let t = TileID(containing: c, zoom: zooms.upperBound)
        // Sorted by row, then column.
        var low = 0, high = tiles.count
        while low < high {
            let mid = (low + high) / 2
            if (tiles[mid].y, tiles[mid].x) < (t.y, t.x) { low = mid + 1 } else { high = mid }
        }
        return low < tiles.count && tiles[low] == t
    }

    /// The box the selection's tiles cover: those of its shallowest zoom (the
    /// largest), with a quarter of one of them around for strokes and labels
    /// reaching in. What a scene for these tiles needs to read of a large layer.
    public var drawnBounds: BoundingBox {
        let tiles = self.tiles(zoom: zooms.lowerBound)
        guard let first = tiles.first?.bounds else { return bounds }
        var box = first
        for t in tiles.dropFirst() {
            let b = t.bounds
            box.west = min(box.west, b.west); box.east = max(box.east, b.east)
            box.south = min(box.south, b.south); box.north = max(box.north, b.north)
        }
        let marginLon = (first.east - first.west) / 4, marginLat = (first.north - first.south) / 4
        return BoundingBox(west: max(-180, box.west - marginLon), south: max(-90, box.south - marginLat),
                           east: min(180, box.east + marginLon), north: min(90, box.north + marginLat))
    }

    /// The tiles of one zoom, row by row.
    public func tiles(zoom: Int) -> [TileID] {
        if let explicit { return explicit[zoom] ?? [] }
        return zooms.contains(zoom) ? TileID.covering(bounds, zoom: zoom) : []
    }
}
