import Foundation

/// Errors of the cluster index, with messages a user can act on.
public enum ClusterError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// ``ClusterOptions`` out of range.
    case invalidOptions(String)
    /// An input place that cannot be clustered: its position in the input, its id and why.
    case invalidInput(index: Int, id: String, reason: String)
    /// Too many inputs for one index.
    case tooManyInputs(Int)
    /// Text that is not a cluster id (`c7-123` or `p123`).
    case invalidClusterID(String)
    /// An id that names nothing in this index.
    case unknownCluster(ClusterID)
    /// An operation that needs a cluster was given a single place.
    case notACluster(ClusterID)
    /// A query argument out of range (a page size, an offset, a buffer).
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .invalidOptions(let s): return "invalid cluster options: \(s)"
        case .invalidInput(let i, let id, let reason): return "place #\(i) (\(id)): \(reason)"
        case .tooManyInputs(let n): return "\(n) places are more than one cluster index takes (\(ClusterDefaults.maxInputs))"
        case .invalidClusterID(let s):
            return "'\(s)' is not a cluster id: expected c<zoom>-<number> for a cluster (for example c7-123) or p<number> for a place"
        case .unknownCluster(let id):
            return "no cluster \(id) in this index (ids depend on the places and on the --category/--favourites filter they were listed with)"
        case .notACluster(let id): return "\(id) is a single place, not a cluster"
        case .invalidArgument(let s): return s
        }
    }
    public var errorDescription: String? { description }
}
