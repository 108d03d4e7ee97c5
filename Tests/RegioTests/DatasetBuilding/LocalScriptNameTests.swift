import Foundation
import Testing
@testable import Regio

/// Places keep their name in the country's own script where GeoNames has it
/// (its alternate names carry no languages, so only scripts no other language
/// of the list writes), and maps in local names draw it where DejaVu can.
@Suite struct LocalScriptNameTests {
    @Test func theCountrysScriptFromItsLanguage() {
        #expect(LocalScriptName.script(ofCountry: "JP") == .japanese)
        #expect(LocalScriptName.script(ofCountry: "KR") == .korean)
        #expect(LocalScriptName.script(ofCountry: "GR") == .greek)
        #expect(LocalScriptName.script(ofCountry: "TW") == .chinese)
        #expect(LocalScriptName.script(ofCountry: "AT") == nil, "Latin: the names are local already")
        #expect(LocalScriptName.script(ofCountry: "RU") == nil, "Cyrillic is written by many languages of the list")
    }

    @Test func theNameOthersExtendThenKanjiThenTheShortest() {
        // GeoNames' alternate names of Sapporo, Seoul and Athens (abridged, in GeoNames' order).
        let sapporo = ["SPK", "Sapporo", "sapporoshi", "Σαππόρο", "Саппоро", "さっぽろ", "さっぽろし", "サッポロ", "サッポロシ", "札幌", "札幌市", "삿포로 시"]
        #expect(LocalScriptName.pick(from: sapporo, script: .japanese) == "札幌")
        let seoul = ["Seoul", "Сеул", "ソウル", "首尔", "경성", "서울", "서울시", "서울특별시", "한성", "한양"]
        #expect(LocalScriptName.pick(from: seoul, script: .korean) == "서울")
        let athens = ["Athens", "Athína", "Αθήνα", "Αθήναι", "Αθηνα", "Αθηναι", "Афины", "アテネ"]
        #expect(LocalScriptName.pick(from: athens, script: .greek) == "Αθήνα")
        #expect(LocalScriptName.pick(from: ["Obihiro", "Обихиро"], script: .japanese) == nil)
        #expect(LocalScriptName.pick(from: ["Sapporo 札幌"], script: .japanese) == nil, "mixed scripts are not a local name")
    }

    @Test func mapsInLocalNamesDrawTheLocalScriptWhereDejaVuHasIt() throws {
        let dataset = try Dataset.load()
        var builder = MapSceneBuilder(dataset: dataset, language: .en)
        let athens = Place(id: "t:1", name: "Athens", category: .town, coordinate: Coordinate(latitude: 37.98, longitude: 23.73),
                           population: 664_046, localName: "Αθήνα")
        let sapporo = Place(id: "t:2", name: "Sapporo", category: .town, coordinate: Coordinate(latitude: 43.06, longitude: 141.35),
                            population: 1_973_832, localName: "札幌")
        #expect(builder.point(for: athens).name == "Athens", "region names in English: towns too")
        builder.regionNameLanguage = MapSceneBuilder.localNames
        #expect(builder.point(for: athens).name == "Αθήνα")
        #expect(builder.point(for: sapporo).name == "Sapporo", "DejaVu lacks Japanese: the Latin name")
    }

    @Test(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
    func japanesePlacesKeepTheirJapaneseNames() throws {
        let dataset = try Dataset.load(from: try BuiltDatasets.japan.get().folder)
        let sapporo = try #require(dataset.places.first { $0.name == "Sapporo" && $0.regionID == "JP-01" })
        #expect(sapporo.localName == "札幌")
        #expect(sapporo.alternateNames.allSatisfy { NameChoice.isLatin($0) }, "alternate names stay Latin (search folds them)")
        let withLocal = dataset.places.filter { $0.localName != nil }.count
        #expect(Double(withLocal) > 0.5 * Double(dataset.places.count), "\(withLocal) of \(dataset.places.count)")
    }
}
