import Hummingbird
import NIOCore

/// The request context of every route: the peer's address (writes need a
/// loopback peer or the token) and the body cap.
public struct RegioRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connected client (nil in router tests without a network).
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Bodies beyond this get 413 when decoded (JSON bodies are small).
    public var maxUploadSize: Int { ServerLimits.maxBodyBytes }
}

/// Limits shared by every request.
enum ServerLimits {
    /// The JSON body cap of the HTTP contract (64 KiB).
    static let maxBodyBytes = 64 * 1024
}
