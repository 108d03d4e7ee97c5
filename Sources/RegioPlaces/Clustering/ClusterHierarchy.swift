/// The clustering of one set of places at every zoom, in flat arrays.
///
/// Nodes `0..<leafCount` are the places (leaves, in Z-order); the nodes after them
/// are clusters in the order they were formed (deepest zoom first). A cluster
/// lists its children (the items of the next deeper zoom it merged), so every
/// cluster is exactly the union of its children.
struct ClusterHierarchy: Sendable {
    let options: ClusterOptions
    let leafCount: Int

    // Per node.
    /// Position in world coordinates: the place's own or the cluster's weighted centroid.
    let x: [Double]
    let y: [Double]
    /// Places in the node.
    let count: [UInt32]
    /// The lowest place row (rows are in input order) in the node; names clusters.
    let minRow: [UInt32]
    /// The row of the most important place in the node.
    let topRow: [UInt32]
    /// The zoom a cluster forms at (places: maxZoom + 1).
    let zoom: [UInt8]

    // Per cluster (node − leafCount), with one entry more at the end.
    let childStart: [UInt32]
    let children: [UInt32]
    let categoryStart: [UInt32]
    /// Per-category counts of all clusters; entries `0..<categoryCount` are the
    /// unit counts (category i, 1) that single places use.
    let tallies: [CategoryTally]

    var nodeCount: Int { x.count }
    var clusterCount: Int { x.count - leafCount }

    func isLeaf(_ node: Int) -> Bool { node < leafCount }

    func childRange(ofCluster node: Int) -> Range<Int> {
        let j = node - leafCount
        return Int(childStart[j])..<Int(childStart[j + 1])
    }

    /// The entries of ``tallies`` that hold a cluster's category counts.
    func tallyRange(ofCluster node: Int) -> Range<Int> {
        let j = node - leafCount
        return Int(categoryStart[j])..<Int(categoryStart[j + 1])
    }
}

/// How many places of one category a cluster holds (category by number in the
/// index's category table).
struct CategoryTally: Hashable, Sendable {
    var category: UInt32
    var count: UInt32
}
