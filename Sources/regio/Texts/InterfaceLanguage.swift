import Foundation
import Regio

/// The language the CLI speaks in for the command being run: `--lang` on the
/// command line, else the one `regio` was started with, else the first of the
/// locale's languages (LANGUAGE's list, then LC_ALL, LC_MESSAGES or LANG) that a
/// catalogue (po/) serves.
///
/// It is set before each command is parsed, so the parser's help texts, the
/// command's output and its errors all come from the same catalogue.
enum InterfaceLanguage {
    /// The catalogue of the current command (main thread only).
    nonisolated(unsafe) static var texts = Texts(language(for: nil))

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

    /// The interface language for a `--lang` value or, without one, the
    /// locale's: the catalogue language that serves it (`de-AT` → `de`), else
    /// English with a note on standard error (once per value).
    static func language(for requested: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        let catalogues = TextCatalogues.shared
        let preferred = Language.preferredLanguages(environment: environment).lazy.compactMap(catalogues.interfaceLanguage(for:)).first ?? .en
        guard let requested else { return preferred }
        guard let tag = Language(tag: requested) else {
            // Not a tag: the option's check refuses it, in the language its letters begin
            // with (`cs-!` → Czech), else the locale's.
            return Language(tag: String(requested.prefix { $0.isASCII && $0.isLetter }))
                .flatMap(catalogues.interfaceLanguage(for:)) ?? preferred
        }
        if let language = catalogues.interfaceLanguage(for: tag) { return language }
        if !noted.contains(requested) {
            noted.insert(requested)
            let spoken = catalogues.languages.map(\.tag).joined(separator: ", ")
            FileHandle.standardError.write(Data("regio: \(Texts(.en)(.langNotSpoken, ["text": requested, "languages": spoken]))\n".utf8))
        }
        return .en
    }

    /// The `--lang` values already noted as not spoken (main thread only).
    nonisolated(unsafe) private static var noted: Set<String> = []

    /// The language region names are asked in when the interface does not
    /// speak it (`--lang ja`: English texts, Japanese names where the dataset has them).
    static func nameLanguage(for requested: String?) -> String? {
        guard let requested, let tag = Language(tag: requested),
              TextCatalogues.shared.interfaceLanguage(for: tag) == nil else { return nil }
        return requested
    }

    /// Sets the language for a command line, over the session's default `--lang`.
    static func select(for words: [String], default defaultLang: String?) {
        texts = Texts(language(for: requested(in: words) ?? defaultLang))
    }
}

/// The current command's catalogue: `tr(.searchNoMatch, ["text": q])`.
var tr: Texts { InterfaceLanguage.texts }
