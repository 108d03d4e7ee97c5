import Foundation
import RegioGeo
import Testing
import RegioStore
@testable import RegioSync

/// The body shapes, item validation and the exact-bytes splitting, without a server.
@Suite struct CollectionDocumentTests {
    private let url = "http://127.0.0.1:1/places.json"

    private func parse(_ text: String) throws(SyncError) -> CollectionDocument {
        try CollectionDocument.parse(Data(text.utf8), url: url)
    }

    private func invalid(_ text: String) -> (location: String?, reason: String)? {
        do {
            _ = try parse(text)
        } catch {
            if case .invalidBody(_, let location, let reason) = error { return (location, reason) }
            Issue.record("unexpected error \(error)")
        }
        return nil
    }

    @Test func slickQuizItemsWithoutIdGetAStableDerivedId() throws {
        let text = #"[{"info": {"name": "Jižní Morava"}, "questions": []}, {"info": {"name": "Jižní Morava"}, "questions": [1]}, {"info": {}, "questions": []}]"#
        guard case .full(let items) = try parse(text) else { Issue.record("expected a full collection"); return }
        #expect(items[0].id == "Jižní Morava")                  // info.name
        #expect(items[1].id.hasPrefix("item-"))                 // the same name again: a hash of the item
        #expect(items[2].id.hasPrefix("item-") && items[2].id != items[1].id)
        guard case .full(let again) = try parse(text) else { return }
        #expect(again.map(\.id) == items.map(\.id))             // the same on every sync
        // An item that is not a SlickQuiz quiz still needs its id.
        #expect(invalid(#"[{"name": "x"}]"#)?.location == "[0].id")
    }

    @Test func arrayIsTheFullCollectionWithItemsKeptByteForByte() throws {
        let text = "\u{FEFF} [ {\"id\": \"12\", \"name\": \"[Karl]štejn\\\"{\", \"n\": 1.50e2},\n{\"id\":13,\"tags\":[1,[2,{}]]} ,{\"id\": 7, \"deleted\": true} ]"
        guard case .full(let items) = try parse(text) else { Issue.record("expected a full collection"); return }
        #expect(items.map(\.id) == ["12", "13"])  // the tombstone is left out
        #expect(String(decoding: items[0].json, as: UTF8.self) == "{\"id\": \"12\", \"name\": \"[Karl]štejn\\\"{\", \"n\": 1.50e2}")
        #expect(String(decoding: items[1].json, as: UTF8.self) == "{\"id\":13,\"tags\":[1,[2,{}]]}")
        #expect(items.allSatisfy { !$0.deleted })
    }

    @Test func objectWithSinceIsADelta() throws {
        let text = #"{"items": [{"id": "1", "deleted": true}, {"id": "2", "x": "}"}], "since": "Sun, 17 Mar 2030 17:46:40 GMT"}"#
        guard case .delta(let since, let changes) = try parse(text) else { Issue.record("expected a delta"); return }
        #expect(since == "Sun, 17 Mar 2030 17:46:40 GMT")
        #expect(changes.map(\.id) == ["1", "2"])
        #expect(changes.map(\.deleted) == [true, false])
        #expect(String(decoding: changes[1].json, as: UTF8.self) == #"{"id": "2", "x": "}"}"#)
    }

    @Test func objectWithoutSinceIsTheFullCollection() throws {
        #expect(try parse(#"{"\u0069tems": [{"id": 1}], "count": 1}"#) == .full([ReceivedItem(id: "1", deleted: false, json: Data(#"{"id": 1}"#.utf8))]))
        #expect(try parse("[]") == .full([]))
    }

    @Test func invalidBodiesSayWhereAndWhat() {
        #expect(invalid("[{\"id\": 1},]") != nil)  // trailing comma
        #expect(invalid("") != nil)
        #expect(invalid("[{\"id\": \"1\"}") != nil)  // truncated
        #expect(invalid("42")?.reason.contains("expected an array of items") == true)
        #expect(invalid("[{\"id\": 1}, 5]")?.location == "[1]")
        #expect(invalid("[{\"name\": \"x\"}]")?.location == "[0].id")
        #expect(invalid("[{\"id\": 1.5}]")?.location == "[0].id")
        #expect(invalid("[{\"id\": \"\"}]")?.location == "[0].id")
        #expect(invalid("[{\"id\": true}]")?.reason.contains("string or an integer") == true)
        #expect(invalid("[{\"id\": 1, \"deleted\": \"yes\"}]")?.location == "[0].deleted")
        #expect(invalid(#"{"since": "x"}"#)?.location == "items")
        #expect(invalid(#"{"since": "x", "items": [{"id": 1}, {"id": 2}, {"id": 2}]}"#)?.location == "items[2].id")
        let duplicate = invalid(#"[{"id": "3"}, {"id": 3}]"#)
        #expect(duplicate?.location == "[1].id")
        #expect(duplicate?.reason == "duplicate id \"3\" (first at [0])")
    }

    /// Random nested JSON (seeded): the scanner's items always equal the decoder's view of them.
    @Test func splittingAgreesWithTheDecoderOnRandomCollections() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let count = Int.random(in: 0...6, using: &random)
            var objects: [[String: Any]] = []
            for index in 0..<count {
                var object: [String: Any] = ["id": Bool.random(using: &random) ? "\(index)" : index]
                for key in 0..<Int.random(in: 0...3, using: &random) {
                    object["k\(key)"] = Self.randomValue(depth: 3, using: &random)
                }
                objects.append(object)
            }
            let body = try JSONSerialization.data(withJSONObject: objects)
            guard case .full(let items) = try CollectionDocument.parse(body, url: url) else {
                Issue.record("expected a full collection"); return
            }
            #expect(items.count == count)
            for (item, object) in zip(items, objects) {
                let decoded = try JSONSerialization.jsonObject(with: item.json) as? NSDictionary
                #expect(decoded == object as NSDictionary)
            }
        }
    }

    private static func randomValue(depth: Int, using random: inout SeededRandom) -> Any {
        let strings = ["", "a", "[", "]", "{", "}", "\"", "\\", ",", "ž ř", "\u{1F600}", "\n"]
        switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &random) {
        case 0: return strings.randomElement(using: &random)! + strings.randomElement(using: &random)!
        case 1: return Int.random(in: -1000...1000, using: &random)
        case 2: return Double(Int.random(in: -1000...1000, using: &random)) / 8
        case 3: return Bool.random(using: &random)
        case 4: return NSNull()
        case 5: return (0..<Int.random(in: 0...3, using: &random)).map { _ in randomValue(depth: depth - 1, using: &random) }
        default:
            var object: [String: Any] = [:]
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                object[strings.randomElement(using: &random)!] = randomValue(depth: depth - 1, using: &random)
            }
            return object
        }
    }
}

