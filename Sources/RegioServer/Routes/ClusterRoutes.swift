import Foundation
import Hummingbird
import Regio

/// `/api/clusters` and a cluster's children, leaves and expansion zoom, in
/// supercluster's GeoJSON schema. Filters: `category=castle,chateau`, `favourites=true`;
/// a cluster's routes take the `zoom=` it was listed at (its badges, ``TilePlaces``).
struct ClusterRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {
        let group = router.group("api/clusters")
        group.get { request, context in try clusters(request, context: context) }
        group.get(":id/children") { request, context in try children(request, context: context, id: context.pathParameter("id")) }
        group.get(":id/leaves") { request, context in try leaves(request, context: context, id: context.pathParameter("id")) }
        group.get(":id/expansion-zoom") { request, context in try expansionZoom(request, context: context, id: context.pathParameter("id")) }
    }

    /// `?bbox=W,S,E,N&zoom=Z` (supercluster's `getClusters`: west > east crosses the
    /// antimeridian, the world is `-180,-90,180,90`) or `?center=LAT,LON&zoom=Z&size=WxH&bearing=B`.
    func clusters(_ request: Request, context: RegioRequestContext) throws -> Response {
        let query = Query(request)
        let language = context.language
        let favouritesOnly = try query.flag("favourites")
        let clustersRequest: ClustersRequest
        if let bbox = try query.string("bbox") {
            for other in ["center", "size", "bearing"] {
                if try query.string(other) != nil {
                    throw InputError(parameter: other, Message(.httpViewOtherWithBox, ["parameter": other]))
                }
            }
            let box = try UserInput.worldBox(bbox, parameter: "bbox")
            let zoom = try UserInput.zoom(try query.required("zoom"), parameter: "zoom")
            clustersRequest = ClustersRequest(box: box, zoom: zoom, categories: query.categories, favouritesOnly: favouritesOnly,
                                              language: language)
        } else if let centerText = try query.string("center") {
            let center = try UserInput.coordinate(centerText, parameter: "center")
            let zoom = try UserInput.zoom(try query.required("zoom"), parameter: "zoom")
            var size: (width: Double, height: Double)?
            if let text = try query.string("size") { size = try UserInput.viewSize(text, parameter: "size") }
            let bearing = try query.string("bearing").map { try UserInput.bearing($0, parameter: "bearing") } ?? 0
            clustersRequest = ClustersRequest(center: center, zoom: zoom, width: size?.width, height: size?.height, bearing: bearing,
                                              categories: query.categories, favouritesOnly: favouritesOnly, language: language)
        } else {
            throw InputError(parameter: "bbox", Message(.httpViewNeeded))
        }
        let view = try services.engine.clusters(clustersRequest)
        return JSONResponse.data(try services.engine.clusterFeatures(view.items, language: language).geoJSON,
                                 language: language, contentType: "application/geo+json")
    }

    func children(_ request: Request, context: RegioRequestContext, id: String) throws -> Response {
        let language = context.language
        let page = try services.engine.clusterPage(try pageRequest(request, context: context, id: id, limit: 0, offset: 0))
        return JSONResponse.data(try services.engine.clusterFeatures(page.children, language: language).geoJSON,
                                 language: language, contentType: "application/geo+json")
    }

    func leaves(_ request: Request, context: RegioRequestContext, id: String) throws -> Response {
        let query = Query(request)
        let language = context.language
        let limit = try query.integer("limit", in: 0...1_000, default: 10)
        let offset = try query.integer("offset", in: 0...Int(Int32.max), default: 0)
        let page = try services.engine.clusterPage(try pageRequest(request, context: context, id: id, limit: limit, offset: offset))
        return JSONResponse.data(try services.engine.clusterFeatures(page.leaves, language: language).geoJSON,
                                 language: language, contentType: "application/geo+json")
    }

    func expansionZoom(_ request: Request, context: RegioRequestContext, id: String) throws -> Response {
        let page = try services.engine.clusterPage(try pageRequest(request, context: context, id: id, limit: 0, offset: 0))
        guard let zoom = page.expansionZoom else {
            throw InputError(parameter: "id", Message(.httpClusterSinglePlace, ["parameter": "id", "id": id]))
        }
        return try JSONResponse.make(["zoom": zoom])
    }

    private func pageRequest(_ request: Request, context: RegioRequestContext, id: String, limit: Int, offset: Int) throws -> ClusterPageRequest {
        let query = Query(request)
        guard id.count <= 32, ClusterID(id) != nil else {
            throw InputError(parameter: "id", Message(.httpClusterID, ["parameter": "id", "text": id]))
        }
        let zoom = try query.string("zoom").map { try UserInput.zoom($0, parameter: "zoom") }
        return ClusterPageRequest(id: id, categories: query.categories, favouritesOnly: try query.flag("favourites"),
                                  limit: limit, offset: offset, language: context.language, zoom: zoom)
    }
}
