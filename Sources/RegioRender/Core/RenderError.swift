import Foundation

/// Errors of the renderer, with messages a user can act on.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// A paper name that is not A0…A4 or `WxHpx`.
    case unknownPaper(String)
    /// Dots per inch must be a finite number in 1…1200.
    case invalidDPI(Double)
    /// The area to show has no extent or no valid coordinates.
    case emptyArea(String)
    /// A zoom or zoom range outside what tiles allow.
    case invalidZoom(String)
    /// An image size that is zero, negative or too large to allocate.
    case invalidSize(String)
    /// A value in the request that cannot be used (what and why).
    case invalidOption(String)
    /// A file or folder cannot be written (path and reason).
    case unwritableOutput(path: String, reason: String)
    /// An output file name whose extension the renderer does not write.
    case unsupportedFormat(String)
    /// Invalid input geometry or coordinates (which feature and why).
    case invalidScene(String)
    /// cairo reported an error.
    case cairo(String)
    /// libpng reported an error.
    case png(String)
    /// An MBTiles file could not be created, read or written.
    case mbtiles(String)

    public var description: String {
        switch self {
        case .unknownPaper(let s):
            return "unknown paper '\(s)': use A4, A3, A2, A1, A0 or a pixel size such as 1600x1200px"
        case .invalidDPI(let d):
            return "invalid dpi \(d): use a number from 1 to 1200 (150 or 300 for print)"
        case .emptyArea(let s): return "nothing to show: \(s)"
        case .invalidZoom(let s): return "invalid zoom: \(s)"
        case .invalidSize(let s): return "invalid image size: \(s)"
        case .invalidOption(let s): return s
        case .unwritableOutput(let path, let reason): return "cannot write '\(path)': \(reason)"
        case .unsupportedFormat(let s): return "unsupported output '\(s)': use a file name ending in .png or .pdf"
        case .invalidScene(let s): return "invalid map content: \(s)"
        case .cairo(let s): return "drawing failed (cairo): \(s)"
        case .png(let s): return "PNG error: \(s)"
        case .mbtiles(let s): return "MBTiles error: \(s)"
        }
    }
    public var errorDescription: String? { description }
}
