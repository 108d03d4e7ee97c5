import Foundation

/// Paths the tests read: fixtures, the embedded dataset, and the shared
/// third-party data beside the repository (absent on some machines).
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let embeddedData = repository.appendingPathComponent("data")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func dataset(_ name: String) -> URL { fixtures.appendingPathComponent("datasets/\(name)") }

    static let sharedData = repository.deletingLastPathComponent().appendingPathComponent("shared/data")
    static func shared(_ name: String) -> URL? {
        let url = sharedData.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
