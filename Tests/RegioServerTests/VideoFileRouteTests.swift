import Foundation
import HTTPTypes
import Hummingbird
import Regio
import Testing
@testable import RegioServer

/// A video kept as a file of the dataset is listed with `/api/videos/{id}/file`
/// as its url and served from there whole or by byte ranges (what `<video>`
/// needs to seek); a video on the web keeps its address, and nothing else is served.
@Suite struct VideoFileRouteTests {
    /// The embedded dataset with a videos.json of its own and a 1,000-byte "video" in a media/ of its own
    /// (not the demo video's, which `scripts/run serve` may have made in data/media/).
    static func dataset() throws -> (folder: URL, bytes: [UInt8]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-video-route-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("media"), withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Dataset.embeddedDirectory.path) where name != "videos.json" && name != "media" {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name),
                                                       withDestinationURL: Dataset.embeddedDirectory.appendingPathComponent(name))
        }
        let bytes = (0..<1000).map { UInt8($0 % 251) }
        try Data(bytes).write(to: folder.appendingPathComponent("media/clip.webm"))
        try Data("outside".utf8).write(to: folder.deletingLastPathComponent().appendingPathComponent("regio-outside.webm"))
        try Data(#"""
        [{"id": "clip", "title": {"cs": "Brno zblízka", "en": "Brno up close"}, "region": "CZ-64", "url": "media/clip.webm",
          "page": "https://example.org/videos/clip", "chapters": [{"start": 0, "title": {"cs": "Úvod", "en": "Start"}},
          {"start": 4, "title": {"cs": "Špilberk", "en": "Spielberg"}}, {"title": {"cs": "Bez času", "en": "No time"}}]},
         {"id": "web", "title": {"cs": "Na webu", "en": "On the web"}, "region": "CZ-64", "url": "https://example.org/v.webm"},
         {"id": "escape", "title": {"cs": "Ven", "en": "Out"}, "region": "CZ-64", "url": "../regio-outside.webm"},
         {"id": "gone", "title": {"cs": "Chybí", "en": "Missing"}, "region": "CZ-64", "url": "media/gone.webm"}]
        """#.utf8).write(to: folder.appendingPathComponent("videos.json"))
        return (folder, bytes)
    }

    static func app(_ folder: URL) throws -> some ApplicationProtocol {
        try ServerTestApp.make { $0.engine.dataDirectory = folder }
    }

    @Test func aDatasetFileIsListedWithItsRouteItsPageAndChapters() async throws {
        let (folder, _) = try Self.dataset()
        try await Self.app(folder).test(.router) { client in
            let videos = try #require(try await client.get("/api/videos?lang=cs").json() as? [[String: Any]])
            let clip = try #require(videos.first { $0["id"] as? String == "clip" })
            #expect(clip["url"] as? String == "/api/videos/clip/file")
            #expect(clip["page"] as? String == "https://example.org/videos/clip")
            let chapters = try #require(clip["chapters"] as? [[String: Any]])
            #expect(chapters.map { $0["title"] as? String } == ["Úvod", "Špilberk", "Bez času"])
            #expect(chapters.map { $0["start"] as? Double } == [0, 4, nil])
            let web = try #require(videos.first { $0["id"] as? String == "web" })
            #expect(web["url"] as? String == "https://example.org/v.webm", "a video on the web plays from where it is")
            #expect(web["page"] is NSNull)
        }
    }

    @Test func theFileIsServedWholeAndByRanges() async throws {
        let (folder, bytes) = try Self.dataset()
        try await Self.app(folder).test(.router) { client in
            let whole = try await client.get("/api/videos/clip/file")
            #expect(whole.status == .ok)
            #expect(whole.headers[.acceptRanges] == "bytes")
            #expect(whole.headers[.contentType] == "video/webm")
            #expect(Array(whole.body.readableBytesView) == bytes)

            let cases: [(String, ClosedRange<Int>)] = [("bytes=10-19", 10...19), ("bytes=990-", 990...999), ("bytes=-5", 995...999),
                                                       ("bytes=900-5000", 900...999)]
            for (header, expected) in cases {
                let part = try await client.get("/api/videos/clip/file", headers: [(.range, header)])
                #expect(part.status == .partialContent, "\(header)")
                #expect(part.headers[.contentRange] == "bytes \(expected.lowerBound)-\(expected.upperBound)/1000", "\(header)")
                #expect(Array(part.body.readableBytesView) == Array(bytes[expected]), "\(header)")
            }
            let past = try await client.get("/api/videos/clip/file", headers: [(.range, "bytes=1000-")])
            #expect(past.status == .rangeNotSatisfiable)
            #expect(past.headers[.contentRange] == "bytes */1000")
            // Several ranges or another unit: the whole file, as RFC 9110 allows.
            let several = try await client.get("/api/videos/clip/file", headers: [(.range, "bytes=0-1,5-6")])
            #expect(several.status == .ok)
            #expect(several.body.readableBytes == 1000)
        }
    }

    @Test(arguments: ["web", "escape", "gone", "nope"])
    func nothingButADatasetFileIsServed(id: String) async throws {
        let (folder, _) = try Self.dataset()
        try await Self.app(folder).test(.router) { client in
            let r = try await client.get("/api/videos/\(id)/file")
            #expect(r.status == .notFound, "\(id): \(r.text)")
            #expect(!r.text.contains("outside\""), "\(id)")
        }
    }

    @Test func byteRangesAreReadAsRFC9110Says() {
        #expect(ByteRange(header: nil, size: 10) == .whole)
        #expect(ByteRange(header: "bytes=0-", size: 10) == .part(0...9))
        #expect(ByteRange(header: "bytes=-20", size: 10) == .part(0...9))
        #expect(ByteRange(header: "bytes=-0", size: 10) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=10-", size: 10) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=5-2", size: 10) == .whole)
        #expect(ByteRange(header: "items=0-1", size: 10) == .whole)
        #expect(ByteRange(header: "bytes=a-b", size: 10) == .whole)
        #expect(ByteRange(header: "bytes=99999999999999999999999-", size: 10) == .whole)
        #expect(ByteRange(header: "bytes=0-0", size: 0) == .unsatisfiable)
    }
}
