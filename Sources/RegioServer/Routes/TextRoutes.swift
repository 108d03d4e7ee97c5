import Foundation
import Hummingbird
import Regio

/// `/app/texts.json`: the web app's texts in every language (``WebTexts``),
/// from the same catalogues as the CLI's; part of the app's shell, so the app
/// speaks every language offline.
struct TextRoutes {
    func register(on router: Router<RegioRequestContext>) {
        let body = Self.body
        router.get("/app/texts.json") { request, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            headers[.xContentTypeOptions] = "nosniff"
            let validators = Validators(etag: body.etag, cacheControl: "no-cache")
            if let notModified = validators.notModified(request, headers: headers) { return notModified }
            return validators.response(body.data, headers: headers)
        }
    }

    /// The JSON, made once: catalogues do not change while the server runs.
    static let body: (data: Data, etag: String) = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(WebTexts()) } catch {
            // Strings and dictionaries always encode; this is never reached.
            data = Data(#"{"languages": [], "catalogues": {}}"#.utf8)
        }
        var fingerprint = ContentFingerprint()
        fingerprint.combine(data)
        return (data, "\"texts-" + String(fingerprint.value, radix: 16) + "\"")
    }()
}
