import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1.1 child channel (`HTTP1Channel`, the same pipeline and
/// request loop) with ``HTTPRequestGuard`` around NIO's HTTP decoder. The guard
/// has to sit below Hummingbird's own handlers: only there are the HTTP version,
/// the parser's errors and the raw bytes of a request still visible.
///
/// Pipeline, from the socket: the guard's byte meter, NIO's response encoder and
/// request decoder, the guard, the HTTP types codec, Hummingbird's idle handler,
/// then ``CachedTileAnswerer`` (tiles in memory, answered on the event loop).
struct RegioHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    let responder: HTTPChannelHandler.Responder
    /// A connection without a request for longer is closed (Hummingbird's idle timeout).
    let idleTimeout: TimeAmount
    /// The limits of one request's arrival.
    let limits: HTTPRequestGuard.Limits
    /// Makes each connection's answerer of cached tiles (nil: every request goes to the router).
    let makeTileAnswerer: (@Sendable () -> CachedTileAnswerer)?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let requestGuard = HTTPRequestGuard(limits: limits, logger: logger)
            var decoderLimits = NIOHTTPDecoderLimitConfiguration()
            decoderLimits.maxHeaderFieldSize = limits.maxHeaderBytes
            decoderLimits.maxHeaderListSize = limits.maxHeaderBytes
            let pipeline = channel.pipeline.syncOperations
            try pipeline.addHandler(HTTPRequestGuard.ByteMeter(requestGuard))
            try pipeline.configureHTTPServerPipeline(
                withPipeliningAssistance: false,  // NIOAsyncChannel serialises requests
                withErrorHandling: false,  // the guard answers the parser's errors
                withOutboundHeaderValidation: false,  // HTTP types validate them
                withEncoderConfiguration: .init(),
                withDecoderLimitConfiguration: decoderLimits)
            try pipeline.addHandler(requestGuard)
            try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try pipeline.addHandler(HTTPConnectionStateHandler(idleTimeout: .init(idleTimeout), logger: logger))
            if let makeTileAnswerer { try pipeline.addHandler(makeTileAnswerer()) }
            return try NIOAsyncChannel(wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    func handle(value: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1.1 server with Regio's request guard (``RegioHTTP1Channel``).
    static func regioHTTP1(idleTimeout: TimeAmount, limits: HTTPRequestGuard.Limits,
                           makeTileAnswerer: (@Sendable () -> CachedTileAnswerer)?) -> HTTPServerBuilder {
        .init { responder in
            RegioHTTP1Channel(responder: responder, idleTimeout: idleTimeout, limits: limits, makeTileAnswerer: makeTileAnswerer)
        }
    }
}
