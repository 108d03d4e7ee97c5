import Foundation

/// Tells the engine whether a received item can be used by whoever reads the
/// collection (a place needs coordinates, a quiz questions, …).
///
/// A body in which every item, or more than half of the items, cannot be
/// used is a failed sync (``SyncError/unusableItems(url:failed:total:example:)``):
/// the cached copy is kept instead of being replaced by the few items left.
/// A few bad items are accepted; readers skip and report them.
///
/// ```swift
/// struct NeedsName: SyncItemValidator {
///     func problem(with item: SyncItem, in collection: String) -> String? {
///         (try? JSONSerialization.jsonObject(with: item.json) as? [String: Any])?["name"] is String ? nil : "no name"
///     }
/// }
/// let engine = try SyncEngine(store: store, server: server, validator: NeedsName())
/// ```
public protocol SyncItemValidator: Sendable {
    /// Why `item` of `collection` cannot be used; nil when it can.
    func problem(with item: SyncItem, in collection: String) -> String?
}

extension SyncItemValidator {
    /// Throws when every item, or more than half of them, cannot be used; tombstones are not counted.
    func check(_ items: [ReceivedItem], collection: String, url: String) throws(SyncError) {
        var failed = 0, total = 0
        var example: String?
        for (index, item) in items.enumerated() where !item.deleted {
            total += 1
            if let problem = problem(with: SyncItem(id: item.id, json: item.json), in: collection) {
                failed += 1
                if example == nil { example = "[\(index)] (id \(item.id)): \(problem)" }
            }
        }
        guard total > 0, failed == total || failed * 2 > total else { return }
        throw .unusableItems(url: url, failed: failed, total: total, example: example ?? "")
    }
}
