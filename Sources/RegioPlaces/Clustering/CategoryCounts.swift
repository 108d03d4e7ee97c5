/// How many places of each category a cluster holds, most frequent first (ties
/// by category name). A single place counts once in its own category.
///
/// The counts share the index's storage, so handing them out allocates nothing.
///
/// ```swift
/// for (category, count) in item.categoryCounts { print(category, count) }
/// item.categoryCounts[.castle]   // 3 (0 when absent)
/// ```
public struct CategoryCounts: RandomAccessCollection, Hashable, Sendable, Codable, CustomStringConvertible {
    public typealias Element = (category: PlaceCategory, count: Int)

    private let table: [PlaceCategory]
    private let tallies: ArraySlice<CategoryTally>

    init(table: [PlaceCategory], tallies: ArraySlice<CategoryTally>) {
        self.table = table; self.tallies = tallies
    }

    /// Counts from pairs (for tests and decoding); zero counts are dropped.
    public init(_ pairs: [(PlaceCategory, Int)]) {
        let merged = Dictionary(pairs, uniquingKeysWith: +).filter { $0.value > 0 }
        let sorted = merged.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        table = sorted.map(\.key)
        tallies = ArraySlice(sorted.enumerated().map {
            CategoryTally(category: UInt32($0.offset), count: UInt32(clamping: $0.element.value))
        })
    }

    public var startIndex: Int { tallies.startIndex }
    public var endIndex: Int { tallies.endIndex }
    public subscript(position: Int) -> Element {
        let t = tallies[position]
        return (table[Int(t.category)], Int(t.count))
    }

    /// The count of one category (0 when the cluster holds none).
    public subscript(category: PlaceCategory) -> Int {
        first { $0.category == category }?.count ?? 0
    }

    /// The total over every category.
    public var total: Int { reduce(0) { $0 + $1.count } }

    public static func == (a: CategoryCounts, b: CategoryCounts) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.category == $1.category && $0.count == $1.count }
    }

    public func hash(into hasher: inout Hasher) {
        for e in self { hasher.combine(e.category); hasher.combine(e.count) }
    }

    private struct Entry: Codable {
        var category: PlaceCategory
        var count: Int
    }

    /// JSON: `[{"category": "castle", "count": 3}, …]`, most frequent first.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(map { Entry(category: $0.category, count: $0.count) })
    }

    public init(from decoder: Decoder) throws {
        let entries = try decoder.singleValueContainer().decode([Entry].self)
        self.init(entries.map { ($0.category, $0.count) })
    }

    /// `castle 3, town 1`
    public var description: String { map { "\($0.category) \($0.count)" }.joined(separator: ", ") }
}
