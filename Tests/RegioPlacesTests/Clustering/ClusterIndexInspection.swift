@testable import RegioPlaces

extension ClusterIndex {
    /// Every item of a zoom's level (tests only).
    func allItems(atZoom zoom: Int) -> [ClusterItem] {
        trees[level(forZoom: Double(zoom)) - options.minZoom].items.map { item(node: Int($0)) }
    }

    /// Every input number in an item, ascending (tests only).
    func members(_ id: ClusterID) throws -> [Int] {
        try leaves(of: id, limit: Int.max).map(\.id.leaf).sorted()
    }
}
