/// What a map shows at a viewport: the clusters and single places inside it,
/// biggest first, with the zoom level that clustered them.
///
/// ```swift
/// let view = clusters.view(viewport)
/// print(view.level, view.placeCount)   // 6 2754
/// ```
public struct ClusterView: Hashable, Sendable, Codable {
    /// The viewport's centre, zoom (fractional), size in pixels and bearing (0..<360).
    public var center: Coordinate
    public var zoom: Double
    public var width: Double
    public var height: Double
    public var bearing: Double
    /// The clustering level used: the zoom's floor, clamped to the index's levels.
    public var level: Int
    public var selection: ClusterSelection
    /// Clusters and single places, by count (largest first), then label, then id.
    public var items: [ClusterItem]

    public init(viewport: Viewport, level: Int, selection: ClusterSelection, items: [ClusterItem]) {
        self.init(center: viewport.center, zoom: viewport.zoom, width: viewport.width, height: viewport.height,
                  bearing: viewport.bearing, level: level, selection: selection, items: items)
    }

    public init(center: Coordinate, zoom: Double, width: Double, height: Double, bearing: Double = 0, level: Int,
                selection: ClusterSelection, items: [ClusterItem]) {
        self.center = center; self.zoom = zoom; self.width = width; self.height = height
        self.bearing = bearing; self.level = level; self.selection = selection; self.items = items
    }

    /// The number of places in the view (clusters and single places together).
    public var placeCount: Int { items.reduce(0) { $0 + $1.count } }
    /// The number of clusters (items of two or more places).
    public var clusterCount: Int { items.reduce(0) { $0 + ($1.isCluster ? 1 : 0) } }

    private enum CodingKeys: String, CodingKey {
        case center, zoom, width, height, bearing, level, selection, items, placeCount, clusterCount
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        center = try c.decode(Coordinate.self, forKey: .center); zoom = try c.decode(Double.self, forKey: .zoom)
        width = try c.decode(Double.self, forKey: .width); height = try c.decode(Double.self, forKey: .height)
        bearing = try c.decode(Double.self, forKey: .bearing); level = try c.decode(Int.self, forKey: .level)
        selection = try c.decode(ClusterSelection.self, forKey: .selection)
        items = try c.decode([ClusterItem].self, forKey: .items)
    }

    /// JSON with the totals too (`placeCount`, `clusterCount`), for scripts.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(center, forKey: .center); try c.encode(zoom, forKey: .zoom)
        try c.encode(width, forKey: .width); try c.encode(height, forKey: .height)
        try c.encode(bearing, forKey: .bearing); try c.encode(level, forKey: .level)
        try c.encode(selection, forKey: .selection); try c.encode(items, forKey: .items)
        try c.encode(placeCount, forKey: .placeCount); try c.encode(clusterCount, forKey: .clusterCount)
    }
}
