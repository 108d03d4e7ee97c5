import Foundation
import RegioGeo
import RegioPlaces

/// `clusters`: what a web map shows over its tiles at a view, clustered: the
/// places the tiles do not draw at that zoom and the favourites (``TilePlaces``).
/// What is not given comes from the overview that shows every place. With ``box``: what supercluster's
/// `getClusters(bbox, zoom)` gives (a web map's bounds).
public struct ClustersRequest: Codable, Hashable, Sendable {
    /// The items at ``zoom``'s level inside this box (west > east crosses the
    /// antimeridian), instead of a view of ``center``, size and bearing.
    public var box: BoundingBox?
    public var center: Coordinate?
    /// 0…24, fractions allowed; clusters come from its whole part.
    public var zoom: Double?
    /// The view in pixels (default 1024 × 768).
    public var width: Double?
    public var height: Double?
    /// Degrees clockwise from north that the top of the view faces (any finite value).
    public var bearing: Double
    /// Category names (`castle`, `castle,chateau`).
    public var categories: [String]
    public var favouritesOnly: Bool
    /// The language of labels (places' names, ``PlaceNames``).
    public var language: Language

    public init(center: Coordinate? = nil, zoom: Double? = nil, width: Double? = nil, height: Double? = nil, bearing: Double = 0,
                categories: [String] = [], favouritesOnly: Bool = false, language: Language = .cs) {
        self.center = center; self.zoom = zoom; self.width = width; self.height = height; self.bearing = bearing
        self.categories = categories; self.favouritesOnly = favouritesOnly; self.language = language
    }

    /// The items at `zoom`'s level inside `box`, as supercluster's `getClusters`.
    public init(box: BoundingBox, zoom: Double, categories: [String] = [], favouritesOnly: Bool = false, language: Language = .cs) {
        self.init(zoom: zoom, categories: categories, favouritesOnly: favouritesOnly, language: language)
        self.box = box
    }

    /// The default view size in pixels.
    public static let defaultSize = (width: 1024.0, height: 768.0)
}

/// `cluster <id>`: a cluster's parts and a page of its places, under the
/// filter it was listed with.
public struct ClusterPageRequest: Codable, Hashable, Sendable {
    /// `c7-123` or `p123`.
    public var id: String
    public var categories: [String]
    public var favouritesOnly: Bool
    /// Places per page, 0…1000.
    public var limit: Int
    public var offset: Int
    /// The language of labels (places' names, ``PlaceNames``).
    public var language: Language
    /// The zoom the id was listed at (``ClustersRequest/zoom``): its clusters
    /// hold the badges of that zoom (``TilePlaces``). Nil: the listing of a
    /// low zoom (every sight), else of the zoom the cluster forms at.
    public var zoom: Double?

    public init(id: String, categories: [String] = [], favouritesOnly: Bool = false,
                limit: Int = ClusterDefaults.leafPageSize, offset: Int = 0, language: Language = .cs, zoom: Double? = nil) {
        self.id = id; self.categories = categories; self.favouritesOnly = favouritesOnly; self.limit = limit; self.offset = offset
        self.language = language; self.zoom = zoom
    }
}

extension RegioEngine {
    /// The clusters and single places in a view, biggest first. Clusters are
    /// made in world coordinates once per whole zoom: panning or rotating the
    /// view never changes them.
    public func clusters(_ request: ClustersRequest) throws -> ClusterView {
        let clusters = try clusterIndex()
        let filter = try clusterFilter(request.categories, favouritesOnly: request.favouritesOnly, in: clusters)
        let width = request.width ?? ClustersRequest.defaultSize.width
        let height = request.height ?? ClustersRequest.defaultSize.height
        let fallback = request.center == nil || request.zoom == nil ? clusters.overview(width: width, height: height) : nil
        let zoom = request.zoom ?? fallback!.zoom
        var view: ClusterView
        do {
            let shown = try badgeFilter(filter, zoom: zoom, in: clusters)
            if let box = request.box {
                view = try clusters.view(box, zoom: zoom, filter: shown)
            } else {
                view = clusters.view(try Viewport(center: request.center ?? fallback!.center, zoom: zoom,
                                                  width: width, height: height, bearing: request.bearing), filter: shown)
            }
        } catch let error as GeoError {
            throw EngineError(.invalidRequest, wrapping: error)
        }
        let names = try dataset().placeNames
        for i in view.items.indices { view.items[i].label = names.label(view.items[i].label, in: request.language) }
        return view
    }

