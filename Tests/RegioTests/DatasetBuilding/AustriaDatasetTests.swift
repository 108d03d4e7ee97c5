import Foundation
import Testing
@testable import Regio

/// Austria built from Natural Earth, GeoNames and iso-codes: the nine
/// Bundesländer with their ISO ids, names in German, English and Czech,
/// neighbours, places and generated quizzes without invented capitals.
@Suite(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
struct AustriaDatasetTests {
    let built: BuiltDatasets.Built
    let dataset: Dataset

    init() throws {
        built = try BuiltDatasets.austria.get()
        dataset = try Dataset.load(from: built.folder)
    }

    @Test func nineBundeslaenderWithISOIds() {
        #expect(dataset.regions.count == 9)
        #expect(Set(dataset.regions.map(\.id)) == Set((1...9).map { "AT-\($0)" }))
        #expect(built.report.regionsWithISOCodes == 9)
        #expect(built.report.countries.first?.unmatchedISOCodes == [])
    }

    /// The build keeps the areas' label points (``DatasetLabelPoints``), and the shapes take them.
    @Test func theBuildKeepsTheAreasLabelPointsAndZoomOutlines() throws {
        let file = try #require(try KeptLabelPoints.file(in: built.folder))
        #expect(file.sources == (try DatasetLabelPoints.sourceHash(in: built.folder, manifest: dataset.manifest)))
        #expect(Set(file.points.keys) == Set(dataset.regions.map { "region:" + $0.id } + dataset.countries.map { "country:" + $0.code }))
        try dataset.makeMapShapes()
        #expect(dataset.mapShapes.settledLabelPoints() == file.worldPoints)
        // And their outlines for the zooms prepared whole.
        let outlines = try #require(DatasetZoomOutlines.read(in: built.folder, manifest: dataset.manifest))
        #expect(Set(outlines.keys) == Set(file.points.keys))
        #expect(outlines.values.allSatisfy { Set($0.keys) == Set(DatasetZoomOutlines.scales) })
    }

    @Test func viennaIsInWien() throws {
        let wien = try #require(dataset.region(containing: Coordinate(latitude: 48.2082, longitude: 16.3738)))
        #expect(wien.id == "AT-9")
        #expect(wien.localLanguage == "de")
        #expect(wien.localName == "Wien")
        #expect(wien.nameEN == "Vienna")
        #expect(wien.nameCS == "Vídeň")
        #expect(wien.name(in: "ru") == "Вена")
        #expect(wien.name(in: "xx") == "Vienna", "a language without a name falls back to English")
        #expect(dataset.region(matching: "Vídeň")?.id == "AT-9")
        #expect(dataset.region(matching: "vienna")?.id == "AT-9")
        #expect(try dataset.regionID(for: Coordinate(latitude: 47.2692, longitude: 11.4041)) == "AT-7", "Innsbruck is in Tirol")
    }

    @Test func salzburgsNeighbours() throws {
        let salzburg = try #require(dataset.region(id: "AT-5"))
        #expect(salzburg.localName == "Salzburg")
        // Upper Austria, Styria, Carinthia and Tyrol (East Tyrol); Germany and Italy are other countries.
        #expect(Set(salzburg.neighbourIDs) == ["AT-2", "AT-4", "AT-6", "AT-7"])
        #expect(Set(try #require(dataset.region(id: "AT-8")).neighbourIDs) == ["AT-7"], "Vorarlberg borders Tirol only")
    }

    @Test func placesHaveRegionsAndTheNeighbouringCountriesAreThere() throws {
        #expect(dataset.places.count > 1_000)
        #expect(dataset.places.allSatisfy { $0.regionID != nil })
        let graz = try #require(dataset.places.first { $0.name == "Graz" })
        #expect(graz.regionID == "AT-6")
        let codes = Set(dataset.countries.map(\.code))
        #expect(codes.isSuperset(of: ["AT", "DE", "CZ", "SK", "HU", "SI", "IT", "CH", "LI"]))
        #expect(built.report.places == dataset.places.count)
        #expect(built.report.languages.contains("ja") && built.report.languages.contains("cs"))
    }

    @Test func manifestAndAttributionAreWritten() throws {
        let manifest = try String(contentsOf: built.folder.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"name\" : \"Austria\""))
        #expect(dataset.manifest.facts == nil)
        let attribution = try String(contentsOf: built.folder.appendingPathComponent("ATTRIBUTION.md"), encoding: .utf8)
        for source in ["Natural Earth", "GeoNames", "CC BY 4.0", "iso-codes", "Austria (AT)"] {
            #expect(attribution.contains(source), "\(source)")
        }
    }

    @Test func generatedQuizzesAskNoCapitalWithoutFacts() throws {
        let facts = try dataset.quizFacts()
        #expect(facts.facts.regions.allSatisfy { $0.capital == nil })
        #expect(facts.leftOut.count == 1 && facts.leftOut[0].contains("9 of 9 regions have no capital"))
        let library = try QuizLibrary(dataset: dataset)
        let salzburg = try #require(dataset.region(id: "AT-5"))
        let generated = try library.generate(for: salzburg, seed: 3)
        #expect(!generated.kinds.values.contains(.capital))
        #expect(generated.skipped.contains { $0.hasPrefix("capital:") })
        #expect(Set(generated.kinds.values) == [.townRegion, .neighbour, .largerRegion, .mostPopulousTown])
        // Every town of the facts lies in its region and away from the others.
        for town in facts.facts.towns.prefix(200) {
            let place = try #require(dataset.place(id: town.id))
            #expect(try !dataset.isNearAnotherRegion(place, regionID: town.regionID))
        }
    }
}
