import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RegioTestSupport
import Testing

/// `regio serve` as a user runs it: the real binary on 127.0.0.1 with a free
/// port, driven by a real HTTP client (URLSession).
@Suite(.serialized) struct ServeCommandTests {
    /// A running `regio serve` and what it announced.
    final class Server: @unchecked Sendable {
        let process = Process()
        let regio: RegioProcess
        let announcement: [String: Any]
        private let stdout = Pipe(), stderr = Pipe()
        private let errors: ReadInBackground

        var url: String { announcement["url"] as? String ?? "" }

        init(_ extra: [String] = []) throws {
            regio = try RegioProcess()
            process.executableURL = RegioProcess.executable
            process.arguments = ["serve", "--port", "0", "--json", "--store", regio.home.appendingPathComponent("store.sqlite").path] + extra
            process.environment = regio.environment
            process.currentDirectoryURL = regio.home
            process.standardOutput = stdout; process.standardError = stderr
            process.standardInput = FileHandle.nullDevice
            try process.run()
            errors = ReadInBackground(stderr.fileHandleForReading)
            // The first line of stdout announces the bound address.
            var line = Data()
            let handle = stdout.fileHandleForReading
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                let byte = handle.readData(ofLength: 1)
                if byte.isEmpty || byte == Data("\n".utf8) { break }
                line.append(byte)
            }
            guard let json = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                process.terminate()
                throw ServeTestError.noAnnouncement(String(decoding: line, as: UTF8.self) + " / " + errors.text())
            }
            announcement = json
        }

        /// Sends SIGTERM and waits for the exit status.
        func stop() -> Int32 {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
            let deadline = Date().addingTimeInterval(30)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { process.interrupt(); kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return process.terminationStatus
        }

        var stderrText: String { errors.text() }
    }

    enum ServeTestError: Error { case noAnnouncement(String) }

    static func request(_ url: String, method: String = "GET", body: String? = nil,
                        headers: [String: String] = [:]) async throws -> (status: Int, body: Data, headers: [String: String]) {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.timeoutInterval = 120
        if let body { request.httpBody = Data(body.utf8); request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (k, v) in http.allHeaderFields { fields[String(describing: k).lowercased()] = String(describing: v) }
        return (http.statusCode, data, fields)
    }

    @Test func announcesItsAddressAndAnswersARealClient() async throws {
        let server = try Server()
        #expect(server.announcement["host"] as? String == "127.0.0.1")
        #expect((server.announcement["port"] as? Int ?? 0) > 0)
        #expect(server.announcement["readOnly"] as? Bool == false)

        let regions = try await Self.request(server.url + "/api/regions?lang=en")
        #expect(regions.status == 200)
        let json = try JSONSerialization.jsonObject(with: regions.body) as? [String: Any]
        #expect((json?["regions"] as? [Any])?.count == 14)

        let bad = try await Self.request(server.url + "/api/clusters?bbox=18,50,14,49&zoom=6")
        #expect(bad.status == 400)
        #expect(bad.headers["content-type"] == "application/problem+json")

        // From loopback, writing needs no token.
        let added = try await Self.request(server.url + "/api/favourites", method: "POST", body: #"{"placeID":"geonames:3061284"}"#)
        #expect(added.status == 201)
        #expect(server.stop() == 0)

        // What was written is in the store the CLI reads.
        let list = try server.regio.run(["fav", "list", "--json", "--store", server.regio.home.appendingPathComponent("store.sqlite").path])
        #expect(list.stdout.contains("geonames:3061284"))
    }

    @Test func sigtermLetsTheRequestInFlightFinish() throws {
        let server = try Server()
        // An uncached tile at a new zoom: the labels of that zoom are placed first (slow enough
        // to be in flight). Sent on a plain socket, so it is on its way before the signal.
        let connection = try RawConnection(port: try #require(server.announcement["port"] as? Int))
        #expect(connection.send("GET /tiles/11/1107/693.png HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
        usleep(100_000)
        kill(server.process.processIdentifier, SIGTERM)
        let answer = connection.readToEnd().bytes
        let head = String(decoding: answer.prefix(64), as: UTF8.self)
        #expect(head.hasPrefix("HTTP/1.1 200"), "\(head)")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(answer.indices.contains { answer[$0...].starts(with: png) }, "the body is a PNG")
        #expect(server.stop() == 0)
    }

    /// A client that sends half a request and then nothing is cut off after the
    /// idle time-out, and the others are served meanwhile.
    /// A TCP connection to the server with plain sockets: the bytes sent are on
    /// their way the moment `send` returns (URLSession starts a request later).
    final class RawConnection {
        let fd: Int32

        init(port: Int) throws {
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard fd >= 0, connected == 0 else { throw ServeTestError.noAnnouncement("cannot connect to port \(port)") }
            var timeout = timeval(tv_sec: 60, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }

        deinit { close(fd) }

        func send(_ text: String) -> Bool { text.withCString { Glibc.send(fd, $0, strlen($0), 0) } > 0 }

        /// Everything until the server closes the connection (or the 60 s receive limit).
        func readToEnd() -> (bytes: [UInt8], closedByServer: Bool) {
            var all: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = recv(fd, &buffer, buffer.count, 0)
                if n > 0 { all += buffer[0..<n] } else { return (all, n == 0) }
            }
        }
    }

    @Test func aSilentClientIsCutOffAndOthersAreServed() async throws {
        let server = try Server(["--idle-timeout", "2"])
        defer { _ = server.stop() }
        let silent = try RawConnection(port: try #require(server.announcement["port"] as? Int))
        #expect(silent.send("GET /api/categories HTTP/1.1\r\nHost: 127"))
        let start = Date()
        // Meanwhile another client is served at once.
        let other = try await Self.request(server.url + "/api/categories")
        #expect(other.status == 200)
        // The silent one: the server closes it after about 2 s, well before the 60 s receive limit.
        let answer = silent.readToEnd()
        let seconds = Date().timeIntervalSince(start)
        #expect(answer.closedByServer, "the server closed the connection")
        #expect(seconds >= 1.5 && seconds < 15, "closed after \(seconds) s")
    }

    /// Once it listens, the server builds its libraries without waiting for a
    /// first request: the quiz library's notice about a broken user quiz comes
    /// with no request made.
    @Test func theLibrariesAreBuiltOnceItListensBeforeAnyRequest() throws {
        let regio = try RegioProcess()
        let quizzes = regio.home.appendingPathComponent("regio/quizzes")
        try FileManager.default.createDirectory(at: quizzes, withIntermediateDirectories: true)
        try Data("{ not a quiz".utf8).write(to: quizzes.appendingPathComponent("broken.json"))
        let server = try ServeProcess(regio)
        defer { server.stop() }
        let deadline = Date().addingTimeInterval(60)
        while !server.errorText.contains("broken.json"), Date() < deadline { usleep(100_000) }
        #expect(server.errorText.contains("broken.json"), "stderr: \(server.errorText)")
    }

    @Test func beyondLoopbackWithoutATokenItSaysItIsReadOnly() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["serve", "--host", "0.0.0.0", "--port", "0"], timeout: 8)
        #expect(r.stderr.contains("read-only"))
    }

    @Test func badOptionsFailAtOnce() throws {
        let regio = try RegioProcess()
        let port = try regio.run(["serve", "--port", "70000"])
        #expect(port.status != 0)
        #expect(port.stderr.contains("--port"))
        let token = try regio.run(["serve", "--token-file", regio.home.appendingPathComponent("missing").path])
        #expect(token.status != 0)
        #expect(token.stderr.contains("--token-file"))
        let both = try regio.run(["serve", "--tiles-cache", "a", "--mbtiles", "b.mbtiles"])
        #expect(both.status != 0)
        let idle = try regio.run(["serve", "--idle-timeout", "0"])
        #expect(idle.status != 0)
        #expect(idle.stderr.contains("--idle-timeout"))
    }

    /// The REPL's build (scripts/run) has no server: `regio serve` says what to build instead of failing obscurely.
    @Test func withoutRegioServeBesideItSaysHowToBuildIt() throws {
        let regio = try RegioProcess()
        let alone = regio.home.appendingPathComponent("bin/regio")
        try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RegioProcess.executable, to: alone)
        let data = RegioProcess.repository.appendingPathComponent("data")
        let r = try regio.run(program: alone, ["--data", data.path, "serve", "--port", "0"], timeout: 20)
        #expect(r.status != 0)
        #expect(r.stderr.contains(alone.deletingLastPathComponent().appendingPathComponent("regio-serve").path), "\(r.stderr)")
        #expect(r.stderr.contains("scripts/run serve"), "\(r.stderr)")
    }

    /// `regio-serve` alone (not from `regio serve`) says how it is meant to start.
    @Test func regioServeAloneSaysItIsStartedByRegioServe() throws {
        let regio = try RegioProcess()
        let server = RegioProcess.executable.deletingLastPathComponent().appendingPathComponent("regio-serve")
        let r = try regio.run(program: server, [], timeout: 20)
        #expect(r.status == 2)
        #expect(r.stderr.contains("regio serve"))
    }
}
