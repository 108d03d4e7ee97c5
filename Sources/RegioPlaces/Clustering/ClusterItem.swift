import Foundation
import RegioGeo

/// A cluster or a single place as a query returns it: a value that prints in one
/// line and encodes to JSON.
///
/// ```swift
/// for item in index.clusters(in: viewport) {
///     print(item)   // c7-123  12 places  50.08712, 14.42150  Praha  (town 12)
/// }
/// let json = try JSONEncoder().encode(items)
/// ```
public struct ClusterItem: Hashable, Sendable, Codable, Identifiable, CustomStringConvertible {
    /// `c<zoom>-<number>` for a cluster, `p<number>` for a single place.
    public var id: ClusterID
    public var isCluster: Bool
    /// The number of places (1 for a single place).
    public var count: Int
    /// The place's coordinate, or the cluster's weighted centroid.
    public var center: Coordinate
    /// The name of the most important place (the badge label).
    public var label: String
    /// The id of the most important place (the place itself when single).
    public var topPlaceID: String
    /// The place's id for a single place; nil for a cluster.
    public var placeID: String?
    /// Places per category.
    public var categoryCounts: CategoryCounts
    /// For a cluster, the zoom at which it splits into its children.
    public var expansionZoom: Int?

    public init(id: ClusterID, isCluster: Bool, count: Int, center: Coordinate, label: String,
                topPlaceID: String, placeID: String?, categoryCounts: CategoryCounts, expansionZoom: Int?) {
        self.id = id; self.isCluster = isCluster; self.count = count; self.center = center
        self.label = label; self.topPlaceID = topPlaceID; self.placeID = placeID
        self.categoryCounts = categoryCounts; self.expansionZoom = expansionZoom
    }

    public var description: String {
        let position = String(format: "%.5f, %.5f", center.latitude, center.longitude)
        if isCluster {
            return "\(id)  \(count) places  \(position)  \(label)  (\(categoryCounts))"
        }
        return "\(id)  \(placeID ?? "")  \(position)  \(label)  (\(categoryCounts))"
    }
}
