import Foundation
import RegioTestSupport

/// Runs the built `regio` binary as a user would, with a private
/// XDG_DATA_HOME so the user's store and history are never touched.
struct RegioProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static var repository: URL { TestData.repository }

    /// The `regio` the tests run: `$REGIO_TEST_BIN` when set (scripts/test sets it to
    /// the release build that is installed and packaged: the CLI tests then check what
    /// users get, and each of the tests' hundreds of runs starts in milliseconds), else
    /// the one next to the test bundle (both built by `swift build --build-tests`).
    static var executable: URL {
        if let given = ProcessInfo.processInfo.environment["REGIO_TEST_BIN"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        let besideTests = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("regio")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let fromArgs = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("regio")
        if FileManager.default.isExecutableFile(atPath: fromArgs.path) { return fromArgs }
        return repository.appendingPathComponent(".build/debug/regio")
    }

    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("regio-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["XDG_DATA_HOME"] = home.path
        env["HOME"] = home.path
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "LC_ALL")
        return env
    }

    /// Runs `regio arguments…` with `input` on a pipe as standard input.
    func run(_ arguments: [String], input: String = "", timeout: TimeInterval = 60,
             environment overrides: [String: String] = [:]) throws -> Result {
        try run(program: Self.executable, arguments, input: input, timeout: timeout, environment: overrides)
    }

    /// Runs another program (python3, ogr2ogr…) the same way, in the same home.
    func run(program: URL, _ arguments: [String], input: String = "", timeout: TimeInterval = 60,
             environment overrides: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment.merging(overrides) { _, new in new }
        process.currentDirectoryURL = home
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin; process.standardOutput = stdout; process.standardError = stderr
        // Told when it exits, rather than looking every few milliseconds (the CLI tests start regio about 900 times).
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = ReadInBackground(stdout.fileHandleForReading), err = ReadInBackground(stderr.fileHandleForReading)
        if exited.wait(timeout: .now() + timeout) == .timedOut { process.terminate() }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: out.text(), stderr: err.text())
    }
}
