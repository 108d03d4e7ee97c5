import HTTPTypes
import Hummingbird

/// The methods each route path takes, so that a request with a method its path
/// does not take gets 405 with `Allow` rather than 404. It resolves paths with
/// a router of its own holding every path of the real one, so a path means the
/// same route in both.
///
/// ```swift
/// let methods = RouteMethods(routes: router.routes)
/// try await methods.allowed(for: request, context: context)   // [GET, HEAD] for POST /tiles.json
/// ```
struct RouteMethods: Sendable {
    private let responder: RouterResponder<RegioRequestContext>
    private static let allowField = HTTPField.Name("Allow")!

    init(routes: [Router<RegioRequestContext>.RouteDescription]) {
        var methodsByPath: [String: (path: RouterPath, methods: Set<String>)] = [:]
        for route in routes {
            methodsByPath[route.path.description, default: (route.path, [])].methods.insert(route.method.rawValue)
        }
        let router = Router(context: RegioRequestContext.self)
        for (_, entry) in methodsByPath {
            var methods = entry.methods
            if methods.contains("GET") { methods.insert("HEAD") }
            let allow = methods.sorted().joined(separator: ", ")
            router.on(entry.path, method: .get) { _, _ in
                var fields = HTTPFields()
                fields[Self.allowField] = allow
                return Response(status: .noContent, headers: fields)
            }
        }
        responder = router.buildResponder()
    }

    /// The methods the request's path takes (`Allow`), or nil when no route has the path.
    func allowed(for request: Request, context: RegioRequestContext) async -> String? {
        var head = request.head
        head.method = .get
        let probe = Request(head: head, body: request.body)
        guard let response = try? await responder.respond(to: probe, context: context) else { return nil }
        return response.headers[Self.allowField]
    }
}
