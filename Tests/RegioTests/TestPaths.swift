import Foundation
import RegioTestSupport

/// Paths the tests read: fixtures, the embedded dataset, and the shared
/// third-party data beside the repository (absent on some machines); see
/// RegioTestSupport's ``TestData`` for the environment variables.
enum TestPaths {
    static var repository: URL { TestData.repository }
    static var embeddedData: URL { TestData.embeddedData }
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func dataset(_ name: String) -> URL { fixtures.appendingPathComponent("datasets/\(name)") }

    static func shared(_ name: String) -> URL? { TestData.shared(name) }
}
