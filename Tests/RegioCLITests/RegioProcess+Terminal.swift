import Foundation
import RegioTestSupport

extension RegioProcess {
    /// Runs `regio arguments…` on a pseudo-terminal (`pty_session.py`), typing
    /// `keys` one chunk at a time; returns the transcript, which ends with
    /// `exit status: N`.
    func runOnTerminal(_ arguments: [String], keys: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty_session.py")
        process.arguments = ["python3", driver.path, Self.executable.path] + arguments
        process.environment = environment.merging(["TERM": "xterm"]) { $1 }
        process.currentDirectoryURL = home
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin; process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(try JSONEncoder().encode(keys))
        try stdin.fileHandleForWriting.close()
        let output = ReadInBackground(stdout.fileHandleForReading).text()
        process.waitUntilExit()
        return output
    }
}
