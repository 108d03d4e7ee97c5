import Foundation
import Hummingbird
import Regio

/// `/`: the web app for a browser (`Accept: text/html`), the OGC API landing
/// page for everything else (`?f=json` too).
struct RootRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {
        router.get("/") { request, context -> Response in
            let wantsJSON = request.uri.queryParameters["f"] == "json"
            let accept = request.headers[.accept] ?? ""
            if !wantsJSON, accept.contains("text/html") {
                return try WebRoutes(services: services).indexPage(request)
            }
            return try await OGCRoutes(services: services).landingPage(request, context: context)
        }
    }
}
