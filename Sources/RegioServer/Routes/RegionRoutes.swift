import Foundation
import Hummingbird
import Regio

/// `/api/regions`, `/api/regions/{id}` and `/api/categories`.
struct RegionRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {
        router.get("api/regions") { request, context in
            let language = context.language
            return try JSONResponse.make(try services.engine.regions(language: language), language: language)
        }
        router.get("api/regions/:id") { request, context in
            let language = context.language
            let id = try context.pathParameter("id")
            guard !id.isEmpty, id.count <= 100 else { throw InputError(parameter: "id", Message(.httpRegionID, ["parameter": "id"])) }
            return try JSONResponse.make(try services.engine.region(RegionRequest(query: id, language: language)), language: language)
        }
        router.get("api/categories") { request, context in
            let language = context.language
            return try JSONResponse.make(try services.engine.categories(language: language), language: language)
        }
    }
}
