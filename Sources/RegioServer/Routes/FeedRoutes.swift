import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Regio

/// The content feeds `regio sync` reads: `/api/places.json`, `/api/quizzes.json`,
/// `/api/videos.json`. The engine's ``ContentFeeds`` decides everything
/// (validators, 304, changes and tombstones since a time); this only reads
/// the request's headers and writes the answer's.
struct FeedRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {
        let feeds = ContentFeeds(engine: services.engine)
        for collection in ContentFeeds.collections {
            router.get("/api/\(collection).json") { request, context -> Response in
                try Self.answer(request, context: context, collection: collection, feeds: feeds)
            }
        }
    }

    static func answer(_ request: Request, context: RegioRequestContext, collection: String, feeds: ContentFeeds) throws -> Response {
        let since: String?, sinceParameter: String
        if let query = request.uri.queryParameters["since"] {
            since = String(query); sinceParameter = "since"
        } else if let header = request.headers[FeedHeaders.onlyModifiedSince] {
            since = header; sinceParameter = "X-Only-Modified-Since"
        } else {
            since = nil; sinceParameter = "since"
        }
        let answer = try feeds.answer(ContentFeedRequest(
            collection: collection, language: context.language, since: since, sinceParameter: sinceParameter,
            ifNoneMatch: request.headers[.ifNoneMatch], ifModifiedSince: request.headers[.ifModifiedSince]))
        var headers = HTTPFields()
        headers[.eTag] = answer.validators.etag
        headers[.lastModified] = answer.validators.lastModified
        headers[.contentLanguage] = answer.validators.language.rawValue
        headers[.vary] = "Accept-Language"
        headers[.cacheControl] = "no-cache"
        guard let body = answer.body else {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentLength] = String(body.count)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// The request headers the feeds read beyond the standard ones.
enum FeedHeaders {
    /// Seed 000's incremental request header: an HTTP date or RFC 3339 time, like `?since=`.
    static let onlyModifiedSince = HTTPField.Name("X-Only-Modified-Since")!
}
