import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The test content server (`Tests/RegioSyncTests/content_server.py`, Python's
/// standard library, used in place) on 127.0.0.1 with a port the system chose.
/// It ends when ``stop()`` closes its stdin, or when the test process ends.
/// The sync library's tests and the CLI's tests both drive it through this one
/// launcher.
///
/// ```swift
/// let server = try await TestContentServer.start()
/// defer { server.stop() }
/// try server.set("places.json", [["id": "1", "name": "Brno", "latitude": 49.2, "longitude": 16.6]])
/// ```
public final class TestContentServer: @unchecked Sendable {
    public static let script = TestData.repository.appendingPathComponent("Tests/RegioSyncTests/content_server.py")

    private let process = Process()
    /// The server's stdin: it exits when this closes, even if the test process crashes.
    private let input = Pipe()
    public let port: Int
    public var base: String { "http://127.0.0.1:\(port)" }

    /// Starts the server and waits (blocking) for the port it prints.
    public init() throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path]
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.standardError
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the process ended
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw TestFailure("the content server did not print its port (got \(String(decoding: line, as: UTF8.self)))")
        }
        self.port = port
    }

    /// Starts the server off the cooperative thread pool (the wait for its port blocks a thread).
    public static func start() async throws -> TestContentServer {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try TestContentServer() }) }
        }
    }

    /// Ends the server (SIGKILL: a child started from a worker thread may have
    /// SIGTERM blocked); its address then refuses connections.
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// A control command (see content_server.py): `set`, `upsert`, `delete`, `advance`, `config`.
    public func control(_ command: [String: Any]) throws {
        var request = URLRequest(url: URL(string: base + "/_control")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: command, options: [.sortedKeys])
        let (status, body) = try Self.fetch(request)
        guard status == 200 else { throw TestFailure("control command failed: \(String(decoding: body, as: UTF8.self))") }
    }

    /// Replaces a collection's items (the collection as the server names it, e.g. `places.json`).
    public func set(_ collection: String, _ items: [[String: Any]]) throws {
        try control(["set": ["collection": collection, "items": items]])
    }

    /// The requests the server has answered so far (the control ones excluded).
    public func log() throws -> [LoggedRequest] {
        let (_, body) = try Self.fetch(URLRequest(url: URL(string: base + "/_log")!))
        return try JSONDecoder().decode([LoggedRequest].self, from: body)
    }

    /// ``control(_:)`` from async code, without blocking a thread of the pool.
    public func control(_ command: [String: Any]) async throws {
        var request = URLRequest(url: URL(string: base + "/_control")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: command, options: [.sortedKeys])
        let (body, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw TestFailure("control command failed: \(String(decoding: body, as: UTF8.self))")
        }
    }

    /// ``set(_:_:)`` from async code.
    public func set(_ collection: String, _ items: [[String: Any]]) async throws {
        try await control(["set": ["collection": collection, "items": items]])
    }

    /// ``log()`` from async code.
    public func log() async throws -> [LoggedRequest] {
        let (body, _) = try await URLSession.shared.data(from: URL(string: base + "/_log")!)
        return try JSONDecoder().decode([LoggedRequest].self, from: body)
    }

    /// One request, waited for (at most 10 s).
    private static func fetch(_ request: URLRequest) throws -> (Int, Data) {
        final class Box: @unchecked Sendable { var result: Result<(Int, Data), Error> = .failure(TestFailure("no answer")) }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            if let error { box.result = .failure(error) } else {
                box.result = .success(((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data()))
            }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 10) == .success else { throw TestFailure("the content server did not answer") }
        return try box.result.get()
    }
}

/// One request as the test server saw it.
public struct LoggedRequest: Decodable, Equatable, Sendable {
    public var method: String
    public var path: String
    public var query: String
    public var if_none_match: String?
    public var if_modified_since: String?
    public var accept_language: String?
    public var authorization: String?
    public var x_only_modified_since: String?
    public var status: Int
    public var body_bytes: Int
}

/// A failure of the test machinery (not of the code under test), with a message.
public struct TestFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
