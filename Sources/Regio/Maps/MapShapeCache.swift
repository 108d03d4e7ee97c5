import Foundation
import RegioCore
import RegioGeo
import RegioRender

/// The drawing shapes of a dataset's regions and countries (``MapShape``: GEOS
/// → rings and WKB), each made the first time a map needs it and kept for
/// every later map of the dataset. Safe to use from several threads.
final class MapShapeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var shapes: [String: MapShape] = [:]
    /// The label points the dataset keeps (``DatasetLabelPoints``), read when
    /// the first shape is made; each shape made takes its own.
    private let keptPoints: @Sendable () -> [String: WorldPoint]
    private var givenPoints: [String: WorldPoint]?
    /// The outlines the dataset keeps for whole zooms (``DatasetZoomOutlines``), read when a
    /// scene first asks a shape for one (30 MB on the world, which a printed map never needs).
    private let keptZoomOutlines: KeptZoomOutlines

    /// - Parameters:
    ///   - keptPoints: the points to give the shapes as they are made (read once, when first needed).
    ///   - keptOutlines: the same for their outlines simplified for whole zooms.
    init(keptPoints: @escaping @Sendable () -> [String: WorldPoint] = { [:] },
         keptOutlines: @escaping @Sendable () -> [String: [Double: Data]] = { [:] }) {
        self.keptPoints = keptPoints
        self.keptZoomOutlines = KeptZoomOutlines(read: keptOutlines)
    }

    /// The shape of a region.
    func shape(of region: Region) throws -> MapShape {
        try shape(key: "region:" + region.id, region.geometry)
    }

    /// The shape of a neighbouring country.
    func shape(of country: Country) throws -> MapShape {
        try shape(key: "country:" + country.code, country.geometry)
    }

    /// The label points settled so far (worked out by maps, or kept), by the
    /// shape's key (`region:CZ-63`, `country:AT`).
    func settledLabelPoints() -> [String: WorldPoint] {
        lock.withLock { shapes }.compactMapValues(\.settledLabelPoint)
    }

    /// Works out the label point of every shape a scene has drawn and no
    /// label asked for yet.
    func workOutLabelPoints() {
        for shape in lock.withLock({ Array(shapes.values) }) { shape.workOutLabelPoint() }
    }

    /// Projects the rings of every shape made so far (``MapShape/projectRings()``), on every core.
    func projectEveryShape() {
        let all = lock.withLock { Array(shapes.values) }
        AllCores.perform(iterations: all.count) { all[$0].projectRings() }
    }

    /// Works out the label point of every shape made so far from its own
    /// rings (``MapShape/workOutLabelPointFromItsRings()``), on every core.
    func workOutEveryLabelPoint() {
        let all = lock.withLock { Array(shapes.values) }
        AllCores.perform(iterations: all.count) { all[$0].workOutLabelPointFromItsRings() }
    }

    /// The outlines kept so far for whole zooms (made, or given back), by the shape's key and scale.
    func keptOutlines() -> [String: [Double: Data]] {
        lock.withLock { shapes }.mapValues(\.keptOutlines).filter { !$0.value.isEmpty }
    }

    /// Reads now the outlines the dataset keeps for whole zooms, which the
    /// shapes otherwise read when a scene first asks for one (a server's
    /// warm-up, so that its first tile does not).
    func readKeptOutlines() { keptZoomOutlines.readNow() }

    /// Simplifies the outline of every shape made so far for each of `scales`
    /// (``MapShape/workOutOutlines(scales:context:)``), on every core; returns
    /// the keys of the shapes GEOS could not simplify, which keep none (their
    /// maps simplify them as before, falling back where GEOS fails).
    func workOutEveryOutline(scales: [Double]) -> [String] {
        let all = lock.withLock { Array(shapes) }
        return ChunkedWork.map(count: all.count, minimumChunk: 16) { range in
            let context = GeometryContext()
            return range.compactMap { i -> String? in
                do {
                    try all[i].value.workOutOutlines(scales: scales, context: context)
                    return nil
                } catch {
                    return all[i].key
                }
            }
        }
    }

    /// Gives the shapes made so far their label points from `points` (as
    /// ``settledLabelPoints()`` gave them).
    func restoreLabelPoints(_ points: [String: WorldPoint]) {
        let shapes = lock.withLock { self.shapes }
        for (key, point) in points { shapes[key]?.restoreLabelPoint(point) }
    }

    private func shape(key: String, _ geometry: Geometry) throws -> MapShape {
        lock.lock()
        defer { lock.unlock() }
        if let shape = shapes[key] { return shape }
        let shape = try MapShape(geometry)
        if givenPoints == nil { givenPoints = keptPoints() }
        if let point = givenPoints?[key] { shape.restoreLabelPoint(point) }
        shape.lookUpOutlines { [keptZoomOutlines] scale in keptZoomOutlines.outline(of: key, atScale: scale) }
        shapes[key] = shape
        return shape
    }
}

/// The outlines a dataset keeps for whole zooms, read once, when first asked for.
private final class KeptZoomOutlines: @unchecked Sendable {
    private let read: @Sendable () -> [String: [Double: Data]]
    private var outlines: [String: [Double: Data]]?
    private let lock = NSLock()

    init(read: @escaping @Sendable () -> [String: [Double: Data]]) { self.read = read }

    func outline(of key: String, atScale scale: Double) -> Data? {
        lock.withLock {
            if outlines == nil { outlines = read() }
            return outlines?[key]?[scale]
        }
    }

    /// Reads them now, unless they are read.
    func readNow() { lock.withLock { if outlines == nil { outlines = read() } } }
}
