import Foundation
import Hummingbird
import Logging
import NIOCore
import Regio

/// Builds the `regio serve` application: one router with the problem+json
/// middleware around every route group. The CLI only parses its options,
/// calls ``build(_:engine:onRunning:)`` and runs the result.
public enum ServerApplication {
    /// Where a started server listens.
    public struct BoundAddress: Sendable, Codable, Hashable {
        public var host: String
        public var port: Int
        /// `http://HOST:PORT` (IPv6 hosts in brackets).
        public var url: String { "http://\(host.contains(":") ? "[\(host)]" : host):\(port)" }
    }

    /// The router with every route group, behind the middleware every request
    /// passes: problems as problem+json (405 with `Allow` for a method a path does
    /// not take), then who the request speaks for (``AccessMiddleware``). `HEAD`
    /// works wherever `GET` does.
    public static func router(_ services: ServerServices) -> Router<RegioRequestContext> {
        let methods = RouteMethods(routes: addRoutes(to: Router(context: RegioRequestContext.self), services).routes)
        let router = Router(context: RegioRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ServiceWorkerScopeMiddleware<RegioRequestContext>())
        router.add(middleware: ProblemMiddleware(methods: methods))
        router.add(middleware: AccessMiddleware(configuration: services.configuration))
        router.add(middleware: LanguageMiddleware())
        return addRoutes(to: router, services)
    }

    /// Every route group, on `router`.
    @discardableResult
    static func addRoutes(to router: Router<RegioRequestContext>, _ services: ServerServices) -> Router<RegioRequestContext> {
        RootRoutes(services: services).register(on: router)
        TextRoutes().register(on: router)
        WebRoutes(services: services).register(on: router)
        TileRoutes(services: services, tiles: services.tiles).register(on: router)
        ClusterRoutes(services: services).register(on: router)
        PlaceRoutes(services: services).register(on: router)
        RegionRoutes(services: services).register(on: router)
        FavouriteRoutes(services: services).register(on: router)
        QuizRoutes(services: services).register(on: router)
        AttemptRoutes(services: services).register(on: router)
        ReviewRoutes(services: services).register(on: router)
        FeedRoutes(services: services).register(on: router)
        OGCRoutes(services: services).register(on: router)
        MapRoutes(services: services).register(on: router)
        return router
    }

    /// Runs a server until SIGTERM or SIGINT, which let the requests in flight
    /// finish before it returns. `onRunning` hears the bound address (port 0 picks one).
    /// `services` are those ``ServerStartup/check(_:engine:)`` made.
    public static func run(services: ServerServices,
                           onRunning: @escaping @Sendable (BoundAddress, TileService) async -> Void = { _, _ in }) async throws {
        try await build(services: services, onRunning: onRunning).runService()
    }

    /// The application: binds `configuration.host:port`; `onRunning` hears the bound address (and gets the tiles, to warm them).
    public static func build(_ configuration: ServerConfiguration, engine: RegioEngine,
                             onRunning: @escaping @Sendable (BoundAddress, TileService) async -> Void = { _, _ in })
    throws -> some ApplicationProtocol {
        try build(services: ServerServices(configuration: configuration, engine: engine), onRunning: onRunning)
    }

    /// The application of `services` (their configuration and engine).
    public static func build(services: ServerServices,
                             onRunning: @escaping @Sendable (BoundAddress, TileService) async -> Void = { _, _ in })
    -> some ApplicationProtocol {
        let configuration = services.configuration
        var logger = Logger(label: "regio-serve")
        logger.logLevel = .warning
        let serverName = "regio"
        let tiles = services.tiles
        return Application(
            router: router(services),
            server: .regioHTTP1(idleTimeout: .seconds(configuration.idleTimeoutSeconds),
                                limits: .init(requestTimeout: .seconds(configuration.requestLimitSeconds)),
                                makeTileAnswerer: { CachedTileAnswerer(tiles: tiles, configuration: configuration, serverName: serverName) }),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: serverName),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                await onRunning(BoundAddress(host: configuration.host, port: port), services.tiles)
            },
            logger: logger)
    }
}
