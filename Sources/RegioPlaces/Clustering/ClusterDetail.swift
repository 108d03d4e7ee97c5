/// One cluster (or single place) with a page of its places and the zoom at which
/// it splits: what a `cluster <id>` command shows. Prints as a few lines and
/// encodes to JSON.
///
/// ```swift
/// let detail = try index.detail(of: ClusterID(parsing: "c7-123"), limit: 20, offset: 40)
/// print(detail)
/// ```
public struct ClusterDetail: Hashable, Sendable, Codable, CustomStringConvertible {
    public var item: ClusterItem
    /// The zoom at which the cluster splits into its children; nil for a single place.
    public var expansionZoom: Int?
    /// The ids of the items the cluster was merged from (at ``expansionZoom``).
    public var children: [ClusterID]
    /// The page of places: `limit` places from `offset` on, in the index's fixed order.
    public var leaves: [ClusterItem]
    public var offset: Int
    public var limit: Int
    /// All places in the cluster (the pages together).
    public var total: Int

    public init(item: ClusterItem, expansionZoom: Int?, children: [ClusterID], leaves: [ClusterItem],
                offset: Int, limit: Int, total: Int) {
        self.item = item; self.expansionZoom = expansionZoom; self.children = children
        self.leaves = leaves; self.offset = offset; self.limit = limit; self.total = total
    }

    public var description: String {
        var lines = ["\(item)"]
        if let expansionZoom {
            lines.append("splits at zoom \(expansionZoom) into \(children.map(\.description).joined(separator: ", "))")
        }
        let last = offset + leaves.count
        lines.append(leaves.isEmpty ? "no places from \(offset + 1) on (of \(total))"
                                    : "places \(offset + 1)–\(last) of \(total):")
        lines += leaves.map { "  \($0.id)  \($0.placeID ?? "")  \($0.label)  (\($0.categoryCounts))" }
        return lines.joined(separator: "\n")
    }
}

extension ClusterIndex {
    /// A cluster or single place with one page of its places, its children and
    /// its expansion zoom. Throws ``ClusterError`` for an unknown id or a negative
    /// limit or offset.
    public func detail(of id: ClusterID, limit: Int = ClusterDefaults.leafPageSize, offset: Int = 0) throws -> ClusterDetail {
        let item = try item(id)
        return ClusterDetail(
            item: item, expansionZoom: item.isCluster ? try expansionZoom(of: id) : nil,
            children: try children(of: id).map(\.id), leaves: try leaves(of: id, limit: limit, offset: offset),
            offset: offset, limit: limit, total: item.count)
    }
}
