import Foundation
import RegioGeo

/// Places clustered for a map at every integer zoom, anchored to the world so
/// that panning or rotating the map never changes which places belong together.
///
/// Clustering happens once, in world coordinates (Web Mercator, [0,1]²), from
/// ``ClusterOptions/maxZoom`` down to ``ClusterOptions/minZoom``: at each zoom the
/// items of the zoom below (places, then clusters) that lie within
/// ``ClusterOptions/radius`` pixels of each other merge greedily — visited in
/// row order of a grid anchored to the world — into a cluster at their
/// count-weighted centroid when they hold at least ``ClusterOptions/minPoints``
/// places. So a cluster at zoom z is exactly the union of its children at z + 1;
/// zoom maxZoom + 1 and deeper show every place on its own. A query only selects
/// the items of one zoom that lie in a region, with a quadtree per zoom: the
/// screen never decides what belongs together.
///
/// Ids (``ClusterID``) follow from the input alone: the same places in the same
/// order with the same options give the same ids in every run.
///
/// ```swift
/// let index = try ClusterIndex(places: catalogue.places)
/// let view = try Viewport(center: Coordinate(latitude: 49.8, longitude: 15.5),
///                         zoom: 7.4, width: 1024, height: 768, bearing: 30)
/// for item in index.clusters(in: view) { print(item) }
/// let castles = index.filtered(ClusterFilter(categories: [.castle]))
/// let firstPage = try index.leaves(of: ClusterID(parsing: "c7-123"), limit: 10)
/// ```
///
/// An index is immutable and safe to share between threads.
public final class ClusterIndex: Sendable {
    public let options: ClusterOptions
    /// The filter this index was made with (everything for an index built from places).
    public let filter: ClusterFilter
    let places: PlaceTable
    /// The place row of each leaf (leaves are in Z-order) and the leaf of each row.
    let leafRows: [UInt32]
    let rowLeaves: [UInt32]
    /// Categories by number, sorted by name.
    let categories: [PlaceCategory]
    let hierarchy: ClusterHierarchy
    /// One tree per level, at index `zoom − minZoom`; the last holds every place.
    let trees: [QuadtreeLayout]
    /// Clusters by (zoom << 32 | lowest input number), sorted, and their nodes.
    let clusterKeys: [UInt64]
    let clusterNodes: [UInt32]
    let filterCache = FilterCache()

