import Foundation
import Testing
@testable import RegioStore

/// Opening a store: several openers of a new file at once, from threads that
/// each hold their own connection pool (as separate processes would).
@Suite struct StoreOpeningTests {
    @Test func manyOpenersOfANewStoreAllSucceed() throws {
        for round in 0..<5 {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("regio-open-\(UUID().uuidString)/regio.sqlite").path
            let errors = ErrorBox()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                do { _ = try Store(path: path) } catch { errors.add("\(error)") }
            }
            #expect(errors.all.isEmpty, "round \(round): \(errors.all)")
            #expect(try Store(path: path).integrityCheck() == "ok")
        }
    }
}

private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []
    func add(_ e: String) { lock.lock(); errors.append(e); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return errors }
}
