import Foundation
import Hummingbird

/// `/app/{file}` (the web app) and `/vendor/leaflet/{file}` (Debian's Leaflet).
struct WebRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {}

    /// The web app's `index.html`.
    func indexPage() throws -> Response {
        throw Problem.notFound("the web app is not installed")
    }
}