    /// Clusters the inputs. Throws ``ClusterError`` for invalid options or an input
    /// whose coordinate or importance is not a finite number in range.
    public convenience init(_ inputs: [ClusterInput], options: ClusterOptions = ClusterOptions()) throws {
        try options.validate()
        guard inputs.count <= ClusterDefaults.maxInputs else { throw ClusterError.tooManyInputs(inputs.count) }
        // The category table, sorted by name, so that ties list categories alphabetically.
        var distinct = Set<PlaceCategory>()
        var last: PlaceCategory?
        for input in inputs where input.category != last { distinct.insert(input.category); last = input.category }
        let table = distinct.sorted()
        let numberOf = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($0.element, UInt32($0.offset)) })
        var categoryNumbers: [UInt32] = []
        categoryNumbers.reserveCapacity(inputs.count)
        var lastCategory: (PlaceCategory, UInt32)?
        for (i, input) in inputs.enumerated() {
            guard input.coordinate.isValid else {
                throw ClusterError.invalidInput(index: i, id: input.id, reason: GeoError.invalidCoordinate(
                    "\(input.coordinate.latitude), \(input.coordinate.longitude)").description)
            }
            guard input.importance.isFinite else {
                throw ClusterError.invalidInput(index: i, id: input.id, reason: "importance \(input.importance) must be a finite number")
            }
            if let (c, k) = lastCategory, c == input.category { categoryNumbers.append(k); continue }
            let k = numberOf[input.category]!
            lastCategory = (input.category, k)
            categoryNumbers.append(k)
        }
        let places = PlaceTable(inputs: inputs, categories: categoryNumbers, numbers: nil)
        self.init(places: places, categories: table, options: options, filter: ClusterFilter())
    }

    /// Clusters catalogue places (position, id, name, category, importance).
    public convenience init(places: [Place], options: ClusterOptions = ClusterOptions()) throws {
        try self.init(places.map(ClusterInput.init), options: options)
    }

    /// Builds from validated places.
    init(places: PlaceTable, categories: [PlaceCategory], options: ClusterOptions, filter: ClusterFilter) {
        self.options = options
        self.filter = filter
        self.categories = categories
        self.places = places
        // Leaves are the places in Z-order, so that the build and the queries
        // touch memory that lies together; the clustering rule itself follows
        // the input order (rows).
        let n = places.count
        var xs = [Double](repeating: 0, count: n), ys = xs
        var keys = [UInt64](repeating: 0, count: n)
        let grid = CellGrid(bits: 20)
        for row in 0..<n {
            let p = WebMercator.project(places.inputs[row].coordinate)
            // 180° and −180° are one meridian: keep x in [0, 1).
            xs[row] = p.x >= 1 ? p.x - 1 : p.x
            ys[row] = p.y
            keys[row] = grid.mortonKey(xs[row], ys[row])
        }
        var leafRows = (0..<UInt32(n)).map { $0 }
        RadixSort.sort(keys: &keys, values: &leafRows)
        keys = []
        var rowLeaves = [UInt32](repeating: 0, count: n)
        for (leaf, row) in leafRows.enumerated() { rowLeaves[Int(row)] = UInt32(leaf) }
        self.leafRows = leafRows
        self.rowLeaves = rowLeaves
        // The leaves' columns, with room for the clusters to come.
        var leaves = GreedyClustering.Leaves(capacity: 2 * n)
        for row in leafRows.lazy.map({ Int($0) }) {
            leaves.x.append(xs[row]); leaves.y.append(ys[row])
            leaves.info.append(.init(importance: places.inputs[row].importance, topRow: UInt32(row), minRow: UInt32(row)))
            leaves.category.append(places.categories[row])
        }
        xs = []; ys = []
        leaves.inputOrder = rowLeaves
        let (hierarchy, trees) = GreedyClustering.build(leaves, categoryCount: categories.count, options: options)
        self.hierarchy = hierarchy
        self.trees = trees

        // The table of cluster ids.
        var idKeys: [UInt64] = [], nodes: [UInt32] = []
        idKeys.reserveCapacity(hierarchy.clusterCount); nodes.reserveCapacity(hierarchy.clusterCount)
        for node in hierarchy.leafCount..<hierarchy.nodeCount {
            idKeys.append(UInt64(hierarchy.zoom[node]) << 32 | UInt64(places.number(Int(hierarchy.minRow[node]))))
            nodes.append(UInt32(node))
        }
        RadixSort.sort(keys: &idKeys, values: &nodes)
        clusterKeys = idKeys; clusterNodes = nodes
    }

    // MARK: Sizes

    /// The number of places in the index.
    public var placeCount: Int { places.count }

    /// The zooms with their own level: minZoom through maxZoom + 1 (every place on its own).
    public var levels: ClosedRange<Int> { options.minZoom...(options.maxZoom + 1) }

    /// The level a (fractional) zoom shows: its floor, clamped to ``levels``.
    public func level(forZoom zoom: Double) -> Int {
        guard zoom.isFinite else { return options.minZoom }
        return Int(min(max(zoom.rounded(.down), Double(levels.lowerBound)), Double(levels.upperBound)))
    }

    /// The number of items (clusters and single places) at a zoom's level.
    public func itemCount(atZoom zoom: Int) -> Int {
        trees[level(forZoom: Double(zoom)) - options.minZoom].items.count
    }

    /// The number of clusters (items of two or more places) at a zoom's level.
    public func clusterCount(atZoom zoom: Int) -> Int {
        let leafCount = hierarchy.leafCount
        return trees[level(forZoom: Double(zoom)) - options.minZoom].items.reduce(0) { $0 + ($1 >= leafCount ? 1 : 0) }
    }

    // MARK: Items

    /// The query result for a node.
    func item(node: Int) -> ClusterItem {
        let h = hierarchy
        if node < h.leafCount {
            let row = Int(leafRows[node])
            let c = Int(places.categories[row])
            let input = places.inputs[row]
            return ClusterItem(
                id: .place(places.number(row)), isCluster: false, count: 1, center: input.coordinate,
                label: input.name, topPlaceID: input.id, placeID: input.id,
                categoryCounts: CategoryCounts(table: categories, tallies: h.tallies[c..<(c + 1)]), expansionZoom: nil)
        }
        let top = Int(h.topRow[node]), zoom = Int(h.zoom[node])
        return ClusterItem(
            id: .cluster(zoom: zoom, leaf: places.number(Int(h.minRow[node]))), isCluster: true,
            count: Int(h.count[node]), center: WebMercator.unproject(WorldPoint(x: h.x[node], y: h.y[node])),
            label: places.inputs[top].name, topPlaceID: places.inputs[top].id, placeID: nil,
            categoryCounts: CategoryCounts(table: categories, tallies: h.tallies[h.tallyRange(ofCluster: node)]),
            expansionZoom: zoom + 1)
    }

    /// The node an id names in this index.
    func node(for id: ClusterID) throws -> Int {
        if let zoom = id.zoom {
            guard (0...ClusterOptions.zoomLimit).contains(zoom), id.leaf >= 0, id.leaf <= Int(UInt32.max) else {
                throw ClusterError.unknownCluster(id)
            }
            let key = UInt64(zoom) << 32 | UInt64(id.leaf)
            var lo = 0, hi = clusterKeys.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if clusterKeys[mid] < key { lo = mid + 1 } else { hi = mid }
            }
            guard lo < clusterKeys.count, clusterKeys[lo] == key else { throw ClusterError.unknownCluster(id) }
            return Int(clusterNodes[lo])
        }
        guard let row = places.row(forNumber: id.leaf) else { throw ClusterError.unknownCluster(id) }
        return Int(rowLeaves[row])
    }

    /// The items of a level (nodes and their positions) inside the boxes, box by box in Z-order.
    @inline(__always)
    func forEachNode(level: Int, in boxes: [WorldBox], _ body: (UInt32, Double, Double) -> Void) {
        let tree = trees[level - options.minZoom]
        hierarchy.x.withUnsafeBufferPointer { xs in
            hierarchy.y.withUnsafeBufferPointer { ys in
                for box in boxes { tree.visit(box, xs: xs, ys: ys, body) }
            }
        }
    }
}
