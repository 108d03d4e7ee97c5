import Foundation
import RegioGDAL
import RegioTestSupport
import Testing
@testable import Regio

/// Damaged, history and change files given to `dataset build --osm`: each an
/// ``OSMExtractError`` naming the file (and the byte offset of a damaged
/// block), in English and Czech, and no dataset left behind. The damaged
/// files are made from the real Liechtenstein extract in a temporary folder.
@Suite(.enabled(if: TestData.osmSample(OSMExtractTests.liechtenstein) != nil,
                "needs the OSM samples: run scripts/fetch-osm-samples (scripts/test does)"))
struct OSMBadInputTests {
    let folder: URL
    let original: Data
    /// Where each block of the original starts.
    let blocks: [Int]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-osm-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        original = try Data(contentsOf: try #require(TestData.osmSample(OSMExtractTests.liechtenstein)))
        var offsets: [Int] = [], offset = 0
        let bytes = [UInt8](original)
        while offset < bytes.count {
            offsets.append(offset)
            let headerLength = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            var reader = ProtobufReader(Data(bytes[offset + 4..<offset + 4 + headerLength]))
            var dataSize = 0
            while let (field, value) = try reader.next() { if field == 3, case .varint(let v) = value { dataSize = Int(v) } }
            offset += 4 + headerLength + dataSize
        }
        blocks = offsets
    }

    func file(_ name: String, _ data: Data) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// The error reading `url`, checked to name the file (and `offset`) in both languages.
    func failure(reading url: URL, offset: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> OSMExtractError {
        let error = try #require(throws: OSMExtractError.self, sourceLocation: sourceLocation) {
            try OSMExtract.read(url, box: nil) { _, _ in }
        }
        for language in [Language.en, .cs] {
            let text = error.message(in: language)
            #expect(text.contains(url.path), "\(text)", sourceLocation: sourceLocation)
            if let offset { #expect(text.contains(" \(offset) ") || text.contains(" \(offset)"), "\(text)", sourceLocation: sourceLocation) }
        }
        return error
    }

    @Test func theOriginalPassesTheCheck() throws {
        let summary = try #require(try OSMFileCheck.check(try file("whole.osm.pbf", original)))
        #expect(summary.bytes == original.count && summary.blocks == blocks.count && blocks.count > 3)
    }

    @Test func aFileCutInTheMiddleOfABlockNamesTheBlocksOffset() throws {
        let cut = blocks[2] + 1_000
        let url = try file("cut.osm.pbf", original.prefix(cut))
        let error = try failure(reading: url, offset: blocks[2])
        guard case .truncated(_, let offset, _, let size) = error else { Issue.record("\(error)"); return }
        #expect(offset == blocks[2] && size == cut)
        #expect(error.message(in: .en).contains("is cut short") && error.message(in: .cs).contains("useknutý"), "\(error)")
        // Cut inside the 4-byte length, too.
        let tiny = try file("cut-length.osm.pbf", original.prefix(blocks[3] + 2))
        #expect(throws: OSMExtractError.truncated(file: tiny.path, offset: blocks[3], needed: 4, size: blocks[3] + 2)) {
            try OSMExtract.read(tiny, box: nil) { _, _ in }
        }
    }

    @Test func flippedBytesInAZlibStreamAreABadCompressionAtTheBlock() throws {
        var damaged = original
        let middle = blocks[2] + (blocks[3] - blocks[2]) / 2
        for i in middle..<middle + 32 { damaged[i] ^= 0x5A }
        let error = try failure(reading: try file("flipped.osm.pbf", damaged), offset: blocks[2])
        guard case .badCompression(_, let offset, _) = error else { Issue.record("\(error)"); return }
        #expect(offset == blocks[2])
    }

