import Foundation
import CPNG

/// Encodes cairo images to PNG with libpng: premultiplied native-endian ARGB32
/// is un-premultiplied and reordered to RGBA (or quantised to a palette).
/// An encoder keeps its buffers between images; use one per thread.
///
/// ```swift
/// let encoder = PNGEncoder(options: .tiles)
/// let png: Data = try encoder.encode(image)
/// ```
public final class PNGEncoder {
    public let options: PNGOptions
    private var row: [UInt8] = []
    private let quantizer = PaletteQuantizer()

    public init(options: PNGOptions = .tiles) { self.options = options }

    /// Collects libpng's output.
    private final class Sink { var data = Data() }

    public func encode(_ image: ARGBImage) throws -> Data {
        guard image.width > 0, image.height > 0, image.width <= 1_000_000, image.height <= 1_000_000,
              image.stride >= image.width * 4 else {
            throw RenderError.png("cannot encode a \(image.width)×\(image.height) image")
        }
        switch options.colorMode {
        case .rgba: return try encodeTrueColor(image)
        case .palette:
            let q = quantizer.quantize(image)
            return try encodeIndexed(q, width: image.width, height: image.height)
        }
    }

    private func withWriter(_ body: (OpaquePointer, OpaquePointer) -> Void) -> Data {
        // libpng calls the error function only for invalid parameters (checked above)
        // or when memory runs out; it must not return, so the process stops with the message.
        let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, { _, message in
            fatalError("libpng: \(message.map { String(cString: $0) } ?? "unknown error")")
        }, { _, _ in })!
        var pngOpt: OpaquePointer? = png
        var info: OpaquePointer? = png_create_info_struct(png)
        let sink = Sink()
        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), { p, bytes, length in
            guard let p, let bytes, let io = png_get_io_ptr(p) else { return }
            Unmanaged<Sink>.fromOpaque(io).takeUnretainedValue().data.append(bytes, count: length)
        }, { _ in })
        png_set_compression_level(png, Int32(options.compressionLevel))
        png_set_compression_strategy(png, { switch options.strategy { case .default: 0; case .filtered: 1; case .rle: 3 } }())
        let filters: Int32
        switch options.filter {
        case .none: filters = 0x08
        case .sub: filters = 0x10
        case .up: filters = 0x20
        case .average: filters = 0x40
        case .paeth: filters = 0x80
        case .adaptive: filters = 0xF8
        }
        png_set_filter(png, 0, filters)
        body(png, info!)
        png_write_end(png, nil)
        png_destroy_write_struct(&pngOpt, &info)
        return sink.data
    }

    private func encodeTrueColor(_ image: ARGBImage) throws -> Data {
        let w = image.width, h = image.height
        let opaque = PixelConversion.isOpaque(image)
        let channels = opaque ? 3 : 4
        if row.count < w * 4 { row = [UInt8](repeating: 0, count: w * 4) }
        return withWriter { png, info in
            png_set_IHDR(png, info, UInt32(w), UInt32(h), 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                         PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
            png_write_info(png, info)
            row.withUnsafeMutableBufferPointer { buf in
                let out = buf.baseAddress!
                for y in 0..<h {
                    let src = image.pixels + y * image.stride
                    if channels == 3 { PixelConversion.rowToRGB(src, out, w) } else { PixelConversion.rowToRGBA(src, out, w) }
                    png_write_row(png, out)
                }
            }
        }
    }

    private func encodeIndexed(_ q: PaletteQuantizer.Result, width w: Int, height h: Int) throws -> Data {
        let n = q.palette.count
        let depth: Int32 = n <= 2 ? 1 : n <= 4 ? 2 : n <= 16 ? 4 : 8
        return withWriter { png, info in
            png_set_IHDR(png, info, UInt32(w), UInt32(h), depth, PNG_COLOR_TYPE_PALETTE,
                         PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
            var plte = q.palette.map { png_color(red: $0.r, green: $0.g, blue: $0.b) }
            png_set_PLTE(png, info, &plte, Int32(n))
            if let lastTranslucent = q.palette.lastIndex(where: { $0.a < 255 }) {
                var alphas = q.palette[0...lastTranslucent].map(\.a)
                png_set_tRNS(png, info, &alphas, Int32(alphas.count), nil)
            }
            png_write_info(png, info)
            if depth < 8 { png_set_packing(png) }
            q.indices.withUnsafeBufferPointer { buf in
                for y in 0..<h { png_write_row(png, buf.baseAddress! + y * w) }
            }
        }
    }
}
