import Foundation

/// A map tile in the XYZ scheme (y grows south, as in `z/x/y.png`).
///
/// ```swift
/// let tile = TileID(containing: Coordinate(latitude: 50.08, longitude: 14.42), zoom: 10)
/// tile.tmsY   // the row as MBTiles stores it
/// ```
public struct TileID: Hashable, Codable, Sendable, CustomStringConvertible {
    public var z: Int
    public var x: Int
    public var y: Int

    /// Creates a tile; throws unless 0 ≤ z ≤ 24 and x, y are in 0..<2^z.
    public init(z: Int, x: Int, y: Int) throws {
        guard (0...Int(WebMercator.maxZoom)).contains(z) else { throw GeoError.invalidTile("zoom \(z) is outside 0…24") }
        let n = 1 << z
        guard (0..<n).contains(x), (0..<n).contains(y) else {
            throw GeoError.invalidTile("\(z)/\(x)/\(y): x and y must be in 0…\(n - 1)")
        }
        self.z = z; self.x = x; self.y = y
    }

    /// The tile at `zoom` that contains the coordinate (clamped to the world).
    public init(containing c: Coordinate, zoom: Int) {
        let p = WebMercator.project(c)
        let n = Double(1 << zoom)
        z = zoom
        x = Self.index(p.x * n, count: n)
        y = Self.index(p.y * n, count: n)
    }

    /// `value` rounded down and clamped to 0…count − 1 before it becomes an Int
    /// (a coordinate that is not a number, or far outside the world, never traps).
    static func index(_ value: Double, count: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value.rounded(.down), 0), count - 1))
    }

    /// The row in the TMS scheme used by MBTiles (y grows north): 2^z − 1 − y.
    public var tmsY: Int { (1 << z) - 1 - y }

    /// The tile for a TMS row.
    public init(z: Int, x: Int, tmsY: Int) throws {
        try self.init(z: z, x: x, y: (1 << z) - 1 - tmsY)
    }

    /// World-coordinate bounds: (minX, minY, maxX, maxY).
    public var worldBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let n = Double(1 << z)
        return (Double(x) / n, Double(y) / n, Double(x + 1) / n, Double(y + 1) / n)
    }

    /// Geographic bounds of the tile.
    public var bounds: BoundingBox {
        let b = worldBounds
        let nw = WebMercator.unproject(WorldPoint(x: b.minX, y: b.minY))
        let se = WebMercator.unproject(WorldPoint(x: b.maxX, y: b.maxY))
        return BoundingBox(west: nw.longitude, south: se.latitude, east: se.longitude, north: nw.latitude)
    }

    /// Every tile at `zoom` that intersects `box` (row by row, west to east).
    public static func covering(_ box: BoundingBox, zoom: Int) -> [TileID] {
        let nw = TileID(containing: Coordinate(latitude: box.north, longitude: box.west), zoom: zoom)
        let se = TileID(containing: Coordinate(latitude: box.south, longitude: box.east), zoom: zoom)
        let n = 1 << zoom
        let xs: [Int] = box.crossesAntimeridian ? Array(nw.x..<n) + Array(0...se.x) : Array(nw.x...max(nw.x, se.x))
        var tiles: [TileID] = []
        for y in nw.y...max(nw.y, se.y) {
            for x in xs { tiles.append(TileID(unchecked: zoom, x, y)) }
        }
        return tiles
    }

    /// The number of tiles ``covering(_:zoom:)`` would return, without building them.
    public static func count(covering box: BoundingBox, zoom: Int) -> Int {
        let nw = TileID(containing: Coordinate(latitude: box.north, longitude: box.west), zoom: zoom)
        let se = TileID(containing: Coordinate(latitude: box.south, longitude: box.east), zoom: zoom)
        let cols = box.crossesAntimeridian ? (1 << zoom) - nw.x + se.x + 1 : max(nw.x, se.x) - nw.x + 1
        return cols * (max(nw.y, se.y) - nw.y + 1)
    }

    init(unchecked z: Int, _ x: Int, _ y: Int) { self.z = z; self.x = x; self.y = y }

    public var description: String { "\(z)/\(x)/\(y)" }
}
