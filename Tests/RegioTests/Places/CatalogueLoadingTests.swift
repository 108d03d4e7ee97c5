import Foundation
import Synchronization
import Regio
import Testing

/// Loading a large catalogue (issue 16): it streams (memory holds the places,
/// not the records), reports progress as it goes, and a repeated id still names
/// both places.
@Suite struct CatalogueLoadingTests {
    /// A CSV of `rows` places inside Czechia, written to a new temporary folder.
    static func catalogue(rows: Int, extra: String = "") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-catalogue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = "id,name,lat,lon,category\n"
        text.reserveCapacity(rows * 48)
        for i in 0..<rows {
            text += "\(i),Místo \(i),\(49.0 + Double(i % 1000) / 1000),\(14.0 + Double(i / 1000 % 30) / 10),museum\n"
        }
        let url = folder.appendingPathComponent("many.csv")
        try Data((text + extra).utf8).write(to: url)
        return url
    }

    @Test func aLargeCatalogueLoadsWithProgressForBothStages() throws {
        let url = try Self.catalogue(rows: 45_000)
        let heard = Mutex<[LoadProgress]>([])
        let dataset = try Dataset.load(from: TestPaths.embeddedData)
        let library = try PlaceLibrary(dataset: dataset, files: [url.path], progress: { p in heard.withLock { $0.append(p) } })
        #expect(library.places.count == dataset.places.count + 45_000)
        #expect(library.place(id: "many:44999")?.name == "Místo 44999")
        #expect(library.place(id: "many:1234")?.regionID != nil)
        let events = heard.withLock { $0 }
        let reading = events.filter { $0.stage == .reading }
        let regions = events.filter { $0.stage == .assigningRegions }
        #expect(reading.count >= 3, "every 20,000 rows and at the end")
        #expect(reading.map(\.done) == reading.map(\.done).sorted())
        #expect(reading.last.map { $0.done == $0.total && $0.total == (try? Data(contentsOf: url).count) } == true)
        #expect(regions.map(\.done) == [20_000, 40_000, 45_000])
        #expect(events.allSatisfy { $0.file == url.path })
    }

    @Test func aRepeatedIdNamesBothPlacesAndNothingIsAdded() throws {
        let url = try Self.catalogue(rows: 30, extra: "7,Znovu,49.5,15.5,museum\n")
        let dataset = try Dataset.load(from: TestPaths.embeddedData)
        let error = try #require(throws: PlaceImportError.self) { try PlaceLibrary(dataset: dataset, files: [url.path]) }
        #expect(error.problems.map(\.description) == ["\(url.path): line 32: duplicate id 'many:7' (first at line 9); ids must be unique in a source"])
    }

    @Test func invalidUTF8InAFieldNamesItsLine() throws {
        let url = try Self.catalogue(rows: 3)
        var data = try Data(contentsOf: url)
        data.append(contentsOf: Array("9,Bad ".utf8) + [0xC3, 0x28] + Array(",49.5,15.5,museum\n".utf8))
        try data.write(to: url)
        let error = try #require(throws: PlaceImportError.self) { try PlaceImporter.load(path: url.path) }
        #expect(error.description == "\(url.path): line 5: invalid UTF-8 in a field (the file must be UTF-8 text)")
    }
}
