import Foundation
import Hummingbird
import Regio
import RegioServer
import RegioTestSupport

/// A server application on the embedded dataset with a store of its own.
enum ServerTestApp {
    static func make(configure: (inout ServerConfiguration) -> Void = { _ in }) throws -> some ApplicationProtocol {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-serve-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = ServerConfiguration(port: 0, engine: EngineConfiguration(storePath: folder.appendingPathComponent("store.sqlite").path,
                                                                                     parameterPrefix: ""))
        configure(&configuration)
        return ServerApplication.build(configuration, engine: RegioEngine(configuration: configuration.engine))
    }
}
