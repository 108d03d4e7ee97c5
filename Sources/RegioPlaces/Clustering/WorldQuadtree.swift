import RegioGeo

/// A point quadtree over world coordinates ([0,1]², see ``WebMercator``) with
/// range queries by box and by radius.
///
/// Points are kept in Z-order; every node is a contiguous run of them. A node
/// splits into four while it holds more than `bucketSize` points and is less
/// than `maxDepth` deep, so the depth is bounded and any number of identical
/// points simply share one deepest leaf. Building and querying are loops over
/// the points and the nodes, bounded by their counts.
///
/// ```swift
/// let tree = try WorldQuadtree(points: places.map { WebMercator.project($0.coordinate) })
/// let near = tree.items(within: 0.001, of: WebMercator.project(prague))   // indices into `points`
/// ```
public struct WorldQuadtree: Sendable {
    let layout: QuadtreeLayout
    let xs: [Double]
    let ys: [Double]

    public var maxDepth: Int { layout.maxDepth }
    public var bucketSize: Int { layout.bucketSize }

    /// Builds a tree over points in [0,1]². Throws ``GeoError/invalidCoordinate(_:)``
    /// for a point outside the world or not finite, ``ClusterError/invalidArgument(_:)``
    /// for a depth outside 0…30 or a bucket size below 1.
    public init(points: [WorldPoint], maxDepth: Int = 24, bucketSize: Int = 16) throws {
        guard (0...ClusterDefaults.quadtreeMaxDepth).contains(maxDepth), bucketSize >= 1 else {
            throw ClusterError.invalidArgument("quadtree depth \(maxDepth) must be in 0…\(ClusterDefaults.quadtreeMaxDepth) and bucket size \(bucketSize) at least 1")
        }
        for (i, p) in points.enumerated() where !(p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1) {
            throw GeoError.invalidCoordinate("world point #\(i) (\(p.x), \(p.y)) is outside [0,1]²")
        }
        guard points.count <= ClusterDefaults.maxInputs else { throw ClusterError.tooManyInputs(points.count) }
        xs = points.map(\.x); ys = points.map(\.y)
        layout = QuadtreeLayout(payloads: (0..<UInt32(points.count)).map { $0 }, xs: xs, ys: ys,
                                maxDepth: maxDepth, bucketSize: bucketSize)
    }

    /// The number of points in the tree.
    public var count: Int { layout.items.count }

    /// Calls `body` with the number of every point inside the closed box.
    public func forEach(in box: WorldBox, _ body: (Int) -> Void) {
        xs.withUnsafeBufferPointer { px in
            ys.withUnsafeBufferPointer { py in
                layout.visit(box, xs: px, ys: py) { item, _, _ in body(Int(item)) }
            }
        }
    }

    /// The numbers of the points inside the closed box, in Z-order.
    public func items(in box: WorldBox) -> [Int] {
        var found: [Int] = []
        forEach(in: box) { found.append($0) }
        return found
    }

    /// The numbers of the points at most `radius` from `center` (no wrapping at
    /// the antimeridian), in Z-order.
    public func items(within radius: Double, of center: WorldPoint) -> [Int] {
        guard radius >= 0, radius.isFinite, center.x.isFinite, center.y.isFinite else { return [] }
        let r2 = radius * radius
        var found: [Int] = []
        let box = WorldBox(minX: center.x - radius, minY: center.y - radius, maxX: center.x + radius, maxY: center.y + radius)
        xs.withUnsafeBufferPointer { px in
            ys.withUnsafeBufferPointer { py in
                layout.visit(box, xs: px, ys: py) { item, x, y in
                    let dx = x - center.x, dy = y - center.y
                    if dx * dx + dy * dy <= r2 { found.append(Int(item)) }
                }
            }
        }
        return found
    }
}
