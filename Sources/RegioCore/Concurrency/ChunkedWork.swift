import Dispatch
import Foundation

/// Work over many items split into contiguous chunks that run on all cores
/// (``AllCores``: at the priority of the thread that asks), with the result
/// (or the error) that running them in order would give.
///
/// ```swift
/// let lengths = try ChunkedWork.map(count: lines.count) { range in
///     try range.map { try parse(lines[$0]) }
/// }
/// ```
public enum ChunkedWork {
    /// The cores work is split over, read once: Foundation reads the cgroup's
    /// files for it on Linux, a quarter of a millisecond per call.
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// The chunks `0..<count` is split into: one per core (times four, so a
    /// slow chunk does not leave a core idle), none smaller than `minimumChunk`.
    public static func chunks(count: Int, minimumChunk: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let wanted = min(cores * 4, max(1, count / max(1, minimumChunk)))
        let size = (count + wanted - 1) / wanted
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }

    /// `transform` applied to each chunk of `0..<count` concurrently, the
    /// results joined in order. When chunks fail, the error of the first one
    /// is thrown: a transform that stops at its first bad item thus throws
    /// what a sequential run would. Small counts (one chunk) run on this thread.
    /// A transform that cannot throw makes a call without `try`. Inlinable,
    /// so it is specialised for its caller's types (unspecialised, a
    /// country's few thousand items took longer than the work itself).
    @inlinable
    public static func map<T, E: Error>(count: Int, minimumChunk: Int = 2_048,
                                        _ transform: (Range<Int>) throws(E) -> [T]) throws(E) -> [T] {
        let ranges = chunks(count: count, minimumChunk: minimumChunk)
        if ranges.count <= 1 {
            guard let only = ranges.first else { return [] }
            return try transform(only)
        }
        let results = ChunkResults<T, E>(count: ranges.count)
        withoutActuallyEscaping(transform) { transform in
            let work = SharedWithWorkers(transform)
            AllCores.perform(iterations: ranges.count) { k in
                results.set(k, Result { () throws(E) -> [T] in try work.value(ranges[k]) })
            }
        }
        var joined: [T] = []
        joined.reserveCapacity(count)
        for result in results.all() { joined += try result.get() }
        return joined
    }
}

extension ChunkedWork {
    /// `transform(i)` for each `i` in `0..<count`, on all cores, written
    /// straight into the result in order: nothing is joined or copied after,
    /// which for a quarter of a million values holding strings is most of the gain.
    ///
    /// ```swift
    /// let positions = ChunkedWork.mapEach(count: points.count) { WebMercator.project(points[$0]) }
    /// ```
    @inlinable
    public static func mapEach<T>(count: Int, minimumChunk: Int = 2_048, _ transform: (Int) -> T) -> [T] {
        let ranges = chunks(count: count, minimumChunk: minimumChunk)
        guard ranges.count > 1 else { return (0..<count).map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let work = SharedWithWorkers(transform)
            return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
                let start = SharedWithWorkers(buffer.baseAddress!)
                // Each index is written once, by the one chunk that holds it.
                AllCores.perform(iterations: ranges.count) { k in
                    for i in ranges[k] { (start.value + i).initialize(to: work.value(i)) }
                }
                initialized = count
            }
        }
    }
}

/// One slot per chunk, written once each from the worker threads.
@usableFromInline
final class ChunkResults<T, E: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<[T], E>?]

    @usableFromInline
    init(count: Int) { slots = Array(repeating: nil, count: count) }

    @usableFromInline
    func set(_ k: Int, _ result: Result<[T], E>) {
        lock.lock(); defer { lock.unlock() }
        slots[k] = result
    }

    @usableFromInline
    func all() -> [Result<[T], E>] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// A value handed to worker threads that only read it (or synchronise themselves).
@usableFromInline
struct SharedWithWorkers<V>: @unchecked Sendable {
    @usableFromInline let value: V
    @usableFromInline init(_ value: V) { self.value = value }
}
