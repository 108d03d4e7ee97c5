import RegioGeo

/// Elevations to shade under a map (a window of a DEM such as ETOPO5): rows
/// from the north, columns from the west, in metres; NaN where missing.
public struct MapRelief: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var elevations: [Float]
    /// The west edge of the first column and the north edge of the first row, in degrees.
    public var west: Double
    public var north: Double
    /// The size of a cell in degrees (both positive).
    public var cellWidth: Double
    public var cellHeight: Double
    /// The source's credit, added to the map's attribution when the relief is drawn ("NOAA ETOPO5").
    public var credit: String?

    public init(width: Int, height: Int, elevations: [Float], west: Double, north: Double, cellWidth: Double, cellHeight: Double,
                credit: String? = nil) {
        self.width = width; self.height = height; self.elevations = elevations; self.credit = credit
        self.west = west; self.north = north; self.cellWidth = cellWidth; self.cellHeight = cellHeight
    }

    /// Checks the sizes and the placement; throws ``RenderError/invalidScene(_:)``.
    func validate() throws {
        guard width >= 2, height >= 2, elevations.count == width * height,
              cellWidth > 0, cellHeight > 0, west.isFinite, north.isFinite,
              north <= 90 + cellHeight, north - Double(height) * cellHeight >= -90 - cellHeight,
              west >= -180 - 2 * cellWidth, west + Double(width) * cellWidth <= 180 + 2 * cellWidth else {
            throw RenderError.invalidScene("relief: \(width)×\(height) cells (\(elevations.count) values) of \(cellWidth)×\(cellHeight)° at \(west), \(north) do not make a grid on the Earth")
        }
    }
}

/// A water area (a lake or reservoir), drawn under the rivers and the borders.
public struct MapWater: Hashable, Sendable {
    public var id: String
    public var name: String?
    /// Polygons → rings → coordinates, like ``MapPolygon/rings``.
    public var rings: [[[Coordinate]]]

    public init(id: String, name: String? = nil, rings: [[[Coordinate]]]) {
        self.id = id; self.name = name; self.rings = rings
    }
}
