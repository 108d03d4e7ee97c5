import Synchronization

/// The dictionary matches of the words searched last, shared by every search
/// of one index.
///
/// Typing searches again at every keystroke: "banjar karangsuung k",
/// "banjar karangsuung ka", … walk the token trie for "banjar" and
/// "karangsuung" each time, and a word with typos allowed is the costly part
/// of a search. Only walks with typos allowed are kept (an exact or prefix
/// lookup is two binary searches); when ``capacity`` words are kept, the
/// next one starts a new set. The matches depend only on the word and the
/// immutable dictionary, so a kept answer is always the one a walk gives.
final class RecentWordMatches: Sendable {
    struct Key: Hashable {
        let word: [UInt8]
        let maxEdits: Int
        let asPrefix: Bool
    }

    /// How many words are kept at most.
    static let capacity = 1024

    private let kept = Mutex<[Key: [TokenMatch]]>([:])

    /// The kept matches of `key`, or those `walk` finds (then kept).
    func matches(_ key: Key, walk: () -> [TokenMatch]) -> [TokenMatch] {
        if let known = kept.withLock({ $0[key] }) { return known }
        let found = walk()
        kept.withLock { kept in
            if kept.count >= Self.capacity { kept.removeAll(keepingCapacity: true) }
            kept[key] = found
        }
        return found
    }

    /// Forgets every kept word (benchmarks measure searches without them).
    func removeAll() { kept.withLock { $0.removeAll() } }

    var count: Int { kept.withLock { $0.count } }
}
