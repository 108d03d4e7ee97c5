import RegioGeo
import RegioPlaces
import Testing
@testable import Regio

/// One place where an extract maps the same place twice (``OSMDuplicatePlaces``).
struct OSMDuplicatePlacesTests {
    func place(_ id: String, _ name: String, _ category: PlaceCategory = .peak, latitude: Double = 47.060773,
               longitude: Double = 9.607054, names: [String: String] = [:], elevation: Double? = nil) -> OSMPlace {
        OSMPlace(id: id, name: name, names: names, category: category,
                 coordinate: Coordinate(latitude: latitude, longitude: longitude), elevation: elevation,
                 importance: 200 + (elevation ?? 0) / 10)
    }

    @Test func theSamePeakTwiceIsOnePlaceTheHigherOneKept() {
        let (kept, dropped) = OSMDuplicatePlaces.oneOfEach([
            place("osm:node/6469", "Naafkopf", elevation: 2571),
            place("osm:node/19423", "naafkopf", latitude: 47.060771, longitude: 9.607052, elevation: 2570),
        ])
        #expect(dropped == 1 && kept.map(\.id) == ["osm:node/6469"])
    }

    @Test func theOneWithMoreNamesIsKept() {
        let (kept, _) = OSMDuplicatePlaces.oneOfEach([
            place("osm:node/1", "Schloss Vaduz", .castle),
            place("osm:way/2", "Schloss Vaduz", .castle, latitude: 47.0610, names: ["en": "Vaduz Castle"]),
        ])
        #expect(kept.map(\.id) == ["osm:way/2"])
    }

    @Test func anotherCategoryFarAwayOrAnotherNameStays() {
        let (kept, dropped) = OSMDuplicatePlaces.oneOfEach([
            place("osm:node/1", "Naafkopf"),
            place("osm:node/2", "Naafkopf", .viewpoint),                    // another category
            place("osm:node/3", "Naafkopf", latitude: 47.0625),             // 190 m north
            place("osm:node/4", "Naafkopf Süd", latitude: 47.0605),         // another name
        ])
        #expect(dropped == 0 && kept.count == 4)
    }
}
