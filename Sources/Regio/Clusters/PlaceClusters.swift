import Foundation
import Synchronization

/// The places of a session clustered for a map: one ``ClusterIndex`` built from
/// the places, with the filtered indexes users ask for (categories, favourites
/// only) built on first use and cached by the index.
///
/// Build it once per set of places and keep it: building clusters every place
/// at every zoom; a query afterwards only selects what lies in the view.
///
/// ```swift
/// let clusters = try PlaceClusters(places: dataset.places)
/// let viewport = try Viewport(center: Coordinate(latitude: 49.8, longitude: 15.5), zoom: 6,
///                             width: 1024, height: 768)
/// let view = clusters.view(viewport)                       // biggest clusters first
/// let page = try clusters.page(of: view.items[0].id, limit: 10, offset: 10)
/// ```
public final class PlaceClusters: Sendable {
    /// The index of every place.
    public let index: ClusterIndex
    /// The places clustered, in input order.
    public let places: [Place]
    /// The categories of the places, sorted by name.
    public let categories: [PlaceCategory]
    /// The world box around every place (nil without places).
    private let extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    /// The ids of the places that are badges at a level, favourites aside (``badgeIDs(atLevel:rule:)``).
    private let badgesByLevel = Mutex<[Int: Set<String>?]>([:])
    /// Labels as folded for ordering (see `foldedLabel(_:)`).
    private let foldedLabels = Mutex<[String: String]>([:])

    /// Clusters `places` (their order fixes the ids, see ``ClusterID``). Throws
    /// ``ClusterError`` for a place without a valid position or importance.
    public init(places: [Place], options: ClusterOptions = ClusterOptions()) throws {
        index = try ClusterIndex(places: places, options: options)
        self.places = places
        categories = Set(places.map(\.category)).sorted()
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        for place in places {
            let p = WebMercator.project(place.coordinate)
            if let b = box {
                box = (min(b.minX, p.x), min(b.minY, p.y), max(b.maxX, p.x), max(b.maxY, p.y))
            } else {
                box = (p.x, p.y, p.x, p.y)
            }
        }
        extent = box
    }

    /// The ids of the places that are badges at cluster level `level` by
    /// `rule` (favourites aside), or nil when every place is; worked out once per level.
    public func badgeIDs(atLevel level: Int, rule: TilePlaces) -> Set<String>? {
        if let known = badgesByLevel.withLock({ $0[level] }) { return known }
        let tileZoom = TilePlaces.tileZoom(ofClusterLevel: level, extent: index.options.extent)
        let badges = places.filter { rule.isBadge($0, atTileZoom: tileZoom, favourite: false) }
        let ids: Set<String>? = badges.count == places.count ? nil : Set(badges.map(\.id))
        badgesByLevel.withLock { $0[level] = ids }
        return ids
    }

    /// The number of places clustered.
    public var placeCount: Int { index.placeCount }

    /// The category a user typed (case and diacritics ignored, `lookout tower`
    /// matches `lookout-tower`), if some place has it.
    public func category(named text: String) -> PlaceCategory? {
        let key = TextFolding.fold(text)
        return categories.first { TextFolding.fold($0.rawValue) == key }
    }

    /// The index of the places `filter` keeps (this index for an empty filter),
    /// built on first use and then cached.
    public func index(for filter: ClusterFilter) -> ClusterIndex {
        index.filtered(filter)
    }

    /// The clusters and single places in a viewport, biggest first (by count,
    /// then label, then id).
    public func view(_ viewport: Viewport, filter: ClusterFilter = ClusterFilter()) -> ClusterView {
        let filtered = index(for: filter)
        return ClusterView(viewport: viewport, level: filtered.level(for: viewport),
                           selection: ClusterSelection(filter), items: ordered(filtered.clusters(in: viewport)))
    }

    /// supercluster's `getClusters(bbox, zoom)`: the items at the level of `zoom`
    /// whose position lies in `box` (west > east crosses the antimeridian), biggest first.
    /// Throws ``GeoError`` for a zoom outside 0…24 or a box out of range.
    public func view(_ box: BoundingBox, zoom: Double, filter: ClusterFilter = ClusterFilter()) throws -> ClusterView {
        try WebMercator.validate(zoom: zoom)
        let filtered = index(for: filter)
        let items = try filtered.clusters(in: box, zoom: Int(zoom.rounded(.down)))
        let a = WebMercator.project(Coordinate(latitude: box.north, longitude: box.west))
        let b = WebMercator.project(Coordinate(latitude: box.south, longitude: box.east))
        let worldPixels = filtered.options.extent * pow(2, zoom)
        return ClusterView(center: box.center, zoom: zoom, width: (b.x - a.x + (box.crossesAntimeridian ? 1 : 0)) * worldPixels,
                           height: (b.y - a.y) * worldPixels, level: filtered.level(forZoom: zoom),
                           selection: ClusterSelection(filter), items: ordered(items))
    }

    /// Biggest first: by count, then label, then id.
    private func ordered(_ items: [ClusterItem]) -> [ClusterItem] {
        items.map { (key: foldedLabel($0.label), item: $0) }
            .sorted { a, b in
                if a.item.count != b.item.count { return a.item.count > b.item.count }
                if a.key != b.key { return a.key < b.key }
                if a.item.label != b.item.label { return a.item.label < b.item.label }
                return a.item.id < b.item.id
            }
            .map(\.item)
    }

    /// `TextFolding.fold(label)`, remembered: a map asks for the same labels again
    /// and again, and folding is the dearest part of ordering a view.
    private func foldedLabel(_ label: String) -> String {
        if let folded = foldedLabels.withLock({ $0[label] }) { return folded }
        let folded = TextFolding.fold(label)
        foldedLabels.withLock { cache in
            if cache.count >= 200_000 { cache.removeAll(keepingCapacity: true) }
            cache[label] = folded
        }
        return folded
    }

    /// A cluster (or single place) with its children and one page of its places,
    /// as listed under `filter` (ids only name the same cluster under the filter
    /// they were listed with). Throws ``ClusterError`` for an id that names nothing
    /// under that filter, or a negative limit or offset.
    public func page(of id: ClusterID, filter: ClusterFilter = ClusterFilter(),
                     limit: Int = ClusterDefaults.leafPageSize, offset: Int = 0) throws -> ClusterPage {
        let filtered = index(for: filter)
        let detail = try filtered.detail(of: id, limit: limit, offset: offset)
        return ClusterPage(detail: detail, children: try filtered.children(of: id), selection: ClusterSelection(filter))
    }

    /// A centre and a zoom that show every place in a view of `width` × `height`
    /// pixels (tiles of the index's extent): the deepest whole zoom up to
    /// `maxZoom` at which they fit, with a small margin.
    public func overview(width: Double, height: Double, maxZoom: Int = 12) -> (center: Coordinate, zoom: Double) {
        guard let b = extent, width > 0, height > 0 else {
            return (Coordinate(latitude: 0, longitude: 0), 0)
        }
        let center = WebMercator.unproject(WorldPoint(x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2))
        let tile = index.options.extent
        let fit = min(width / max((b.maxX - b.minX) * tile, 1e-12), height / max((b.maxY - b.minY) * tile, 1e-12)) * 0.9
        let zoom = min(max(log2(fit).rounded(.down), 0), Double(max(0, maxZoom)))
        return (center, zoom.isFinite ? zoom : 0)
    }
}
