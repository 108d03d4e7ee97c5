import CGDAL
import Foundation

/// GDAL's process-wide state: drivers registered once (thread-safe through
/// Swift's lazy global initialisation), errors kept quiet and read back per call.
enum GDALLibrary {
    /// Registers every driver on first use; later calls cost nothing.
    static func ensureRegistered() { _ = registration }

    private static let registration: Void = {
        // GDAL stores the last error per thread; the quiet handler keeps stderr clean.
        CPLSetErrorHandler(CPLQuietErrorHandler)
        GDALAllRegister()
    }()

    /// Clears this thread's last GDAL error before a call.
    static func resetError() { CPLErrorReset() }

    /// This thread's last GDAL error message, or `fallback` when GDAL set none.
    static func lastError(or fallback: String) -> String {
        guard CPLGetLastErrorType() != CE_None, let message = CPLGetLastErrorMsg(),
              case let text = String(cString: message), !text.isEmpty else { return fallback }
        return text
    }

    /// True when the last call on this thread reported a failure (CE_Failure or worse).
    static var lastCallFailed: Bool {
        CPLGetLastErrorType().rawValue >= CE_Failure.rawValue
    }

    /// Opens `url` read-only as `kind` (`GDAL_OF_RASTER` or `GDAL_OF_VECTOR`), registering the
    /// drivers first; throws ``GDALError/cannotOpen(file:reason:)`` naming what GDAL said.
    static func open(_ url: URL, kind: Int32, what: String) throws -> GDALDatasetH {
        ensureRegistered()
        resetError()
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw GDALError.cannotOpen(file: url.path, reason: "no such file")
        }
        let flags = UInt32(kind) | UInt32(GDAL_OF_READONLY) | UInt32(GDAL_OF_VERBOSE_ERROR)
        guard let handle = GDALOpenEx(url.path, flags, nil, nil, nil) else {
            throw GDALError.cannotOpen(file: url.path, reason: lastError(or: "not a \(what) format GDAL reads"))
        }
        return handle
    }
}
