import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Regio
import RegioServer
import RegioTestSupport

/// Server applications for the tests: the embedded dataset, a store of their
/// own in a fresh folder, a web folder with a small app.
struct ServerTestApp {
    let folder: URL
    var configuration: ServerConfiguration

    init(configure: (inout ServerConfiguration) -> Void = { _ in }) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-serve-tests-\(UUID().uuidString)")
        let web = folder.appendingPathComponent("web")
        try FileManager.default.createDirectory(at: web.appendingPathComponent("js"), withIntermediateDirectories: true)
        try Data("<!doctype html><title>Regio</title>".utf8).write(to: web.appendingPathComponent("index.html"))
        try Data("console.log('regio')".utf8).write(to: web.appendingPathComponent("js/app.js"))
        try Data("TOP-SECRET-CONTENT".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        configuration = ServerConfiguration(port: 0, engine: EngineConfiguration(storePath: folder.appendingPathComponent("store.sqlite").path,
                                                                                 parameterPrefix: ""),
                                            webFolder: web, cacheDirectory: folder.appendingPathComponent("cache"))
        configure(&configuration)
    }

    /// The application (tests call `app.test(.router)` or `.live`, see ApplicationProtocol+Test.swift).
    func app() throws -> some ApplicationProtocol {
        try ServerApplication.build(configuration, engine: RegioEngine(configuration: configuration.engine))
    }

    static func make(configure: (inout ServerConfiguration) -> Void = { _ in }) throws -> some ApplicationProtocol {
        try ServerTestApp(configure: configure).app()
    }
}

extension TestResponse {
    /// The body as JSON.
    func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(body.readableBytesView)) }
    /// The body as a problem (RFC 9457).
    func problem() throws -> Problem { try JSONDecoder().decode(Problem.self, from: Data(body.readableBytesView)) }
    var text: String { String(buffer: body) }
}

extension TestClient {
    /// A GET; `headers` as name/value pairs.
    func get(_ uri: String, headers: [(HTTPField.Name, String)] = []) async throws -> TestResponse {
        try await send(.get, uri, headers: headers)
    }

    /// A request, with a JSON body when given.
    func send(_ method: HTTPRequest.Method, _ uri: String, json: String? = nil,
              headers: [(HTTPField.Name, String)] = []) async throws -> TestResponse {
        var fields = HTTPFields()
        for (name, value) in headers { fields[name] = value }
        if json != nil { fields[.contentType] = "application/json" }
        return try await executeRequest(uri: uri, method: method, headers: fields, body: json.map { ByteBuffer(string: $0) })
    }
}
