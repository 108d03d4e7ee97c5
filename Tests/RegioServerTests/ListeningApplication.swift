import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// An application exactly like `base` except where it listens: it binds
/// `address` instead of its configured one, and reports the address it
/// actually bound (the port, when `address` asked for port 0).
struct ListeningApplication<Base: ApplicationProtocol>: ApplicationProtocol {
    let base: Base
    let address: BindAddress
    /// Called once the server listens, with the listening socket's address.
    let onListening: @Sendable (SocketAddress?) -> Void

    var responder: Base.Responder { get async throws { try await base.responder } }
    var server: HTTPServerBuilder { base.server }
    var eventLoopGroup: any EventLoopGroup { base.eventLoopGroup }
    var configuration: ApplicationConfiguration { base.configuration.with(address: address) }
    var logger: Logger { base.logger }
    var services: [any Service] { base.services }
    var processesRunBeforeServerStart: [@Sendable () async throws -> Void] { base.processesRunBeforeServerStart }

    @Sendable func onServerRunning(_ channel: any Channel) async {
        await base.onServerRunning(channel)
        onListening(channel.localAddress)
    }
}
