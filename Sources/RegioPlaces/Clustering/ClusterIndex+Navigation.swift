extension ClusterIndex {
    /// The cluster or single place an id names. Throws ``ClusterError/unknownCluster(_:)``.
    public func item(_ id: ClusterID) throws -> ClusterItem {
        item(node: try node(for: id))
    }

    /// The items a cluster was merged from: those of zoom ``expansionZoom(of:)``
    /// (at least two). A single place has no children.
    public func children(of id: ClusterID) throws -> [ClusterItem] {
        let node = try node(for: id)
        guard !hierarchy.isLeaf(node) else { return [] }
        return hierarchy.childRange(ofCluster: node).map { item(node: Int(hierarchy.children[$0])) }
    }

    /// One page of the places in a cluster (a single place holds only itself), in
    /// a fixed order: depth first through the children. Pages cost O(limit + depth),
    /// whatever the offset. Throws for an unknown id or a negative limit or offset.
    public func leaves(of id: ClusterID, limit: Int = ClusterDefaults.leafPageSize, offset: Int = 0) throws -> [ClusterItem] {
        guard limit >= 0, offset >= 0 else {
            throw ClusterError.invalidArgument("leaves: limit \(limit) and offset \(offset) must not be negative")
        }
        let root = try node(for: id)
        var found: [ClusterItem] = []
        var skip = offset
        var stack = [root]
        while let node = stack.popLast(), found.count < limit {
            if hierarchy.isLeaf(node) {
                if skip > 0 { skip -= 1 } else { found.append(item(node: node)) }
                continue
            }
            let n = Int(hierarchy.count[node])
            if n <= skip { skip -= n; continue }
            for c in hierarchy.childRange(ofCluster: node).reversed() { stack.append(Int(hierarchy.children[c])) }
        }
        return found
    }

    /// The zoom at which a cluster splits into its children (its id's zoom + 1;
    /// at most maxZoom + 1, where every place shows on its own). Throws
    /// ``ClusterError/notACluster(_:)`` for a single place.
    public func expansionZoom(of id: ClusterID) throws -> Int {
        let node = try node(for: id)
        guard !hierarchy.isLeaf(node) else { throw ClusterError.notACluster(id) }
        return Int(hierarchy.zoom[node]) + 1
    }

    /// The index of the places this filter keeps, built on first use and then
    /// cached (thread-safe). Ids keep their meaning: input numbers count every
    /// input of this index. An empty filter returns this index.
    public func filtered(_ filter: ClusterFilter) -> ClusterIndex {
        if filter.keepsEverything { return self }
        return filterCache.index(for: filter) {
            let allowed = categories.map { filter.categories.isEmpty || filter.categories.contains($0) }
            let subset = places.subset { row in
                let id = places.inputs[row].id
                return allowed[Int(places.categories[row])] && (filter.favourites?.contains(id) ?? true) && (filter.places?.contains(id) ?? true)
            }
            return ClusterIndex(places: subset, categories: categories, options: options, filter: self.filter.then(filter))
        }
    }
}

extension ClusterFilter {
    /// The filter that keeps what both keep.
    func then(_ other: ClusterFilter) -> ClusterFilter {
        let categories = categories.isEmpty ? other.categories
            : other.categories.isEmpty ? categories : categories.intersection(other.categories)
        let favourites: Set<String>? = switch (favourites, other.favourites) {
        case let (a?, b?): a.intersection(b)
        case let (a, b): a ?? b
        }
        let places: Set<String>? = switch (places, other.places) {
        case let (a?, b?): a.intersection(b)
        case let (a, b): a ?? b
        }
        return ClusterFilter(categories: categories, favourites: favourites, places: places)
    }
}
