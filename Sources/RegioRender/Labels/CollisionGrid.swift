/// Boxes in a uniform grid of cells, for fast overlap queries: what the
/// label placer asks for every position of every candidate, thousands of
/// times per block of tiles, and how a layout finds the labels a tile draws
/// (``LabelLayout/labels(meeting:dx:dy:)``).
///
/// The cells live in flat arrays (supercluster's way): an open-addressing
/// table from a cell to the newest entry in it, and each entry points to the
/// one before it in the same cell. No dictionary, no hashing of keys through
/// `Hasher`, no array per cell.
///
/// ```swift
/// var grid = CollisionGrid(cellSize: 96)
/// grid.insert(PixelRect(x: 0, y: 0, width: 50, height: 10))
/// grid.intersectsAny(PixelRect(x: 40, y: 5, width: 20, height: 20))   // true
/// ```
struct CollisionGrid {
    let cellSize: Double
    private(set) var boxes: [PixelRect] = []
    private var priorities: [Double] = []
    /// Boxes too large for cells (checked by every query).
    private var hugeBoxes: [Int32] = []
    private var cells = CellTable()

    init(cellSize: Double) { self.cellSize = cellSize }

    private func cellRange(_ r: PixelRect) -> (ClosedRange<Int64>, ClosedRange<Int64>)? {
        guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite, r.minX <= r.maxX, r.minY <= r.maxY,
              abs(r.minX) < 1e12, abs(r.maxX) < 1e12, abs(r.minY) < 1e12, abs(r.maxY) < 1e12 else { return nil }
        let x0 = Int64((r.minX / cellSize).rounded(.down)), x1 = Int64((r.maxX / cellSize).rounded(.down))
        let y0 = Int64((r.minY / cellSize).rounded(.down)), y1 = Int64((r.maxY / cellSize).rounded(.down))
        // Huge boxes (a legend at print size is a few cells; nothing sane is 10⁴ cells) are capped.
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= 10_000 else { return nil }
        return (x0...x1, y0...y1)
    }

    mutating func insert(_ r: PixelRect, priority: Double = .infinity) {
        let index = Int32(boxes.count)
        boxes.append(r)
        priorities.append(priority)
        guard let (xs, ys) = cellRange(r) else { hugeBoxes.append(index); return }
        for x in xs { for y in ys { cells.append(index, toCell: CellTable.key(x, y)) } }
    }

    /// The indexes (in the order inserted) of the boxes that overlap `r`.
    func indices(meeting r: PixelRect) -> [Int32] {
        guard let (xs, ys) = cellRange(r) else { return boxes.indices.filter { boxes[$0].intersects(r) }.map { Int32($0) } }
        var found = hugeBoxes.filter { boxes[Int($0)].intersects(r) }
        for x in xs {
            for y in ys {
                cells.forEach(inCell: CellTable.key(x, y)) { i in if boxes[Int(i)].intersects(r) { found.append(i) } }
            }
        }
        // A box over several cells is found in each.
        return Array(Set(found)).sorted()
    }

    /// Whether `r` overlaps a box of at least `minPriority`.
    func intersectsAny(_ r: PixelRect, minPriority: Double = -.infinity) -> Bool {
        func hit(_ i: Int32) -> Bool { priorities[Int(i)] >= minPriority && boxes[Int(i)].intersects(r) }
        for i in hugeBoxes where hit(i) { return true }
        guard let (xs, ys) = cellRange(r) else {
            return boxes.indices.contains { hit(Int32($0)) }
        }
        for x in xs {
            for y in ys {
                if cells.contains(inCell: CellTable.key(x, y), where: hit) { return true }
            }
        }
        return false
    }
}

/// Lists of box indexes by cell, in flat arrays: ``slotKeys`` / ``slotHeads``
/// an open-addressing table (linear probing, a power of two long, at most
/// half full) from a cell's key to its newest entry; ``entryBox`` /
/// ``entryNext`` the entries, each linking to the previous one of its cell.
private struct CellTable {
    private var slotKeys: [Int64] = []
    /// -1: the slot is free.
    private var slotHeads: [Int32] = []
    private var usedSlots = 0
    private var entryBox: [Int32] = []
    private var entryNext: [Int32] = []

    /// One key per cell (x and y within ±2³¹ cells: ``CollisionGrid`` caps coordinates at 10¹²).
    static func key(_ x: Int64, _ y: Int64) -> Int64 { (x << 32) ^ (y & 0xFFFF_FFFF) }

    /// The slot holding `key`, or the free slot where it goes.
    private func slot(of key: Int64) -> Int {
        let mask = slotKeys.count - 1
        // Fibonacci hashing: the top bits of the product spread neighbouring cells apart.
        var i = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while slotHeads[i] >= 0 && slotKeys[i] != key { i = (i + 1) & mask }
        return i
    }

    mutating func append(_ box: Int32, toCell key: Int64) {
        if 2 * (usedSlots + 1) > slotKeys.count { grow() }
        let i = slot(of: key)
        if slotHeads[i] < 0 { slotKeys[i] = key; usedSlots += 1 }
        entryBox.append(box)
        entryNext.append(slotHeads[i])
        slotHeads[i] = Int32(entryBox.count - 1)
    }

    /// Whether a box of the cell passes `test`.
    func contains(inCell key: Int64, where test: (Int32) -> Bool) -> Bool {
        guard !slotKeys.isEmpty else { return false }
        var entry = slotHeads[slot(of: key)]
        while entry >= 0 {
            if test(entryBox[Int(entry)]) { return true }
            entry = entryNext[Int(entry)]
        }
        return false
    }

    /// Calls `body` with each box of the cell.
    func forEach(inCell key: Int64, _ body: (Int32) -> Void) {
        _ = contains(inCell: key) { body($0); return false }
    }

    /// Doubles the table (64 slots at first), moving each cell's list head.
    private mutating func grow() {
        let oldKeys = slotKeys, oldHeads = slotHeads
        let count = max(64, 2 * oldKeys.count)
        slotKeys = Array(repeating: 0, count: count)
        slotHeads = Array(repeating: -1, count: count)
        for i in oldKeys.indices where oldHeads[i] >= 0 {
            let j = slot(of: oldKeys[i])
            slotKeys[j] = oldKeys[i]
            slotHeads[j] = oldHeads[i]
        }
    }
}
