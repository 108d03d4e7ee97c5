import Foundation
import RegioTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A server, a private home for `regio`, and the content the tests serve.
struct SyncCLIFixture {
    let server: TestContentServer
    let regio: RegioProcess

    /// Runs `body` with a fresh server and home; stops the server afterwards.
    static func with(_ body: (SyncCLIFixture) throws -> Void) throws {
        let server = try TestContentServer()
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
        try server.set("places.json", places)
        try server.set("quizzes.json", quizzes)
        try server.set("videos.json", videos)
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
