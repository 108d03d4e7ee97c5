import Foundation
@testable import RegioPlaces
import RegioGeo
import RegioTestSupport

/// The shared real data these tests read (see RegioTestSupport's ``TestData``).
extension TestData {
    static var castles: String { sharedData.appendingPathComponent("cz-castles.geojson").path }
    static var lookoutTowers: String { sharedData.appendingPathComponent("cz-lookout-towers.geojson").path }
    static var hasCastles: Bool { shared("cz-castles.geojson") != nil }
    static var hasLookoutTowers: Bool { shared("cz-lookout-towers.geojson") != nil }
    static var fixtures: URL { repository.appendingPathComponent("Tests/RegioPlacesTests/Fixtures") }
}

func place(_ id: String, _ name: String, alt: [String] = [], _ category: PlaceCategory = .town,
           lat: Double = 50, lon: Double = 15, region: String? = nil, importance: Double = 1000) -> Place {
    Place(id: id, name: name, alternateNames: alt, category: category,
          coordinate: Coordinate(latitude: lat, longitude: lon), regionID: region, importance: importance)
}

extension PlaceSearchIndex {
    func ids(_ text: String, limit: Int = 10) throws -> [String] {
        try search(PlaceQuery(text, limit: limit)).map(\.place.id)
    }
}
