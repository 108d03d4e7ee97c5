import Foundation

/// The OGC API – Features of ``OGCFeatures`` described once: as an OpenAPI 3.0
/// document (the landing page's `service-desc`) and as a plain HTML page
/// rendered from the same description (its `service-doc`).
public enum OGCOpenAPI {
    public static let mediaType = "application/vnd.oai.openapi+json;version=3.0"
    /// Where a front end serves the two documents.
    public static let documentPath = "/openapi"
    public static let pagePath = "/openapi.html"

    /// One path of the API.
    struct Operation {
        var path: String
        var id: String
        var summary: String
        var parameters: [Parameter]
        var mediaType: String
    }

    struct Parameter {
        var name: String
        var location: String
        var description: String
        var schema: JSONValue
        var style: String? = nil
    }

    static let collectionID = Parameter(name: "collectionId", location: "path", description: "`places` or `regions`",
                                        schema: .object(["type": .string("string"), "enum": .array(OGCFeatures.collectionIDs.map(JSONValue.string))]))
    static let language = Parameter(name: "lang", location: "query", description: "The language of names and titles (default: Accept-Language, then cs)",
                                    schema: .object(["type": .string("string"), "enum": .array([.string("cs"), .string("en")])]))

    static let operations: [Operation] = [
        Operation(path: "/", id: "getLandingPage", summary: "The landing page (ask with Accept: application/json or ?f=json)",
                  parameters: [], mediaType: "application/json"),
        Operation(path: "/conformance", id: "getConformance", summary: "The conformance classes", parameters: [], mediaType: "application/json"),
        Operation(path: "/collections", id: "getCollections", summary: "The collections: places and regions",
                  parameters: [language], mediaType: "application/json"),
        Operation(path: "/collections/{collectionId}", id: "describeCollection", summary: "One collection",
                  parameters: [collectionID, language], mediaType: "application/json"),
        Operation(path: "/collections/{collectionId}/queryables", id: "getQueryables",
                  summary: "The properties of the collection's features (JSON Schema, OGC API – Features Part 3)",
                  parameters: [collectionID, language], mediaType: "application/schema+json"),
        Operation(path: "/collections/{collectionId}/items", id: "getFeatures", summary: "A page of the collection's features",
                  parameters: [
                    collectionID,
                    Parameter(name: "bbox", location: "query",
                              description: "W,S,E,N in degrees (CRS84); west > east crosses the antimeridian",
                              schema: .object(["type": .string("array"), "minItems": .number(4), "maxItems": .number(4),
                                               "items": .object(["type": .string("number")])]), style: "form"),
                    Parameter(name: "limit", location: "query", description: "Features per page (a limit above \(OGCFeatures.maxLimit) is lowered to it)",
                              schema: .object(["type": .string("integer"), "minimum": .number(1), "default": .number(Double(OGCFeatures.defaultLimit))])),
                    Parameter(name: "offset", location: "query", description: "Features to skip",
                              schema: .object(["type": .string("integer"), "minimum": .number(0), "default": .number(0)])),
                    language,
                  ], mediaType: "application/geo+json"),
        Operation(path: "/collections/{collectionId}/items/{featureId}", id: "getFeature", summary: "One feature",
                  parameters: [collectionID, Parameter(name: "featureId", location: "path", description: "A place id or a region id",
                                                       schema: .object(["type": .string("string")])), language],
                  mediaType: "application/geo+json"),
    ]

    /// The OpenAPI 3.0 document, its server `baseURL`.
    public static func document(baseURL: String, title: String) throws -> Data {
        var paths: [String: JSONValue] = [:]
        for op in operations {
            let parameters: [JSONValue] = op.parameters.map { p in
                var o: [String: JSONValue] = ["name": .string(p.name), "in": .string(p.location), "description": .string(p.description),
                                              "required": .bool(p.location == "path"), "schema": p.schema]
                if let style = p.style { o["style"] = .string(style); o["explode"] = .bool(false) }
                return .object(o)
            }
            let responses: [String: JSONValue] = [
                "200": .object(["description": .string(op.summary), "content": .object([op.mediaType: .object([:])])]),
                "400": .object(["description": .string("A bad parameter (application/problem+json, naming it)")]),
                "404": .object(["description": .string("No such collection or feature")]),
            ]
            paths[op.path] = .object(["get": .object(["operationId": .string(op.id), "summary": .string(op.summary),
                                                      "parameters": .array(parameters), "responses": .object(responses)])])
        }
        return try OGCFeatures.json(JSONValue.object([
            "openapi": .string("3.0.3"),
            "info": .object(["title": .string(title), "version": .string("1.0"),
                             "description": .string("OGC API – Features (Part 1: Core, GeoJSON; Part 3: Queryables)")]),
            "servers": .array([.object(["url": .string(baseURL)])]),
            "paths": .object(paths),
        ]))
    }

    /// The same description as a plain HTML page (no scripts, no styles).
    public static func page(baseURL: String, title: String) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var html = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(escape(title))</title></head><body>\n"
        html += "<h1>\(escape(title))</h1>\n<p>OGC API – Features at <code>\(escape(baseURL))</code>. "
        html += "The machine-readable description: <a href=\"\(escape(baseURL + documentPath))\">OpenAPI 3.0</a>.</p>\n"
        for op in operations {
            html += "<h2><code>GET \(escape(op.path))</code></h2>\n<p>\(escape(op.summary)) (<code>\(escape(op.mediaType))</code>)</p>\n"
            if !op.parameters.isEmpty {
                html += "<ul>\n" + op.parameters.map { "<li><code>\(escape($0.name))</code> (\($0.location)): \(escape($0.description))</li>\n" }.joined() + "</ul>\n"
            }
        }
        return html + "</body></html>\n"
    }
}
