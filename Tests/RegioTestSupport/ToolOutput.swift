import Foundation

/// Runs a program nobody here wrote (`ogrinfo`, `gdalinfo`) and returns its
/// standard output; a non-zero exit status throws ``Failed``, with what the
/// program said on standard error.
///
/// ```swift
/// let layers = try ToolOutput.of("/usr/bin/ogrinfo", ["-ro", "-q", gpkg.path])
/// ```
public enum ToolOutput {
    public struct Failed: Error, CustomStringConvertible {
        public let tool: String
        public let status: Int32
        public let standardError: String
        public var description: String { "\(tool) exited with \(status): \(standardError)" }
    }

    public static func of(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error read beside standard output, so neither pipe fills and stops the tool.
        let said = ReadInBackground(errors.fileHandleForReading)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(tool: tool, status: process.terminationStatus, standardError: said.text())
        }
        return text
    }
}

/// Drains a pipe on another thread, so a chatty child never blocks on a full pipe.
public final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    public init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// What the pipe gave until it closed (waits for that).
    public func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
