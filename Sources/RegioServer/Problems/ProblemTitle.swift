import HTTPTypes
import Regio

/// A problem's title: the same for every problem of a kind (RFC 9457 lets it
/// change only with the language), from the catalogue entry named after the
/// kind, `invalid-parameter` → `problemInvalidParameter` ("Invalid parameter",
/// "Neplatný parametr"); a kind without one has its status's reason phrase.
struct ProblemTitle {
    let kind: String
    let status: HTTPResponse.Status

    /// The catalogue key of the kind's title, if it has one.
    var key: ServerTextKey? {
        ServerTextKey(rawValue: "problem" + kind.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
    }

    func text(in language: Language) -> String {
        key.map { Texts(language)($0) } ?? status.reasonPhrase
    }
}
