import RegioGeo

/// Every default of the cluster index in one place.
public enum ClusterDefaults {
    /// The lowest zoom that gets its own clustering level.
    public static let minZoom = 0
    /// The highest zoom that gets its own clustering level; deeper zooms show single places.
    public static let maxZoom = 16
    /// Pins closer than this many pixels (at ``extent`` px per tile) merge.
    public static let radius = 40.0
    /// Pixels per tile side that ``radius`` refers to.
    public static let extent = 512.0
    /// The fewest places a cluster may hold.
    public static let minPoints = 2
    /// Leaves per page for ``ClusterIndex/leaves(of:limit:offset:)``.
    public static let leafPageSize = 10
    /// Pixels around a tile that ``ClusterIndex/clusters(tile:bufferPixels:)`` also returns.
    public static let tileBuffer = 64.0
    /// Items per quadtree leaf before it splits.
    static let quadtreeBucketSize = 16
    /// The deepest quadtree level (cells of 2⁻³⁰ world units, under 4 cm).
    static let quadtreeMaxDepth = 30
    /// How many filtered indexes one index keeps (least recently built are dropped first).
    static let filterCacheSize = 16
    /// The largest number of inputs an index takes (node numbers are 32-bit).
    static let maxInputs = 1 << 30
}

/// How places are clustered: the zoom levels, the merge radius in pixels at a
/// given tile extent, and the fewest places per cluster.
///
/// ```swift
/// var options = ClusterOptions()        // zooms 0…16, 40 px at 512 px per tile, 2 places
/// options.radius = 60
/// try options.validate()
/// ```
public struct ClusterOptions: Hashable, Codable, Sendable, CustomStringConvertible {
    public var minZoom: Int
    public var maxZoom: Int
    public var radius: Double
    public var extent: Double
    public var minPoints: Int

    public init(minZoom: Int = ClusterDefaults.minZoom, maxZoom: Int = ClusterDefaults.maxZoom,
                radius: Double = ClusterDefaults.radius, extent: Double = ClusterDefaults.extent,
                minPoints: Int = ClusterDefaults.minPoints) {
        self.minZoom = minZoom; self.maxZoom = maxZoom; self.radius = radius
        self.extent = extent; self.minPoints = minPoints
    }

    /// The deepest zoom the options accept (``WebMercator/maxZoom``).
    public static let zoomLimit = Int(WebMercator.maxZoom)

    /// Throws ``ClusterError/invalidOptions(_:)`` unless 0 ≤ minZoom ≤ maxZoom ≤ 24,
    /// 0 < radius ≤ extent ≤ 65,536 (finite) and 2 ≤ minPoints ≤ 1,000,000.
    public func validate() throws {
        let limit = Self.zoomLimit
        guard (0...limit).contains(minZoom), (0...limit).contains(maxZoom), minZoom <= maxZoom else {
            throw ClusterError.invalidOptions("zooms \(minZoom)…\(maxZoom) must satisfy 0 ≤ minZoom ≤ maxZoom ≤ \(limit)")
        }
        guard extent.isFinite, extent > 0, extent <= 65_536 else {
            throw ClusterError.invalidOptions("extent \(extent) must be a finite number of pixels in (0, 65536]")
        }
        guard radius.isFinite, radius > 0, radius <= extent else {
            throw ClusterError.invalidOptions("radius \(radius) must be a finite number of pixels in (0, extent = \(extent)]")
        }
        guard (2...1_000_000).contains(minPoints) else {
            throw ClusterError.invalidOptions("minPoints \(minPoints) must be in 2…1000000")
        }
    }

    /// The merge radius at `zoom` in world units ([0,1]²).
    public func worldRadius(atZoom zoom: Int) -> Double {
        radius / (extent * Double(sign: .plus, exponent: zoom, significand: 1))
    }

    public var description: String {
        "zooms \(minZoom)…\(maxZoom), radius \(radius) px at extent \(extent) px, minPoints \(minPoints)"
    }
}
