import Synchronization

/// A value built on first use and kept until ``reset()``, safe for many
/// threads: the first caller builds it while the others wait, so it is built once.
final class CachedValue<Value: Sendable>: Sendable {
    private let slot = Mutex<Value?>(nil)

    /// The kept value, or the one `build` makes now (kept when it succeeds).
    func value<E: Error>(_ build: () throws(E) -> Value) throws(E) -> Value {
        try slot.withLock { (kept: inout Value?) throws(E) -> Value in
            if let kept { return kept }
            let built = try build()
            kept = built
            return built
        }
    }

    /// The kept value, if any, without building it.
    var current: Value? { slot.withLock { $0 } }

    /// Replaces the kept value.
    func set(_ value: Value?) { slot.withLock { $0 = value } }

    /// Forgets the value: the next use builds it again.
    func reset() { set(nil) }
}
