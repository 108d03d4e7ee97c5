import Hummingbird

/// OGC API – Features for the places and the regions: the landing page,
/// `/conformance`, `/collections`, items. Owned by the OGC work (serve2); the
/// landing page is what `/` answers to a client that is not a browser.
struct OGCRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {}

    /// The landing page (`GET /` for JSON clients). The hook `RootRoutes` calls.
    func landingPage(_ request: Request, context: RegioRequestContext) async throws -> Response {
        throw Problem.notFound("the OGC API landing page is not served yet")
    }
}
