import Foundation
import RegioGeo
import Synchronization

/// OGC API – Features (Part 1: Core, GeoJSON, OpenAPI 3.0; Part 3: Queryables) over the
/// engine's places and regions: the documents of the landing page, `/conformance`,
/// `/collections`, one collection, its queryables, its items (filtered by `bbox`,
/// paged by `limit`/`offset` with `next`/`prev` links) and one item. Any HTTP front end serves them as
/// they are; links are absolute, made from the base URL the front end gives.
///
/// ```swift
/// let api = OGCFeatures(engine: engine)
/// let page = try api.items(OGCItemsRequest(collection: "places", baseURL: "http://127.0.0.1:8080", limit: 100))
/// ```
public final class OGCFeatures: Sendable {
    public static let collectionIDs = ["places", "regions"]
    /// The default and the largest page (a larger `limit` is lowered to it, as the standard asks).
    public static let defaultLimit = 10
    public static let maxLimit = 10_000

    public static let conformanceClasses = [
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30",
        "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables",
    ]
    static let queryablesRelation = "http://www.opengis.net/def/rel/ogc/1.0/queryables"
    static let crs84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84"

    public let engine: RegioEngine
    private let cache = Mutex<[String: OGCCollection]>([:])

    public init(engine: RegioEngine) { self.engine = engine }

    /// A collection by id, in a language (its names and title).
    public func collection(_ id: String, language: Language) throws -> OGCCollection {
        guard Self.collectionIDs.contains(id) else {
            throw EngineError(.notFound, Message(.syncUnknownCollection, ["name": id, "list": Self.collectionIDs.joined(separator: ", ")]))
        }
        let key = id + "/" + language.rawValue
        if let kept = cache.withLock({ $0[key] }) { return kept }
        let built = id == "places"
            ? OGCCollection.places(try engine.placeLibrary().places, dataset: try engine.dataset(), language: language)
            : try OGCCollection.regions(try engine.dataset(), language: language)
        cache.withLock { $0[key] = built }
        return built
    }

    // MARK: - Documents

    /// The landing page: title and the links to the API's description, the conformance and the collections.
    public func landingPage(baseURL: String) throws -> Data {
        try Self.json(OGCLanding(
            title: try title(),
            description: "Places and regions of the dataset as OGC API – Features (GeoJSON)",
            links: [OGCLink(href: baseURL + "/?f=json", rel: "self", type: "application/json", title: "This document"),
                    OGCLink(href: baseURL + OGCOpenAPI.documentPath, rel: "service-desc", type: OGCOpenAPI.mediaType,
                            title: "The API's definition (OpenAPI 3.0)"),
                    OGCLink(href: baseURL + OGCOpenAPI.pagePath, rel: "service-doc", type: "text/html", title: "The API's documentation"),
                    OGCLink(href: baseURL + "/conformance", rel: "conformance", type: "application/json", title: "Conformance classes"),
                    OGCLink(href: baseURL + "/collections", rel: "data", type: "application/json", title: "The collections")]))
    }

    /// The API's definition (OpenAPI 3.0, the landing page's `service-desc`).
    public func openAPI(baseURL: String) throws -> Data { try OGCOpenAPI.document(baseURL: baseURL, title: try title()) }

    /// The API's documentation as an HTML page (the landing page's `service-doc`).
    public func openAPIPage(baseURL: String) throws -> String { OGCOpenAPI.page(baseURL: baseURL, title: try title()) }

    private func title() throws -> String { "Regio: \(try engine.dataset().name)" }

