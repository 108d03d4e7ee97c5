import Foundation
import CCairo

/// A cairo surface: an ARGB32 image in memory, or a PDF page written to memory.
/// Owned by one thread at a time (create one per worker).
final class CairoSurface {
    let raw: OpaquePointer
    let width: Int
    let height: Int
    private let pdfSink: PDFSink?

    /// Collects the bytes cairo's PDF writer produces.
    final class PDFSink { var data = Data() }

    /// The largest image the renderer allocates (about 480 MB of pixels).
    static let maxPixels = 120_000_000

    private init(raw: OpaquePointer, width: Int, height: Int, pdfSink: PDFSink?) {
        self.raw = raw; self.width = width; self.height = height; self.pdfSink = pdfSink
    }

    /// A premultiplied ARGB32 image (cleared to transparent).
    static func image(width: Int, height: Int) throws -> CairoSurface {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, width * height <= maxPixels else {
            throw RenderError.invalidSize("\(width)×\(height) px: each side must be 1…32767 px and the whole at most \(maxPixels / 1_000_000) megapixels")
        }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.cairo("cannot create a \(width)×\(height) image")
        }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw RenderError.cairo("cannot create a \(width)×\(height) image: \(String(cString: cairo_status_to_string(status)))")
        }
        return CairoSurface(raw: s, width: width, height: height, pdfSink: nil)
    }

    /// A one-page PDF of `widthPoints`×`heightPoints` (1/72 inch) written to memory.
    static func pdf(widthPoints: Double, heightPoints: Double) throws -> CairoSurface {
        guard widthPoints.isFinite, heightPoints.isFinite, widthPoints >= 1, heightPoints >= 1,
              widthPoints <= 14_400, heightPoints <= 14_400 else {
            throw RenderError.invalidSize("PDF page \(widthPoints)×\(heightPoints) pt must be 1…14400 pt a side")
        }
        let sink = PDFSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        guard let s = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PDFSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, context, widthPoints, heightPoints) else { throw RenderError.cairo("cannot create a PDF surface") }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw RenderError.cairo("cannot create a PDF surface: \(String(cString: cairo_status_to_string(status)))")
        }
        cairo_pdf_surface_restrict_to_version(s, CAIRO_PDF_VERSION_1_5)
        return CairoSurface(raw: s, width: Int(widthPoints.rounded()), height: Int(heightPoints.rounded()), pdfSink: sink)
    }

    deinit { cairo_surface_destroy(raw) }

    /// Ends the PDF and returns its bytes.
    func finishPDF() throws -> Data {
        cairo_surface_finish(raw)
        let status = cairo_surface_status(raw)
        guard status == CAIRO_STATUS_SUCCESS, let sink = pdfSink else {
            throw RenderError.cairo("PDF output failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }

    /// Bytes per row of an image surface.
    var stride: Int { Int(cairo_image_surface_get_stride(raw)) }

    /// The pixels of an image surface (premultiplied ARGB32, native-endian), after a flush.
    func pixels() -> UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(raw)
        return cairo_image_surface_get_data(raw)!
    }

    /// The pixels as an ``ARGBImage`` view, valid while the surface lives.
    func imageView() -> ARGBImage {
        ARGBImage(pixels: UnsafePointer(pixels()), width: width, height: height, stride: stride)
    }
}

/// A read-only view of premultiplied ARGB32 pixels (cairo's image format),
/// native-endian 32-bit words: BGRA in memory on little-endian machines.
public struct ARGBImage {
    public let pixels: UnsafePointer<UInt8>
    public let width: Int
    public let height: Int
    /// Bytes per row (at least 4 · width).
    public let stride: Int
    public init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) {
        self.pixels = pixels; self.width = width; self.height = height; self.stride = stride
    }
    /// The 32-bit pixel at (x, y): alpha in the top byte, then red, green, blue.
    @inline(__always) public func pixel(_ x: Int, _ y: Int) -> UInt32 {
        UnsafeRawPointer(pixels + y * stride + x * 4).loadUnaligned(as: UInt32.self)
    }
}
