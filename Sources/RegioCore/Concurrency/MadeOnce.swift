import Foundation
import Synchronization

/// Values made once per key, by whichever caller asks first: a caller that
/// asks for a key being made waits for it rather than making it too, and
/// those already made are read without waiting for any being made.
///
/// ```swift
/// let sources = MadeOnce<Language, TileSource>()
/// let czech = try sources.value(.cs) { try makeSource(.cs) }   // made once, however many ask at once
/// sources.made(.en)                                            // nil until English is made
/// ```
public final class MadeOnce<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])
    /// One lock per key being made (or made).
    private let gates = Mutex<[Key: NSLock]>([:])

    public init() {}

    /// The value of `key` if it is made (never waits).
    public func made(_ key: Key) -> Value? { values.withLock { $0[key] } }

    /// Every value made so far.
    public var allMade: [Key: Value] { values.withLock { $0 } }

    /// The value of `key`: made already, made by another caller now (waited
    /// for), or made by `make` here. A failure is not kept: the next caller tries again.
    public func value(_ key: Key, make: () throws -> Value) throws -> Value {
        if let value = made(key) { return value }
        let gate = gates.withLock { gates in
            if let gate = gates[key] { return gate }
            let gate = NSLock()
            gates[key] = gate
            return gate
        }
        gate.lock()
        defer { gate.unlock() }
        if let value = made(key) { return value }
        let value = try make()
        values.withLock { $0[key] = value }
        return value
    }

    /// Forgets the values (and gates) whose key `forget` picks.
    public func removeAll(where forget: (Key) -> Bool) {
        values.withLock { values in values = values.filter { !forget($0.key) } }
        gates.withLock { gates in gates = gates.filter { !forget($0.key) } }
    }

    /// How many values are made.
    public var count: Int { values.withLock { $0.count } }
}
