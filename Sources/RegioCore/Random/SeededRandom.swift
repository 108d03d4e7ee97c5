import Foundation

/// The one seeded random number generator of Regio (SplitMix64): small, fast,
/// and the same sequence on every machine and Swift version. Quizzes are
/// shuffled and generated with it (so `--seed` makes a run reproducible), and
/// property tests and benchmarks draw their data from it.
///
/// Its shuffle depends only on the seed, which `shuffled(using:)` does not
/// promise. It is `Codable`, so a paused quiz resumes with the same sequence.
///
/// ```swift
/// var rng = SeededRandom(seed: 7)
/// let order = rng.shuffled(Array(0..<5))
/// let x = Double.random(in: 0..<1, using: &rng)   // the same on every run
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

    /// A uniformly distributed number in `0..<1` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A standard normal sample (Box–Muller), for clustered test and benchmark data.
    public mutating func gaussian() -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &self), v = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
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
    @inlinable public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var a = items
        var i = a.count - 1
        while i > 0 {
            a.swapAt(i, below(i + 1))
            i -= 1
        }
        return a
    }

    /// `count` distinct elements picked at random, in random order (fewer when there are fewer).
    @inlinable public mutating func pick<T>(_ count: Int, from items: [T]) -> [T] {
        Array(shuffled(items).prefix(max(0, count)))
    }

    /// A seed derived from `seed` and a round number: each retake is shuffled anew
    /// but reproducibly.
    public static func derive(_ seed: UInt64, round: Int) -> UInt64 {
        var r = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: round) &* 0xD1B5_4A32_D192_ED03))
        return r.next()
    }
}
