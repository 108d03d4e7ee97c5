import Foundation

/// One collection on the content server: its name in Regio, its path under
/// the server's base URL, and how long a synced copy stays fresh.
///
/// A collection is a JSON array of objects, each with an `"id"` (a string or
/// an integer); what the objects mean (places, quizzes, videos) is not the
/// sync engine's business.
///
/// ```swift
/// let places = SyncCollection(name: "places", path: "places.json", staleAfter: 24 * 3600)
/// ```
public struct SyncCollection: Sendable, Hashable, Codable {
    /// The name used in the store and on the command line (`places`).
    public var name: String
    /// The path relative to the base URL (`places.json`, or `api/v2/places.json`); it may carry a query.
    public var path: String
    /// Seconds after a successful sync at which the copy counts as stale.
    public var staleAfter: TimeInterval

    public init(name: String, path: String, staleAfter: TimeInterval) {
        self.name = name; self.path = path; self.staleAfter = staleAfter
    }

    /// `places.json`, stale after 24 hours.
    public static let places = SyncCollection(name: "places", path: "places.json", staleAfter: 24 * 3600)
    /// `quizzes.json`, stale after 24 hours.
    public static let quizzes = SyncCollection(name: "quizzes", path: "quizzes.json", staleAfter: 24 * 3600)
    /// `videos.json`, stale after 15 minutes.
    public static let videos = SyncCollection(name: "videos", path: "videos.json", staleAfter: 15 * 60)
    /// Places, quizzes and videos with their default paths and intervals.
    public static let defaults: [SyncCollection] = [.places, .quizzes, .videos]
}
