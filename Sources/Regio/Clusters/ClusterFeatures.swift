import Foundation
import RegioGeo
import RegioPlaces

/// Clusters and single places as a GeoJSON FeatureCollection in
/// supercluster's schema, so code written for supercluster or MapLibre's
/// clustered sources reads it unchanged: each cluster has `cluster: true`,
/// `cluster_id` (a number, ``ClusterID/number``), `point_count` and
/// `point_count_abbreviated` (a number below 1,000, else "1.2k"); each single place
/// has `cluster: false` and the place's own properties (`id`, `name`,
/// `category`, `categoryName`, `region`, `regionName`, `favourite`), names in the request's language.
public struct ClusterFeatureCollection: Encodable, Hashable, Sendable {
    /// One cluster or single place, with the properties it is written with.
    public struct Feature: Hashable, Sendable {
        /// The cluster id (`c7-123`, `p123`), the feature's `id`.
        public let id: String
        /// The same as a number, the cluster's `cluster_id`.
        public let number: Int
        public let longitude: Double
        public let latitude: Double
        public let isCluster: Bool
        // A cluster's properties.
        public let count: Int
        public let label: String
        public let categories: [(category: String, count: Int)]
        public let expansionZoom: Int?
        // A single place's properties.
        public let placeID: String
        public let name: String
        public let category: String?
        /// The category in the request's language ("castle", "hrad"; ``CategoryNames``).
        public let categoryName: String?
        public let regionID: String?
        public let regionName: String?
        public let favourite: Bool

        public static func == (a: Feature, b: Feature) -> Bool { a.id == b.id && a.properties == b.properties }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// The GeoJSON `properties` (supercluster's keys and Regio's).
        public var properties: [String: JSONValue] {
            var p: [String: JSONValue] = ["cluster": .bool(isCluster)]
            if isCluster {
                p["cluster_id"] = .number(Double(number))
                p["point_count"] = .number(Double(count))
                p["point_count_abbreviated"] = ClusterFeatureCollection.abbreviatedValue(count)
                p["label"] = .string(label)
                p["categories"] = .object(Dictionary(uniqueKeysWithValues: categories.map { ($0.category, JSONValue.number(Double($0.count))) }))
                if let expansionZoom { p["expansion_zoom"] = .number(Double(expansionZoom)) }
            } else {
                p["id"] = .string(placeID)
                p["name"] = .string(name)
                if let category { p["category"] = .string(category) }
                if let categoryName { p["categoryName"] = .string(categoryName) }
                if let regionID { p["region"] = .string(regionID); p["regionName"] = .string(regionName ?? regionID) }
                p["favourite"] = .bool(favourite)
            }
            return p
        }

        /// The properties written straight into `w`, keys in sorted order (as `properties` encodes).
        func writeProperties(_ w: inout JSONWriter) {
            if isCluster {
                w.raw(#"{"categories":{"#)
                for (i, c) in categories.sorted(by: { $0.category < $1.category }).enumerated() {
                    if i > 0 { w.raw(",") }
                    w.write(string: c.category); w.raw(":"); w.write(number: Double(c.count))
                }
                w.raw(#"},"cluster":true,"cluster_id":"#); w.write(number: Double(number))
                if let expansionZoom { w.raw(#","expansion_zoom":"#); w.write(number: Double(expansionZoom)) }
                w.raw(#","label":"#); w.write(string: label)
                w.raw(#","point_count":"#); w.write(number: Double(count))
                w.raw(#","point_count_abbreviated":"#); w.write(ClusterFeatureCollection.abbreviatedValue(count))
                w.raw("}")
            } else {
                w.raw("{")
                if let category { w.raw(#""category":"#); w.write(string: category); w.raw(",") }
                if let categoryName { w.raw(#""categoryName":"#); w.write(string: categoryName); w.raw(",") }
                w.raw(#""cluster":false,"favourite":"#); favourite ? w.raw("true") : w.raw("false")
                w.raw(#","id":"#); w.write(string: placeID)
                w.raw(#","name":"#); w.write(string: name)
                if let regionID {
                    w.raw(#","region":"#); w.write(string: regionID)
                    w.raw(#","regionName":"#); w.write(string: regionName ?? regionID)
                }
                w.raw("}")
            }
        }

        var pointFeature: PointFeature { PointFeature(id: id, longitude: longitude, latitude: latitude, properties: properties) }
    }

    public let features: [Feature]

    public func encode(to encoder: Encoder) throws { try PointFeature.encodeCollection(features.map(\.pointFeature), to: encoder) }

    /// The collection as GeoJSON bytes, written directly (what the server sends):
    /// the same JSON as `encode(to:)` with sorted keys, without building dictionaries.
    public var geoJSON: Data {
        PointFeature.collectionJSON(features, bytesEach: 200, point: { ($0.longitude, $0.latitude, $0.id) },
                                    properties: { f, w in f.writeProperties(&w) })
    }

    /// `point_count_abbreviated` as supercluster writes it: the number below 1,000, else the text (`1.2k`).
    public static func abbreviatedValue(_ count: Int) -> JSONValue {
        count < 1_000 ? .number(Double(count)) : .string(abbreviated(count))
    }

    /// supercluster's abbreviation: `999`, `1.2k`, `15k`.
    public static func abbreviated(_ count: Int) -> String {
        if count >= 10_000 { return "\(Int((Double(count) / 1000).rounded()))k" }
        if count >= 1_000 {
            let tenths = (Double(count) / 100).rounded() / 10
            return tenths == tenths.rounded() ? "\(Int(tenths))k" : "\(tenths)k"
        }
        return String(count)
    }
}

extension RegioEngine {
    /// The features of cluster items: clusters with their counts (and the
    /// categories inside, the badge label, where they split), single places
    /// with the place's own properties in `language`.
    public func clusterFeatures(_ items: [ClusterItem], language: Language = .cs) throws -> ClusterFeatureCollection {
        let library = try placeLibrary()
        let favourites = favouriteIDsIfStored()
        let dataset = library.dataset
        let names = dataset.placeNames
        let features = items.map { item -> ClusterFeatureCollection.Feature in
            let place = item.isCluster ? nil : item.placeID.flatMap { library.place(id: $0) }
            let region = place?.regionID
            let placeID = item.placeID ?? item.topPlaceID
            return .init(id: item.id.description, number: item.id.number, longitude: item.center.longitude, latitude: item.center.latitude,
                         isCluster: item.isCluster, count: item.count, label: item.label,
                         categories: item.isCluster ? item.categoryCounts.map { ($0.category.rawValue, $0.count) } : [],
                         expansionZoom: item.expansionZoom,
                         placeID: placeID, name: place.map { names.name(of: $0, in: language) } ?? item.label,
                         category: (place?.category ?? item.categoryCounts.first?.category)?.rawValue,
                         categoryName: place.map { CategoryNames.word(of: $0.category, language: language) },
                         regionID: region, regionName: region.map { dataset.regionName($0, in: language) },
                         favourite: !item.isCluster && favourites.contains(placeID))
        }
        return ClusterFeatureCollection(features: features)
    }
}
