import Foundation
import Testing
@testable import Regio

/// The embedded Czech dataset against the facts it must agree with.
@Suite struct EmbeddedDatasetTests {
    let dataset: Dataset

    init() throws { dataset = try Dataset.load(from: TestPaths.embeddedData) }

    struct Facts: Decodable {
        struct Region: Decodable { let iso: String; let area_km2: Double }
        let regions: [Region]
    }

    @Test func hasTheFourteenRegionsWithTheirAreas() throws {
        #expect(dataset.regions.count == 14)
        let facts = try JSONDecoder().decode(Facts.self, from: Data(contentsOf: TestPaths.embeddedData.appendingPathComponent("facts/cz-regions.json")))
        let total = dataset.regions.reduce(0) { $0 + $1.areaKm2 }
        #expect(abs(total - 78_871) / 78_871 < 0.01, "total area \(total) km²")
        for fact in facts.regions {
            let region = try #require(dataset.region(id: fact.iso))
            #expect(abs(region.areaKm2 - fact.area_km2) / fact.area_km2 < 0.10, "\(fact.iso): \(region.areaKm2) vs \(fact.area_km2)")
        }
    }

    @Test(arguments: [
        (50.0875, 14.4213, "CZ-10"),   // Old Town Square: Prague, a hole in Středočeský
        (49.9394, 14.1882, "CZ-20"),   // Karlštejn
        (49.1951, 16.6068, "CZ-64"),   // Brno
    ])
    func pointsAreInTheirRegions(latitude: Double, longitude: Double, expected: String) {
        #expect(dataset.region(containing: Coordinate(latitude: latitude, longitude: longitude))?.id == expected)
    }

    @Test func viennaIsOutside() throws {
        #expect(dataset.region(containing: Coordinate(latitude: 48.2082, longitude: 16.3738)) == nil)
        let nearest = try dataset.nearestRegion(to: Coordinate(latitude: 48.2082, longitude: 16.3738))
        #expect(nearest?.region.id == "CZ-64")
        #expect((nearest?.distanceKm ?? 0) > 20)
    }

    @Test func neighboursOfVysocina() throws {
        let vysocina = try #require(dataset.region(matching: "vysocina"))
        #expect(vysocina.id == "CZ-63")
        #expect(vysocina.neighbourIDs == ["CZ-20", "CZ-31", "CZ-53", "CZ-64"])
    }

    /// The README's library example.
    @Test func readmeExampleAnswersAsDocumented() throws {
        let region = try #require(dataset.region(containing: Coordinate(latitude: 49.1951, longitude: 16.6068)))
        #expect(region.nameCS == "Jihomoravský kraj")
        #expect(region.neighbourIDs == ["CZ-31", "CZ-53", "CZ-63", "CZ-71", "CZ-72"])
    }

    @Test func namesMatchWithoutDiacriticsAndCase() {
        #expect(dataset.region(matching: "Kraj Vysočina")?.id == "CZ-63")
        #expect(dataset.region(matching: "south moravian")?.id == "CZ-64")
        #expect(dataset.region(matching: "JIHOMORAVSKY KRAJ")?.id == "CZ-64")
        #expect(dataset.region(matching: "cz64")?.id == "CZ-64")
        #expect(dataset.region(matching: "CZ064")?.id == "CZ-64")
        #expect(dataset.region(matching: "praha")?.id == "CZ-10")
        #expect(dataset.region(matching: "Prague")?.id == "CZ-10")
        #expect(dataset.region(matching: "stredocesky")?.id == "CZ-20")
        #expect(dataset.region(matching: "atlantis") == nil)
    }

    /// GeoNames admin1 codes of the Czech regions (GeoNames admin1CodesASCII, CZ.xx).
    static let geoNamesAdmin1: [String: String] = [
        "52": "CZ-10", "88": "CZ-20", "79": "CZ-31", "87": "CZ-32", "81": "CZ-41", "89": "CZ-42", "83": "CZ-51",
        "82": "CZ-52", "86": "CZ-53", "80": "CZ-63", "78": "CZ-64", "84": "CZ-71", "90": "CZ-72", "85": "CZ-80",
    ]

    @Test func computedRegionsAgreeWithGeoNames() throws {
        let collection = try GeoJSONFeatureCollection.read(from: TestPaths.embeddedData.appendingPathComponent("places.geojson"))
        var agree = 0, total = 0
        for feature in collection.features {
            guard let admin1 = feature.properties["geonames_admin1"]?.stringValue, let expected = Self.geoNamesAdmin1[admin1] else { continue }
            total += 1
            if feature.properties["region"]?.stringValue == expected { agree += 1 }
        }
        #expect(total > 2_500, "places with an admin1 code: \(total)")
        let share = Double(agree) / Double(max(total, 1))
        #expect(share >= 0.97, "agreement \(share) (\(agree)/\(total))")
    }

    @Test func placesHaveAlternateNames() throws {
        let prague = try #require(dataset.places.first { $0.alternateNames.contains("Praha") })
        #expect(prague.name == "Prague")
        #expect(prague.regionID == "CZ-10")
        #expect(dataset.places.contains { $0.name == "Pilsen" && $0.alternateNames.contains("Plzeň") })
        #expect(dataset.places.count > 2_700)
    }

    @Test func countriesGiveMapContext() {
        let codes = Set(dataset.countries.map(\.code))
        #expect(codes.isSuperset(of: ["DE", "PL", "AT", "SK"]))
    }
}
