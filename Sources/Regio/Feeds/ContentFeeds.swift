import Foundation
import Synchronization
import RegioStore
import RegioSync

/// The server side of `regio sync`: the engine's own places, quizzes and videos
/// as the content feeds that ``SyncEngine`` reads, with validators, conditional
/// answers and incremental answers with tombstones.
///
/// Where "modified" and "tombstones" come from: the content is files (a dataset
/// folder, `--places` files) that carry no times. The first time a collection is
/// served by a process, its items are compared with the ``FeedJournal`` in the
/// server's store: an item that is new or whose content hash changed is
/// modified now, an item that is gone becomes a tombstone now. So a changed
/// data folder, served again (a restart, or a new server on the same store),
/// yields exactly its changes and removals. Several servers behind a load
/// balancer should share one store (or be started on the same content).
///
/// - `ETag`: a hash of the whole collection in the answer's language; an
///   incremental answer carries the same ETag as the full one (the client's copy
///   equals it after applying the changes). `Last-Modified`: the newest change
///   in the journal (an item changed, added or removed).
/// - `If-None-Match` (any listed tag, weak comparison, `*`) or, without it,
///   `If-Modified-Since` not older than `Last-Modified`: not modified.
/// - `since` (an HTTP date as `regio sync` sends it, or RFC 3339): the items
///   changed at or after it and `{"id": …, "deleted": true}` for those removed,
///   as `{"since": "<as given>", "items": […]}`. A `since` from before the
///   journal began gets the full collection.
///
/// ```swift
/// let feeds = ContentFeeds(engine: engine)
/// let answer = try feeds.answer(ContentFeedRequest(collection: "places", language: .cs, since: "Sun, 06 Nov 2026 08:49:37 GMT"))
/// ```
public final class ContentFeeds: Sendable {
    /// The collections served, as `regio sync` names them.
    public static let collections = ["places", "quizzes", "videos"]

    public let engine: RegioEngine
    private let clock: @Sendable () -> Date
    private let snapshots = Mutex<[String: FeedSnapshot]>([:])

    /// - Parameter clock: the server's clock (the journal's times).
    public init(engine: RegioEngine, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.engine = engine
        self.clock = clock
    }

    /// The answer to one feed request.
    ///
    /// - Throws: ``InputError`` naming `since` (or the header it came from) when
    ///   it is not a date; ``EngineError`` (not found) for an unknown collection;
    ///   the engine's errors when the content or the store cannot be read.
    public func answer(_ request: ContentFeedRequest) throws -> ContentFeedAnswer {
        let snapshot = try self.snapshot(request.collection)
        let version = snapshot.version(request.language)
        let validators = ContentFeedValidators(etag: version.etag, lastModified: HTTPDate.format(snapshot.lastModified),
                                               language: request.language)
        var sinceDate: Date?
        if let since = request.since {
            guard let date = Self.parseDate(since) else {
                throw InputError(parameter: request.sinceParameter, message:
                    "\(request.sinceParameter) must be an HTTP date (Sun, 06 Nov 2026 08:49:37 GMT) or an RFC 3339 time (2026-11-06T08:49:37Z); got '\(since.prefix(60))'")
            }
            sinceDate = date
        }
        if Self.notModified(request, etag: version.etag, lastModified: snapshot.lastModified) {
            return ContentFeedAnswer(validators: validators, body: nil, incremental: false)
        }
        if let since = request.since, let sinceDate {
            let seconds = Int64(sinceDate.timeIntervalSince1970.rounded(.down))
            if snapshot.journal.knowsChanges(since: seconds) {
                let body = snapshot.delta(since: since, seconds: seconds, language: request.language)
                return ContentFeedAnswer(validators: validators, body: body, incremental: true)
            }
        }
        return ContentFeedAnswer(validators: validators, body: version.body, incremental: false)
    }

    /// Forgets what was read, so that the next request reads the content again
    /// and records its changes in the journal.
    public func reload() { snapshots.withLock { $0.removeAll() } }

    // MARK: - Dates and validators

