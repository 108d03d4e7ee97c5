/// A window of a raster band as Float32 values, row by row from the north,
/// with the geotransform that places it. Missing values (the band's no-data
/// value) are NaN.
public struct RasterGrid: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var values: [Float]
    public var transform: GeoTransform

    public init(width: Int, height: Int, values: [Float], transform: GeoTransform) {
        precondition(width >= 0 && height >= 0 && values.count == width * height, "grid size")
        self.width = width; self.height = height; self.values = values; self.transform = transform
    }

    public subscript(column: Int, row: Int) -> Float { values[row * width + column] }

    /// The grid beside `other` (same rows, same pixel size): `other`'s columns follow.
    public func joined(eastward other: RasterGrid) -> RasterGrid {
        precondition(other.height == height, "joined grids need the same rows")
        var values: [Float] = []
        values.reserveCapacity((width + other.width) * height)
        for row in 0..<height {
            values += self.values[row * width..<(row + 1) * width]
            values += other.values[row * other.width..<(row + 1) * other.width]
        }
        return RasterGrid(width: width + other.width, height: height, values: values, transform: transform)
    }

    /// The smallest and largest value that is not NaN (nil when all are missing).
    public var range: ClosedRange<Float>? {
        var low = Float.infinity, high = -Float.infinity
        for v in values where !v.isNaN { low = min(low, v); high = max(high, v) }
        return low <= high ? low...high : nil
    }
}