    @Test func blocksOverTheFormatsLimitsAreRefused() throws {
        // A BlobHeader length of 64 KiB + 1.
        var header = original
        header.replaceSubrange(blocks[1]..<blocks[1] + 4, with: [0, 1, 0, 1])
        let error = try failure(reading: try file("big-header.osm.pbf", header), offset: blocks[1])
        #expect(error == .blockTooLarge(file: folder.appendingPathComponent("big-header.osm.pbf").path, offset: blocks[1],
                                        part: "BlobHeader", size: 65_537, limit: 65_536))
        // A BlobHeader that announces a Blob of 32 MiB + 1.
        let blobHeader: [UInt8] = [0x0A, 7] + Array("OSMData".utf8) + [0x18] + Self.varint(32 * 1024 * 1024 + 1)
        let big = original.prefix(blocks[1]) + Data([0, 0, 0, UInt8(blobHeader.count)] + blobHeader) + Data(count: 100)
        let blob = try failure(reading: try file("big-blob.osm.pbf", big), offset: blocks[1])
        guard case .blockTooLarge(_, _, "Blob", 33_554_433, 33_554_432) = blob else { Issue.record("\(blob)"); return }
    }

    @Test func aHistoryFileIsRefusedAsOne() throws {
        let headerBlock = Self.field(4, "OsmSchema-V0.6") + Self.field(4, "DenseNodes") + Self.field(4, "HistoricalInformation")
        let url = try file("history.osh.pbf", Self.frame("OSMHeader", headerBlock) + original.suffix(from: blocks[1]))
        let error = try failure(reading: url)
        #expect(error == .historyFile(file: url.path))
        #expect(error.message(in: .en).contains("history file") && error.message(in: .cs).contains("soubor historie"))
    }

    @Test func aChangeFileIsRefusedAsOne() throws {
        let change = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<osmChange version="0.6" generator="test"><modify><node id="1" version="2" lat="47.1" lon="9.5"/></modify></osmChange>"#
        let xml = try file("edits.osm", Data(change.utf8))
        #expect(try failure(reading: xml) == .changeFile(file: xml.path))
        let osc = try file("edits.osc", Data(change.utf8))
        #expect(try failure(reading: osc).message(in: .cs).contains("soubor změn"))
    }

    @Test func waysWhoseNodesAreMissingAreCountedNotFatal() throws {
        // Nodes 1–3 are in the file; way 11 names nodes that are not (an extract's edge), way 12 one of three.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <osm version="0.6" generator="test">
          <node id="1" version="1" lat="47.14" lon="9.52"/>
          <node id="2" version="1" lat="47.15" lon="9.53"/>
          <node id="3" version="1" lat="47.16" lon="9.53"/>
          <way id="10" version="1"><nd ref="1"/><nd ref="2"/><tag k="highway" v="residential"/><tag k="name" v="Whole"/></way>
          <way id="11" version="1"><nd ref="98"/><nd ref="99"/><tag k="highway" v="residential"/><tag k="name" v="Gone"/></way>
          <way id="12" version="1"><nd ref="2"/><nd ref="3"/><nd ref="97"/><tag k="highway" v="track"/></way>
        </osm>
        """
        var roads: [String] = []
        let extract = try OSMExtract.read(try file("edge.osm", Data(xml.utf8)), box: nil) { kind, feature in
            if kind == .roads { roads.append(feature.string("osm_id") ?? "") }
        }
        #expect(Set(roads) == ["way/10", "way/12"] && extract.layers[.roads] == 2)
        #expect(extract.brokenWays == 1, "\(extract)")
    }

    @Test(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
    func aDamagedExtractLeavesNoDatasetAndThePreviousOneWhole() throws {
        guard var inputs = BuiltDatasets.inputs else { return }
        inputs.basemap = nil
        let out = folder.appendingPathComponent("li")
        var request = DatasetBuildRequest(scope: .countries(["LI"]), inputs: inputs, output: out)
        request.osm = try file("cut.osm.pbf", original.prefix(blocks[2] + 1_000))
        #expect(throws: OSMExtractError.self) { try DatasetBuilder(request: request).build() }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasPrefix(".li") })

        // A dataset built without the extract stays as it was when a rebuild with a damaged one fails.
        request.osm = nil
        _ = try DatasetBuilder(request: request).build()
        let before = try FolderContents.of(out)
        var damaged = original
        for i in blocks[3] + 100..<blocks[3] + 132 { damaged[i] ^= 0xA5 }
        request.osm = try file("flipped.osm.pbf", damaged)
        #expect(throws: OSMExtractError.self) { try DatasetBuilder(request: request).build() }
        #expect(try FolderContents.of(out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasPrefix(".li") })
    }


    static func varint(_ value: Int) -> [UInt8] {
        var v = UInt64(value), out: [UInt8] = []
        while v >= 0x80 { out.append(UInt8(v & 0x7F) | 0x80); v >>= 7 }
        return out + [UInt8(v)]
    }

    /// A length-delimited protobuf field.
    static func field(_ number: Int, _ text: String) -> [UInt8] { field(number, Array(text.utf8)) }
    static func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] { varint(number << 3 | 2) + varint(bytes.count) + bytes }

    /// One uncompressed PBF block: length, BlobHeader, Blob { raw }.
    static func frame(_ type: String, _ data: [UInt8]) -> Data {
        let blob = field(1, data) + [0x10] + varint(data.count)
        let header = field(1, type) + [0x18] + varint(blob.count)
        return Data([0, 0, UInt8(header.count >> 8), UInt8(header.count & 0xFF)] + header + blob)
    }
}