    /// An HTTP date (IMF-fixdate) or an RFC 3339 time, with or without fractions.
    public static func parseDate(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = HTTPDate.parse(trimmed) { return date }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: trimmed) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: trimmed)
    }

    static func notModified(_ request: ContentFeedRequest, etag: String, lastModified: Date) -> Bool {
        if let tags = request.ifNoneMatch {
            let wanted = Self.opaque(etag)
            return tags.split(separator: ",").contains { tag in
                let t = tag.trimmingCharacters(in: .whitespaces)
                return t == "*" || Self.opaque(t) == wanted
            }
        }
        if let text = request.ifModifiedSince, let date = HTTPDate.parse(text.trimmingCharacters(in: .whitespaces)) {
            return lastModified <= date
        }
        return false
    }

    private static func opaque(_ tag: String) -> String { tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag }

    // MARK: - Snapshots

    private func snapshot(_ collection: String) throws -> FeedSnapshot {
        guard Self.collections.contains(collection) else {
            throw EngineError(.notFound, Message(.feedUnknownCollection, ["name": collection, "list": Self.collections.joined(separator: ", ")]))
        }
        return try snapshots.withLock { kept in
            if let snapshot = kept[collection] { return snapshot }
            let items: [FeedItem]
            switch collection {
            case "places": items = try FeedItems.places(engine.placeLibrary(), dataset: engine.dataset())
            case "quizzes": items = try FeedItems.quizzes(engine.quizLibrary())
            default: items = try FeedItems.videos(engine.quizLibrary(), dataset: engine.dataset())
            }
            let journal = try FeedJournal(store: engine.store())
                .record(collection, items: items.map { ($0.id, $0.contentHash) }, now: clock())
            let snapshot = FeedSnapshot(items: items, journal: journal)
            kept[collection] = snapshot
            return snapshot
        }
    }
}

/// A feed request as the HTTP layer parsed it.
public struct ContentFeedRequest: Sendable, Hashable {
    /// `places`, `quizzes` or `videos`.
    public var collection: String
    /// The language of the texts (from `Accept-Language`).
    public var language: Language
    /// `?since=` (or the `X-Only-Modified-Since` header), as sent.
    public var since: String?
    /// How `since` is named in an error (`since` or `X-Only-Modified-Since`).
    public var sinceParameter: String
    public var ifNoneMatch: String?
    public var ifModifiedSince: String?

    public init(collection: String, language: Language = .cs, since: String? = nil, sinceParameter: String = "since",
                ifNoneMatch: String? = nil, ifModifiedSince: String? = nil) {
        self.collection = collection; self.language = language
        self.since = since; self.sinceParameter = sinceParameter
        self.ifNoneMatch = ifNoneMatch; self.ifModifiedSince = ifModifiedSince
    }
}

/// The validators of a feed answer (the same for 200 and 304).
public struct ContentFeedValidators: Sendable, Hashable {
    /// A strong entity tag, quoted: `"places-cs-9f3a…"`.
    public var etag: String
    /// An HTTP date.
    public var lastModified: String
    public var language: Language
}

/// A feed answer: not modified (no body), the full collection, or the changes.
public struct ContentFeedAnswer: Sendable, Hashable {
    public var validators: ContentFeedValidators
    /// The JSON body; nil: not modified (304).
    public var body: Data?
    /// Whether the body is `{"since": …, "items": […]}` (changes and tombstones).
    public var incremental: Bool
}

/// One collection as read once: its items, their journal, and the full body per language.
private final class FeedSnapshot: Sendable {
    let items: [FeedItem]
    let journal: FeedJournalState
    let lastModified: Date
    private let versions: [Language: (body: Data, etag: String)]
    private let positions: [String: Int]

    init(items: [FeedItem], journal: FeedJournalState) {
        self.items = items
        self.journal = journal
        lastModified = Date(timeIntervalSince1970: TimeInterval(journal.lastModified))
        var versions: [Language: (body: Data, etag: String)] = [:]
        for language in Language.allCases {
            let body = FeedSnapshot.array(items.map { $0.json[language] ?? Data() })
            var hash = ContentHash()
            hash.add(body)
            versions[language] = (body, "\"\(journal.collection)-\(language.rawValue)-\(hash.hex)\"")
        }
        self.versions = versions
        positions = Dictionary(items.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    func version(_ language: Language) -> (body: Data, etag: String) { versions[language]! }

    /// `{"since": "<as asked>", "items": [changed items…, tombstones…]}`.
    func delta(since: String, seconds: Int64, language: Language) -> Data {
        var parts: [Data] = []
        for entry in journal.changed(since: seconds) {
            if entry.deletedAt != nil {
                let id = (try? JSONEncoder().encode(entry.id)) ?? Data("\"\"".utf8)
                parts.append(Data("{\"deleted\":true,\"id\":".utf8) + id + Data("}".utf8))
            } else if let index = positions[entry.id], let json = items[index].json[language] {
                parts.append(json)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let sinceJSON = (try? encoder.encode(since)) ?? Data("\"\"".utf8)
        return Data("{\"since\":".utf8) + sinceJSON + Data(",\"items\":".utf8) + Self.array(parts) + Data("}".utf8)
    }

    static func array(_ parts: [Data]) -> Data {
        var body = Data("[".utf8)
        for (index, part) in parts.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(part)
        }
        body.append(UInt8(ascii: "]"))
        return body
    }
}
