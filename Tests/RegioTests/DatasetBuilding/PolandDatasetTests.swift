import Foundation
import Testing
@testable import Regio

/// Poland: the 16 voivodeships matched to ISO 3166-2 through their Polish
/// names (Natural Earth calls them "Lower Silesian", GeoNames "Wojewodztwo
/// Dolnoslaskie", ISO "Dolnośląskie").
@Suite(.enabled(if: BuiltDatasets.available, BuiltDatasets.skipReason))
struct PolandDatasetTests {
    let dataset: Dataset

    init() throws {
        dataset = try Dataset.load(from: try BuiltDatasets.poland.get().folder)
    }

    @Test func sixteenVoivodeships() throws {
        #expect(dataset.regions.count == 16)
        #expect(Set(dataset.regions.map(\.id)) == Set(stride(from: 2, through: 32, by: 2).map { String(format: "PL-%02d", $0) }))
        let lodzkie = try #require(dataset.region(id: "PL-10"))
        #expect(lodzkie.localLanguage == "pl")
        #expect(lodzkie.localName == "łódzkie")
        #expect(dataset.region(containing: Coordinate(latitude: 51.7592, longitude: 19.4560))?.id == "PL-10", "Łódź")
        #expect(dataset.region(containing: Coordinate(latitude: 52.2297, longitude: 21.0122))?.id == "PL-14", "Warsaw")
    }

    /// "lodz" finds Łódź: the folding turns ł into l (issue 14, "Folding for every Latin script").
    @Test func lodzFindsLodzFirst() throws {
        let library = try PlaceLibrary(dataset: dataset)
        let hits = try library.search(PlaceQuery("lodz", limit: 5))
        #expect(hits.first?.place.name == "Łódź")
        #expect(dataset.places.contains { $0.name == "Łódź" && $0.regionID == "PL-10" })
    }
}
