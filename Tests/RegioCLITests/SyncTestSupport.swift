import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The sync library's test content server (Tests/RegioSyncTests/content_server.py,
/// used in place) on 127.0.0.1 with a port the system chose, driven
/// synchronously for CLI tests. It ends when `stop()` closes its stdin (or this
/// process ends).
final class SyncTestServer: @unchecked Sendable {
    static let script = RegioProcess.repository.appendingPathComponent("Tests/RegioSyncTests/content_server.py")

    private let process = Process()
    private let input = Pipe()
    let port: Int
    var base: String { "http://127.0.0.1:\(port)" }

    init() throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path]
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.standardError
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw SyncTestError("the content server did not print its port (got \(String(decoding: line, as: UTF8.self)))")
        }
        self.port = port
    }

    /// Ends the server; its address then refuses connections.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// A control command (see content_server.py): `set`, `upsert`, `delete`, `advance`, `config`.
    func control(_ command: [String: Any]) throws {
        var request = URLRequest(url: URL(string: base + "/_control")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: command, options: [.sortedKeys])
        let (status, body) = try Self.fetch(request)
        guard status == 200 else { throw SyncTestError("control command failed: \(String(decoding: body, as: UTF8.self))") }
    }

    func set(_ collection: String, _ items: [[String: Any]]) throws {
        try control(["set": ["collection": collection + ".json", "items": items]])
    }

    /// The collection requests served so far.
    func log() throws -> [LoggedRequest] {
        let (_, body) = try Self.fetch(URLRequest(url: URL(string: base + "/_log")!))
        return try JSONDecoder().decode([LoggedRequest].self, from: body)
    }

    private static func fetch(_ request: URLRequest) throws -> (Int, Data) {
        final class Box: @unchecked Sendable { var result: Result<(Int, Data), Error> = .failure(SyncTestError("no answer")) }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            if let error { box.result = .failure(error) } else {
                box.result = .success(((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data()))
            }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 10) == .success else { throw SyncTestError("the content server did not answer") }
        return try box.result.get()
    }
}

/// One request as the test server saw it.
struct LoggedRequest: Decodable, Equatable {
    var method: String
    var path: String
    var query: String
    var if_none_match: String?
    var if_modified_since: String?
    var status: Int
    var body_bytes: Int
}

struct SyncTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A server, a private home for `regio`, and the content the tests serve.
struct SyncCLIFixture {
    let server: SyncTestServer
    let regio: RegioProcess

    /// Runs `body` with a fresh server and home; stops the server afterwards.
    static func with(_ body: (SyncCLIFixture) throws -> Void) throws {
        let server = try SyncTestServer()
        defer { server.stop() }
        let regio = try RegioProcess()
        defer { try? FileManager.default.removeItem(at: regio.home) }
        try body(SyncCLIFixture(server: server, regio: regio))
    }

    func run(_ arguments: [String], input: String = "") throws -> RegioProcess.Result {
        try regio.run(arguments, input: input)
    }

    /// Serves the sample places, quizzes and videos.
    func serveSamples(places: [[String: Any]] = SyncSamples.places, quizzes: [[String: Any]] = [SyncSamples.quiz],
                      videos: [[String: Any]] = [SyncSamples.video]) throws {
        try server.set("places", places)
        try server.set("quizzes", quizzes)
        try server.set("videos", videos)
    }

    /// A dataset folder that is the embedded one (by absolute paths) with a
    /// `"sync"` member in its manifest.
    func dataset(sync: [String: Any]) throws -> String {
        let folder = regio.home.appendingPathComponent("dataset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = RegioProcess.repository.appendingPathComponent("data").path
        let manifest: [String: Any] = [
            "name": "Czech Republic (sync test)", "regions": data + "/regions.geojson", "countries": data + "/countries.geojson",
            "places": [data + "/places.geojson"], "quizzes": data + "/quizzes", "videos": data + "/videos.json", "sync": sync,
        ]
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
            .write(to: folder.appendingPathComponent("manifest.json"))
        return folder.path
    }
}

/// Content in the seed app's formats (POI feed, video feed) and a Regio JSON quiz.
enum SyncSamples {
    static var places: [[String: Any]] { [
        ["id": "12", "name": "Karlštejn", "city": "Karlštejn", "street": "", "postal_code": "267 18", "latitude": 49.9394, "longitude": 14.1883],
        ["id": 13, "name": "Křivoklát", "city": "Křivoklát", "postal_code": "270 23", "latitude": "50.0378", "longitude": "13.8717"],
        ["id": "14", "name": "Hluboká", "city": "Hluboká nad Vltavou", "street": "Zámek 142", "latitude": 49.0503, "longitude": 14.4361],
    ] }

    static var quiz: [String: Any] { [
        "id": "cz-20-castles", "region": "CZ-20",
        "title": ["cs": "Hrady středních Čech", "en": "Castles of Central Bohemia"],
        "questions": [
            ["id": "jewels", "prompt": ["cs": "Který hrad střežil korunovační klenoty?", "en": "Which castle guarded the crown jewels?"],
             "options": [["text": "Karlštejn", "correct": true], ["text": "Křivoklát"], ["text": "Kokořín"]]],
            ["id": "river", "prompt": ["cs": "Nad kterou řekou stojí Křivoklát?", "en": "Above which river does Křivoklát stand?"],
             "options": [["text": "Rakovnický potok", "correct": true], ["text": "Sázava"]]],
        ],
    ] }

    /// A video of the seed app's feed; its category names a region of the dataset.
    static var video: [String: Any] { [
        "id": 12, "type": "class", "name": "Brno &#8211; the city of the Svratka", "date": 1_620_122_400,
        "url": "https://example.org/videos/brno", "direct_url": "https://example.org/media/brno.mp4",
        "category": "Jihomoravský kraj",
    ] }
}
