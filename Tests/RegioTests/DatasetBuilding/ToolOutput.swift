import Foundation
import Testing

/// Runs a program nobody here wrote (`ogrinfo`, `gdalinfo`) and returns its
/// standard output; a non-zero exit status is a test issue.
///
/// ```swift
/// let layers = try ToolOutput.of("/usr/bin/ogrinfo", ["-ro", "-q", gpkg.path])
/// ```
enum ToolOutput {
    static func of(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) failed")
        return output
    }
}
