import Foundation
import Regio
import Testing

/// Sync through the engine against a real HTTP server (Python's static file
/// server over a folder): the one sequence of sync, affected favourites and
/// rebuilt caches.
@Suite struct EngineSyncTests {
    /// `python3 -m http.server` on a port the system chose, serving `folder`.
    final class StaticServer: @unchecked Sendable {
        let process = Process()
        let port: Int
        var base: String { "http://127.0.0.1:\(port)" }

        init(folder: URL) throws {
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            // "Serving HTTP on 127.0.0.1 port 40123 (http://127.0.0.1:40123/) ..."
            let words = String(decoding: line, as: UTF8.self).split(separator: " ")
            guard let i = words.firstIndex(of: "port"), i + 1 < words.count, let port = Int(words[i + 1]) else {
                kill(process.processIdentifier, SIGKILL)
                throw EngineError(.failed, "the test server did not say its port: \(String(decoding: line, as: UTF8.self))")
            }
            self.port = port
        }

        func stop() {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Writes a collection with a modification time `age` seconds from now
    /// (so that each version has its own Last-Modified second).
    static func write(_ items: [[String: Any]], _ name: String, in folder: URL, at offset: TimeInterval) throws {
        let url = folder.appendingPathComponent(name)
        try JSONSerialization.data(withJSONObject: items).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(offset)], ofItemAtPath: url.path)
    }

    @Test func syncRebuildsThePlacesAndListsAffectedFavourites() async throws {
        let t = TestEngine()
        defer { t.remove() }
        let folder = URL(fileURLWithPath: t.path("server"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let karlstejn: [String: Any] = ["id": "12", "name": "Hrad Karlštejn", "city": "Karlštejn", "latitude": 49.9394, "longitude": 14.1883]
        let krivoklat: [String: Any] = ["id": "13", "name": "Hrad Křivoklát", "city": "Křivoklát", "latitude": 50.0378, "longitude": 13.8717]
        try Self.write([karlstejn, krivoklat], "places.json", in: folder, at: -100)
        try Self.write([], "quizzes.json", in: folder, at: -100)
        try Self.write([], "videos.json", in: folder, at: -100)
        let server = try StaticServer(folder: folder)
        defer { server.stop() }

        // Before: the place is unknown (and the search index is built).
        #expect(try t.engine.search(SearchRequest(text: "hrad krivoklat", limit: 1)).hits.first?.result.place.id != "feed:13")
        let first = try await t.engine.sync(SyncRequest(baseURL: server.base))
        #expect(!first.failed, "\(first.outcomes.compactMap(\.error))")
        #expect(first.outcomes.first { $0.collection == "places" }?.itemCount == 2)
        // The caches were rebuilt: search and clusters see the synced places at once.
        // (After the embedded castle Křivoklát: "hrad" asks for castles, and the feed's place is a point of interest.)
        let hits = try t.engine.search(SearchRequest(text: "hrad krivoklat", limit: 3)).hits.map(\.result.place)
        #expect(hits.first?.id == "wikidata:Q1012808" && hits.contains { $0.id == "feed:13" }, "\(hits.map(\.id))")
        #expect(try t.engine.place(PlaceRequest(id: "feed:13")).place?.regionID == "CZ-20")
        guard case .saved = try t.engine.addFavourite(FavouriteAddRequest(text: "feed:13")) else { Issue.record("not saved"); return }

        // The server drops Křivoklát: the favourite is listed as affected, and kept.
        try Self.write([karlstejn], "places.json", in: folder, at: -50)
        let second = try await t.engine.sync(SyncRequest(baseURL: server.base, collections: ["places"]))
        let places = try #require(second.outcomes.first)
        #expect(places.ok && places.itemCount == 1)
        #expect(places.affectedFavourites.map(\.placeID) == ["feed:13"])
        #expect(try t.engine.favourites(FavouriteListRequest()).entries.map(\.state) == ["removed"])
        #expect(try t.engine.place(PlaceRequest(id: "feed:13")).shownFrom == "favourite")

        // Status, and an automatic sync of stale collections (none is stale now).
        let status = try t.engine.syncStatus()
        #expect(status.allSatisfy { $0.synced && !$0.stale })
        let auto = try await t.engine.syncIfStale()
        #expect(auto.events.isEmpty && auto.neverSynced.isEmpty)
        // An unknown collection names the parameter.
        await #expect(throws: InputError.self) { try await t.engine.sync(SyncRequest(collections: ["maps"])) }
    }
}
