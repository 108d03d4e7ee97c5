import Foundation
import RegioStore
import RegioSync

/// The optional `"sync"` member of a dataset's `manifest.json`: where the
/// content server keeps each collection, how long a synced copy stays fresh,
/// and which region each video category of the server's video feed means.
/// Every member is optional; what is not given keeps the defaults of
/// ``SyncCollection/defaults`` (`places.json`, `quizzes.json`, `videos.json`;
/// stale after 24 h, 24 h and 15 min).
///
/// ```json
/// "sync": {
///   "collections": {
///     "places": {"path": "api/v2/places.json", "staleAfter": "12 h"},
///     "videos": {"staleAfter": 300}
///   },
///   "videoCategories": {"Jižní Morava": "CZ-64"}
/// }
/// ```
///
/// `staleAfter` is a number of seconds or a text such as `"90 s"`, `"15 min"`,
/// `"24 h"`, `"2 d"` or `"1 h 30 min"`. Only the collections `places`,
/// `quizzes` and `videos` exist; any other name, an unknown member or a bad
/// value is an error that names `manifest.json` and the JSON path.
public struct DatasetSyncSettings: Codable, Equatable, Sendable {
    /// What the manifest changes of one collection.
    public struct Collection: Codable, Equatable, Sendable {
        /// The path under the server's base URL (may carry a query).
        public var path: String?
        /// Seconds after a successful sync at which the copy counts as stale.
        public var staleAfter: TimeInterval?

        public init(path: String? = nil, staleAfter: TimeInterval? = nil) {
            self.path = path
            self.staleAfter = staleAfter
        }

        private enum Key: String, CodingKey, CaseIterable { case path, staleAfter }

        public init(from decoder: Decoder) throws {
            try SyncSettingsKeys.rejectUnknown(in: decoder, known: Key.allCases.map(\.rawValue), what: "a collection")
            let c = try decoder.container(keyedBy: Key.self)
            if let path = try c.decodeIfPresent(String.self, forKey: .path) {
                let trimmed = path.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !trimmed.contains("://"), !trimmed.contains("#"), !trimmed.contains(" ") else {
                    throw DecodingError.dataCorruptedError(forKey: .path, in: c, debugDescription:
                        "expected a path under the server's address such as \"places.json\" or \"api/v2/places.json\", found \"\(path)\"")
                }
                self.path = trimmed
            }
            if c.contains(.staleAfter) {
                if let seconds = try? c.decode(Double.self, forKey: .staleAfter) {
                    guard seconds.isFinite, seconds >= 0 else {
                        throw DecodingError.dataCorruptedError(forKey: .staleAfter, in: c, debugDescription:
                            "the staleness interval must be a number of seconds ≥ 0")
                    }
                    staleAfter = seconds
                } else {
                    let text = try c.decode(String.self, forKey: .staleAfter)
                    guard let seconds = SyncInterval.parse(text) else {
                        throw DecodingError.dataCorruptedError(forKey: .staleAfter, in: c, debugDescription:
                            "expected seconds or a duration such as \"15 min\", \"24 h\" or \"1 h 30 min\", found \"\(text)\"")
                    }
                    staleAfter = seconds
                }
            }
        }
    }

    /// Collection name (`places`, `quizzes`, `videos`) → what the manifest changes.
    public var collections: [String: Collection]
    /// A video category of the server's feed (`"Jižní Morava"`) → a region id of
    /// the dataset (`"CZ-64"`). Categories that are region names need no entry.
    public var videoCategories: [String: String]

    public init(collections: [String: Collection] = [:], videoCategories: [String: String] = [:]) {
        self.collections = collections
        self.videoCategories = videoCategories
    }

    private enum Key: String, CodingKey, CaseIterable { case collections, videoCategories }

    public init(from decoder: Decoder) throws {
        try SyncSettingsKeys.rejectUnknown(in: decoder, known: Key.allCases.map(\.rawValue), what: "\"sync\"")
        let c = try decoder.container(keyedBy: Key.self)
        collections = try c.decodeIfPresent([String: Collection].self, forKey: .collections) ?? [:]
        let known = SyncCollection.defaults.map(\.name)
        for name in collections.keys.sorted() where !known.contains(name) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [Key.collections],
                debugDescription: "unknown collection \"\(name)\" (the collections are \(known.joined(separator: ", ")))"))
        }
        videoCategories = try c.decodeIfPresent([String: String].self, forKey: .videoCategories) ?? [:]
    }

    /// The collections to sync: the defaults with this manifest's paths and intervals.
    public var resolvedCollections: [SyncCollection] {
        SyncCollection.defaults.map { collection in
            var c = collection
            if let settings = collections[c.name] {
                if let path = settings.path { c.path = path }
                if let staleAfter = settings.staleAfter { c.staleAfter = staleAfter }
            }
            return c
        }
    }
}

extension DatasetManifest {
    /// The collections to sync for this dataset (``DatasetSyncSettings``, or the defaults).
    public var syncCollections: [SyncCollection] {
        sync?.resolvedCollections ?? SyncCollection.defaults
    }
}

/// Durations in manifests: `90`, `"90 s"`, `"15 min"`, `"24 h"`, `"2 d"`, `"1 h 30 min"`.
enum SyncInterval {
    static func parse(_ text: String) -> TimeInterval? {
        let units: [String: Double] = ["s": 1, "sec": 1, "second": 1, "seconds": 1,
                                       "m": 60, "min": 60, "minute": 60, "minutes": 60,
                                       "h": 3600, "hour": 3600, "hours": 3600,
                                       "d": 86_400, "day": 86_400, "days": 86_400]
        var total = 0.0
        var parts = 0
        var rest = Substring(text.trimmingCharacters(in: .whitespaces).lowercased())
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, let value = Double(number), value.isFinite else { return nil }
            rest = rest.dropFirst(number.count).drop { $0 == " " }
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count).drop { $0 == " " || $0 == "," }
            if unit.isEmpty {
                guard rest.isEmpty, parts == 0 else { return nil }  // a bare number: seconds
                return value
            }
            guard let factor = units[String(unit)] else { return nil }
            total += value * factor
            parts += 1
        }
        return parts > 0 ? total : nil
    }
}

/// Rejects members a settings object does not know (a typo must not be ignored).
enum SyncSettingsKeys {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func rejectUnknown(in decoder: Decoder, known: [String], what: String) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        for key in c.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [key],
                debugDescription: "unknown member of \(what) (known: \(known.joined(separator: ", ")))"))
        }
    }
}
