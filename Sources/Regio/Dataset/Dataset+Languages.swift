import Foundation
import RegioQuiz

extension Dataset {
    /// The language codes some region has a name in, sorted.
    public var nameLanguages: [String] { Set(regions.flatMap(\.names.keys)).sorted() }

    /// Whether regions can be named in `code` (`--lang ja`): an interface
    /// language, or one some region of the dataset has a name in (itself, its
    /// base language or a regional variant).
    public func hasNames(in code: String) -> Bool {
        if let language = Language(tag: code), TextCatalogues.shared.interfaceLanguage(for: language) != nil { return true }
        let available = nameLanguages
        let base = String(code.split(separator: "-").first ?? "")
        return available.contains(code) || available.contains(base) || available.contains(where: { $0.hasPrefix(code + "-") })
    }
}
