/// GDAL's affine geotransform of a north-up raster: pixel (column, row) to
/// longitude/latitude. Rotated rasters (non-zero skew) are not supported.
public struct GeoTransform: Hashable, Sendable {
    /// The west edge of the first column and the north edge of the first row.
    public var originX: Double
    public var originY: Double
    /// Degrees per pixel; `pixelHeight` is negative for north-up rasters.
    public var pixelWidth: Double
    public var pixelHeight: Double

    public init(originX: Double, originY: Double, pixelWidth: Double, pixelHeight: Double) {
        self.originX = originX; self.originY = originY
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight
    }

    /// The six numbers GDAL uses (origin x, pixel width, 0, origin y, 0, pixel height).
    public var coefficients: [Double] { [originX, pixelWidth, 0, originY, 0, pixelHeight] }

    /// The x (longitude) of a fractional column, and the y (latitude) of a fractional row.
    public func x(column: Double) -> Double { originX + column * pixelWidth }
    public func y(row: Double) -> Double { originY + row * pixelHeight }

    /// The fractional column of `x` and row of `y`.
    public func column(x: Double) -> Double { (x - originX) / pixelWidth }
    public func row(y: Double) -> Double { (y - originY) / pixelHeight }

    /// The transform of a window starting at (column, row).
    public func shifted(column: Int, row: Int) -> GeoTransform {
        GeoTransform(originX: x(column: Double(column)), originY: y(row: Double(row)),
                     pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }
}
