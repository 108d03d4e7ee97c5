/// What went wrong reading or writing a file through GDAL; each case names the file.
public enum GDALError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GDAL could not open the file (missing, not a format it reads, damaged).
    case cannotOpen(file: String, reason: String)
    /// The dataset has no layer of that name.
    case noSuchLayer(file: String, layer: String, available: [String])
    /// The dataset opened but reading it failed (truncated or damaged data).
    case unreadable(file: String, reason: String)
    /// The raster has no band, or no geotransform to place its pixels.
    case notGeoreferenced(file: String, reason: String)
    /// Writing the file failed.
    case cannotWrite(file: String, reason: String)
    /// The GDAL library could not be loaded (not installed, or too old).
    case unavailable(library: String, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let file, let reason): return "cannot open \(file): \(reason)"
        case .noSuchLayer(let file, let layer, let available):
            return "\(file) has no layer \"\(layer)\" (it has: \(available.joined(separator: ", ")))"
        case .unreadable(let file, let reason): return "cannot read \(file): \(reason)"
        case .notGeoreferenced(let file, let reason): return "\(file) cannot be placed on the map: \(reason)"
        case .cannotWrite(let file, let reason): return "cannot write \(file): \(reason)"
        case .unavailable(let library, let reason):
            return "GDAL (\(library)) could not be loaded: \(reason); install the package that has it (libgdal on Debian)"
        }
    }
}
