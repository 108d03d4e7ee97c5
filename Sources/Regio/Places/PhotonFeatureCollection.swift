import Foundation
import RegioGeo
import RegioPlaces

/// Places as GeoJSON features in Photon's shape (the keys geocoder plugins
/// read: `name`, `type`, `state`, `countrycode`, `city`, `street`,
/// `postcode`), with Regio's own: `id`, `category`, `region`, `favourite`,
/// `categoryName` and `facts` (in the request's language), `distance_m` (when
/// searched near a point) and `matchedName`. `name` is the
/// engine's name in the request's language (``SearchHit/name``: Praha in Czech).
public struct PhotonFeatureCollection: Encodable, Hashable, Sendable {
    public typealias Feature = PointFeature

    public let features: [Feature]

    public func encode(to encoder: Encoder) throws { try PointFeature.encodeCollection(features, to: encoder) }

    /// The collection as GeoJSON bytes, written directly (what the server sends).
    public var geoJSON: Data { PointFeature.collectionJSON(features) }

    /// The hits of a search, in order.
    public init(_ result: SearchResult) {
        features = result.hits.map { hit in
            var properties = PhotonFeatureCollection.properties(of: hit.result.place, name: hit.name, regionName: hit.regionName,
                                                                favourite: hit.favourite)
            properties["categoryName"] = .string(hit.categoryName)
            if !hit.facts.isEmpty { properties["facts"] = .array(hit.facts.map { .string($0) }) }
            if let distance = hit.result.distance { properties["distance_m"] = .number(distance.rounded()) }
            if let other = hit.otherMatchedName { properties["matchedName"] = .string(other) }
            return Feature(id: nil, longitude: hit.result.place.coordinate.longitude, latitude: hit.result.place.coordinate.latitude,
                           properties: properties)
        }
    }

    /// A place's properties, Photon's keys and Regio's; `name` is the one shown in the answer's language.
    public static func properties(of place: Place, name: String, regionName: String?, favourite: Bool) -> [String: JSONValue] {
        var p: [String: JSONValue] = [
            "id": .string(place.id), "name": .string(name), "type": .string(place.category.rawValue),
            "category": .string(place.category.rawValue), "favourite": .bool(favourite),
        ]
        if let region = place.regionID {
            p["region"] = .string(region)
            if let country = region.split(separator: "-").first, country.count == 2 { p["countrycode"] = .string(String(country)) }
        }
        if let regionName { p["state"] = .string(regionName); p["regionName"] = .string(regionName) }
        if let city = place.address?.city { p["city"] = .string(city) }
        if let street = place.address?.street { p["street"] = .string(street) }
        if let postcode = place.address?.postalCode { p["postcode"] = .string(postcode) }
        if let population = place.population { p["population"] = .number(Double(population)) }
        return p
    }
}
