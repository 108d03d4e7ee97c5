/// A small, fast, seeded random number generator (SplitMix64) with a shuffle
/// whose result depends only on the seed — the same on every platform and
/// Swift version, which `shuffled(using:)` does not promise. Quizzes are
/// shuffled and generated with it, so `--seed` makes a run reproducible.
///
/// ```swift
/// var rng = SeededRandom(seed: 7)
/// let order = rng.shuffled(Array(0..<5))
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable, Codable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `0..<n` (no modulo bias); 0 when n ≤ 1.
    public mutating func below(_ n: Int) -> Int {
        guard n > 1 else { return 0 }
        let bound = UInt64(n)
        let threshold = (0 &- bound) % bound
        while true {
            let r = next()
            if r >= threshold { return Int(r % bound) }
        }
    }

    /// The elements in a random order (Fisher–Yates).
    public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var a = items
        var i = a.count - 1
        while i > 0 {
            a.swapAt(i, below(i + 1))
            i -= 1
        }
        return a
    }

    /// `count` distinct elements picked at random, in random order (fewer when there are fewer).
    public mutating func pick<T>(_ count: Int, from items: [T]) -> [T] {
        Array(shuffled(items).prefix(max(0, count)))
    }

    /// A seed derived from `seed` and a round number: each retake is shuffled anew
    /// but reproducibly.
    public static func derive(_ seed: UInt64, round: Int) -> UInt64 {
        var r = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: round) &* 0xD1B5_4A32_D192_ED03))
        return r.next()
    }
}
