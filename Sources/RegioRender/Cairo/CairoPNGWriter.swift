import Foundation
import CCairo

/// cairo's built-in PNG writer (`cairo_surface_write_to_png_stream`), kept as
/// the baseline the libpng encoder is measured against.
enum CairoPNGWriter {
    final class Sink { var data = Data() }

    static func write(_ surface: CairoSurface) throws -> Data {
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface.raw, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }
}
