import Foundation
import RegioGeo

/// One collection of the OGC API – Features: its id, title, extent and
/// features (GeoJSON, with their bounds for `bbox=` filtering), in a stable order.
public struct OGCCollection: Sendable {
    public struct Item: Sendable {
        public var feature: GeoJSONFeature
        public var bounds: BoundingBox
    }

    /// A property of the features, as `/queryables` lists it (a JSON Schema type: string, integer, number).
    public struct Queryable: Sendable, Hashable {
        public var name: String
        public var type: String
        public var title: String
    }

    public var id: String
    public var title: String
    public var description: String
    public var items: [Item]
    /// The features' properties, and their geometry as OGC API – Features Part 3 names it (`geometry-point`).
    public var queryables: [Queryable]
    public var geometryFormat: String
    /// The bounds of every feature (nil for an empty collection).
    public var extent: BoundingBox?
    private var positions: [String: Int]

    init(id: String, title: String, description: String, items: [Item], queryables: [Queryable], geometryFormat: String) {
        self.id = id; self.title = title; self.description = description; self.items = items
        self.queryables = queryables; self.geometryFormat = geometryFormat
        var extent: BoundingBox?
        for item in items {
            extent = extent.map { BoundingBox(west: min($0.west, item.bounds.west), south: min($0.south, item.bounds.south),
                                              east: max($0.east, item.bounds.east), north: max($0.north, item.bounds.north)) } ?? item.bounds
        }
        self.extent = extent
        positions = Dictionary(items.enumerated().map { ($0.element.feature.id ?? "", $0.offset) }, uniquingKeysWith: { a, _ in a })
    }

    /// The feature with this id.
    public func item(id: String) -> Item? { positions[id].map { items[$0] } }

    /// The features whose bounds meet `box` (all of them without a box; west > east crosses the antimeridian).
    public func matching(_ box: BoundingBox?) -> [Item] {
        guard let box else { return items }
        return items.filter { $0.bounds.intersects(box) }
    }

    /// The places as Point features: `name` (``PlaceNames``), `category`, `region`, `region_name`, `population`,
    /// the names in `language`.
    static func places(_ places: [Place], dataset: Dataset, language: Language) -> OGCCollection {
        let names = dataset.placeNames
        let items = places.map { place -> Item in
            let properties: [String: JSONValue] = [
                "name": .string(names.name(of: place, in: language)),
                "category": .string(place.category.rawValue),
                "region": place.regionID.map(JSONValue.string) ?? .null,
                "region_name": place.regionID.map { .string(dataset.regionName($0, in: language)) } ?? .null,
                "population": place.population.map { .number(Double($0)) } ?? .null,
            ]
            let c = place.coordinate
            return Item(feature: GeoJSONFeature(id: place.id, geometry: .point(c), properties: properties),
                        bounds: BoundingBox(west: c.longitude, south: c.latitude, east: c.longitude, north: c.latitude))
        }
        let t = Texts(language)
        return OGCCollection(id: "places", title: t(.ogcPlacesTitle), description: t(.ogcPlacesDescription), items: items,
                             queryables: [.init(name: "name", type: "string", title: "Name"), .init(name: "category", type: "string", title: "Category"),
                                          .init(name: "region", type: "string", title: "Region id (ISO 3166-2)"),
                                          .init(name: "region_name", type: "string", title: "Region"),
                                          .init(name: "population", type: "integer", title: "Population")],
                             geometryFormat: "geometry-point")
    }

    /// The regions as (Multi)Polygon features: `name` (in `language`), `name_local`, `nuts3`, `capital`, `area_km2`.
    static func regions(_ dataset: Dataset, language: Language) throws -> OGCCollection {
        let items = try dataset.regions.map { region -> Item in
            let properties: [String: JSONValue] = [
                "name": .string(region.name(language)),
                "name_local": .string(region.localName),
                "nuts3": region.nuts3.map(JSONValue.string) ?? .null,
                "capital": region.capital(language).map(JSONValue.string) ?? .null,
                "area_km2": .number((region.areaKm2 * 10).rounded() / 10),
            ]
            return Item(feature: GeoJSONFeature(id: region.id, geometry: try region.geometry.geoJSON.rewoundForRFC7946(), properties: properties),
                        bounds: region.bounds)
        }
        let t = Texts(language)
        return OGCCollection(id: "regions", title: t(.ogcRegionsTitle), description: t(.ogcRegionsDescription), items: items,
                             queryables: [.init(name: "name", type: "string", title: "Name"), .init(name: "name_local", type: "string", title: "Local name"),
                                          .init(name: "nuts3", type: "string", title: "NUTS 3 code"), .init(name: "capital", type: "string", title: "Capital"),
                                          .init(name: "area_km2", type: "number", title: "Area (km²)")],
                             geometryFormat: "geometry-any")
    }
}
