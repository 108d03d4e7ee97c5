import Foundation
import RegioGeo

/// A collection body as the server sent it, validated: either the whole
/// collection or the changes since a server time.
///
/// The two shapes (how the engine tells a full answer from an incremental one):
/// - a JSON array `[{"id": …}, …]`, or an object `{"items": […]}` without
///   `"since"`: the full collection; items marked `"deleted": true` are left out;
/// - an object `{"since": "<server time>", "items": […]}`: only the items changed
///   at or after that time; `"deleted": true` items are tombstones to remove.
///
/// Every item must be an object; its `"id"` is a non-empty string or an
/// integer (`"12"` and `12` are the same id); ids must be unique. A SlickQuiz
/// quiz (the original app's `/api/quizzes`: an object with `info`) may come
/// without an id and gets one derived stably: its `info.name`, else `item-`
/// and a hash of its JSON text.
enum CollectionDocument: Equatable {
    case full([ReceivedItem])
    case delta(since: String, changes: [ReceivedItem])

    /// Validates `body` and splits it into items; `url` names the source in errors.
    static func parse(_ body: Data, url: String) throws(SyncError) -> CollectionDocument {
        if let offset = firstInvalidUTF8(in: body) {
            throw .invalidBody(url: url, location: "byte \(offset)", reason: "the body is not valid UTF-8 text; nothing was changed")
        }
        let probe: DocumentProbe
        do {
            probe = try JSONDecoder().decode(DocumentProbe.self, from: body)
        } catch {
            let problem = DataError(file: url, decodingError: error)
            throw .invalidBody(url: url, location: problem.location, reason: problem.message)
        }

        let scanner = JSONElementScanner(body)
        let start = scanner.topLevelStart
        let ranges: [Range<Int>]
        let prefix: String
        switch probe {
        case .array:
            ranges = scanner.elements(ofArrayAt: start)
            prefix = ""
        case .object:
            let members = scanner.members(ofObjectAt: start).filter { $0.key == "items" }
            guard members.count == 1, let items = members.first else {
                throw .invalidBody(url: url, location: nil, reason: "expected one member 'items', found \(members.count)")
            }
            ranges = scanner.elements(ofArrayAt: items.value.lowerBound)
            prefix = "items"
        }
        guard ranges.count == probe.items.count else {
            throw .invalidBody(url: url, location: nil, reason: "the items could not be separated (\(ranges.count) found, \(probe.items.count) expected)")
        }

        var seen: [String: Int] = [:]
        var items: [ReceivedItem] = []
        items.reserveCapacity(ranges.count)
        for (index, (item, range)) in zip(probe.items, ranges).enumerated() {
            let json = scanner.data(range)
            let id: String
            if let given = item.id {
                id = given
            } else if let name = item.name, seen[name] == nil {
                id = name
            } else {
                id = "item-" + String(stableHash(json), radix: 16)
            }
            if let first = seen[id] {
                throw .invalidBody(url: url, location: "\(prefix)[\(index)].id",
                                   reason: "duplicate id \"\(id)\" (first at \(prefix)[\(first)])")
            }
            seen[id] = index
            items.append(ReceivedItem(id: id, deleted: item.deleted, json: json))
        }
        switch probe {
        case .array, .object(since: nil, items: _):
            return .full(items.filter { !$0.deleted })
        case .object(since: let since?, items: _):
            return .delta(since: since, changes: items)
        }
    }
}

/// FNV-1a of `data`: the same bytes give the same value in every run.
func stableHash(_ data: Data) -> UInt64 {
    data.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
}

/// The offset of the first byte that is not part of valid UTF-8; nil when all of it is.
func firstInvalidUTF8(in data: Data) -> Int? {
    if String(validating: data, as: UTF8.self) != nil { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var offset = 0
    while true {
        switch parser.parseScalar(from: &bytes) {
        case .valid(let encoded): offset += encoded.count
        case .error: return offset
        case .emptyInput: return nil
        }
    }
}

/// One item of a received body: its id, whether it is a tombstone, and its exact JSON bytes.
struct ReceivedItem: Equatable, Sendable {
    var id: String
    var deleted: Bool
    var json: Data
}

/// What JSONDecoder checks of a body: its shape, every item's id and deleted flag.
private enum DocumentProbe: Decodable {
    case array([ItemProbe])
    case object(since: String?, items: [ItemProbe])

    private enum Key: String, CodingKey { case since, items }

    var items: [ItemProbe] {
        switch self {
        case .array(let items), .object(since: _, items: let items): return items
        }
    }

    init(from decoder: Decoder) throws {
        if (try? decoder.unkeyedContainer()) != nil {
            self = .array(try decoder.singleValueContainer().decode([ItemProbe].self))
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            let since = try object.decodeIfPresent(String.self, forKey: .since)
            self = .object(since: since, items: try object.decode([ItemProbe].self, forKey: .items))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                "expected an array of items, or an object {\"since\": …, \"items\": […]}"))
        }
    }
}

/// An item's id (string or integer; nil when absent), a SlickQuiz item's
/// `info.name`, and its deleted flag.
private struct ItemProbe: Decodable {
    var id: String?
    var name: String?
    var deleted: Bool

    private enum Key: String, CodingKey { case id, deleted, info }
    private enum InfoKey: String, CodingKey { case name }

    init(from decoder: Decoder) throws {
        let object = try decoder.container(keyedBy: Key.self)
        if let text = try? object.decode(String.self, forKey: .id) {
            guard !text.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .id, in: object, debugDescription: "the id must not be empty")
            }
            id = text
        } else if let number = try? object.decode(Int64.self, forKey: .id) {
            id = String(number)
        } else if object.contains(.id) {
            throw DecodingError.dataCorruptedError(forKey: .id, in: object, debugDescription: "the id must be a string or an integer")
        } else if let info = try? object.nestedContainer(keyedBy: InfoKey.self, forKey: .info) {
            // A SlickQuiz quiz: its id is derived (see CollectionDocument).
            id = nil
            name = (try? info.decodeIfPresent(String.self, forKey: .name)).flatMap { $0?.isEmpty == false ? $0 : nil }
        } else {
            throw DecodingError.keyNotFound(Key.id, .init(codingPath: decoder.codingPath, debugDescription: "every item needs an id"))
        }
        deleted = try object.decodeIfPresent(Bool.self, forKey: .deleted) ?? false
    }
}

/// A collection body checked as the engine checks it before it changes the
/// cached copy: for tools that validate a feed, and for the fuzz targets.
public enum CollectionBody {
    /// The number of items (tombstones included) of a valid body; otherwise the ``SyncError`` a sync would report.
    public static func validate(_ body: Data, url: String = "<body>") throws(SyncError) -> Int {
        switch try CollectionDocument.parse(body, url: url) {
        case .full(let items), .delta(since: _, changes: let items): return items.count
        }
    }

    /// The items of a valid body that a sync would store (tombstones left out),
    /// to hand to a ``SyncItemValidator`` as the engine does.
    public static func items(_ body: Data, url: String = "<body>") throws(SyncError) -> [SyncItem] {
        switch try CollectionDocument.parse(body, url: url) {
        case .full(let items), .delta(since: _, changes: let items):
            return items.filter { !$0.deleted }.map { SyncItem(id: $0.id, json: $0.json) }
        }
    }
}
