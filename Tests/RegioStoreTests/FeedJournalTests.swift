import Foundation
import RegioStore
import Testing

/// The content server's journal: changes and tombstones from item hashes.
@Suite struct FeedJournalTests {
    @Test func changesAndRemovalsAreRecordedAtTheTimeTheyAreSeen() throws {
        let journal = FeedJournal(store: try Store(path: temporaryStorePath()))
        let t0 = Date(timeIntervalSince1970: 1_800_000_000), t1 = t0.addingTimeInterval(60), t2 = t1.addingTimeInterval(60)

        let first = try journal.record("places", items: [("a", "1"), ("b", "1"), ("c", "1")], now: t0)
        #expect(first.startedAt == 1_800_000_000)
        #expect(first.entries.map(\.id) == ["a", "b", "c"])
        #expect(first.lastModified == 1_800_000_000)

        // b changes, c disappears, d is new; a is the same.
        let second = try journal.record("places", items: [("a", "1"), ("b", "2"), ("d", "1")], now: t1)
        let changed = second.changed(since: 1_800_000_001)
        #expect(changed.map(\.id).sorted() == ["b", "c", "d"])
        #expect(changed.first { $0.id == "c" }?.deletedAt == 1_800_000_060)
        #expect(changed.first { $0.id == "b" }?.deletedAt == nil)
        #expect(second.lastModified == 1_800_000_060)
        #expect(second.knowsChanges(since: 1_800_000_000))
        #expect(!second.knowsChanges(since: 1_799_999_999))

        // Nothing changes: nothing is newer than t1; c comes back: its tombstone goes.
        let same = try journal.record("places", items: [("a", "1"), ("b", "2"), ("d", "1")], now: t2)
        #expect(same.changed(since: 1_800_000_061).isEmpty)
        let back = try journal.record("places", items: [("a", "1"), ("b", "2"), ("c", "1"), ("d", "1")], now: t2)
        #expect(back.changed(since: 1_800_000_061).map(\.id) == ["c"])
        #expect(back.entries.first { $0.id == "c" }?.deletedAt == nil)

        // Collections are separate; the state reads back.
        #expect(try journal.state(of: "videos") == nil)
        #expect(try journal.state(of: "places")?.entries.count == 4)
    }
}
