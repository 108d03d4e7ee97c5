import Hummingbird
import Regio

/// The language of an answer: `?lang=` (any language tag: `de-AT` is served in
/// German, a language Regio has no texts in in English), then the best
/// catalogue for `Accept-Language` (English for a header naming none, or garbage),
/// then Czech, the embedded dataset's language, for a request that names none.
enum RequestLanguage {
    static func of(_ request: Request) throws -> Language {
        if let lang = request.uri.queryParameters["lang"].map(String.init) {
            guard let tag = Language(tag: lang) else {
                throw Problem.invalidParameter("lang", Message(.httpLanguageTag, ["parameter": "lang", "text": String(lang.prefix(40))]))
            }
            return TextCatalogues.shared.interfaceLanguage(for: tag) ?? .en
        }
        guard let header = request.headers[.acceptLanguage] else { return .cs }
        return TextCatalogues.shared.interfaceLanguage(acceptLanguage: header)
    }

    /// The language for an error's message: the request's, English when even
    /// its `?lang=` cannot be read (that is the error being answered).
    static func forMessages(_ request: Request) -> Language {
        do { return try of(request) } catch { return .en }
    }
}
