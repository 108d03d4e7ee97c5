import Foundation
import RegioCore
import RegioGeo

/// The areas' label points `regio serve` keeps in its kept tile folder
/// (``TileService/keptFolder(for:cacheDirectory:)``), so that a restarted
/// server does not work them out again: each is the pole of an area's largest
/// part, thousands of distances to its edges, about a quarter of a restart's
/// first never-drawn tile on the world. The folder's key changes with the
/// build and the dataset, so the points always belong to the shapes they are
/// given back to. Coordinates are world coordinates (``WorldPoint``), written
/// with every digit a `Double` needs to be read back the same.
///
/// ```json
/// {"format": 1, "points": {"country:AT": [0.54, 0.35], "region:CZ-63": [0.5436, 0.3405]}}
/// ```
struct KeptLabelPoints: Codable, Equatable {
    static let fileName = "label-points.json"
    static let currentFormat = 1

    var format = Self.currentFormat
    /// By shape key (`region:CZ-63`, `country:AT`): x, y.
    var points: [String: [Double]]
    /// In a dataset's copy (``DatasetLabelPoints``): the hash of the files the
    /// shapes come from, in hex; nil in a kept folder's (whose key says that).
    var sources: String?

    init(_ points: [String: WorldPoint], sources: String? = nil) {
        self.points = points.mapValues { [$0.x, $0.y] }
        self.sources = sources
    }

    /// The points in the file, as world points.
    var worldPoints: [String: WorldPoint] {
        points.compactMapValues { $0.count == 2 ? WorldPoint(x: $0[0], y: $0[1]) : nil }
    }

    /// The points kept in `folder`; nil when it has none. Throws a
    /// ``DataError`` naming the file when it cannot be read as such.
    static func read(in folder: URL) throws -> [String: WorldPoint]? {
        try file(in: folder)?.worldPoints
    }

    /// The file in `folder` as it is; nil when there is none. Throws a
    /// ``DataError`` naming the file when it cannot be read as such.
    static func file(in folder: URL) throws -> KeptLabelPoints? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let kept = try JSONDecoder().decode(KeptLabelPoints.self, from: Data(contentsOf: url))
            guard kept.format == currentFormat else {
                throw DataError(file: url.path, message: "format \(kept.format), not \(currentFormat)")
            }
            return kept
        } catch let error as DataError {
            throw error
        } catch {
            throw DataError(file: url.path, reason: Message.of(error))
        }
    }

    /// Writes `points` to `folder` in one step (a reader never sees half a file).
    static func write(_ points: [String: WorldPoint], sources: String? = nil, in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(KeptLabelPoints(points, sources: sources)).write(to: folder.appendingPathComponent(fileName), options: .atomic)
    }
}
