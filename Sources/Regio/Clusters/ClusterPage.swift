/// One cluster (or single place) with its children and a page of its places:
/// what `cluster <id>` shows.
///
/// ```swift
/// let page = try clusters.page(of: ClusterID(parsing: "c7-123"), limit: 10, offset: 10)
/// page.range       // 11...20
/// page.nextOffset  // 20, or nil on the last page
/// ```
public struct ClusterPage: Hashable, Sendable, Codable {
    /// The cluster or single place itself.
    public var item: ClusterItem
    /// The zoom at which the cluster splits into ``children``; nil for a single place.
    public var expansionZoom: Int?
    /// The clusters and places it splits into at ``expansionZoom``, biggest first.
    public var children: [ClusterItem]
    /// The page of places: `limit` places from `offset` on, in the index's fixed order.
    public var leaves: [ClusterItem]
    public var offset: Int
    public var limit: Int
    /// Every place in the cluster (all pages together).
    public var total: Int
    /// The offset of the next page; nil when this page reaches the last place.
    public var nextOffset: Int?
    /// The places the cluster was listed from (its id only means this cluster there).
    public var selection: ClusterSelection

    public init(detail: ClusterDetail, children: [ClusterItem], selection: ClusterSelection) {
        item = detail.item
        expansionZoom = detail.expansionZoom
        self.children = children.sorted { ($0.count, $1.id) > ($1.count, $0.id) }
        leaves = detail.leaves
        offset = detail.offset; limit = detail.limit; total = detail.total
        let end = detail.offset + detail.leaves.count
        nextOffset = !detail.leaves.isEmpty && end < detail.total ? end : nil
        self.selection = selection
    }

    /// The 1-based positions of the places on this page (nil when it is empty).
    public var range: ClosedRange<Int>? {
        leaves.isEmpty ? nil : (offset + 1)...(offset + leaves.count)
    }
}
