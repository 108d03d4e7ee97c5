import Foundation
import RegioCore
import RegioGeo

/// The areas' label points a dataset keeps beside its regions
/// (`label-points.json` in the dataset folder, as ``KeptLabelPoints`` writes
/// it, with the hash of the files the shapes come from): each is the pole of
/// an area's largest part, thousands of distances to its edges, which every
/// map and tile would otherwise work out the first time it labels the area
/// (on the world, about 0.2 s of CPU of a first z3 tile, measured with perf).
///
/// It is only a cache, like ``PlacesSnapshot``. `regio dataset build`
/// writes it; ``Dataset`` gives its points to the areas' shapes as they are
/// made (``MapShapeCache``) while the regions, the countries and the rule
/// (``version``) hash the same. A missing, edited or damaged file is passed
/// over and the points are worked out as maps need them.
///
/// ```swift
/// try DatasetLabelPoints.write(try Dataset.load(from: folder))   // after a build
/// let points = DatasetLabelPoints.read(in: folder, manifest: manifest)   // nil: work them out
/// ```
enum DatasetLabelPoints {
    static let fileName = KeptLabelPoints.fileName
    /// Raise it when the label point of a shape is worked out differently:
    /// older files are then passed over.
    static let version = 1

    /// The hash of what the points depend on, in hex: the rule's version, the
    /// regions and the countries (the files the manifest names).
    static func sourceHash(in directory: URL, manifest: DatasetManifest) throws -> String {
        try sourceHash(of: "label points \(version)", in: directory, manifest: manifest)
    }

    /// The hash of what a file kept for the areas' shapes depends on, in hex:
    /// `rule` (its name and version), the regions and the countries (the files
    /// the manifest names).
    static func sourceHash(of rule: String, in directory: URL, manifest: DatasetManifest) throws -> String {
        String(try sourceFingerprint(of: rule, in: directory, manifest: manifest), radix: 16)
    }

    /// The same hash as a number (for ``DatasetZoomOutlines`` too).
    static func sourceFingerprint(of rule: String, in directory: URL, manifest: DatasetManifest) throws -> UInt64 {
        var hash = ContentFingerprint()
        hash.combine(Array(rule.utf8))
        for name in [manifest.regions as String?, manifest.countries] {
            guard let name else { hash.combine([0]); continue }
            let url = DatasetManifest.url(name, in: directory)
            guard FileManager.default.fileExists(atPath: url.path) else { hash.combine([0]); continue }
            let data = try Data(contentsOf: url, options: .alwaysMapped)
            data.withUnsafeBytes { hash.combine(buffer: $0) }
        }
        return hash.value
    }

    /// Works out the label point of every region and country of `dataset`
    /// (on every core) and writes them to its folder in one step; returns how many.
    @discardableResult
    static func write(_ dataset: Dataset) throws -> Int {
        try dataset.makeMapShapes()
        dataset.mapShapes.workOutEveryLabelPoint()
        let points = dataset.mapShapes.settledLabelPoints()
        try KeptLabelPoints.write(points, sources: try sourceHash(in: dataset.directory, manifest: dataset.manifest), in: dataset.directory)
        return points.count
    }

    /// The points of the file in `directory`, or nil when there is none, it
    /// does not belong to the files as they are now, or it is damaged.
    static func read(in directory: URL, manifest: DatasetManifest) -> [String: WorldPoint]? {
        do {
            guard let file = try KeptLabelPoints.file(in: directory),
                  file.sources == (try sourceHash(in: directory, manifest: manifest)) else { return nil }
            return file.worldPoints
        } catch {
            // Only a cache: the points are worked out instead.
            return nil
        }
    }
}
