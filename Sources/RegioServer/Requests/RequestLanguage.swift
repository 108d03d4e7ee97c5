import Hummingbird
import Regio

/// The language of an answer: `?lang=` (any language tag: `de-AT` is served in
/// German, a language Regio has no texts in in English), then the best
/// catalogue for `Accept-Language` (English for a header naming none, or garbage),
/// then Czech, the embedded dataset's language, for a request that names none.
/// Read once per request by ``LanguageMiddleware``; routes read `context.language`.
enum RequestLanguage {
    static func of(_ request: Request) throws -> Language {
        try of(lang: request.uri.queryParameters["lang"], acceptLanguage: request.headers[.acceptLanguage])
    }

    /// The language of `?lang=` (`lang`, nil when the query has none) and the `Accept-Language` header.
    static func of(lang: Substring?, acceptLanguage header: String?) throws -> Language {
        if let lang = lang.map(String.init) {
            guard let tag = Language(tag: lang) else {
                throw Problem.invalidParameter("lang", Message(.httpLanguageTag, ["parameter": "lang", "text": String(lang.prefix(40))]))
            }
            return TextCatalogues.shared.interfaceLanguage(for: tag) ?? .en
        }
        guard let header else { return .cs }
        return TextCatalogues.shared.interfaceLanguage(acceptLanguage: header)
    }

    /// The language for an error's message: the request's, English when even
    /// its `?lang=` cannot be read (that is the error being answered).
    static func forMessages(_ request: Request) -> Language {
        do { return try of(request) } catch { return .en }
    }
}

/// Reads the request's language once (``RequestLanguage/of(_:)``) into the
/// context every route reads it from; a `?lang=` that is no language tag is a
/// 400 naming `lang`, whatever the route.
struct LanguageMiddleware: RouterMiddleware {
    typealias Context = RegioRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.language = try RequestLanguage.of(request)
        return try await next(request, context)
    }
}
