import RegioGeo

/// For each cell of a square grid over the world (0…1 on both axes), the
/// indices of the boxes that meet it. A box beyond the world counts in the
/// edge cells; an empty or non-finite box in none (it meets nothing).
struct CellLists: Sendable {
    let cellsPerSide: Int
    private var cells: [[Int32]]

    init<Boxes: Sequence>(cellsPerSide: Int, boxes: Boxes) where Boxes.Element == WorldRect {
        self.cellsPerSide = cellsPerSide
        cells = Array(repeating: [], count: cellsPerSide * cellsPerSide)
        for (i, box) in boxes.enumerated() {
            guard let r = range(box) else { continue }
            for y in r.ys { for x in r.xs { cells[y * cellsPerSide + x].append(Int32(i)) } }
        }
    }

    /// The indices of the boxes in the cells `rect` meets, ascending, each once.
    func indices(meeting rect: WorldRect) -> [Int] {
        guard let r = range(rect) else { return [] }
        var found: [Int] = []
        for y in r.ys { for x in r.xs { for i in cells[y * cellsPerSide + x] { found.append(Int(i)) } } }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for i in found where unique.last != i { unique.append(i) }
        return unique
    }

    /// The cells a box meets (nil for an empty or non-finite box).
    private func range(_ box: WorldRect) -> (xs: ClosedRange<Int>, ys: ClosedRange<Int>)? {
        guard !box.isEmpty, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
        return (cell(box.minX)...cell(box.maxX), cell(box.minY)...cell(box.maxY))
    }

    /// The cell of a finite world coordinate, clamped to the grid.
    private func cell(_ v: Double) -> Int {
        let n = Double(cellsPerSide)
        return Int(min(max((v * n).rounded(.down), 0), n - 1))
    }
}
