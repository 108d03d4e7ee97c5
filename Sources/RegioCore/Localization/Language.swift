import Foundation

/// The languages Regio's quizzes are written in.
public enum Language: String, Codable, Sendable, CaseIterable, Hashable {
    case cs
    case en

    /// The other language, used as the fallback when a text is missing.
    public var other: Language { self == .cs ? .en : .cs }

    /// The language from the locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`):
    /// Czech when the first one set starts with `cs`, English otherwise.
    ///
    /// ```swift
    /// Language.preferred(environment: ["LANG": "cs_CZ.UTF-8"]) // .cs
    /// ```
    public static func preferred(environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("cs") ? .cs : .en
            }
        }
        return .en
    }
}
