import CGDAL
import Foundation

/// GDAL's process-wide state: the library loaded and its drivers registered
/// once (thread-safe through Swift's lazy global initialisation), errors kept
/// quiet and read back per call.
///
/// GDAL is loaded by the first call that needs it (the `CGDAL` target's
/// GDALLoader.c), not when regio starts; every path into GDAL starts here.
public enum GDALLibrary {
    /// The library file the loader opens, such as "libgdal.so.32" (what
    /// `regio --version --json` reports, and what the Debian package depends on).
    public static var fileName: String { String(cString: regio_gdal_library()) }

    /// Loads GDAL and registers every driver on first use; later calls cost
    /// nothing. Throws ``GDALError/unavailable(library:reason:)`` when the
    /// library cannot be loaded.
    static func ensureRegistered() throws { try registration.get() }

    private static let registration: Result<Void, GDALError> = {
        var message = [CChar](repeating: 0, count: 512)
        guard regio_gdal_load(&message, message.count) == 1 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(.unavailable(library: fileName, reason: reason))
        }
        // GDAL stores the last error per thread; the quiet handler keeps stderr clean.
        CPLSetErrorHandler(CPLQuietErrorHandler)
        GDALAllRegister()
        return .success(())
    }()

    /// A CSL string list as the `const char* const*` GDALOpenEx takes.
    static func constList(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> UnsafePointer<UnsafePointer<CChar>?>? {
        list.map { UnsafePointer<UnsafePointer<CChar>?>(OpaquePointer($0)) }
    }

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
    /// `openOptions` are the driver's open options (`CONFIG_FILE` for the OSM driver).
    static func open(_ url: URL, kind: Int32, what: String, openOptions: [String: String] = [:]) throws -> GDALDatasetH {
        try ensureRegistered()
        resetError()
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw GDALError.cannotOpen(file: url.path, reason: "no such file")
        }
        let flags = UInt32(kind) | UInt32(GDAL_OF_READONLY) | UInt32(GDAL_OF_VERBOSE_ERROR)
        var options: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        for (key, value) in openOptions.sorted(by: { $0.key < $1.key }) { options = CSLSetNameValue(options, key, value) }
        defer { CSLDestroy(options) }
        guard let handle = GDALOpenEx(url.path, flags, nil, constList(options), nil) else {
            throw GDALError.cannotOpen(file: url.path, reason: lastError(or: "not a \(what) format GDAL reads"))
        }
        return handle
    }
}
