import Foundation

/// A chapter of a video: where it starts, its title and its picture.
///
/// The seed app's feed describes chapters without a time
/// (`{"desc": "Lednice", "img": {"url": "https://…/lednice.jpg", …}}`): such
/// a chapter has no `start`, and keeps its picture.
public struct VideoChapter: Hashable, Sendable, Codable {
    /// Seconds from the start; nil when the feed gives no time.
    public var start: Double?
    public var title: LocalizedText
    /// The chapter's picture, when the feed gives one.
    public var image: String?

    public init(start: Double?, title: LocalizedText, image: String? = nil) {
        self.start = start
        self.title = title
        self.image = image
    }

    /// The chapters listed in a video's description: lines such as
    /// `0:00 Úvod`, `12:30 – Lednice`, `(1:02:03) Závěr`. Other lines are ignored.
    ///
    /// ```swift
    /// VideoChapter.parse("0:00 Úvod\n2:15 – Brno")   // [0 s "Úvod", 135 s "Brno"]
    /// ```
    public static func parse(_ text: String) -> [(start: Double, title: String)] {
        var out: [(Double, String)] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = Substring(raw.trimmingCharacters(in: .whitespaces))
            let bracketed = line.hasPrefix("(") || line.hasPrefix("[")
            if bracketed { line = line.dropFirst() }
            let stamp = line.prefix { $0.isNumber || $0 == ":" }
            let parts = stamp.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 }),
                  parts.dropFirst().allSatisfy({ $0.count == 2 }) else { continue }
            let numbers = parts.compactMap { Double($0) }
            guard numbers.count == parts.count, numbers.dropFirst().allSatisfy({ $0 < 60 }) else { continue }
            let seconds = numbers.reduce(0) { $0 * 60 + $1 }
            var rest = line.dropFirst(stamp.count)
            if bracketed, let first = rest.first, first == ")" || first == "]" { rest = rest.dropFirst() }
            let title = rest.drop { $0.isWhitespace || $0 == "-" || $0 == "–" || $0 == "—" || $0 == ":" || $0 == "|" }
                .trimmingCharacters(in: .whitespaces)
            if !title.isEmpty { out.append((seconds, title)) }
        }
        return out
    }
}
