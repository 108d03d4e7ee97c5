import Foundation
import Testing
@testable import Regio

/// The places snapshot is a cache: a dataset loads the same places from it as
/// from its GeoJSON, and a snapshot that no longer belongs to the files (an
/// edited places or regions file) or is damaged is passed over, never trusted
/// and never a crash.
@Suite struct PlacesSnapshotTests {
    /// A copy of the embedded dataset with a snapshot of its places.
    static func datasetWithSnapshot() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-snapshot-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestPaths.embeddedData, to: folder)
        #expect(try PlacesSnapshot.write(Dataset.load(from: folder), minimumPlaces: 0))
        return folder
    }

    @Test func theSnapshotGivesTheSamePlacesAsTheGeoJSON() throws {
        let folder = try Self.datasetWithSnapshot()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromSnapshot = try Dataset.load(from: folder)
        #expect(fromSnapshot.placesFromSnapshot)
        let fromGeoJSON = try Dataset.load(from: TestPaths.embeddedData)
        #expect(!fromGeoJSON.placesFromSnapshot)
        #expect(fromSnapshot.places.count > 2_000)
        #expect(fromSnapshot.places == fromGeoJSON.places)
        let brno = try #require(fromGeoJSON.places.first { $0.name == "Brno" })
        #expect(fromSnapshot.place(id: brno.id) == brno)
    }

    @Test func anEditedPlacesOrRegionsFileOutdatesTheSnapshot() throws {
        for file in ["places.geojson", "regions.geojson"] {
            let folder = try Self.datasetWithSnapshot()
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            // A renamed place; a regions file that differs by one byte (the places' regions may move).
            let edited = file == "places.geojson" ? text.replacingOccurrences(of: "\"Brno\"", with: "\"Brno-město\"") : text + "\n"
            #expect(edited != text)
            try edited.write(to: url, atomically: true, encoding: .utf8)
            let dataset = try Dataset.load(from: folder)
            #expect(!dataset.placesFromSnapshot, "\(file)")
            if file == "places.geojson" { #expect(dataset.places.contains { $0.name == "Brno-město" }) }
        }
    }

    @Test func aDamagedSnapshotIsPassedOver() throws {
        let folder = try Self.datasetWithSnapshot()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(PlacesSnapshot.fileName)
        let good = try Data(contentsOf: url)
        let expected = try Dataset.load(from: TestPaths.embeddedData).places
        var random = SeededRandom(seed: 26)
        var damaged: [Data] = [Data(), good.prefix(7), good.prefix(good.count / 2), good.dropLast(), good + Data([0])]
        for _ in 0..<12 {
            var bytes = [UInt8](good)
            bytes[Int(random.next() % UInt64(bytes.count))] ^= UInt8(1 << (random.next() % 8))
            damaged.append(Data(bytes))
        }
        for data in damaged {
            try data.write(to: url)
            let dataset = try Dataset.load(from: folder)
            #expect(!dataset.placesFromSnapshot)
            #expect(dataset.places == expected)
        }
    }

    @Test func smallDatasetsGetNoSnapshot() throws {
        let folder = try Self.datasetWithSnapshot()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try !PlacesSnapshot.write(Dataset.load(from: folder)))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(PlacesSnapshot.fileName).path))
    }

    @Test func bytesReadBackAsWritten() throws {
        var writer = ByteWriter()
        writer.write("Łódź"); writer.write(nil as String?); writer.write(49.195); writer.write(UInt32(7)); writer.write(true)
        try writer.bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws in
            var reader = ByteReader(raw)
            #expect(try reader.string() == "Łódź")
            #expect(try reader.optionalString() == nil)
            #expect(try reader.double() == 49.195)
            #expect(try reader.uint32() == 7)
            #expect(try reader.bool())
            #expect(reader.isAtEnd)
            #expect(throws: ByteReader.Damaged.self) { try reader.uint8() }
        }
    }
}
