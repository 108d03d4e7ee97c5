import Foundation

/// The values used most recently, up to a count, behind a lock: the least
/// recently used goes first when it is full.
final class RecentCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var storage: [Key: (value: Value, stamp: UInt64)] = [:]
    private var clock: UInt64 = 0
    private let lock = NSLock()
    let limit: Int

    init(limit: Int) { self.limit = max(1, limit) }

    /// The value for `key`, made by `make` (outside the lock) when it is not kept.
    func value(_ key: Key, make: () throws -> Value) rethrows -> Value {
        if let hit = get(key) { return hit }
        let made = try make()
        put(made, for: key)
        return made
    }

    func get(_ key: Key) -> Value? {
        lock.lock(); defer { lock.unlock() }
        guard let hit = storage[key] else { return nil }
        clock += 1
        storage[key] = (hit.value, clock)
        return hit.value
    }

    func put(_ value: Value, for key: Key) {
        lock.lock(); defer { lock.unlock() }
        clock += 1
        storage[key] = (value, clock)
        while storage.count > limit, let oldest = storage.min(by: { $0.value.stamp < $1.value.stamp })?.key {
            storage[oldest] = nil
        }
    }

    /// Whether a value is kept for `key` (not counted as a use).
    func contains(_ key: Key) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return storage[key] != nil
    }

    /// How many values are kept.
    var count: Int { lock.lock(); defer { lock.unlock() }; return storage.count }
}
