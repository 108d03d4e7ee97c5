import Foundation
import RegioGeo

extension ClusterIndex {
    /// The clusters and single places whose position lies inside the viewport's
    /// rotated rectangle (edges included; across the antimeridian and for views
    /// wider than the world, any copy of a position counts), at the level of the
    /// viewport's zoom (``level(for:)``). Order: by quadtree cell (Z-order).
    ///
    /// The viewport was validated when it was made (finite values, zoom 0…24,
    /// positive size, any bearing), so this cannot fail.
    public func clusters(in viewport: Viewport) -> [ClusterItem] {
        let region = ViewportRegion(viewport)
        var found: [ClusterItem] = []
        forEachNode(level: level(for: viewport), in: region.boxes) { node, x, y in
            if region.contains(x, y) { found.append(item(node: Int(node))) }
        }
        return found
    }

    /// The level a viewport shows: the floor of its zoom, clamped to ``levels``.
    /// A viewport with tiles of another size than ``ClusterOptions/extent`` is
    /// first brought to the same scale (zoom + log₂(tileSize / extent)), so that
    /// the merge radius stays the same number of pixels on the screen.
    public func level(for viewport: Viewport) -> Int {
        level(forZoom: viewport.tileSize == options.extent
              ? viewport.zoom : viewport.zoom + log2(viewport.tileSize / options.extent))
    }

    /// The number of items ``clusters(in:)`` would return, without making them.
    public func count(in viewport: Viewport) -> Int {
        let region = ViewportRegion(viewport)
        var n = 0
        forEachNode(level: level(for: viewport), in: region.boxes) { _, x, y in
            if region.contains(x, y) { n += 1 }
        }
        return n
    }

    /// The items at `zoom`'s level whose position lies in the box (edges
    /// included; a box with west > east crosses the antimeridian). Throws
    /// ``GeoError`` for a zoom outside 0…24 or a box that is not finite, has
    /// south > north or values out of range.
    public func clusters(in box: BoundingBox, zoom: Int) throws -> [ClusterItem] {
        try WebMercator.validate(zoom: Double(zoom))
        guard [box.west, box.south, box.east, box.north].allSatisfy(\.isFinite),
              abs(box.south) <= 90, abs(box.north) <= 90, abs(box.west) <= 180, abs(box.east) <= 180,
              box.south <= box.north else {
            throw GeoError.invalidCoordinate("bounding box \(box) must be W,S,E,N in degrees with S ≤ N")
        }
        let nw = WebMercator.project(Coordinate(latitude: box.north, longitude: box.west))
        let se = WebMercator.project(Coordinate(latitude: box.south, longitude: box.east))
        let boxes = WorldBox.wrapped(minX: nw.x, minY: nw.y, maxX: box.crossesAntimeridian ? se.x + 1 : se.x, maxY: se.y)
        var found: [ClusterItem] = []
        forEachNode(level: level(forZoom: Double(zoom)), in: boxes) { node, _, _ in found.append(item(node: Int(node))) }
        return found
    }

    /// The items of a map tile (`z/x/y`, XYZ scheme) and of `bufferPixels` around it
    /// (in ``ClusterOptions/extent`` pixels per tile; wrapped across the
    /// antimeridian), at the level of the tile's zoom. Throws for a tile out of
    /// range or a buffer that is negative, not finite, or larger than the extent.
    public func clusters(tile: TileID, bufferPixels: Double = ClusterDefaults.tileBuffer) throws -> [ClusterItem] {
        let checked = try TileID(z: tile.z, x: tile.x, y: tile.y)
        guard bufferPixels.isFinite, bufferPixels >= 0, bufferPixels <= options.extent else {
            throw ClusterError.invalidArgument("tile buffer \(bufferPixels) px must be in 0…\(options.extent) (the tile extent)")
        }
        let b = checked.worldBounds
        let pad = bufferPixels / options.extent / Double(sign: .plus, exponent: checked.z, significand: 1)
        let boxes = WorldBox.wrapped(minX: b.minX - pad, minY: b.minY - pad, maxX: b.maxX + pad, maxY: b.maxY + pad)
        var found: [ClusterItem] = []
        forEachNode(level: level(forZoom: Double(checked.z)), in: boxes) { node, _, _ in found.append(item(node: Int(node))) }
        return found
    }
}
