/// The pseudo-language `qps`: every English text bracketed and accented
/// (`[Šéàŕçĥ]`), longer by a third like many translations, with the holes
/// left as they are. A screen in `qps` that shows plain English shows a text
/// that did not come from a catalogue.
///
/// ```swift
/// PseudoLanguage.text("No places match '{text}'.") // "[Ñö ƥļàçéš ɱàţçĥ '{text}'.]"
/// ```
public enum PseudoLanguage {
    /// The catalogue made from English's texts.
    static func catalogue(from english: TextCatalogue) -> TextCatalogue {
        var texts: [String: String] = [:]
        for key in english.keys {
            if let template = english.template(for: key) { texts[key] = text(template.source) }
        }
        return TextCatalogue(language: .pseudo, name: "[Þšéûðö]", format: english.format,
                             file: "\(english.file) (pseudo-language)", texts: texts)
    }

    /// A template's pseudo-language text: its literal text accented, holes kept.
    public static func text(_ source: String) -> String {
        guard let pieces = try? TextTemplate(source).parsed() else { return "[" + accented(source) + "]" }
        return "[" + write(pieces) + "]"
    }

    private static func write(_ pieces: [TextTemplate.Piece]) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let s):
                out += accented(s).replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
            case .argument(let name): out += "{\(name)}"
            case .plural(let name, let branches):
                out += "{\(name), plural,"
                for branch in branches {
                    switch branch.selector {
                    case .exactly(let value): out += " =\(NumberText.plain(value))"
                    case .category(let category): out += " \(category.rawValue)"
                    }
                    out += " {\(write(branch.pieces))}"
                }
                out += "}"
            }
        }
        return out
    }

    static let accents: [Character: Character] = [
        "a": "à", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "ƥ", "q": "ʠ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "À", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Ƥ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    static func accented(_ text: String) -> String { String(text.map { accents[$0] ?? $0 }) }
}
