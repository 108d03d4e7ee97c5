import Dispatch
import Foundation

/// Work over many items split into contiguous chunks that run on all cores,
/// with the result (or the error) that running them in order would give.
///
/// ```swift
/// let lengths = try ChunkedWork.map(count: lines.count) { range in
///     try range.map { try parse(lines[$0]) }
/// }
/// ```
public enum ChunkedWork {
    /// The chunks `0..<count` is split into: one per core (times four, so a
    /// slow chunk does not leave a core idle), none smaller than `minimumChunk`.
    public static func chunks(count: Int, minimumChunk: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let wanted = min(cores * 4, max(1, count / max(1, minimumChunk)))
        let size = (count + wanted - 1) / wanted
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }

    /// `transform` applied to each chunk of `0..<count` concurrently, the
    /// results joined in order. When chunks fail, the error of the first one
    /// is thrown: a transform that stops at its first bad item thus throws
    /// what a sequential run would. Small counts (one chunk) run on this thread.
    public static func map<T>(count: Int, minimumChunk: Int = 2_048,
                              _ transform: (Range<Int>) throws -> [T]) throws -> [T] {
        let ranges = chunks(count: count, minimumChunk: minimumChunk)
        if ranges.count <= 1 { return try ranges.first.map(transform) ?? [] }
        let results = ChunkResults<T>(count: ranges.count)
        withoutActuallyEscaping(transform) { transform in
            let work = UncheckedSendable(transform)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { k in
                results.set(k, Result { try work.value(ranges[k]) })
            }
        }
        var joined: [T] = []
        joined.reserveCapacity(count)
        for result in results.all() { joined += try result.get() }
        return joined
    }
}

/// One slot per chunk, written once each from the worker threads.
private final class ChunkResults<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<[T], Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ k: Int, _ result: Result<[T], Error>) {
        lock.lock(); defer { lock.unlock() }
        slots[k] = result
    }

    func all() -> [Result<[T], Error>] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// A value handed to worker threads that only read it (or synchronise themselves).
private struct UncheckedSendable<V>: @unchecked Sendable {
    let value: V
    init(_ value: V) { self.value = value }
}