    /// One cluster (or single place) with where it splits and a page of its places.
    public func clusterPage(_ request: ClusterPageRequest) throws -> ClusterPage {
        let p = parameter
        guard (0...1_000).contains(request.limit) else {
            throw InputError(parameter: p("limit"), Message(.inputRangeGot, ["parameter": p("limit"), "min": 0, "max": "1,000", "value": request.limit]))
        }
        guard request.offset >= 0 else {
            throw InputError(parameter: p("offset"), Message(.inputNotNegative, ["parameter": p("offset"), "value": request.offset]))
        }
        let id: ClusterID
        do { id = try ClusterID(parsing: request.id) } catch let error as ClusterError { throw EngineError(.invalidRequest, wrapping: error) }
        let clusters = try clusterIndex()
        let filter = try clusterFilter(request.categories, favouritesOnly: request.favouritesOnly, in: clusters)
        // The badges of the zoom it was listed at; without one, those of the low
        // zooms (every sight), then those of the zoom the cluster forms at.
        let zooms = request.zoom.map { [$0] } ?? [0] + (id.zoom.map { [Double($0)] } ?? [])
        do {
            var page = try clusterPage(of: id, under: filter, atFirstOf: zooms, in: clusters, limit: request.limit, offset: request.offset)
            let names = try dataset().placeNames
            page.item.label = names.label(page.item.label, in: request.language)
            for i in page.children.indices { page.children[i].label = names.label(page.children[i].label, in: request.language) }
            for i in page.leaves.indices { page.leaves[i].label = names.label(page.leaves[i].label, in: request.language) }
            return page
        } catch ClusterError.unknownCluster {
            let selection = ClusterSelection(filter)
            var given = selection.categories.map { "\(p("category")) \($0.rawValue)" }
            if selection.favouritesOnly { given.append(p("favourites")) }
            throw EngineError(.notFound, Message(.clusterNotListed, [
                "kind": Message(id.isCluster ? .clusterKindCluster : .clusterKindPlace), "id": id.description, "selection": selection.text,
                "given": given.isEmpty ? "" : " (\(given.joined(separator: " ")))", "category": p("category"), "favourites": p("favourites"), "zoom": p("zoom")]))
        } catch let error as ClusterError {
            throw EngineError(.invalidRequest, wrapping: error)
        }
    }

    /// The page of `id` under the badge filter of the first of `zooms` whose listing has it.
    private func clusterPage(of id: ClusterID, under filter: ClusterFilter, atFirstOf zooms: [Double], in clusters: PlaceClusters,
                             limit: Int, offset: Int) throws -> ClusterPage {
        for (i, zoom) in zooms.enumerated() {
            let shown: ClusterFilter
            do { shown = try badgeFilter(filter, zoom: zoom, in: clusters) } catch let error as GeoError { throw EngineError(.invalidRequest, wrapping: error) }
            do { return try clusters.page(of: id, filter: shown, limit: limit, offset: offset) } catch ClusterError.unknownCluster where i < zooms.count - 1 {
                continue
            }
        }
        throw ClusterError.unknownCluster(id)
    }

    /// `filter` narrowed to a web map's badges at `zoom` (``TilePlaces``):
    /// the places the tiles do not draw at that zoom (never a town), and the
    /// favourites; `filter` itself when every clustered place is a badge there.
    /// Throws ``GeoError`` for a zoom outside 0…24.
    func badgeFilter(_ filter: ClusterFilter, zoom: Double, in clusters: PlaceClusters) throws -> ClusterFilter {
        try WebMercator.validate(zoom: zoom)
        let rule = TilePlaces(style: try mapStyle(file: nil, language: .cs))
        guard let badges = clusters.badgeIDs(atLevel: clusters.index.level(forZoom: zoom), rule: rule) else { return filter }
        var shown = filter
        shown.places = badges.union(try existingStore()?.favourites.placeIDs() ?? [])
        return shown
    }

    /// The category names checked against the clustered places' own, and the favourites when asked.
    func clusterFilter(_ categories: [String], favouritesOnly: Bool, in clusters: PlaceClusters) throws -> ClusterFilter {
        let kept = try UserInput.categories(categories, known: clusters.categories, parameter: parameter("category"))
        return ClusterFilter(categories: kept, favourites: favouritesOnly ? (try existingStore()?.favourites.placeIDs() ?? []) : nil)
    }
}
