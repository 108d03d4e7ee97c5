import Foundation
import CPNG

/// A PNG decoded to 8-bit RGBA (not premultiplied).
public struct DecodedPNG: Sendable {
    public var width: Int
    public var height: Int
    /// `width · height · 4` bytes, row by row.
    public var rgba: [UInt8]
    /// The colour type in the file's header (2 RGB, 3 palette, 6 RGBA, …) and its bit depth.
    public var colorType: Int
    public var bitDepth: Int

    /// The pixel at (x, y).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}

/// Decodes PNG files with libpng's simplified API (which reports errors
/// instead of jumping), for checks and comparisons.
public enum PNGDecoder {
    public static func decode(_ data: Data) throws -> DecodedPNG {
        guard data.count >= 33, data.prefix(8).elementsEqual(PNGSignature.bytes) else {
            throw RenderError.png("not a PNG file (bad signature)")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let ok = data.withUnsafeBytes { raw -> Int32 in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard ok != 0 else { throw RenderError.png(message(&image)) }
        image.format = 3  // PNG_FORMAT_RGBA
        let w = Int(image.width), h = Int(image.height)
        guard w > 0, h > 0, w * h <= 200_000_000 else {
            png_image_free(&image)
            throw RenderError.png("unreasonable size \(w)×\(h)")
        }
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        let done = data.withUnsafeBytes { _ in
            rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(w * 4), nil) }
        }
        guard done != 0 else {
            let m = message(&image)
            png_image_free(&image)
            throw RenderError.png(m)
        }
        return DecodedPNG(width: w, height: h, rgba: rgba, colorType: Int(data[25]), bitDepth: Int(data[24]))
    }

    private static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}
