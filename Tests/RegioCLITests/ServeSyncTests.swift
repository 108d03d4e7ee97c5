import Foundation
import RegioTestSupport
import Testing

/// `regio sync` (one store) against `regio serve` (another store), both real
/// processes on 127.0.0.1: a full download, then nothing, then only the
/// changes after the served data folder changed and the server was restarted.
@Suite(.serialized) struct ServeSyncTests {
    /// A dataset folder: the embedded dataset by absolute paths, with `places` of its own.
    static func dataset(in home: URL, places: [[String: Any]]) throws -> URL {
        let folder = home.appendingPathComponent("served-data")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = RegioProcess.repository.appendingPathComponent("data").path
        let manifest: [String: Any] = [
            "name": "Czech Republic (served)", "regions": data + "/regions.geojson", "countries": data + "/countries.geojson",
            "places": ["places.geojson"], "quizzes": data + "/quizzes", "videos": data + "/videos.json",
        ]
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: folder.appendingPathComponent("manifest.json"))
        try writePlaces(places, to: folder)
        return folder
    }

    static func writePlaces(_ places: [[String: Any]], to folder: URL) throws {
        let collection: [String: Any] = ["type": "FeatureCollection", "features": places]
        try JSONSerialization.data(withJSONObject: collection).write(to: folder.appendingPathComponent("places.geojson"), options: .atomic)
    }

    /// Places of the embedded dataset (GeoJSON features), to serve a few of them.
    static func embeddedPlaces() throws -> [[String: Any]] {
        let url = RegioProcess.repository.appendingPathComponent("data/places.geojson")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return object?["features"] as? [[String: Any]] ?? []
    }

    @Test func fullThenNotModifiedThenIncrementalAfterTheDataChanged() throws {
        let regio = try RegioProcess()
        defer { try? FileManager.default.removeItem(at: regio.home) }
        let all = try Self.embeddedPlaces()
        try #require(all.count > 20)
        let folder = try Self.dataset(in: regio.home, places: Array(all[0..<3]))
        let serverStore = regio.home.appendingPathComponent("server/store.sqlite").path
        let serverArguments = ["--data", folder.path, "--store", serverStore]

        var server = try ServeProcess(regio, arguments: serverArguments)
        let port = server.port
        let api = server.base + "/api"

        let first = try regio.run(["sync", api])
        #expect(first.status == 0, "\(first.stderr)")
        let lines = first.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("places: full download: 3 items (+3 added, 0 changed, 0 removed), ") == true, "\(first.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("quizzes: full download: ") == true, "\(first.stdout)")
        #expect(lines.dropFirst(2).first?.hasPrefix("videos: full download: ") == true, "\(first.stdout)")

        Thread.sleep(forTimeInterval: 1.1)  // the next answer's Date is a later second
        let second = try regio.run(["sync", api])
        #expect(second.status == 0, "\(second.stderr)")
        let notModified = second.stdout.split(separator: "\n").map(String.init)
        #expect(notModified.count == 3 && notModified.allSatisfy { $0.contains("not modified") }, "\(second.stdout)")
        #expect(notModified.first == "places: not modified (3 items, nothing downloaded)", "\(second.stdout)")

        // The served data changes: the first place renamed, the second gone, another one new.
        #expect(server.stop() == 0, "SIGTERM ends the server cleanly")
        Thread.sleep(forTimeInterval: 1.1)
        var changed = Array(all[0..<3])
        var renamed = changed[0]["properties"] as? [String: Any] ?? [:]
        renamed["name"] = "Renamed for the sync test"
        changed[0]["properties"] = renamed
        changed.remove(at: 1)
        changed.append(all[20])
        try Self.writePlaces(changed, to: folder)
        server = try ServeProcess(regio, port: port, arguments: serverArguments)
        defer { server.stop() }

        let third = try regio.run(["sync", api])
        #expect(third.status == 0, "\(third.stderr)")
        let incremental = third.stdout.split(separator: "\n").map(String.init)
        #expect(incremental.first?.hasPrefix("places: incremental update: 3 items (+1 added, 1 changed, 1 removed), ") == true,
                "\(third.stdout)")
        // The quizzes generated from the places of a region change with them: an incremental answer too.
        #expect(incremental.dropFirst().first?.hasPrefix("quizzes: incremental update: ") == true, "\(third.stdout)")
        #expect(incremental.dropFirst(2).first?.hasPrefix("videos: not modified") == true, "\(third.stdout)")

        // The client's copy is the server's content now: the renamed place is found by its new name.
        let search = try regio.run(["search", "Renamed for the sync test", "--json"])
        #expect(search.stdout.contains("Renamed for the sync test"), "\(search.stdout) \(search.stderr)")
    }
}
