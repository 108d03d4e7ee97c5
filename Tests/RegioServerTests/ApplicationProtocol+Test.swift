import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle

/// How a test reaches the application. Both run the real application on a
/// real socket; they differ in who the client appears to be.
enum TestMode: Sendable {
    /// A Unix domain socket in the temporary folder: the client has no network
    /// address, so it is not a loopback peer (writes need the token), as when
    /// requests were handed straight to the router.
    case router
    /// TCP on 127.0.0.1, an ephemeral port: the client is a loopback peer.
    case live

    /// A fresh path for the `.router` mode's socket, in the temporary folder
    /// when its path is short enough (104 bytes on macOS, 108 on Linux).
    static func freshSocketPath() -> String {
        let name = "regio-test-\(UUID().uuidString.prefix(8)).sock"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        return path.utf8.count <= 100 ? path : "/tmp/" + name
    }
}

/// The server did not come up (its error, if it threw one, is thrown instead).
struct TestServerDidNotStart: Error {}

extension ApplicationProtocol {
    /// Runs this application for the length of `test`, listening as `mode`
    /// says, hands `test` a client connected to it, then shuts the
    /// application down gracefully, whether `test` returned or threw.
    func test<Value: Sendable>(_ mode: TestMode, _ test: @Sendable (TestClient) async throws -> Value) async throws -> Value {
        let socketPath = mode == .router ? TestMode.freshSocketPath() : nil
        defer { if let socketPath { try? FileManager.default.removeItem(atPath: socketPath) } }
        let bindAddress: BindAddress = socketPath.map { .unixDomainSocket(path: $0) } ?? .hostname("127.0.0.1", port: 0)
        let (listening, listeningContinuation) = AsyncStream.makeStream(of: SocketAddress.self)
        let app = ListeningApplication(base: self, address: bindAddress) { address in
            if let address { listeningContinuation.yield(address) }
            listeningContinuation.finish()
        }
        let services = ServiceGroup(services: [app], logger: logger)

        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                // However the server ends, nobody waits for it to listen any more.
                defer { listeningContinuation.finish() }
                try await services.run()
            }
            var addresses = listening.makeAsyncIterator()
            guard let address = await addresses.next() else {
                await services.triggerGracefulShutdown()
                try await group.waitForAll()
                throw TestServerDidNotStart()
            }

            let outcome: Result<Value, any Error>
            do { outcome = .success(try await test(TestClient(address: address))) } catch { outcome = .failure(error) }
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
            return try outcome.get()
        }
    }
}
