import Foundation

/// A small, fast, seeded random number generator (SplitMix64), for property
/// tests and benchmarks that must repeat exactly on every machine.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let x = Double.random(in: 0..<1, using: &random)   // the same on every run
/// ```
///
/// (The quiz runner has its own Codable generator, `SeededRandom`, since
/// RegioQuiz does not depend on this module.)
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A standard normal sample (Box–Muller), for clustered test and benchmark data.
    public mutating func gaussian() -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &self), v = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
