import Foundation
import RegioGeo
import RegioPlaces

/// Clusters and single places as a GeoJSON FeatureCollection in
/// supercluster's schema, so code written for supercluster or MapLibre's
/// clustered sources reads it unchanged: each cluster has `cluster: true`,
/// `cluster_id`, `point_count` and `point_count_abbreviated`; each single place
/// has `cluster: false` and the place's own properties (`id`, `name`,
/// `category`, `region`, `regionName`, `favourite`).
public struct ClusterFeatureCollection: Encodable, Hashable, Sendable {
    /// One cluster or single place, with the properties it is written with.
    public struct Feature: Hashable, Sendable {
        /// The cluster id (`c7-123`, `p123`).
        public let id: String
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
        public let regionID: String?
        public let regionName: String?
        public let favourite: Bool

        public static func == (a: Feature, b: Feature) -> Bool { a.id == b.id && a.properties == b.properties }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// The GeoJSON `properties` (supercluster's keys and Regio's).
        public var properties: [String: JSONValue] {
            var p: [String: JSONValue] = ["cluster": .bool(isCluster)]
            if isCluster {
                p["cluster_id"] = .string(id)
                p["point_count"] = .number(Double(count))
                p["point_count_abbreviated"] = .string(ClusterFeatureCollection.abbreviated(count))
                p["label"] = .string(label)
                p["categories"] = .object(Dictionary(uniqueKeysWithValues: categories.map { ($0.category, JSONValue.number(Double($0.count))) }))
                if let expansionZoom { p["expansion_zoom"] = .number(Double(expansionZoom)) }
            } else {
                p["id"] = .string(placeID)
                p["name"] = .string(name)
                if let category { p["category"] = .string(category) }
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
                w.raw(#"},"cluster":true,"cluster_id":"#); w.write(string: id)
                if let expansionZoom { w.raw(#","expansion_zoom":"#); w.write(number: Double(expansionZoom)) }
                w.raw(#","label":"#); w.write(string: label)
                w.raw(#","point_count":"#); w.write(number: Double(count))
                w.raw(#","point_count_abbreviated":"#); w.write(string: ClusterFeatureCollection.abbreviated(count))
                w.raw("}")
            } else {
                w.raw("{")
                if let category { w.raw(#""category":"#); w.write(string: category); w.raw(",") }
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
        var w = JSONWriter(reservingCapacity: 200 * features.count + 64)
        w.raw(#"{"features":["#)
        for (i, f) in features.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw(#"{"geometry":{"coordinates":["#)
            w.write(number: f.longitude); w.raw(","); w.write(number: f.latitude)
            w.raw(#"],"type":"Point"},"id":"#); w.write(string: f.id)
            w.raw(#","properties":"#); f.writeProperties(&w)
            w.raw(#","type":"Feature"}"#)
        }
        w.raw(#"],"type":"FeatureCollection"}"#)
        return Data(w.bytes)
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
        let features = items.map { item -> ClusterFeatureCollection.Feature in
            let place = item.isCluster ? nil : item.placeID.flatMap { library.place(id: $0) }
            let region = place?.regionID
            let placeID = item.placeID ?? item.topPlaceID
            return .init(id: item.id.description, longitude: item.center.longitude, latitude: item.center.latitude,
                         isCluster: item.isCluster, count: item.count, label: item.label,
                         categories: item.isCluster ? item.categoryCounts.map { ($0.category.rawValue, $0.count) } : [],
                         expansionZoom: item.expansionZoom,
                         placeID: placeID, name: place?.name ?? item.label,
                         category: (place?.category ?? item.categoryCounts.first?.category)?.rawValue,
                         regionID: region, regionName: region.map { dataset.region(id: $0)?.name(language) ?? $0 },
                         favourite: !item.isCluster && favourites.contains(placeID))
        }
        return ClusterFeatureCollection(features: features)
    }
}

extension ClustersRequest {
    /// The view a web map knows by its bounds and zoom: centred on the box,
    /// as many pixels as the box covers at `zoom` (north up).
    /// - Throws: ``InputError`` naming `boxParameter` when the box is too big for
    ///   the zoom (over 1,000,000 px a side), `zoomParameter` for a bad zoom.
    public static func covering(_ box: BoundingBox, zoom: Double, categories: [String] = [], favouritesOnly: Bool = false,
                                boxParameter: String = "bbox", zoomParameter: String = "zoom") throws(InputError) -> ClustersRequest {
        guard zoom.isFinite, (0...24).contains(zoom) else {
            throw InputError(parameter: zoomParameter, message: "\(zoomParameter) must be in 0…24; got \(zoom)")
        }
        let a = WebMercator.project(Coordinate(latitude: box.north, longitude: box.west))
        let b = WebMercator.project(Coordinate(latitude: box.south, longitude: box.east))
        let worldPixels = 512 * pow(2, zoom)
        let width = max((b.x - a.x) * worldPixels, 1), height = max((b.y - a.y) * worldPixels, 1)
        guard width <= 1_000_000, height <= 1_000_000 else {
            throw InputError(parameter: boxParameter, message: "\(boxParameter) is too large for \(zoomParameter) \(zoom): "
                             + "\(Int(width))×\(Int(height)) px (at most 1,000,000 px a side); zoom out or give a smaller box")
        }
        let center = WebMercator.unproject(WorldPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
        return ClustersRequest(center: center, zoom: zoom, width: width, height: height, bearing: 0,
                               categories: categories, favouritesOnly: favouritesOnly)
    }
}
