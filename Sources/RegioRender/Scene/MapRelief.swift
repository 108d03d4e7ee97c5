import RegioGeo

/// Elevations to shade under a map (a window of a DEM such as ETOPO5): rows
/// from the north, columns from the west, in metres; NaN where missing.
/// Held in memory (``elevations``), or read from a file a window at a time
/// when a map first draws it (``rowReader``): a tile of one region of a world
/// dataset then decodes the cells it shows, not the world's.
public struct MapRelief: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// The cells, row by row (empty when they come from ``rowReader``).
    public var elevations: [Float]
    /// Where the cells come from when they are not in ``elevations``.
    public var rowReader: (any ReliefRowReader)?
    /// The west edge of the first column and the north edge of the first row, in degrees.
    public var west: Double
    public var north: Double
    /// The size of a cell in degrees (both positive).
    public var cellWidth: Double
    public var cellHeight: Double
    /// The source's credit, added to the map's attribution when the relief is drawn ("NOAA ETOPO5").
    public var credit: String?
    /// Coarser copies of the same cells over the same box that the source
    /// holds (a GeoTIFF's overviews: a half, a quarter … of the grid), finest
    /// first; a map of a continent draws from them (``ProjectedRelief``).
    /// Empty: such maps average the grid's own cells.
    public var overviews: [MapRelief] = []

    public init(width: Int, height: Int, elevations: [Float], west: Double, north: Double, cellWidth: Double, cellHeight: Double,
                credit: String? = nil) {
        self.width = width; self.height = height; self.elevations = elevations; self.credit = credit
        self.west = west; self.north = north; self.cellWidth = cellWidth; self.cellHeight = cellHeight
    }

    /// A relief whose `width` × `height` cells `reader` gives on demand.
    public init(width: Int, height: Int, reader: any ReliefRowReader, west: Double, north: Double, cellWidth: Double,
                cellHeight: Double, credit: String? = nil) {
        self.init(width: width, height: height, elevations: [], west: west, north: north, cellWidth: cellWidth,
                  cellHeight: cellHeight, credit: credit)
        rowReader = reader
    }

    /// The cells of `rows` × `columns` (both clamped to the grid; every column
    /// by default), row by row.
    public func cells(rows: Range<Int>, columns: Range<Int>? = nil) throws -> [Float] {
        let rows = rows.clamped(to: 0..<height), columns = (columns ?? 0..<width).clamped(to: 0..<width)
        if let rowReader { return try rowReader.cells(rows: rows, columns: columns) }
        if columns.count == width { return Array(elevations[rows.lowerBound * width..<rows.upperBound * width]) }
        var window: [Float] = []
        window.reserveCapacity(rows.count * columns.count)
        for r in rows { window += elevations[(r * width + columns.lowerBound)..<(r * width + columns.upperBound)] }
        return window
    }

    /// Checks the sizes and the placement; throws ``RenderError/invalidScene(_:)``.
    func validate() throws {
        guard width >= 2, height >= 2, rowReader != nil || elevations.count == width * height,
              cellWidth > 0, cellHeight > 0, west.isFinite, north.isFinite,
              north <= 90 + cellHeight, north - Double(height) * cellHeight >= -90 - cellHeight,
              west >= -180 - 2 * cellWidth, west + Double(width) * cellWidth <= 180 + 2 * cellWidth else {
            throw RenderError.invalidScene("relief: \(width)×\(height) cells (\(elevations.count) values) of \(cellWidth)×\(cellHeight)° at \(west), \(north) do not make a grid on the Earth")
        }
    }

    public static func == (a: MapRelief, b: MapRelief) -> Bool {
        a.width == b.width && a.height == b.height && a.west == b.west && a.north == b.north
            && a.cellWidth == b.cellWidth && a.cellHeight == b.cellHeight && a.credit == b.credit
            && a.elevations == b.elevations && a.rowReader?.identity == b.rowReader?.identity && a.overviews == b.overviews
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width); hasher.combine(height); hasher.combine(west); hasher.combine(north)
        hasher.combine(elevations.count); hasher.combine(rowReader?.identity)
    }
}

/// Reads a window of a relief's cells when a map needs them (a GeoTIFF
/// through GDAL: ``DatasetBasemap``). Called from any thread.
public protocol ReliefRowReader: Sendable {
    /// The cells of `rows` × `columns` (both within the grid), row by row,
    /// NaN where missing; throws when the file cannot be read, naming it.
    func cells(rows: Range<Int>, columns: Range<Int>) throws -> [Float]
    /// What tells two readers apart (a file's path and state): two reliefs with
    /// the same identity and grid are equal.
    var identity: String { get }
}

/// A water area (a lake or reservoir), drawn under the rivers and the borders.
public struct MapWater: Hashable, Sendable {
    public var id: String
    public var name: String?
    /// Polygons → rings → coordinates, like ``MapPolygon/rings``.
    public var rings: [[[Coordinate]]] { didSet { kept = KeptRings() } }
    /// Its rings projected and simplified for whole zooms, for every scene drawn from it.
    private(set) var kept = KeptRings()

    public init(id: String, name: String? = nil, rings: [[[Coordinate]]]) {
        self.id = id; self.name = name; self.rings = rings
    }
}
