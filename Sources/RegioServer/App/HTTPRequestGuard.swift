import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

/// Guards the way a request arrives, below Hummingbird (issue 29): what NIO's
/// HTTP/1.1 decoder cannot express as a request becomes an RFC 9457 answer, and
/// a connection is closed when it has to be.
///
/// - A whole request (headers and body) must arrive within ``Limits/requestTimeout``
///   from its first byte: else 408 (a body sent one byte every few seconds
///   resets the idle timeout, never this).
/// - A request line over ``Limits/maxRequestLineBytes`` gets 414; headers over
///   ``Limits/maxHeaderBytes`` 431; a transfer coding other than `chunked` 501;
///   anything else the parser rejects (a malformed chunked body, a bad header) 400.
/// - A request that does not keep the connection alive (HTTP/1.0 without
///   `Connection: keep-alive`, `Connection: close`) is answered with
///   `Connection: close` and the connection is closed once the answer is out.
///
/// After such an answer nothing more is read from the connection; the request
/// loop above hears an error (it must not take a cut body for a whole one) and
/// whatever it writes for that request is dropped. An answer already begun for
/// the request is finished, or the connection is simply closed.
final class HTTPRequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// How a request may arrive.
    struct Limits: Sendable {
        /// Seconds from a request's first byte until its last (headers and body).
        var requestTimeout: TimeAmount
        /// The longest request line (method, target, version).
        var maxRequestLineBytes = 8 * 1024
        /// The most bytes of header fields (Hummingbird's default).
        var maxHeaderBytes = 80 * 1024
    }

    /// Why the guard stopped a request: heard by the request loop above, which must not go on with it.
    struct Rejected: Error, CustomStringConvertible {
        var problem: Problem
        var description: String { "request rejected: \(problem.statusCode) \(problem.detail)" }
    }

    private let limits: Limits
    private let logger: Logger
    private var context: ChannelHandlerContext?

    // The request being read (its bytes, seen by the byte meter before the decoder).
    /// Bytes of the current request have arrived (its deadline runs).
    private var messageStarted = false
    /// The current request's head has been passed on.
    private var headPassed = false
    private var requestLineBytes = 0
    private var requestLineDone = false
    private var headDone = false
    private var line: [UInt8] = []
    /// The transfer codings the current head names (lower case), for the 501 of one the decoder refuses.
    private var transferCodings: [String] = []
    private var deadline: Scheduled<Void>?

    // The connection: requests passed on and responses written, in order.
    /// Requests passed on.
    private var requestsPassed = 0
    /// Whether each request passed on and not yet answered keeps the connection alive, and its
    /// version; the first is request number `responsesEnded`.
    private var unanswered: [(keepAlive: Bool, version: HTTPVersion)] = []
    private var responseHeadsWritten = 0
    private var responsesEnded = 0
    /// Whether the response being written is one to drop.
    private var droppingResponse = false

    // Stopping.
    /// Nothing more is read; set once a request was rejected or the last answer is due.
    private var stopped = false
    /// Responses from this index on are dropped (they answer requests the guard rejected).
    private var dropResponsesFrom: Int?
    /// The guard's own answer, written once the responses before it have ended.
    private var pendingProblem: Problem?
    private var closing = false

    init(limits: Limits, logger: Logger) {
        self.limits = limits
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        context.fireChannelInactive()
    }

    // MARK: Bytes (from ByteMeter, before the decoder)

    /// Looks at raw bytes before the decoder: starts a request's deadline, measures
    /// its request line and notes its transfer codings. False when they must not be decoded.
    fileprivate func scan(_ buffer: ByteBuffer) -> Bool {
        guard !stopped else { return false }
        for byte in buffer.readableBytesView {
            if !messageStarted {
                if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") { continue }  // empty lines before a request
                startMessage()
            }
            if headDone { break }
            if byte == UInt8(ascii: "\n") {
                endLine()
                continue
            }
            if !requestLineDone {
                requestLineBytes += 1
                if requestLineBytes > limits.maxRequestLineBytes {
                    reject(Problem(status: .uriTooLong, kind: "request-line-too-long",
                                   detail: "the request line is longer than \(limits.maxRequestLineBytes) bytes"))
                    return false
                }
            } else if line.count < 512 {
                line.append(byte)
            }
        }
        return true
    }

    private func endLine() {
        defer { line.removeAll(keepingCapacity: true) }
        guard requestLineDone else {
            requestLineDone = true
            return
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty {
            headDone = true
        } else if let colon = text.firstIndex(of: ":"), text[..<colon].lowercased() == "transfer-encoding" {
            transferCodings += Self.codings(text[text.index(after: colon)...])
        }
    }

    private static func codings(_ value: Substring) -> [String] {
        value.split(separator: ",").map { $0.split(separator: ";").first.map(String.init)?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? "" }.filter { !$0.isEmpty }
    }

    private func startMessage() {
        messageStarted = true
        scheduleDeadline()
    }

    // MARK: Parts (from the decoder)

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !stopped else { return }
        switch unwrapInboundIn(data) {
        case .head(let head):
            if !messageStarted { startMessage() }  // its bytes came behind an earlier request's in one read
            let codings = Self.codings(Substring(head.headers[canonicalForm: "transfer-encoding"].joined(separator: ",")))
            if let unsupported = codings.first(where: { $0 != "chunked" }) {
                reject(Self.unsupportedCoding(unsupported))
                return
            }
            headPassed = true
            requestsPassed += 1
            unanswered.append((head.isKeepAlive, head.version))
            context.fireChannelRead(data)
        case .body:
            context.fireChannelRead(data)
        case .end:
            resetMessage()
            context.fireChannelRead(data)
        }
    }

    private func resetMessage() {
        cancelDeadline()
        messageStarted = false
        headPassed = false
        requestLineBytes = 0
        requestLineDone = false
        headDone = false
        line.removeAll(keepingCapacity: true)
        transferCodings = []
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard !stopped else { return }
        reject(problem(for: parserError))
    }

    /// The answer to what NIO's decoder (llhttp) refused.
    private func problem(for error: HTTPParserError) -> Problem {
        if error == .headerOverflow {
            return Problem(status: .requestHeaderFieldsTooLarge, kind: "headers-too-large",
                           detail: "the request's header fields are longer than \(limits.maxHeaderBytes / 1024) KiB")
        }
        if let unsupported = transferCodings.first(where: { $0 != "chunked" }) {
            return Self.unsupportedCoding(unsupported)
        }
        let what: String
        switch error {
        case .invalidChunkSize: what = "a chunk of the chunked body has no valid size"
        case .invalidContentLength: what = "the Content-Length is not a number"
        case .unexpectedContentLength: what = "the request has both a Content-Length and a Transfer-Encoding, or two Content-Lengths"
        case .invalidHeaderToken: what = "a header field is malformed"
        case .invalidMethod: what = "the method is not an HTTP method"
        case .invalidURL: what = "the request target is not a valid URL path"
        case .invalidVersion: what = "the HTTP version is not HTTP/1.x"
        case .lfExpected, .invalidConstant, .strictModeAssertion: what = "a line is not ended by CRLF where it must be"
        case .unknown: what = "the request breaks HTTP/1.1's syntax (the chunked framing or a header)"
        default: what = "the request breaks HTTP/1.1's syntax (\(error))"
        }
        return Problem(status: .badRequest, kind: "malformed-request",
                       detail: "\(what); the connection is closed")
    }

    private static func unsupportedCoding(_ coding: String) -> Problem {
        Problem(status: .notImplemented, kind: "unsupported-transfer-coding",
                detail: "the request body's transfer coding '\(coding.prefix(40))' is not supported; send it chunked or with a Content-Length")
    }

    // MARK: The deadline

    private func scheduleDeadline() {
        guard let context, deadline == nil else { return }
        deadline = context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(in: limits.requestTimeout) { [self] in
            deadline = nil
            deadlinePassed()
        }
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }

    private func deadlinePassed() {
        guard !stopped, messageStarted else { return }
        // The server is still answering an earlier request: the client cannot be blamed for waiting.
        let earlier = requestsPassed - (headPassed ? 1 : 0)
        if responsesEnded < earlier {
            scheduleDeadline()
            return
        }
        let seconds = limits.requestTimeout.nanoseconds / 1_000_000_000
        logger.debug("request not complete after \(seconds) s, closing the connection")
        reject(Problem(status: .requestTimeout, kind: "request-timeout",
                       detail: "the request (headers and body) did not arrive within \(seconds) s"))
    }

    // MARK: Rejecting

    /// Stops reading, tells the request loop, answers `problem` (unless the request's
    /// answer has begun) once earlier answers have ended, and closes the connection.
    private func reject(_ problem: Problem) {
        guard let context, !stopped else { return }
        stopped = true
        cancelDeadline()
        let earlier = requestsPassed - (headPassed ? 1 : 0)
        let answered = responseHeadsWritten > earlier  // an answer to this request has begun
        dropResponsesFrom = max(responseHeadsWritten, earlier)
        pendingProblem = answered ? nil : problem
        logger.debug("rejected a request: \(problem.detail)")
        // A request loop reading this request's body must not take what came for the whole body.
        if headPassed { context.fireErrorCaught(Rejected(problem: problem)) }
        finishIfDone()
    }

    /// Writes the pending answer and closes once every answer that may still go out has ended.
    private func finishIfDone() {
        // Responses from `last` on are dropped (never counted): once `last` have ended, none is under way.
        guard let context, stopped, !closing, let last = dropResponsesFrom, responsesEnded >= last else { return }
        closing = true
        let channel = context.channel
        guard let problem = pendingProblem else {
            context.close(promise: nil)
            return
        }
        pendingProblem = nil
        let body: ByteBuffer
        do {
            body = try Self.encode(problem)
        } catch {
            logger.error("cannot encode the problem answer (\(error)); closing without it")
            context.close(promise: nil)
            return
        }
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: Problem.mediaType)
        headers.add(name: "Content-Length", value: String(body.readableBytes))
        headers.add(name: "Connection", value: "close")
        let status = HTTPResponseStatus(statusCode: problem.statusCode)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in Self.closeLingering(channel) }
    }

    /// Closes the way out at once and the way in a little later (what still comes is
    /// dropped): closing with unread bytes would reset the connection, and the
    /// client might lose the answer before reading it.
    private static func closeLingering(_ channel: any Channel) {
        channel.close(mode: .output).whenFailure { _ in channel.close(promise: nil) }
        channel.eventLoop.scheduleTask(in: .seconds(2)) { channel.close(promise: nil) }
    }

    /// The problem+json body, encoded as ``Problem/response(from:context:)`` does.
    private static func encode(_ problem: Problem) throws -> ByteBuffer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ByteBuffer(bytes: try encoder.encode(problem))
    }

    // MARK: Responses (from the request loop)

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        if case .head = part {
            droppingResponse = dropResponsesFrom.map { responseHeadsWritten >= $0 } ?? false || closing
        }
        if droppingResponse {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        switch part {
        case .head(var head):
            let position = responseHeadsWritten - responsesEnded
            let request = position < unanswered.count ? unanswered[position] : nil
            responseHeadsWritten += 1
            if let request {
                // An HTTP/1.0 client reads no chunked body: its answer goes as 1.0 (ended by the length, or by closing).
                if request.version.major == 1, request.version.minor == 0 { head.version = .http1_0 }
                let framed = head.headers.contains(name: "content-length") || head.status == .notModified || head.status == .noContent
                if !request.keepAlive || (head.version == .http1_0 && !framed) {
                    unanswered[position].keepAlive = false
                    head.headers.replaceOrAdd(name: "Connection", value: "close")
                } else if head.version == .http1_0 {
                    head.headers.replaceOrAdd(name: "Connection", value: "keep-alive")
                }
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            responsesEnded += 1
            let keepAlive = unanswered.isEmpty ? true : unanswered.removeFirst().keepAlive
            if !keepAlive {
                // The client asked for this answer only: nothing more is read, the connection closes once it is out.
                stopped = true
                closing = true
                cancelDeadline()
                let channel = context.channel
                let written = promise ?? context.eventLoop.makePromise()
                context.writeAndFlush(data, promise: written)
                written.futureResult.whenComplete { _ in channel.close(promise: nil) }
                return
            }
            context.write(data, promise: promise)
            finishIfDone()
        }
    }

    /// Passes the raw bytes of requests to ``HTTPRequestGuard/scan(_:)`` on their way to the decoder.
    final class ByteMeter: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        typealias InboundOut = ByteBuffer

        private let requestGuard: HTTPRequestGuard

        init(_ requestGuard: HTTPRequestGuard) { self.requestGuard = requestGuard }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if requestGuard.scan(unwrapInboundIn(data)) { context.fireChannelRead(data) }
        }
    }
}

@available(*, unavailable)
extension HTTPRequestGuard: Sendable {}
