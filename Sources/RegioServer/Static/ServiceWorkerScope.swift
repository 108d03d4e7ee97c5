import HTTPTypes
import Hummingbird

/// Lets the web app's service worker (`/app/sw.js`) work for the whole site.
/// A worker may control only pages below its own folder unless its answer
/// says otherwise with `Service-Worker-Allowed`; the app registers it with
/// scope `/`, so that the page at `/` opens offline too (web/sw.js).
struct ServiceWorkerScopeMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The worker's path, as web/app.js registers it.
    static var workerPath: String { "/app/sw.js" }
    static var header: HTTPField.Name { HTTPField.Name("Service-Worker-Allowed")! }

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if request.uri.path == Self.workerPath {
            response.headers[Self.header] = "/"
        }
        return response
    }
}
