import Foundation
import Testing
import RegioCore
@testable import Regio

/// ``CitySections`` answers through a grid of cells; every answer must be the
/// one a comparison with every city gives.
@Suite struct CitySectionsTests {
    /// The rule, city by city: the reference the grid is checked against.
    static func isSectionByEveryCity(_ place: Place, cities: [Place]) -> Bool {
        guard place.category == .town, let population = place.population else { return false }
        return cities.contains { city in
            guard city.id != place.id, let big = city.population, big >= 4 * population,
                  big >= CitySections.minimumCityPopulation, city.category == .town else { return false }
            return place.coordinate.distance(to: city.coordinate) / 1000 <= 1.1 * (Double(big) / 10_000).squareRoot()
        }
    }

    @Test func theEmbeddedTownsGetTheAnswersOfEveryCity() throws {
        let dataset = try Dataset.load(from: TestPaths.embeddedData)
        let sections = CitySections(places: dataset.places)
        var found = 0
        for place in dataset.places {
            let expected = Self.isSectionByEveryCity(place, cities: dataset.places)
            #expect(sections.contains(place) == expected, "\(place.name)")
            if expected { found += 1 }
        }
        #expect(found > 50, "Prague and Brno have many sections (\(found))")
        let zizkov = try #require(dataset.places.first { $0.name == "Žižkov" })
        #expect(sections.contains(zizkov))
        let kladno = try #require(dataset.places.first { $0.name == "Kladno" })
        #expect(!sections.contains(kladno))
    }

    /// Random cities and towns over the whole globe, the poles and the 180th meridian included.
    @Test func randomPlacesEverywhereGetTheAnswersOfEveryCity() {
        var rng = SeededRandom(seed: 2026)
        var places: [Place] = []
        for i in 0..<300 {
            let population = [50_000, 400_000, 3_000_000, 20_000_000][i % 4]
            places.append(Place(id: "city:\(i)", name: "City \(i)", category: .town,
                                coordinate: Self.randomCoordinate(&rng), population: population))
        }
        for i in 0..<3_000 {
            // Half of the towns sit near a city (within 60 km), the rest anywhere.
            let coordinate: Coordinate
            if i % 2 == 0 {
                let city = places[Int.random(in: 0..<300, using: &rng)].coordinate
                coordinate = Coordinate(latitude: max(-90, min(90, city.latitude + Double.random(in: -0.6...0.6, using: &rng))),
                                        longitude: Self.wrap(city.longitude + Double.random(in: -3...3, using: &rng)))
            } else {
                coordinate = Self.randomCoordinate(&rng)
            }
            places.append(Place(id: "town:\(i)", name: "Town \(i)", category: .town, coordinate: coordinate,
                                population: Int.random(in: 100...200_000, using: &rng)))
        }
        let sections = CitySections(places: places)
        var found = 0
        for place in places {
            let expected = Self.isSectionByEveryCity(place, cities: places)
            #expect(sections.contains(place) == expected, "\(place.id) at \(place.coordinate)")
            if expected { found += 1 }
        }
        #expect(found > 100, "\(found)")
    }

    @Test func placesThatAreNotTownsAreNeverSections() {
        let city = Place(id: "c", name: "C", category: .town, coordinate: Coordinate(latitude: 50, longitude: 14), population: 1_000_000)
        let castle = Place(id: "k", name: "K", category: .castle, coordinate: Coordinate(latitude: 50, longitude: 14.01), population: 10)
        #expect(!CitySections(places: [city, castle]).contains(castle))
        #expect(!CitySections(places: []).contains(city))
    }

    static func randomCoordinate(_ rng: inout SeededRandom) -> Coordinate {
        // Every tenth point within two degrees of a pole or of the 180th meridian.
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return Coordinate(latitude: Double.random(in: 88...90, using: &rng) * (Bool.random(using: &rng) ? 1 : -1),
                                  longitude: Double.random(in: -180...180, using: &rng))
        case 1: return Coordinate(latitude: Double.random(in: -80...80, using: &rng),
                                  longitude: wrap(180 + Double.random(in: -2...2, using: &rng)))
        default: return Coordinate(latitude: Double.random(in: -90...90, using: &rng), longitude: Double.random(in: -180...180, using: &rng))
        }
    }

    static func wrap(_ longitude: Double) -> Double {
        longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
    }
}
