import CGDAL
import Foundation

/// GDAL configuration options set on the calling thread only, for the length
/// of one piece of work (GDAL reads most of them when a dataset is opened and
/// some while it is read, so open and read inside it), and GDAL's debug
/// messages of one category handed to a closure meanwhile.
///
/// ```swift
/// try GDALThreadOptions.with(["OSM_MAX_TMPFILE_SIZE": "256"], debugCategory: "OSM",
///                            onDebug: { message in print(message) }) {
///     try VectorDataset(url: pbf).forEachFeature { _, _ in }
/// }
/// ```
public enum GDALThreadOptions {
    /// Runs `body` with `options` set (and `CPL_DEBUG` set to `debugCategory`
    /// when `onDebug` is given), then puts back what the thread had before.
    public static func with<T>(_ options: [String: String], debugCategory: String? = nil,
                               onDebug: ((String) -> Void)? = nil, _ body: () throws -> T) throws -> T {
        try GDALLibrary.ensureRegistered()
        var all = options
        if let debugCategory, onDebug != nil { all["CPL_DEBUG"] = debugCategory }
        let previous = all.keys.map { key in (key, CPLGetThreadLocalConfigOption(key, nil).map { String(cString: $0) }) }
        for (key, value) in all { CPLSetThreadLocalConfigOption(key, value) }
        defer { for (key, value) in previous { CPLSetThreadLocalConfigOption(key, value) } }
        guard let onDebug else { return try body() }
        let box = DebugSink(onDebug)
        CPLPushErrorHandlerEx({ type, _, message in
            // Errors stay quiet here (the caller reads them back with CPLGetLastErrorMsg); debug messages go to the sink.
            guard type == CE_Debug, let message, let sink = CPLGetErrorHandlerUserData() else { return }
            Unmanaged<DebugSink>.fromOpaque(sink).takeUnretainedValue().body(String(cString: message))
        }, Unmanaged.passUnretained(box).toOpaque())
        defer { CPLPopErrorHandler(); withExtendedLifetime(box) {} }
        return try body()
    }

    private final class DebugSink {
        let body: (String) -> Void
        init(_ body: @escaping (String) -> Void) { self.body = body }
    }
}
