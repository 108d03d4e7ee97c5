/// How far reading a large input has come: a place catalogue (read, then its
/// places given regions) or a favourites import. Front ends show it as a
/// progress line on a terminal; the library only reports it, at most every
/// few thousand entries.
public struct LoadProgress: Hashable, Sendable {
    /// What is being done, for the progress line.
    public enum Stage: String, Hashable, Sendable {
        /// Reading the file (``LoadProgress/done`` and ``LoadProgress/total`` in bytes).
        case reading
        /// Finding the region of each place (in places).
        case assigningRegions = "assigning regions"
        /// Reading the entries of an import (in entries).
        case importing
    }

    /// The file as the user named it.
    public var file: String
    public var stage: Stage
    public var done: Int
    public var total: Int

    public init(file: String, stage: Stage, done: Int, total: Int) {
        self.file = file; self.stage = stage; self.done = done; self.total = total
    }

    /// From 0 to 1.
    public var fraction: Double { total > 0 ? min(1, Double(done) / Double(total)) : 1 }
}

/// Hears ``LoadProgress`` while a large input loads.
public typealias LoadProgressHandler = @Sendable (LoadProgress) -> Void
