import Foundation
import RegioGeo

/// Queries with the results a person expects, to measure ranking quality
/// (hit@1: the first result is expected; hit@5: one of the first five is).
///
/// The file is tab-separated, one query a line: the query, the expected
/// place ids (any of them counts; separated by commas), and an optional note.
/// Lines starting with `#` and empty lines are ignored.
///
/// ```
/// # query	expected ids	note
/// olomuc	geonames:3069011	typo (missing o)
/// karlstejn	wikidata:Q266698	castle before the village
/// ```
public struct RelevanceSet: Sendable {
    public struct Entry: Hashable, Sendable {
        public var query: String
        public var expected: [String]
        public var note: String
        public var line: Int
    }

    public var entries: [Entry]

    public init(tsv text: String, file: String) throws {
        var entries: [Entry] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2, !fields[0].isEmpty else {
                throw DataError(file: file, location: "line \(i + 1)", message: "expected: query<TAB>expected ids[<TAB>note]")
            }
            let expected = fields[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !expected.isEmpty else {
                throw DataError(file: file, location: "line \(i + 1)", message: "no expected id")
            }
            entries.append(Entry(query: fields[0], expected: expected, note: fields.count > 2 ? fields[2] : "", line: i + 1))
        }
        self.entries = entries
    }

    /// The scores of a search function that returns ranked place ids.
    public func evaluate(_ search: (String) throws -> [String]) rethrows -> Evaluation {
        var hit1 = 0, hit5 = 0
        var misses: [Miss] = []
        for entry in entries {
            let ids = try search(entry.query)
            let expected = Set(entry.expected)
            let position = ids.prefix(5).firstIndex { expected.contains($0) }
            if position == 0 { hit1 += 1 }
            if position != nil { hit5 += 1 }
            if position != 0 { misses.append(Miss(entry: entry, got: Array(ids.prefix(5)), position: position)) }
        }
        return Evaluation(queries: entries.count, hitAt1: hit1, hitAt5: hit5, misses: misses)
    }

    public struct Miss: Hashable, Sendable, CustomStringConvertible {
        public var entry: Entry
        /// The first five ids returned.
        public var got: [String]
        /// Where the expected place came in the first five (nil: not there).
        public var position: Int?

        public var description: String {
            "line \(entry.line): '\(entry.query)' expected \(entry.expected.joined(separator: "|")) got \(got.joined(separator: ", "))\(position.map { " (at \($0 + 1))" } ?? " (not in top 5)")"
        }
    }

    public struct Evaluation: Hashable, Sendable {
        public var queries: Int
        public var hitAt1: Int
        public var hitAt5: Int
        public var misses: [Miss]

        public var hitAt1Rate: Double { queries == 0 ? 0 : Double(hitAt1) / Double(queries) }
        public var hitAt5Rate: Double { queries == 0 ? 0 : Double(hitAt5) / Double(queries) }
    }
}
