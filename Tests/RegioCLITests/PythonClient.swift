import Foundation
import RegioTestSupport

/// A Python client library (geopy, OWSLib) run against a real `regio serve`:
/// the scripts in Tests/clients print one JSON object. The interpreter is
/// `$REGIO_CLIENTS_PYTHON`, else .build/clients-venv (scripts/setup makes it),
/// else python3 on the PATH, the first that imports the module.
enum PythonClient {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("clients")

    /// An interpreter that imports `module`, nil when there is none.
    static func python(importing module: String) -> URL? {
        let root = scripts.deletingLastPathComponent().deletingLastPathComponent()
        var candidates = [ProcessInfo.processInfo.environment["REGIO_CLIENTS_PYTHON"],
                          root.appendingPathComponent(".build/clients-venv/bin/python").path].compactMap { $0 }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            candidates.append("\(folder)/python3")
        }
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
            if (try? run(URL(fileURLWithPath: path), ["-c", "import \(module)"]).status) == 0 { return URL(fileURLWithPath: path) }
        }
        return nil
    }

    /// Runs `script` (a file in Tests/clients) with `arguments`; its status, standard output and error.
    static func run(_ python: URL, script: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try run(python, [scripts.appendingPathComponent(script).path] + arguments)
    }

    /// The JSON object a script printed.
    static func json(_ output: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any] ?? [:]
    }

    private static func run(_ python: URL, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = python
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_PROXY"] = "*"  // requests would send 127.0.0.1 to a proxy of the environment
        environment["PYTHONIOENCODING"] = "utf-8"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = ReadInBackground(stdout.fileHandleForReading), errors = ReadInBackground(stderr.fileHandleForReading)
        let deadline = Date().addingTimeInterval(300)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return (process.terminationStatus, output.text(), errors.text())
    }
}
