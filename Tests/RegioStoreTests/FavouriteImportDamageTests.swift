import Foundation
import RegioGeo
import Testing
@testable import RegioStore

/// Damaged GPX and KML files (issue 16): an error naming the file, line and
/// column with the reason in words, and nothing imported; `partial` keeps
/// what came before the damage and says how much was lost. Large exports
/// stream; DTDs are refused.
@Suite struct FavouriteImportDamageTests {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"t\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"

    static func wpt(_ i: Int, note: String = "") -> String {
        "<wpt lat=\"49.\(1000 + i)\" lon=\"14.\(1000 + i)\"><name>P\(i)</name>\(note.isEmpty ? "" : "<desc>\(note)</desc>")</wpt>\n"
    }

    /// Writes `text` to a new file and imports it into a new store; returns the error (if any) and the store.
    func importing(_ text: String, name: String = "trip.gpx", partial: Bool = false) throws
        -> (error: DataError?, result: (added: Int, updated: Int, skipped: [DataError], warnings: [String])?, store: Store) {
        let path = temporaryStorePath(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let store = try Store(path: temporaryStorePath())
        do {
            let result = try FavouriteImport.importFile(path, into: store.favourites, partial: partial)
            return (nil, result, store)
        } catch let error as DataError {
            return (error, nil, store)
        }
    }

    @Test func aStrayEndTagIsAnErrorWithLineColumnAndReasonAndImportsNothing() throws {
        let text = Self.header + Self.wpt(1) + "</foo>\n" + Self.wpt(2) + "</gpx>\n"
        let (error, _, store) = try importing(text)
        let e = try #require(error)
        #expect(e.file.hasSuffix("trip.gpx"))
        #expect(e.location == "line 4, column 7")
        #expect(e.message == "the XML is damaged: an end tag does not match the element it closes (a stray or misspelt end tag)")
        #expect(try store.favourites.count() == 0)
    }

    @Test func aWaypointAfterTheEndOfTheDocumentIsAnError() throws {
        let (error, _, store) = try importing(Self.header + Self.wpt(1) + "</gpx>\n" + Self.wpt(2))
        #expect(error?.location == "line 5, column 1")
        #expect(error?.message.contains("content after its end") == true)
        #expect(try store.favourites.count() == 0)
    }

    @Test func aFileCutOffMidWaypointIsAnError() throws {
        let text = Self.header + Self.wpt(1) + Self.wpt(2) + "<wpt lat=\"49.5\" lon=\"14.5\"><na"
        let (error, _, store) = try importing(text)
        #expect(error?.location?.hasPrefix("line 5, column") == true, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("the XML is damaged: ") == true)
        #expect(error?.message.contains("error") == false, "the reason is in words: \(String(describing: error))")
        #expect(try store.favourites.count() == 0)
    }

    @Test func aDamagedExportOfTwentyImportsNothingOrWithPartialWhatCameBefore() throws {
        var text = Self.header
        for i in 0..<20 { text += Self.wpt(i) }
        text += "</gpx>\n"
        // Damage after the fifth waypoint: a stray end tag.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let damaged = (lines[0..<7] + ["</wpt>"] + lines[7...]).joined(separator: "\n")

        let strict = try importing(damaged)
        #expect(strict.error != nil)
        #expect(try strict.store.favourites.count() == 0)

        let partial = try importing(damaged, partial: true)
        #expect(partial.error == nil)
        let result = try #require(partial.result)
        #expect(result.added == 5)
        #expect(try partial.store.favourites.count() == 5)
        let note = try #require(result.skipped.last)
        #expect(note.location?.hasPrefix("line 8, column") == true)
        #expect(note.message.hasSuffix("the file was read up to here, 15 entries after it were not imported"), "\(note)")
    }

    @Test func aDTDIsRefusedAndItsEntitiesNeverApplied() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [<!ENTITY e \"Z\">]>\n"
            + "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n<wpt lat=\"49.9\" lon=\"14.1\"><name>X&e;Y</name></wpt>\n</gpx>\n"
        let (error, _, store) = try importing(text)
        #expect(error?.location == "line 2")
        #expect(error?.message.contains("<!DOCTYPE") == true)
        #expect(try store.favourites.count() == 0)
    }

    @Test(arguments: ["<?a?>\n<gpx version=\"1.1\">", "<?xm?>\n<gpx version=\"1.1\">", "<gpx version=\"1.1\">\n<?name?>", "<gpx version=\"1.1\">\n<?xml-stylesheet href=\"a.xsl\"?>"])
    func aProcessingInstructionIsRefusedBeforeParsing(_ head: String) throws {
        // FoundationXML crashes on `<?a?>` (a processing instruction without data; found by
        // fuzzing, Fuzz/regressions/gpx/processing-instruction-without-data): every one is refused.
        let text = head + "\n" + Self.wpt(1) + "</gpx>\n"
        let (error, _, store) = try importing(text)
        #expect(error?.location == "line \(head.hasPrefix("<?") ? 1 : 2)", "\(String(describing: error))")
        #expect(error?.message.contains("a processing instruction (<?…?>) is not accepted") == true)
        #expect(try store.favourites.count() == 0)
    }

    @Test func onlyAWellFormedDeclarationAtTheStartIsAccepted() throws {
        let good = "\u{FEFF}<?xml version=\"1.0\"?>\n<gpx version=\"1.1\">\n<wpt lat=\"49.9\" lon=\"14.1\"><name>Q?</name></wpt>\n</gpx>\n"
        let (error, result, _) = try importing(good)
        #expect(error == nil, "\(String(describing: error))")
        #expect(result?.added == 1)
        // A broken declaration must not hide the instruction after it (Fuzz/regressions/kml/broken-declaration-hides-instruction),
        // and comments or CDATA do not either.
        #expect(XMLDamage.processingInstructionLine(in: Data("<?xml versiokml x=\"1\"><D>\n<?a?>\n".utf8)) == 1)
        #expect(XMLDamage.processingInstructionLine(in: Data("<?xml version=\"1.0\"?>\n<!-- a\nb -->\n<![CDATA[<?p?>]]>".utf8)) == 4)
        #expect(XMLDamage.processingInstructionLine(in: Data("<?xml version=\"1.0\"?><gpx/>".utf8)) == nil)
    }

    @Test func anExportOverTenMegabytesImports() throws {
        // libxml2 refuses more than 10 MB in one piece; the importer streams.
        let note = String(repeating: "Lorem ipsum dolor sit amet. ", count: 72)  // ~2 kB per waypoint
        var text = Self.header
        text.reserveCapacity(11 << 20)
        for i in 0..<5_200 { text += Self.wpt(i, note: note) }
        text += "</gpx>\n"
        #expect(text.utf8.count > 10_500_000)
        let (error, result, store) = try importing(text)
        #expect(error == nil, "\(String(describing: error))")
        #expect(result?.added == 5_200)
        #expect(try store.favourites.count() == 5_200)
    }

    @Test func anEmptyFileSaysSo() throws {
        let (error, _, _) = try importing("")
        #expect(error?.message == "the file is empty", "\(String(describing: error))")
    }
}