    /// A collection's queryables: a JSON Schema of its features' properties (OGC API – Features Part 3).
    public func queryables(_ id: String, baseURL: String, language: Language) throws -> Data {
        let collection = try self.collection(id, language: language)
        var properties: [String: JSONValue] = ["geometry": .object(["format": .string(collection.geometryFormat),
                                                                     "x-ogc-role": .string("primary-geometry")])]
        for q in collection.queryables { properties[q.name] = .object(["type": .string(q.type), "title": .string(q.title)]) }
        return try Self.json(JSONValue.object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "$id": .string(baseURL + "/collections/\(collection.id)/queryables"),
            "type": .string("object"), "title": .string(collection.title),
            "properties": .object(properties), "additionalProperties": .bool(false),
        ]))
    }

    public func conformance() throws -> Data { try Self.json(["conformsTo": Self.conformanceClasses]) }

    public func collections(baseURL: String, language: Language) throws -> Data {
        let described = try Self.collectionIDs.map { try describe(collection($0, language: language), baseURL: baseURL) }
        return try Self.json(OGCCollections(
            links: [OGCLink(href: baseURL + "/collections", rel: "self", type: "application/json", title: "The collections")],
            collections: described))
    }

    public func collectionDocument(_ id: String, baseURL: String, language: Language) throws -> Data {
        try Self.json(describe(collection(id, language: language), baseURL: baseURL))
    }

    /// One page of a collection's features, as a GeoJSON FeatureCollection with
    /// `numberMatched`, `numberReturned`, `timeStamp` and `self`/`next`/`prev` links.
    public func items(_ request: OGCItemsRequest) throws -> Data {
        let collection = try self.collection(request.collection, language: request.language)
        let matched = collection.matching(request.bbox)
        let page = OGCPage(total: matched.count, limit: request.limit, offset: request.offset)
        let base = request.baseURL + "/collections/\(collection.id)/items"
        func link(_ rel: String, offset: Int, title: String) -> OGCLink {
            OGCLink(href: base + "?" + request.query(offset: offset), rel: rel, type: "application/geo+json", title: title)
        }
        var links = [link("self", offset: request.offset, title: "This page")]
        if let next = page.nextOffset { links.append(link("next", offset: next, title: "The next page")) }
        if let previous = page.previousOffset { links.append(link("prev", offset: previous, title: "The previous page")) }
        links.append(OGCLink(href: request.baseURL + "/collections/\(collection.id)", rel: "collection", type: "application/json",
                             title: collection.title))
        var body = Data(#"{"type":"FeatureCollection","features":["#.utf8)
        for (index, item) in matched[page.range].enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(item.feature.encoded())
        }
        body.append(Data("],\"numberMatched\":\(matched.count),\"numberReturned\":\(page.range.count),\"timeStamp\":".utf8))
        body.append(try Self.json(ISO8601DateFormatter().string(from: Date())))
        body.append(Data(",\"links\":".utf8))
        body.append(try Self.json(links))
        body.append(UInt8(ascii: "}"))
        return body
    }

    /// One feature with its `self` and `collection` links.
    public func item(collection id: String, featureID: String, baseURL: String, language: Language) throws -> Data {
        let collection = try self.collection(id, language: language)
        guard let item = collection.item(id: featureID) else {
            throw EngineError(.notFound, Message(.ogcNoFeature, ["collection": id, "id": featureID]))
        }
        let escaped = featureID.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? featureID
        var body = item.feature.encoded()
        guard body.last == UInt8(ascii: "}") else { return body }
        body.removeLast()
        body.append(Data(",\"links\":".utf8))
        body.append(try Self.json([
            OGCLink(href: baseURL + "/collections/\(id)/items/\(escaped)", rel: "self", type: "application/geo+json", title: "This feature"),
            OGCLink(href: baseURL + "/collections/\(id)", rel: "collection", type: "application/json", title: collection.title),
        ]))
        body.append(UInt8(ascii: "}"))
        return body
    }

    private func describe(_ collection: OGCCollection, baseURL: String) -> OGCCollectionDescription {
        let box: [[Double]] = collection.extent.map { [[$0.west, $0.south, $0.east, $0.north]] } ?? [[-180, -90, 180, 90]]
        return OGCCollectionDescription(
            id: collection.id, title: collection.title, description: collection.description,
            extent: .init(spatial: .init(bbox: box, crs: Self.crs84)), itemType: "feature", crs: [Self.crs84],
            links: [OGCLink(href: baseURL + "/collections/\(collection.id)", rel: "self", type: "application/json", title: collection.title),
                    OGCLink(href: baseURL + "/collections/\(collection.id)/items", rel: "items", type: "application/geo+json",
                            title: "The features"),
                    OGCLink(href: baseURL + "/collections/\(collection.id)/queryables", rel: Self.queryablesRelation,
                            type: "application/schema+json", title: "The features' properties")])
    }

    static func json<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}

/// What a request for a page of items asks.
public struct OGCItemsRequest: Sendable, Hashable {
    public var collection: String
    /// `http://host:port`, the start of every link.
    public var baseURL: String
    public var bbox: BoundingBox?
    /// The bbox as the client wrote it (repeated in the links).
    public var bboxText: String?
    public var limit: Int
    public var offset: Int
    public var language: Language

    public init(collection: String, baseURL: String, bbox: BoundingBox? = nil, bboxText: String? = nil,
                limit: Int = OGCFeatures.defaultLimit, offset: Int = 0, language: Language = .cs) {
        self.collection = collection; self.baseURL = baseURL; self.bbox = bbox
        self.bboxText = bboxText ?? bbox.map { "\($0.west),\($0.south),\($0.east),\($0.north)" }
        self.limit = min(max(limit, 1), OGCFeatures.maxLimit); self.offset = max(offset, 0); self.language = language
    }

    /// The query of a link to another page of the same request.
    func query(offset: Int) -> String {
        var parts = ["limit=\(limit)", "offset=\(offset)"]
        if let bboxText {
            parts.append("bbox=" + (bboxText.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~,"))) ?? ""))
        }
        parts.append("lang=\(language.rawValue)")
        return parts.joined(separator: "&")
    }
}

/// Which items a page holds, and where the neighbouring pages start.
public struct OGCPage: Sendable, Hashable {
    public var range: Range<Int>
    public var nextOffset: Int?
    public var previousOffset: Int?

    public init(total: Int, limit: Int, offset: Int) {
        let start = min(max(offset, 0), total)
        let end = min(start + max(limit, 1), total)
        range = start..<end
        nextOffset = end < total ? end : nil
        previousOffset = offset > 0 ? max(0, min(offset, total) - limit) : nil
    }
}

struct OGCLink: Codable, Hashable {
    var href: String
    var rel: String
    var type: String
    var title: String
}

private struct OGCLanding: Encodable {
    var title: String
    var description: String
    var links: [OGCLink]
}

private struct OGCCollections: Encodable {
    var links: [OGCLink]
    var collections: [OGCCollectionDescription]
}

private struct OGCCollectionDescription: Encodable {
    struct Extent: Encodable {
        struct Spatial: Encodable { var bbox: [[Double]]; var crs: String }
        var spatial: Spatial
    }
    var id: String
    var title: String
    var description: String
    var extent: Extent
    var itemType: String
    var crs: [String]
    var links: [OGCLink]
}
