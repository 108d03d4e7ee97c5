import Foundation
import RegioQuiz

extension Dataset {
    /// The language codes some region has a name in, sorted.
    public var nameLanguages: [String] { Set(regions.flatMap(\.names.keys)).sorted() }

    /// Checks a language asked for region names (`--lang de`): any language
    /// the data has, or one of the interface languages (cs, en); names missing
    /// in it fall back to English (``Region/name(in:)``).
    /// - Throws: ``DatasetLanguageError`` listing the languages the dataset has.
    public func checkNameLanguage(_ code: String) throws {
        if Language(rawValue: code) != nil { return }
        let available = nameLanguages
        let base = String(code.split(separator: "-").first ?? "")
        guard available.contains(code) || available.contains(base) || available.contains(where: { $0.hasPrefix(code + "-") }) else {
            throw DatasetLanguageError(language: code, dataset: name, available: available)
        }
    }
}

/// A language no region of the dataset has a name in.
public struct DatasetLanguageError: Error, Equatable, Sendable, CustomStringConvertible {
    public let language: String
    public let dataset: String
    public let available: [String]
    public var description: String {
        "\(dataset) has no region names in '\(language)'; it has: \(available.joined(separator: ", "))"
    }
}
