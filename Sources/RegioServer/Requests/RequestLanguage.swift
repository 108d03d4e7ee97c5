import Hummingbird
import Regio

/// The language of an answer: `?lang=` wins, then `Accept-Language` (the first
/// of cs or en by quality), then Czech.
enum RequestLanguage {
    static func of(_ request: Request) throws -> Language {
        if let lang = request.uri.queryParameters["lang"].map(String.init) {
            guard let language = Language(rawValue: lang.lowercased()) else {
                throw Problem.invalidParameter("lang", "lang must be cs or en; got '\(lang.prefix(40))'")
            }
            return language
        }
        return fromAcceptLanguage(request.headers[.acceptLanguage]) ?? .cs
    }

    /// The best of cs and en in an `Accept-Language` header (`en-GB;q=0.8, cs;q=0.9` → cs), nil when neither is there.
    static func fromAcceptLanguage(_ header: String?) -> Language? {
        guard let header else { return nil }
        var best: (language: Language, quality: Double)?
        for (order, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first?.lowercased(), !tag.isEmpty else { continue }
            let primary = String(tag.split(separator: "-").first ?? "")
            guard let language = Language(rawValue: primary) else { continue }
            var quality = 1.0
            for p in parts.dropFirst() where p.hasPrefix("q=") { quality = Double(p.dropFirst(2)) ?? 0 }
            guard quality > 0 else { continue }
            // Equal qualities keep the earlier tag.
            let score = quality - Double(order) * 1e-6
            if best == nil || score > best!.quality { best = (language, score) }
        }
        return best?.language
    }
}
