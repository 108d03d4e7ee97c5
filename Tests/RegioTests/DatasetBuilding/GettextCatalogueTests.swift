import Foundation
import Testing
@testable import Regio

/// The .mo reader: a catalogue written here byte by byte in both byte orders,
/// damaged files, and Debian's own iso-codes catalogues.
struct GettextCatalogueTests {
    /// A .mo file with `pairs` (the header entry first, as msgfmt writes it).
    static func mo(_ pairs: [(String, String)], bigEndian: Bool = false) -> Data {
        let entries = [("", "Content-Type: text/plain; charset=UTF-8\n")] + pairs
        var words: [UInt32] = [0x9504_12de, 0, UInt32(entries.count), 28, UInt32(28 + 8 * entries.count), 0, 0]
        var strings = Data()
        let stringsStart = 28 + 16 * entries.count
        var originals: [UInt32] = [], translations: [UInt32] = []
        for (o, _) in entries {
            originals += [UInt32(o.utf8.count), UInt32(stringsStart + strings.count)]
            strings += Data(o.utf8) + Data([0])
        }
        for (_, t) in entries {
            translations += [UInt32(t.utf8.count), UInt32(stringsStart + strings.count)]
            strings += Data(t.utf8) + Data([0])
        }
        words += originals + translations
        var data = Data()
        for w in words {
            let v = bigEndian ? w.bigEndian : w.littleEndian
            withUnsafeBytes(of: v) { data.append(contentsOf: $0) }
        }
        return data + strings
    }

    @Test(arguments: [false, true])
    func readsBothByteOrders(bigEndian: Bool) throws {
        let data = Self.mo([("Wien", "Vídeň"), ("Tirol", "Tyrolsko"), ("Salzburg", "")], bigEndian: bigEndian)
        let catalogue = try GettextCatalogue(data: data, file: "test.mo")
        #expect(catalogue["Wien"] == "Vídeň")
        #expect(catalogue["Tirol"] == "Tyrolsko")
        #expect(catalogue["Salzburg"] == nil, "an empty translation is no translation")
        #expect(catalogue.translations.count == 2, "the header is not a message")
    }

    @Test func damagedFilesAreErrorsNamingTheFile() throws {
        #expect(throws: DataError.self) { try GettextCatalogue(data: Data("not a catalogue".utf8), file: "x.mo") }
        let whole = Self.mo([("Wien", "Vídeň")])
        do {
            _ = try GettextCatalogue(data: whole.prefix(40), file: "cut.mo")
            Issue.record("a truncated catalogue was read")
        } catch let error as DataError {
            #expect(error.file == "cut.mo")
        }
        var huge = whole
        huge.replaceSubrange(8..<12, with: [0xff, 0xff, 0xff, 0x7f])
        #expect(throws: DataError.self) { try GettextCatalogue(data: huge, file: "huge.mo") }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/locale/cs/LC_MESSAGES/iso_3166-2.mo"),
                   "Debian's iso-codes is not installed (scripts/setup installs it)"))
    func readsDebiansCatalogues() throws {
        let cs = try GettextCatalogue(contentsOf: URL(fileURLWithPath: "/usr/share/locale/cs/LC_MESSAGES/iso_3166-2.mo"))
        #expect(cs["Wien"] == "Vídeň")
        let ja = try GettextCatalogue(contentsOf: URL(fileURLWithPath: "/usr/share/locale/ja/LC_MESSAGES/iso_3166-2.mo"))
        #expect(ja["Hokkaido"] == "北海道")
        let iso = try ISOCodes.load()
        #expect(iso.subdivisions(of: "AT").count == 9)
        #expect(iso.translations(of: "Wien")["cs"] == "Vídeň")
        #expect(iso.catalogues.count > 40)
    }
}

/// Matching Natural Earth's spellings to ISO names.
struct SubdivisionMatcherTests {
    @Test func genericWordsDiacriticsAndOneLetterOff() {
        #expect(SubdivisionMatcher.core("Wojewodztwo Dolnoslaskie") == SubdivisionMatcher.core("Dolnośląskie"))
        #expect(SubdivisionMatcher.core("Kagoshima-ken") == "kagoshima")
        #expect(SubdivisionMatcher.core("Hlavni mesto Praha") == SubdivisionMatcher.core("Praha, Hlavní město"))
        #expect(SubdivisionMatcher.core("Wojewodztwo Lodzkie") == SubdivisionMatcher.core("Łódzkie"))
        #expect(SubdivisionMatcher.similarity("kaernten", "karnten") >= SubdivisionMatcher.threshold)
        #expect(SubdivisionMatcher.similarity("salzburg", "steiermark") < SubdivisionMatcher.threshold)
    }

    @Test func eachSideIsTakenOnceBestFirst() {
        let ne = [SubdivisionMatcher.Candidate(names: ["Niederösterreich", "Lower Austria"]),
                  SubdivisionMatcher.Candidate(names: ["Oberösterreich"]),
                  SubdivisionMatcher.Candidate(names: ["Atlantis"])]
        let iso = [["Oberösterreich"], ["Niederösterreich", "Dolní Rakousy"], ["Wien"]]
        let m = SubdivisionMatcher.match(ne, to: iso, preferTopLevel: [true, true, true])
        #expect(m == [0: 1, 1: 0])
    }

    @Test func closestCountryCodes() throws {
        let iso = ISOCodes(countries: [.init(alpha2: "AT", alpha3: "AUT", name: "Austria"),
                                       .init(alpha2: "AU", alpha3: "AUS", name: "Australia"),
                                       .init(alpha2: "TA", alpha3: "XXX", name: "Nowhere")],
                           subdivisionsByCountry: [:], catalogues: [:])
        #expect(iso.closestCountryCodes(to: "AUT").first == "AT", "the alpha-3 code first")
        #expect(iso.closestCountryCodes(to: "AX").contains("AT"))
        #expect(throws: DatasetBuildError.unknownCountry("XY", closest: [])) {
            try DatasetBuilder.resolve(countries: ["XY"], iso: iso)
        }
        #expect(try DatasetBuilder.resolve(countries: ["at", "AT", "au"], iso: iso) == ["AT", "AU"])
    }
}
