import Foundation

/// An area's outline as a zoom prepared whole simplifies it (GEOS's
/// topology-preserving simplification to ``pixels`` at the zoom's world
/// scale: ``ProjectedScene/generalized(scale:pixels:clip:)``), kept with its
/// ``MapShape`` for the scales it was made for. A dataset keeps them for z0–z6
/// (`regio dataset build`); a scene simplified whole at one of those scales
/// takes the kept bytes instead of going through the full outline again,
/// which on the world was half of a server's first z3 and z5 tiles.
/// Not part of the shape's value: shapes are equal whatever it holds.
///
/// ```swift
/// try shape.workOutOutlines(scales: [2_048])   // z3's outline, kept
/// shape.keptOutlines[2_048]                     // its WKB, in degrees
/// shape.lookUpOutlines { scale in file[scale] }  // or those of a dataset's file, when asked
/// ```
final class KeptOutlines: Hashable, @unchecked Sendable {
    /// The tolerance, in device pixels, every kept outline was simplified to.
    static let pixels = 0.5

    private var byScale: [Double: Data] = [:]
    /// Where an outline not kept yet is looked for (a dataset's file, read when first asked).
    private var source: (@Sendable (Double) -> Data?)?
    private let lock = NSLock()

    /// The outline kept for `scale` (world pixels per world unit), or found
    /// by the source given (``lookUp(in:)``) and kept; nil when neither has one.
    func outline(atScale scale: Double) -> Data? {
        let (kept, source) = lock.withLock { (byScale[scale], self.source) }
        if let kept { return kept }
        guard let found = source?(scale) else { return nil }
        keep([scale: found])
        return found
    }

    /// Looks for the outlines not kept in `source` from now on (asked once a scale).
    func lookUp(in source: @escaping @Sendable (Double) -> Data?) {
        lock.withLock { self.source = source }
    }

    /// Every outline kept so far, by scale (not those the source has and nobody asked for).
    var all: [Double: Data] { lock.withLock { byScale } }

    /// Keeps `outlines` for their scales, where none is kept yet.
    func keep(_ outlines: [Double: Data]) {
        lock.withLock { byScale.merge(outlines) { kept, _ in kept } }
    }

    static func == (_: KeptOutlines, _: KeptOutlines) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
