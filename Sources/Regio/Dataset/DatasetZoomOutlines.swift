import Foundation
import RegioCore
import RegioRender

/// The areas' outlines a dataset keeps simplified for the zooms a server
/// prepares whole (z0–z6: ``TilePreparation/onDemand``), beside its regions
/// (`zoom-outlines.bin` in the dataset folder): for each zoom and each region
/// and country, the WKB GEOS makes of its outline for that zoom
/// (``MapShape/workOutOutlines(scales:context:)``), framed as
/// ``DatasetCacheFile``. A scene simplified whole at one of those zooms takes
/// them instead of simplifying the world's 630,000 points again: half of a
/// server's first z3 and z5 tiles on the world.
///
/// It is only a cache, like ``PlacesSnapshot``, and the tiles are the same
/// bytes with it or without it. `regio dataset build` writes it; ``Dataset``
/// gives its outlines to the areas' shapes as they are made (``MapShapeCache``)
/// while the regions, the countries and the layout (``version``) hash the
/// same, and its bytes match their checksum. A missing, edited or damaged
/// file is passed over.
///
/// ```swift
/// try DatasetZoomOutlines.write(try Dataset.load(from: folder))   // after a build
/// let outlines = DatasetZoomOutlines.read(in: folder, manifest: manifest)   // nil: simplify as maps need them
/// ```
enum DatasetZoomOutlines {
    static let fileName = "zoom-outlines.bin"
    /// "REGIOZOL", first in the file.
    static let magic: UInt64 = 0x4C4F_5A4F_4947_4552
    /// Raise it when the layout changes or outlines are simplified differently: older files are then passed over.
    static let version: UInt32 = 1

    /// The world scales kept: those of the zooms prepared whole, at 256 pixels a tile (and so of z0–z5 at 512).
    static var scales: [Double] {
        (0..<(TilePreparation.onDemand.blocksFromZoom ?? 0)).map { 256 * Double(1 << $0) }
    }

    static func sourceHash(in directory: URL, manifest: DatasetManifest) throws -> UInt64 {
        try DatasetLabelPoints.sourceFingerprint(of: "zoom outlines \(version)", in: directory, manifest: manifest)
    }

    /// Simplifies the outline of every region and country of `dataset` for
    /// each of ``scales`` (on every core) and writes them to its folder in one
    /// step; returns how many outlines (none for a shape GEOS cannot simplify).
    @discardableResult
    static func write(_ dataset: Dataset) throws -> Int {
        try dataset.makeMapShapes()
        // A shape GEOS cannot simplify is left out: its tiles simplify it as they always did.
        _ = dataset.mapShapes.workOutEveryOutline(scales: scales)
        let outlines = dataset.mapShapes.keptOutlines()
        var payload = ByteWriter(capacity: outlines.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count + 16 } })
        payload.write(UInt32(outlines.count))
        for (key, byScale) in outlines.sorted(by: { $0.key < $1.key }) {
            payload.write(key)
            payload.write(UInt32(byScale.count))
            for (scale, wkb) in byScale.sorted(by: { $0.key < $1.key }) {
                payload.write(scale)
                payload.write(wkb)
            }
        }
        try DatasetCacheFile.write(payload, magic: magic, version: version,
                                   sources: try sourceHash(in: dataset.directory, manifest: dataset.manifest),
                                   to: dataset.directory.appendingPathComponent(fileName))
        return outlines.values.reduce(0) { $0 + $1.count }
    }

    /// The outlines of the file in `directory` by shape key (`region:CZ-63`,
    /// `country:AT`) and scale, or nil when there is none, it does not belong
    /// to the files as they are now, or it is damaged.
    static func read(in directory: URL, manifest: DatasetManifest) -> [String: [Double: Data]]? {
        DatasetCacheFile.read(directory.appendingPathComponent(fileName), magic: magic, version: version,
                              sources: { try sourceHash(in: directory, manifest: manifest) }) { reader in
            let shapes = Int(try reader.uint32())
            var outlines: [String: [Double: Data]] = [:]
            for _ in 0..<shapes {
                let key = try reader.string()
                let count = Int(try reader.uint32())
                var byScale: [Double: Data] = [:]
                for _ in 0..<count { byScale[try reader.double()] = try reader.data() }
                outlines[key] = byScale
            }
            return outlines
        }
    }
}
