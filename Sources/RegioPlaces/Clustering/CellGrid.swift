/// A square grid of 2^bits × 2^bits cells over the world [0,1]², with the two
/// cell orders the index uses: rows (for the clustering sweep) and Z-order (for
/// the quadtree). Cells are exact: the world is cut at multiples of 2^−bits.
struct CellGrid: Sendable {
    /// Cells per side are 2^bits (0…31).
    let bits: Int
    let scale: Double
    let last: Int

    init(bits: Int) {
        precondition((0...31).contains(bits))
        self.bits = bits
        scale = Double(sign: .plus, exponent: bits, significand: 1)
        last = (1 << bits) - 1
    }

    /// The finest grid whose cells are at least `radius` wide (with a margin of
    /// 10⁻⁶ so that rounding never lets a neighbour within `radius` sit two cells away).
    static func bits(forRadius radius: Double) -> Int {
        var k = 0
        while k < 31 && Double(sign: .plus, exponent: -(k + 1), significand: 1) >= radius * (1 + 1e-6) { k += 1 }
        return k
    }

    /// The column or row of a coordinate in 0…1 (1 falls in the last cell).
    @inline(__always) func cell(_ v: Double) -> Int { min(Int(v * scale), last) }

    /// Row-major order: row, then column.
    @inline(__always) func rowKey(_ x: Double, _ y: Double) -> UInt64 {
        UInt64(cell(y)) << UInt64(bits) | UInt64(cell(x))
    }

    /// Z-order (Morton): bits of column and row interleaved, column in the even bits.
    @inline(__always) func mortonKey(_ x: Double, _ y: Double) -> UInt64 {
        Self.spread(UInt64(cell(x))) | Self.spread(UInt64(cell(y))) << 1
    }

    /// Spreads the low 32 bits of `v` to the even bit positions.
    @inline(__always) static func spread(_ v: UInt64) -> UInt64 {
        var x = v & 0xFFFF_FFFF
        x = (x | x << 16) & 0x0000_FFFF_0000_FFFF
        x = (x | x << 8) & 0x00FF_00FF_00FF_00FF
        x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F
        x = (x | x << 2) & 0x3333_3333_3333_3333
        x = (x | x << 1) & 0x5555_5555_5555_5555
        return x
    }
}
