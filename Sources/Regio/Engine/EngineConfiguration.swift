import Foundation
import RegioStore

/// What a ``RegioEngine`` works with: the dataset folder, the store file and
/// the place catalogues added to the dataset's places.
public struct EngineConfiguration: Sendable, Hashable, Codable {
    /// The dataset folder (nil: the embedded dataset, ``Dataset/embeddedDirectory``).
    public var dataDirectory: URL?
    /// How the dataset folder is named in messages (nil: `data`, or the folder's path).
    public var dataDisplayName: String?
    /// The SQLite file with the user's favourites, quiz attempts and synced content.
    /// It is created only when something is saved (never by reading).
    public var storePath: String
    /// Place catalogue files searched besides the dataset's places (GeoJSON
    /// points, GeoNames, CSV or the POI feed).
    public var placesFiles: [String]
    /// How parameters are named in messages: `--` for the command line
    /// (`--limit`), empty for query parameters (`limit`).
    public var parameterPrefix: String
    /// A fixed "now" for the review schedule and the times of attempts (tests;
    /// the CLI and `regio-serve` take it from `REGIO_NOW`); nil: the system clock.
    /// Days are counted in the current time zone (`TZ`).
    public var now: Date?

    public init(dataDirectory: URL? = nil, dataDisplayName: String? = nil, storePath: String = Store.defaultPath(),
                placesFiles: [String] = [], parameterPrefix: String = "--", now: Date? = nil) {
        self.now = now
        self.dataDirectory = dataDirectory
        self.dataDisplayName = dataDisplayName
        self.storePath = storePath
        self.placesFiles = placesFiles
        self.parameterPrefix = parameterPrefix
    }

    /// The clock of the review schedule: ``now`` when set, else the system's.
    public var clock: ReviewClock { now.map { ReviewClock.fixed($0) } ?? .system }

    /// `REGIO_NOW` as a date: ISO 8601 with a time (`2026-11-28T09:00:00Z`) or a
    /// day (`2026-11-28`, noon in the current time zone); nil when unset.
    /// - Throws: ``EngineError`` naming `REGIO_NOW` for any other text.
    public static func fixedNow(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Date? {
        guard let text = environment["REGIO_NOW"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let date = ISO8601DateFormatter().date(from: text) { return date }
        if let day = ReviewDay(iso: text) {
            let c = day.components
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .current
            if let date = calendar.date(from: DateComponents(year: c.year, month: c.month, day: c.day, hour: 12)) { return date }
        }
        throw EngineError(.invalidRequest, Message(.reviewBadNow, ["text": text]))
    }

    /// The dataset folder in use.
    public var datasetDirectory: URL { dataDirectory ?? Dataset.embeddedDirectory }

    /// The name of the dataset folder in messages.
    var displayPrefix: String { dataDisplayName ?? (dataDirectory == nil ? "data" : dataDirectory!.path) }

    /// A parameter as the front end names it (`--limit` or `limit`).
    func parameter(_ name: String) -> String { parameterPrefix + name }
}
