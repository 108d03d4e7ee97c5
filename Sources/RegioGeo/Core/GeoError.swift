/// Errors of the geometry layer, with messages a user can act on.
public enum GeoError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidCoordinate(String)
    case invalidZoom(Double)
    case invalidViewport(String)
    case invalidTile(String)
    /// GEOS reported an error (message from GEOS).
    case geos(String)
    case invalidGeometry(String)
    /// A format could not be read: what was wrong and where.
    case format(String)

    public var description: String {
        switch self {
        case .invalidCoordinate(let s): return "invalid coordinate (\(s)): latitude must be in -90…90 and longitude in -180…180, both finite"
        case .invalidZoom(let z): return "invalid zoom \(z): it must be a finite number in 0…\(WebMercator.maxZoom)"
        case .invalidViewport(let s): return "invalid viewport: \(s)"
        case .invalidTile(let s): return "invalid tile: \(s)"
        case .geos(let s): return "geometry error: \(s)"
        case .invalidGeometry(let s): return "invalid geometry: \(s)"
        case .format(let s): return s
        }
    }
}
