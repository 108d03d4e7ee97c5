/// Conversions from cairo's premultiplied native-endian ARGB32 words.
enum PixelConversion {
    /// True when every pixel has alpha 255.
    static func isOpaque(_ image: ARGBImage) -> Bool {
        for y in 0..<image.height {
            let row = UnsafeRawPointer(image.pixels + y * image.stride)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<image.width { all &= row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Un-premultiplies one pixel to (r, g, b, a).
    @inline(__always)
    static func unpremultiply(_ p: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = p >> 24
        let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        if a == 255 { return (UInt8(r), UInt8(g), UInt8(b), 255) }
        if a == 0 { return (0, 0, 0, 0) }
        return (UInt8(min(255, (r * 255 + a / 2) / a)), UInt8(min(255, (g * 255 + a / 2) / a)),
                UInt8(min(255, (b * 255 + a / 2) / a)), UInt8(a))
    }

    static func rowToRGBA(_ src: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>, _ width: Int) {
        let s = UnsafeRawPointer(src)
        for x in 0..<width {
            let (r, g, b, a) = unpremultiply(s.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
            out[4 * x] = r; out[4 * x + 1] = g; out[4 * x + 2] = b; out[4 * x + 3] = a
        }
    }

    /// For opaque rows: drops alpha (no division needed).
    static func rowToRGB(_ src: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>, _ width: Int) {
        let s = UnsafeRawPointer(src)
        for x in 0..<width {
            let p = s.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            out[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
            out[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[3 * x + 2] = UInt8(truncatingIfNeeded: p)
        }
    }
}
