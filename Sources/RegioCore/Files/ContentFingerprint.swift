/// A fast 64-bit hash of file contents, to tell whether a file changed (not
/// for security): eight bytes per step, a few gigabytes a second, so a
/// dataset's 80 MB of GeoJSON hash in tens of milliseconds. Caches that can be
/// rebuilt use it; the feeds' journal keeps its own byte-wise hash, whose values
/// are stored and must not change.
///
/// ```swift
/// var hash = ContentFingerprint()
/// hash.combine(Array("places".utf8))
/// let value = hash.value          // the same for the same bytes, in any run
/// ```
public struct ContentFingerprint: Sendable {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3
    private var length: UInt64 = 0

    public init() {}

    /// Adds bytes; combining A then B differs from combining B then A.
    public mutating func combine(_ bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ combine(buffer: UnsafeRawBufferPointer($0)) }) != nil { return }
        Array(bytes).withUnsafeBytes { combine(buffer: $0) }
    }

    public mutating func combine(buffer: UnsafeRawBufferPointer) {
        var h = state
        let n = buffer.count
        var i = 0
        while i + 8 <= n {
            h = Self.mix(h ^ buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < n { tail |= UInt64(buffer[i]) << shift; shift += 8; i += 1 }
        // Each call ends with its length, so the split between calls counts.
        state = Self.mix(Self.mix(h ^ tail) ^ UInt64(n))
        length &+= UInt64(n)
    }

    public var value: UInt64 { Self.finalMix(state ^ length) }

    @inline(__always)
    private static func mix(_ x: UInt64) -> UInt64 {
        let m = x &* 0x9E37_79B9_7F4A_7C15
        return (m << 31 | m >> 33) &* 0xC2B2_AE3D_27D4_EB4F
    }

    /// MurmurHash3's 64-bit finalizer: every input bit reaches every output bit.
    private static func finalMix(_ x: UInt64) -> UInt64 {
        var k = x
        k ^= k >> 33; k &*= 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33; k &*= 0xC4CE_B9FE_1A85_EC53
        k ^= k >> 33
        return k
    }
}
