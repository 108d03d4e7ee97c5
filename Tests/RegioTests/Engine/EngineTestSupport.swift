import Foundation
import Regio

/// An engine on the embedded dataset with a store in a fresh temporary
/// folder (removed by ``remove()``), so tests never touch the user's store.
struct TestEngine {
    let folder: URL
    let engine: RegioEngine

    init(placesFiles: [String] = [], data: URL = TestPaths.embeddedData, notices: @escaping @Sendable (String) -> Void = { _ in }) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-engine-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        engine = RegioEngine(configuration: EngineConfiguration(dataDirectory: data, dataDisplayName: "data",
                                                                storePath: folder.appendingPathComponent("store/regio.sqlite").path,
                                                                placesFiles: placesFiles),
                             notices: notices)
    }

    var storePath: String { engine.configuration.storePath }
    var storeExists: Bool { FileManager.default.fileExists(atPath: storePath) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The shared castles catalogue (Wikidata), when the machine has it.
    static let castles = TestPaths.shared("cz-castles.geojson")?.path
}
