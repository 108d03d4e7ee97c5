import RegioStore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The test content server (`content_server.py`, Python standard library)
/// running on 127.0.0.1 with a port chosen by the system. Stop it at the end
/// of the test.
final class ContentServerProcess: @unchecked Sendable {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("content_server.py")

    let process = Process()
    /// The server's stdin: it exits when this closes, even if the test process crashes.
    private let input = Pipe()
    let port: Int
    var base: String { "http://127.0.0.1:\(port)" }

    /// Starts the server and waits for the port it prints (off the cooperative
    /// thread pool: the wait blocks a thread).
    static func start() async throws -> ContentServerProcess {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try ContentServerProcess() })
            }
        }
    }

    private init() throws {
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
        guard let text = String(data: line, encoding: .utf8), let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw TestFailure("the content server did not print its port (got \(String(decoding: line, as: UTF8.self)))")
        }
        self.port = port
    }

    /// Ends the server (SIGKILL: a child started from a worker thread may have SIGTERM blocked).
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Sends a control command (see content_server.py).
    func control(_ command: [String: Any]) async throws {
        var request = URLRequest(url: URL(string: base + "/_control")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: command, options: [.sortedKeys])
        let (body, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw TestFailure("control command failed: \(String(decoding: body, as: UTF8.self))")
        }
    }

    /// Replaces a collection's items.
    func set(_ collection: String, _ items: [[String: Any]]) async throws {
        try await control(["set": ["collection": collection, "items": items]])
    }

    /// The requests the server has answered so far (the control ones excluded).
    func log() async throws -> [LoggedRequest] {
        let (body, _) = try await URLSession.shared.data(from: URL(string: base + "/_log")!)
        return try JSONDecoder().decode([LoggedRequest].self, from: body)
    }
}

/// One request as the test server saw it.
struct LoggedRequest: Decodable, Equatable {
    var method: String
    var path: String
    var query: String
    var if_none_match: String?
    var if_modified_since: String?
    var status: Int
    var body_bytes: Int
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A local clock the tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_750_000_000)) { current = start }

    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// A store in a fresh temporary folder, removed by `remove()`.
struct TemporaryStore {
    let folder: URL
    let store: Store

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-sync-\(UUID().uuidString)")
        store = try Store(path: folder.appendingPathComponent("regio.sqlite").path)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
