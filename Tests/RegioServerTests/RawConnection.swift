import Foundation
import NIOCore
import NIOPosix
import RegioServer

/// A raw TCP connection to a listening test server, for what a well-behaved
/// client never sends: bytes go out exactly as given (a trickle, broken
/// framing), and what comes back is read until the server closes, a whole
/// response has come, or a time limit passes. One task reads; ``writer`` may
/// be handed to another (to trickle while the test reads).
final class RawConnection {
    private let channel: any Channel
    private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    let writer: NIOAsyncChannelOutboundWriter<ByteBuffer>

    /// What came back.
    struct Reply: Sendable {
        var bytes: [UInt8]
        /// Whether the server closed the connection (false: the limit passed first, or a whole response came).
        var closedByServer: Bool
        /// Seconds the reading took.
        var seconds: Double

        var text: String { String(decoding: bytes, as: UTF8.self) }
        /// The responses in it, in order.
        var responses: [RawResponse] { RawResponse.parse(bytes) }
    }

    /// Connects to `address`, runs `body`, closes.
    static func with<Value: Sendable>(_ address: SocketAddress, _ body: (RawConnection) async throws -> Value) async throws -> Value {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.allowRemoteHalfClosure, value: true)
            .connect(to: address) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await body(RawConnection(channel: channel.channel, inbound: inbound.makeAsyncIterator(), writer: outbound))
        }
    }

    private init(channel: any Channel, inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator,
                 writer: NIOAsyncChannelOutboundWriter<ByteBuffer>) {
        self.channel = channel; self.inbound = inbound; self.writer = writer
    }

    /// Sends `text` as it is.
    func send(_ text: String) async throws {
        try await writer.write(ByteBuffer(string: text))
    }

    /// Sends `text` through `writer` one byte every `interval` seconds, until it is sent or the connection closes.
    static func trickle(_ text: String, every interval: Double, to writer: NIOAsyncChannelOutboundWriter<ByteBuffer>) async {
        for byte in text.utf8 {
            do {
                try await Task.sleep(for: .seconds(interval))
                try await writer.write(ByteBuffer(bytes: [byte]))
            } catch {
                return  // closed by the server, or the test is over
            }
        }
    }

    /// Reads until the server closes the connection, or `seconds` pass (then the connection is closed here).
    func readUntilClosed(within seconds: Double) async throws -> Reply {
        try await read(within: seconds) { _ in false }
    }

    /// Reads one whole response (framed by Content-Length), or until the server closes or `seconds` pass.
    func readResponse(within seconds: Double) async throws -> Reply {
        try await read(within: seconds) { bytes in
            guard let response = RawResponse.parse(bytes).first, let length = response.headers["content-length"].flatMap(Int.init) else {
                return false
            }
            return response.body.count >= length
        }
    }

    /// Reads `count` whole responses (each framed by Content-Length), or until the server closes or `seconds` pass.
    func readResponses(_ count: Int, within seconds: Double) async throws -> Reply {
        try await read(within: seconds) { bytes in
            let responses = RawResponse.parse(bytes)
            guard responses.count >= count, let last = responses.last,
                  let length = last.headers["content-length"].flatMap(Int.init) else { return false }
            return last.body.count >= length
        }
    }

    private func read(within seconds: Double, until done: ([UInt8]) -> Bool) async throws -> Reply {
        let start = ContinuousClock.now
        let limit = channel.eventLoop.scheduleTask(in: .milliseconds(Int64(seconds * 1000))) { [channel] in
            channel.close(promise: nil)
        }
        defer { limit.cancel() }
        var bytes: [UInt8] = []
        var closed = false
        while !done(bytes) {
            do {
                guard let buffer = try await inbound.next() else {
                    closed = true
                    break
                }
                bytes += buffer.readableBytesView
            } catch {
                closed = true  // reset by the server, or closed here by the limit
                break
            }
        }
        let elapsed = ContinuousClock.now - start
        let secondsTaken = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Reply(bytes: bytes, closedByServer: closed && secondsTaken < seconds, seconds: secondsTaken)
    }
}

/// One HTTP response as it came over the wire.
struct RawResponse: Sendable {
    var statusLine: String
    /// Header fields with lower-case names.
    var headers: [String: String]
    var body: [UInt8]

    var status: Int? { statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
    var version: String { String(statusLine.prefix { $0 != " " }) }
    /// The body as a problem (RFC 9457).
    func problem() throws -> Problem { try JSONDecoder().decode(Problem.self, from: Data(body)) }

    /// The responses in `bytes`: bodies framed by Content-Length, or running to the end.
    static func parse(_ bytes: [UInt8]) -> [RawResponse] {
        var responses: [RawResponse] = []
        var rest = bytes[...]
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while let end = rest.firstRange(of: separator) {
            let head = String(decoding: rest[rest.startIndex..<end.lowerBound], as: UTF8.self)
            var lines = head.components(separatedBy: "\r\n")
            let statusLine = lines.removeFirst()
            var headers: [String: String] = [:]
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            rest = rest[end.upperBound...]
            let length = headers["content-length"].flatMap { Int($0) } ?? rest.count
            let body = Array(rest.prefix(length))
            rest = rest.dropFirst(length)
            responses.append(RawResponse(statusLine: statusLine, headers: headers, body: body))
        }
        return responses
    }
}
