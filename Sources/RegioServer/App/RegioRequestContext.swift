import Hummingbird
import NIOCore
import Regio

/// The request context of every route: the peer's address, who the request
/// speaks for (filled once by ``AccessMiddleware``), the answer's language
/// (filled once by ``LanguageMiddleware``) and the body cap.
public struct RegioRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connected client (nil on a Unix domain socket).
    public let remoteAddress: SocketAddress?
    /// Whether the request may read and change the user's own data; set by ``AccessMiddleware``.
    public var access: RequestAccess = .visitor
    /// The language of the answer (``RequestLanguage``); set by ``LanguageMiddleware``.
    public var language: Language = .cs
    /// The connection the request came on.
    private let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
        channel = source.channel
    }

    /// Whether the client still waits for the answer: a browser that gives up a
    /// request on HTTP/1.1 (Leaflet's tiles of a view panned past) closes its connection.
    public var clientIsConnected: Bool { channel.isActive }

    /// Bodies beyond this get 413 when decoded (JSON bodies are small).
    public var maxUploadSize: Int { ServerLimits.maxBodyBytes }
}

/// Who a request speaks for.
public enum RequestAccess: Sendable, Equatable {
    /// The store's owner: a request from this machine, or one with the server's token,
    /// that no other site's page made. Reads and changes favourites and attempts.
    case owner
    /// Anyone else: public content only (tiles, places, regions, quizzes, search, OGC).
    case visitor
}

/// Limits shared by every request.
enum ServerLimits {
    /// The JSON body cap of the HTTP contract (64 KiB).
    static let maxBodyBytes = 64 * 1024
}
