import Foundation

/// Filtered indexes built on demand, kept per filter; safe to use from any
/// thread. The oldest entries go first once more than `limit` are kept.
final class FilterCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [ClusterFilter: ClusterIndex] = [:]
    private var order: [ClusterFilter] = []
    private let limit: Int

    init(limit: Int = ClusterDefaults.filterCacheSize) { self.limit = max(1, limit) }

    /// The cached index for `filter`, or the one `build` makes (built outside the
    /// lock, so other filters are not held up; if two threads build the same
    /// filter at once, the first one stored wins and both return it).
    func index(for filter: ClusterFilter, build: () throws -> ClusterIndex) rethrows -> ClusterIndex {
        if let hit = lock.withLock({ entries[filter] }) { return hit }
        let built = try build()
        return lock.withLock {
            if let existing = entries[filter] { return existing }
            entries[filter] = built
            order.append(filter)
            while order.count > limit { entries[order.removeFirst()] = nil }
            return built
        }
    }

    var count: Int { lock.withLock { entries.count } }
}
