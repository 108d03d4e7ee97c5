import Foundation
import RegioCore
import RegioGeo

/// Renders a selection of tiles into a sink on several threads, zoom by zoom;
/// resumes by skipping tiles already in the sink unless `force`.
///
/// ```swift
/// let source = try TileSource(scene: scene, options: TileOptions(size: 256, scale: 1))
/// let selection = try TileSelection.covering(box, zooms: 6...12)
/// let sink = try MBTilesWriter(url: URL(fileURLWithPath: "cz.mbtiles"))
/// let summary = try TileGenerator(workers: 2).run(source: source, selection: selection, sink: sink, name: "Czechia")
/// ```
public struct TileGenerator: Sendable {
    /// Threads rendering at once (default: the active processor count).
    public var workers: Int
    /// Re-render tiles already present.
    public var force: Bool
    /// Told how the run goes (nil: nobody listens).
    public var progress: (any TileProgressObserver)?
    /// Tiles handed to the sink at once.
    public var batchSize: Int

    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, force: Bool = false,
                progress: (any TileProgressObserver)? = nil, batchSize: Int = 32) {
        self.workers = max(1, workers); self.force = force; self.progress = progress; self.batchSize = max(1, batchSize)
    }

    /// What a run did.
    public struct Summary: Hashable, Sendable, Codable {
        public var total: Int
        public var rendered: Int
        public var skipped: Int
        public var bytes: Int
        public var seconds: Double
        public var tilesPerSecond: Double { seconds > 0 ? Double(rendered) / seconds : 0 }
    }

    @discardableResult
    public func run(source: TileSource, selection: TileSelection, sink: TileSink, name: String,
                    description: String = "") throws -> Summary {
        let start = Date()
        var todo: [Int: [TileID]] = [:]
        var skipped = 0
        for z in selection.zooms {
            let tiles = selection.tiles(zoom: z)
            if force { todo[z] = tiles; continue }
            let present = try sink.existingTiles(zoom: z)
            let missing = tiles.filter { !present.contains($0) }
            skipped += tiles.count - missing.count
            todo[z] = missing
        }
        let total = todo.values.reduce(0) { $0 + $1.count }
        progress?.tilesBegan(total: total, skipped: skipped, name: name)
        let state = RunState()
        for z in selection.zooms {
            guard let tiles = todo[z], !tiles.isEmpty else { continue }
            _ = try source.level(z)   // prepare once, before the workers share it
            let queue = WorkQueue(count: tiles.count)
            let n = min(workers, tiles.count)
            let batchSize = self.batchSize, progress = self.progress
            AllCores.perform(iterations: n) { _ in
                do {
                    let renderer = try TileRenderer(source: source)
                    var batch: [(TileID, Data)] = []
                    var bytes = 0
                    while !state.failed, let i = queue.next() {
                        let png = try renderer.renderPNG(tiles[i])
                        bytes += png.count
                        batch.append((tiles[i], png))
                        if batch.count >= batchSize {
                            try sink.write(batch); progress?.tilesRendered(batch.count); state.add(rendered: batch.count, bytes: bytes)
                            batch.removeAll(keepingCapacity: true); bytes = 0
                        }
                    }
                    if !batch.isEmpty {
                        try sink.write(batch); progress?.tilesRendered(batch.count); state.add(rendered: batch.count, bytes: bytes)
                    }
                } catch { state.fail(error) }
            }
            if let error = state.error { progress?.tilesEnded(); throw error }
        }
        progress?.tilesEnded()
        try sink.finish(metadata: TileSetMetadata(name: name, bounds: selection.bounds, minZoom: selection.zooms.lowerBound,
                                                  maxZoom: selection.zooms.upperBound, attribution: source.attribution,
                                                  description: description))
        let (rendered, bytes) = state.totals
        return Summary(total: total + skipped, rendered: rendered, skipped: skipped, bytes: bytes,
                       seconds: Date().timeIntervalSince(start))
    }
}

/// Hands out indices to workers.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int
    init(count: Int) { self.count = count }
    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }
}

/// Counters and the first error of a run.
final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var rendered = 0, bytes = 0
    private var firstError: Error?
    var error: Error? { lock.lock(); defer { lock.unlock() }; return firstError }
    var failed: Bool { error != nil }
    func add(rendered r: Int, bytes b: Int) { lock.lock(); rendered += r; bytes += b; lock.unlock() }
    func fail(_ e: Error) { lock.lock(); if firstError == nil { firstError = e }; lock.unlock() }
    var totals: (Int, Int) { lock.lock(); defer { lock.unlock() }; return (rendered, bytes) }
}
