import Foundation
import Regio

/// The language the CLI speaks in for the command being run: `--lang` on the
/// command line, else the one `regio` was started with, else the locale
/// (LC_ALL, LC_MESSAGES, LANG); Czech for `cs`, English for everything else.
///
/// It is set before each command is parsed, so the parser's help texts, the
/// command's output and its errors all come from the same catalogue.
enum InterfaceLanguage {
    /// The catalogue of the current command (main thread only).
    nonisolated(unsafe) static var texts = Texts(.preferred())

    /// `--lang X` or `--lang=X` among `words` (the last one wins), as the parser would read it.
    static func requested(in words: [String]) -> String? {
        var found: String?
        var i = 0
        while i < words.count {
            let word = words[i]
            if word == "--" { break }
            if word == "--lang", i + 1 < words.count { found = words[i + 1]; i += 2; continue }
            if word.hasPrefix("--lang=") { found = String(word.dropFirst("--lang=".count)) }
            i += 1
        }
        return found
    }

    /// The interface language for a `--lang` value (nil: the locale's).
    static func language(for requested: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        guard let requested else { return .preferred(environment: environment) }
        return Language(rawValue: requested.lowercased()) ?? (requested.lowercased().hasPrefix("cs") ? .cs : .en)
    }

    /// Sets the language for a command line, over the session's default `--lang`.
    static func select(for words: [String], default defaultLang: String?) {
        texts = Texts(language(for: requested(in: words) ?? defaultLang))
    }
}

/// The current command's catalogue: `tr(.searchNoMatch, ["text": q])`.
var tr: Texts { InterfaceLanguage.texts }
