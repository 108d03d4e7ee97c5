import Foundation
import RegioGeo

/// Where rendered tiles go: an XYZ folder or an MBTiles file.
public protocol TileSink: Sendable {
    /// Tiles of a zoom already stored (skipped when resuming).
    func existingTiles(zoom: Int) throws -> Set<TileID>
    /// Stores PNG tiles (called from several threads).
    func write(_ tiles: [(TileID, Data)]) throws
    /// Records the tile set's metadata and closes the output cleanly.
    func finish(metadata: TileSetMetadata) throws
}

/// Describes a tile set (MBTiles 1.3 `metadata`).
public struct TileSetMetadata: Hashable, Sendable {
    public var name: String
    public var format: String
    public var bounds: BoundingBox
    public var minZoom: Int
    public var maxZoom: Int
    public var attribution: String
    public var description: String

    public init(name: String, format: String = "png", bounds: BoundingBox, minZoom: Int, maxZoom: Int,
                attribution: String, description: String = "") {
        self.name = name; self.format = format; self.bounds = bounds; self.minZoom = minZoom; self.maxZoom = maxZoom
        self.attribution = attribution; self.description = description
    }

    /// `lon,lat,zoom` in the middle of the bounds, at a zoom in the range.
    public var center: String {
        let c = bounds.center
        let z = min(maxZoom, max(minZoom, (minZoom + maxZoom) / 2))
        return "\(Self.format(c.longitude)),\(Self.format(c.latitude)),\(z)"
    }

    public var boundsText: String {
        [bounds.west, bounds.south, bounds.east, bounds.north].map(Self.format).joined(separator: ",")
    }

    static func format(_ v: Double) -> String {
        var s = String(format: "%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// The rows of the `metadata` table.
    public var rows: [(String, String)] {
        [("name", name), ("format", format), ("bounds", boundsText), ("center", center),
         ("minzoom", "\(minZoom)"), ("maxzoom", "\(maxZoom)"), ("attribution", attribution),
         ("description", description), ("type", "baselayer"), ("version", "1.0")]
    }
}
