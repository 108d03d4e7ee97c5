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
    public typealias Feature = PointFeature

    public let features: [Feature]

    public func encode(to encoder: Encoder) throws { try PointFeature.encodeCollection(features, to: encoder) }

    /// The collection as GeoJSON bytes, written directly (what the server sends).
    public var geoJSON: Data { PointFeature.collectionJSON(features) }

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
            var properties = [String: JSONValue](minimumCapacity: 8)
            properties["cluster"] = .bool(item.isCluster)
            if item.isCluster {
                properties["cluster_id"] = .string(item.id.description)
                properties["point_count"] = .number(Double(item.count))
                properties["point_count_abbreviated"] = .string(ClusterFeatureCollection.abbreviated(item.count))
                properties["label"] = .string(item.label)
                properties["categories"] = .object(Dictionary(uniqueKeysWithValues: item.categoryCounts.map {
                    ($0.category.rawValue, JSONValue.number(Double($0.count)))
                }))
                if let zoom = item.expansionZoom { properties["expansion_zoom"] = .number(Double(zoom)) }
            } else {
                let place = item.placeID.flatMap { library.place(id: $0) }
                properties["id"] = .string(item.placeID ?? item.topPlaceID)
                properties["name"] = .string(place?.name ?? item.label)
                if let category = place?.category ?? item.categoryCounts.first?.category {
                    properties["category"] = .string(category.rawValue)
                }
                if let region = place?.regionID {
                    properties["region"] = .string(region)
                    properties["regionName"] = .string(dataset.region(id: region)?.name(language) ?? region)
                }
                properties["favourite"] = .bool(favourites.contains(item.placeID ?? item.topPlaceID))
            }
            return .init(id: item.id.description, longitude: item.center.longitude, latitude: item.center.latitude,
                         properties: properties)
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
