import Foundation
import RegioTestSupport

/// Paths, JSON and SQLite helpers for the search and favourites CLI tests.
enum PlacesTestSupport {
    /// Third-party catalogues of the shared data (absent on some machines; see ``TestData``).
    static let castles = TestData.shared("cz-castles.geojson")?.path
    static let towers = TestData.shared("cz-lookout-towers.geojson")?.path

    /// A JSON array of objects.
    static func array(_ text: String) throws -> [[String: Any]] {
        guard let rows = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return rows
    }

    static func object(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }

    /// The place ids of `search --json` results, in order.
    static func ids(_ text: String) throws -> [String] {
        try array(text).compactMap { ($0["place"] as? [String: Any])?["id"] as? String }
    }

    /// The place ids of `fav list --json`, in order.
    static func favouriteIDs(_ text: String) throws -> [String] {
        try array(text).compactMap { ($0["favourite"] as? [String: Any])?["placeID"] as? String }
    }

    /// Town ids of the embedded dataset, for adding many favourites.
    static func embeddedTownIDs() throws -> [String] {
        let data = try Data(contentsOf: RegioProcess.repository.appendingPathComponent("data/places.geojson"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let features = object?["features"] as? [[String: Any]] ?? []
        return features.compactMap { $0["id"] as? String }
    }

    /// Runs the sqlite3 shell on a database (the real SQLite, outside Regio).
    static func sqlite(_ path: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", path, sql]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out; process.standardError = err
        try process.run()
        let text = ReadInBackground(out.fileHandleForReading), errors = ReadInBackground(err.fileHandleForReading)
        process.waitUntilExit()
        return (text.text() + errors.text()).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static var hasSQLiteShell: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/sqlite3") }
    }

    /// Writes a file in the test's home and returns its path.
    static func write(_ text: String, _ name: String, in regio: RegioProcess) throws -> String {
        let url = regio.home.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
