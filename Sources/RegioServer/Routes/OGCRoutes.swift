import Foundation
import Hummingbird
import NIOCore
import Regio

/// OGC API – Features for the places and the regions: the landing page,
/// `/openapi` (its `service-desc`) and `/openapi.html` (its `service-doc`),
/// `/conformance`, `/collections`, `/collections/{id}`, `/collections/{id}/queryables`,
/// `/collections/{id}/items` and `/collections/{id}/items/{featureId}`. The documents come from the
/// engine's ``OGCFeatures``; this reads the parameters and picks the base URL
/// of the links (the request's `Host`). The landing page is what `/` answers
/// to a client that is not a browser.
struct OGCRoutes {
    let services: ServerServices
    let api: OGCFeatures

    init(services: ServerServices) {
        self.services = services
        // One per router (its collections are built once); the landing page needs only the dataset.
        api = OGCFeatures(engine: services.engine)
    }

    func register(on router: Router<RegioRequestContext>) {
        router.get(RouterPath(OGCOpenAPI.documentPath)) { request, context in
            JSONResponse.data(try api.openAPI(baseURL: baseURL(request)), contentType: OGCOpenAPI.mediaType)
        }
        router.get(RouterPath(OGCOpenAPI.pagePath)) { request, context in
            JSONResponse.data(Data(try api.openAPIPage(baseURL: baseURL(request)).utf8), contentType: "text/html; charset=utf-8",
                              headers: [.contentSecurityPolicy: WebRoutes.contentSecurityPolicy])
        }
        router.get("/conformance") { _, _ in JSONResponse.data(try api.conformance()) }
        router.get("/collections") { request, context in
            JSONResponse.data(try api.collections(baseURL: baseURL(request), language: context.language))
        }
        router.get("/collections/:collection") { request, context in
            let id = try context.parameters.require("collection")
            return JSONResponse.data(try api.collectionDocument(id, baseURL: baseURL(request), language: context.language))
        }
        router.get("/collections/:collection/queryables") { request, context in
            JSONResponse.data(try api.queryables(try context.parameters.require("collection"), baseURL: baseURL(request),
                                                 language: context.language),
                              contentType: "application/schema+json")
        }
        router.get("/collections/:collection/items") { request, context in
            let query = request.uri.queryParameters
            let bboxText = query["bbox"].map(String.init)
            let items = OGCItemsRequest(
                collection: try context.parameters.require("collection"), baseURL: baseURL(request),
                bbox: try bboxText.map { try UserInput.worldBox($0, parameter: "bbox") }, bboxText: bboxText,
                limit: try query["limit"].map { try UserInput.integer(String($0), in: 1...1_000_000_000, parameter: "limit") }
                    ?? OGCFeatures.defaultLimit,
                offset: try query["offset"].map { try UserInput.integer(String($0), in: 0...1_000_000_000, parameter: "offset") } ?? 0,
                language: context.language)
            return JSONResponse.data(try api.items(items), contentType: "application/geo+json")
        }
        router.get("/collections/:collection/items/:feature") { request, context in
            JSONResponse.data(try api.item(collection: try context.parameters.require("collection"),
                                          featureID: try context.parameters.require("feature"),
                                          baseURL: baseURL(request), language: context.language),
                             contentType: "application/geo+json")
        }
    }

    /// The landing page (`GET /` for JSON clients). The hook `RootRoutes` calls.
    func landingPage(_ request: Request, context: RegioRequestContext) async throws -> Response {
        JSONResponse.data(try api.landingPage(baseURL: baseURL(request)))
    }

    func baseURL(_ request: Request) -> String {
        services.configuration.baseURL(for: request)
    }
}
