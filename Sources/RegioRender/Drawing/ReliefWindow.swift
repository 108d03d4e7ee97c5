import Foundation

/// The part of a ``ProjectedRelief`` a map draws, resampled to about the
/// map's pixels.
///
/// - Finer (`factor`): Catmull-Rom (bicubic) interpolation. ETOPO5's cells
///   are 9 km: on a regional map one is 10–40 pixels across, and a hillshade
///   of the cells themselves shows as squares however it is smoothed
///   afterwards; shaded from elevations interpolated to a few pixels a cell,
///   slopes turn smoothly and the valleys (the Inn's, the Vltava's) read as valleys.
/// - Coarser (`cellsPerSample`): the mean of each square of cells. On a map
///   of a continent several cells fall in one pixel; shading each of them
///   and letting the picture be scaled down does the work many times over
///   (a z2 tile shaded 700,000 samples for 65,536 pixels) and aliases, where
///   the mean is the relief generalised to the map's scale.
///
/// ```swift
/// let window = try ReliefWindow(relief, columns: 10..<40, rows: 5..<30, factor: 4)   // 120 × 100 samples
/// let coarse = try ReliefWindow(relief, columns: 0..<4320, rows: 0..<3240, cellsPerSample: 4)   // 1080 × 810
/// ```
struct ReliefWindow {
    let width: Int
    let height: Int
    /// Metres (times nothing: exaggeration is the shader's), row by row; NaN where missing.
    let elevations: [Float]
    /// Metres on the ground between two samples across and down, per row.
    let sampleMetresX: [Double]
    let sampleMetresY: [Double]

    /// The samples of `columns` × `rows` (cells of `relief`), `factor` × `factor`
    /// per cell, each at the centre of its part of the cell. A sample whose
    /// neighbourhood has a missing cell takes the nearest cell's value (NaN stays NaN).
    init(_ relief: ProjectedRelief, columns: Range<Int>, rows: Range<Int>, factor: Int) throws {
        let f = max(1, factor)
        // Samples reach two cells beyond the window (the bicubic's neighbours).
        let cells = try relief.cells(columns: (columns.lowerBound - 2)..<(columns.upperBound + 2),
                                     rows: (rows.lowerBound - 2)..<(rows.upperBound + 2))
        width = columns.count * f
        height = rows.count * f
        var values = [Float](repeating: .nan, count: width * height)
        var dx = [Double](repeating: 1, count: height), dy = [Double](repeating: 1, count: height)
        func z(_ c: Int, _ r: Int) -> Float { cells.at(c, r) }
        // Weights of the four cells around a position `t` ∈ [0, 1) past the second.
        func weights(_ t: Double) -> (Float, Float, Float, Float) {
            let t2 = t * t, t3 = t2 * t
            return (Float(-0.5 * t3 + t2 - 0.5 * t), Float(1.5 * t3 - 2.5 * t2 + 1),
                    Float(-1.5 * t3 + 2 * t2 + 0.5 * t), Float(0.5 * t3 - 0.5 * t2))
        }
        // Positions in cell indices (cell c's centre at c) of each sample column.
        let xs = (0..<width).map { j in Double(columns.lowerBound) + (Double(j) + 0.5) / Double(f) - 0.5 }
        let xBase = xs.map { Int($0.rounded(.down)) }
        let xWeights = zip(xs, xBase).map { weights($0 - Double($1)) }
        for i in 0..<height {
            let y = Double(rows.lowerBound) + (Double(i) + 0.5) / Double(f) - 0.5
            let r = Int(y.rounded(.down))
            let (a0, a1, a2, a3) = weights(y - Double(r))
            let row = min(max(Int((y + 0.5).rounded(.down)), 0), relief.height - 1)
            dx[i] = relief.cellMetresX[row] / Double(f)
            dy[i] = relief.cellMetresY[row] / Double(f)
            for j in 0..<width {
                let c = xBase[j], (b0, b1, b2, b3) = xWeights[j]
                func across(_ rr: Int) -> Float {
                    b0 * z(c - 1, rr) + b1 * z(c, rr) + b2 * z(c + 1, rr) + b3 * z(c + 2, rr)
                }
                let v = a0 * across(r - 1) + a1 * across(r) + a2 * across(r + 1) + a3 * across(r + 2)
                values[i * width + j] = v.isNaN ? z(Int((xs[j] + 0.5).rounded(.down)), row) : v
            }
        }
        elevations = values
        sampleMetresX = dx
        sampleMetresY = dy
    }

    /// The samples of `columns` × `rows` (cells of `relief`), one per square of
    /// `cellsPerSample` × `cellsPerSample` cells (fewer at the window's last
    /// column and row), each the mean of the square's cells that are not NaN.
    init(_ relief: ProjectedRelief, columns: Range<Int>, rows: Range<Int>, cellsPerSample: Int) throws {
        let step = max(1, cellsPerSample)
        let cells = try relief.cells(columns: columns, rows: rows)
        width = (columns.count + step - 1) / step
        height = (rows.count + step - 1) / step
        var values = [Float](repeating: .nan, count: width * height)
        var dx = [Double](repeating: 1, count: height), dy = [Double](repeating: 1, count: height)
        for i in 0..<height {
            let rowRange = (rows.lowerBound + i * step)..<min(rows.upperBound, rows.lowerBound + (i + 1) * step)
            let middle = min(max((rowRange.lowerBound + rowRange.upperBound) / 2, 0), relief.height - 1)
            dx[i] = relief.cellMetresX[middle] * Double(step)
            dy[i] = relief.cellMetresY[middle] * Double(step)
            for j in 0..<width {
                let columnRange = (columns.lowerBound + j * step)..<min(columns.upperBound, columns.lowerBound + (j + 1) * step)
                var sum: Float = 0, count = 0
                for r in rowRange where (0..<relief.height).contains(r) {
                    for c in columnRange where (0..<relief.width).contains(c) {
                        let v = cells.at(c, r)
                        if !v.isNaN { sum += v; count += 1 }
                    }
                }
                if count > 0 { values[i * width + j] = sum / Float(count) }
            }
        }
        elevations = values
        sampleMetresX = dx
        sampleMetresY = dy
    }
}
