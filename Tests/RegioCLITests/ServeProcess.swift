import Foundation
import Synchronization

/// A real `regio serve` process on 127.0.0.1, started with `--json` so that
/// its first line announces the port; stopped with SIGTERM.
final class ServeProcess {
    let port: Int
    private let process: Process
    private let output: LineReader
    private let errors: LineReader

    /// What the server wrote on stderr so far (notes, errors).
    var errorText: String { errors.text() }

    var base: String { "http://127.0.0.1:\(port)" }

    /// Starts `regio serve --port PORT --json ARGUMENTS…` in `regio`'s home and waits (up to `timeout`) for its announcement.
    init(_ regio: RegioProcess, port: Int = 0, arguments: [String] = [], timeout: TimeInterval = 120) throws {
        let process = Process()
        process.executableURL = RegioProcess.executable
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", String(port), "--json"] + arguments
        process.environment = regio.environment
        process.currentDirectoryURL = regio.home
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(stdout.fileHandleForReading)
        errors = LineReader(stderr.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        var announced: Int?
        while announced == nil, Date() < deadline, process.isRunning {
            if let line = reader.firstLine(),
               let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
                announced = object["port"] as? Int
            } else {
                usleep(50_000)
            }
        }
        guard let announced else {
            if process.isRunning { process.terminate() }
            throw ServeProcessError(message: "regio serve did not announce its port (exit status \(process.isRunning ? -1 : process.terminationStatus)); stderr: \(errors.text().suffix(800))")
        }
        self.port = announced
        self.process = process
        output = reader
    }

    /// SIGTERM, then waits for the exit; returns the exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit { if process.isRunning { process.terminate() } }
}

struct ServeProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Collects a pipe's output on a thread of its own; the first line once it is complete.
final class LineReader: Sendable {
    private let buffer = Mutex(Data())

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                buffer.withLock { $0.append(chunk) }
            }
        }
    }

    /// Everything read so far.
    func text() -> String { buffer.withLock { String(decoding: $0, as: UTF8.self) } }

    func firstLine() -> String? {
        buffer.withLock { data in
            guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            return String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        }
    }
}
