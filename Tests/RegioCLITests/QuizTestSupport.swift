import Foundation

/// Reading what `regio quiz` printed.
enum QuizTranscript {
    /// The progress lines ("Question 3/6") in order.
    static func progress(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Question ") }
    }

    /// The prompt of each question, in the order shown (the line after its progress line).
    static func prompts(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.filter { lines[$0].hasPrefix("Question ") && $0 + 1 < lines.count }.map { lines[$0 + 1] }
    }

    /// The number of options of each question shown.
    static func optionCounts(_ text: String) -> [Int] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var counts: [Int] = []
        for (i, line) in lines.enumerated() where line.hasPrefix("Question ") {
            var k = i + 2
            while k < lines.count, lines[k].hasPrefix("  "), lines[k].dropFirst(2).first?.isNumber == true { k += 1 }
            counts.append(k - i - 2)
        }
        return counts
    }

    /// The correct option numbers revealed after each question ("The answer is 2. Brno.").
    static func revealedAnswers(_ text: String) -> [Int] {
        text.components(separatedBy: "The answer is ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }

    static func json(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }
}

/// `regio` as a child process whose input is written bit by bit and whose
/// output is read as it comes, so that a test can stop it mid-way.
final class RegioChild: @unchecked Sendable {
    let process = Process()
    private let stdin = Pipe(), stdout = Pipe()
    private let lock = NSLock()
    private var output = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ regio: RegioProcess, _ arguments: [String]) throws {
        process.executableURL = RegioProcess.executable
        process.arguments = arguments
        process.environment = regio.environment
        process.currentDirectoryURL = regio.home
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = stdout.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.lock(); output.append(chunk); lock.unlock()
            }
            done.signal()
        }
    }

    func write(_ text: String) { stdin.fileHandleForWriting.write(Data(text.utf8)) }

    var text: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: output, as: UTF8.self)
    }

    /// Waits until the output contains `needle`; false after `timeout` seconds.
    func waitFor(_ needle: String, timeout: TimeInterval = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if text.contains(needle) { return true }
            usleep(20_000)
        }
        return false
    }

    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? stdin.fileHandleForWriting.close()
        done.wait()
    }
}
