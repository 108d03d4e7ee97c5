import Foundation
import RegioStore
import RegioSync

/// Helpers for reading cached collection items with the importers that read
/// files: an item is wrapped as a one-element array, and what the importer
/// reports at `[0]` is moved to the item's own index in the collection.
enum SyncedItems {
    /// `[item, item, …]`: the items as one JSON array, the shape of a feed file.
    static func array(_ items: some Sequence<SyncItem>) -> Data {
        var body = Data("[".utf8)
        var first = true
        for item in items {
            if !first { body.append(UInt8(ascii: ",")) }
            first = false
            body.append(item.json)
        }
        body.append(UInt8(ascii: "]"))
        return body
    }

    /// A location an importer gave for `[0]` (or for nothing), at `[index]` instead:
    /// `[0].latitude` → `[7].latitude`, `nil` → `[7]`.
    static func relocate(_ location: String?, to index: Int) -> String {
        let at = "[\(index)]"
        guard var location, !location.isEmpty, location != "(top level)" else { return at }
        if location.hasPrefix("[0]") { location.removeFirst(3) }
        if location.isEmpty { return at }
        return location.hasPrefix("[") || location.hasPrefix(".") ? at + location : at + "." + location
    }

    /// The string members of an item (for links the importers do not read).
    static func object(_ item: SyncItem) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: item.json)) as? [String: Any] ?? [:]
    }
}
