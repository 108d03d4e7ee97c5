import Foundation
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

    /// - Parameter keptPoints: the points to give the shapes as they are made (read once, when first needed).
    init(keptPoints: @escaping @Sendable () -> [String: WorldPoint] = { [:] }) {
        self.keptPoints = keptPoints
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

    /// Works out the label point of every shape made so far from its own
    /// rings (``MapShape/workOutLabelPointFromItsRings()``), on every core.
    func workOutEveryLabelPoint() {
        let all = lock.withLock { Array(shapes.values) }
        DispatchQueue.concurrentPerform(iterations: all.count) { all[$0].workOutLabelPointFromItsRings() }
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
        shapes[key] = shape
        return shape
    }
}
