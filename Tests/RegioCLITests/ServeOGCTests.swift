import Foundation
import RegioTestSupport
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GDAL's OAPIF driver (`ogrinfo` from Debian's gdal-bin, installed by
/// scripts/setup) against a real `regio serve`: both layers listed, every
/// feature read through the `next` links; and OWSLib's client (PyPI).
@Suite(.serialized) struct ServeOGCTests {
    static let ogrinfo = ["/usr/bin/ogrinfo", "/usr/local/bin/ogrinfo"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs ogrinfo and returns its standard output (stderr dropped).
    static func ogrinfo(_ arguments: [String], home: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ogrinfo!)
        process.arguments = arguments
        process.currentDirectoryURL = home
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "GDAL_HTTP_TIMEOUT": "60"]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = ReadInBackground(stdout.fileHandleForReading)
        let deadline = Date().addingTimeInterval(300)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return (process.terminationStatus, output.text())
    }

    /// `numberMatched` of a collection, asked over HTTP.
    static func numberMatched(_ base: String, collection: String) throws -> Int {
        let url = URL(string: "\(base)/collections/\(collection)/items?limit=1")!
        let data = try Data(contentsOf: url)
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["numberMatched"] as? Int ?? -1
    }

    @Test(.enabled(if: ogrinfo != nil, "ogrinfo is missing: scripts/setup installs gdal-bin"))
    func ogrinfoListsBothLayersAndReadsEveryFeature() throws {
        let regio = try RegioProcess()
        defer { try? FileManager.default.removeItem(at: regio.home) }
        let server = try ServeProcess(regio, arguments: ["--store", regio.home.appendingPathComponent("server.sqlite").path])
        defer { server.stop() }

        let summary = try Self.ogrinfo(["-ro", "-al", "-so", "OAPIF:" + server.base], home: regio.home)
        #expect(summary.status == 0)
        #expect(summary.output.contains("Layer name: places"), "\(summary.output.prefix(2000))")
        #expect(summary.output.contains("Layer name: regions"), "\(summary.output.prefix(2000))")
        #expect(summary.output.contains("Geometry: Point"))

        for (layer, pageSize) in [("places", "1000"), ("regions", "5")] {
            let expected = try Self.numberMatched(server.base, collection: layer)
            #expect(expected > 0)
            let all = try Self.ogrinfo(["-ro", "-oo", "PAGE_SIZE=\(pageSize)", "OAPIF:" + server.base, layer], home: regio.home)
            #expect(all.status == 0)
            let read = all.output.components(separatedBy: "OGRFeature(\(layer)):").count - 1
            #expect(read == expected, "ogrinfo read \(read) \(layer), the server has \(expected)")
        }
    }

    static let owslibPython = PythonClient.python(importing: "owslib")

    /// OWSLib's OGC API – Features client: the landing page, `api()` (the
    /// `service-desc` link), the conformance, the collections, items in a bbox
    /// (also one across the antimeridian) and the queryables.
    @Test(.enabled(if: owslibPython != nil, "python3 with OWSLib is missing: scripts/setup installs it (pip install OWSLib)"))
    func owslibReadsTheAPI() throws {
        let regio = try RegioProcess()
        defer { try? FileManager.default.removeItem(at: regio.home) }
        let server = try ServeProcess(regio, arguments: ["--store", regio.home.appendingPathComponent("server.sqlite").path])
        defer { server.stop() }

        let run = try PythonClient.run(Self.owslibPython!, script: "owslib_features.py", [server.base])
        #expect(run.status == 0, "\(run.errors)")
        let answer = PythonClient.json(run.output)
        #expect((answer["title"] as? String)?.hasPrefix("Regio") == true, "\(run.output) \(run.errors)")
        #expect((answer["openapi"] as? String)?.hasPrefix("3.0") == true)
        #expect((answer["paths"] as? [String] ?? []).contains("/collections/{collectionId}/items"))
        #expect((answer["conformsTo"] as? [String] ?? []).contains("http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30"))
        #expect(answer["collections"] as? [String] == ["places", "regions"])
        let names = answer["brnoNames"] as? [String] ?? []
        #expect(names.contains("Brno"), "\(names)")
        #expect(answer["brnoMatched"] as? Int == names.count)
        let coordinates = answer["brnoCoordinates"] as? [[Double]] ?? []
        #expect(coordinates.allSatisfy { $0[0] >= 16.5 && $0[0] <= 16.7 && $0[1] >= 49.1 && $0[1] <= 49.3 })
        let all = answer["allMatched"] as? Int ?? -1
        #expect(all > 0 && answer["acrossMatched"] as? Int == all)
        #expect((answer["queryables"] as? [String] ?? []).contains("name"))
    }
}
