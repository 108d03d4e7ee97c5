import Foundation

/// One item of a cached collection: its id and its JSON object exactly as the
/// server sent it, ready for the importer of that collection.
///
/// ```swift
/// struct Video: Decodable { var id: Int; var name: String }
/// let videos = try cache.items(in: "videos").map { try $0.decode(Video.self) }
/// ```
public struct SyncItem: Sendable, Hashable {
    /// The item's `"id"` as text (`12` and `"12"` are both `"12"`).
    public var id: String
    /// The item's JSON object, byte for byte as received.
    public var json: Data

    public init(id: String, json: Data) {
        self.id = id
        self.json = json
    }

    /// Decodes the item with `decoder`.
    public func decode<T: Decodable>(_ type: T.Type, decoder: JSONDecoder = JSONDecoder()) throws -> T {
        try decoder.decode(type, from: json)
    }
}
