import Foundation
import Regio
import Testing

/// The importers' view of received items: what the sync engine counts as unusable.
@Suite struct SyncedContentValidatorTests {
    let validator = SyncedContentValidator()

    func item(_ json: String) -> SyncItem { SyncItem(id: "1", json: Data(json.utf8)) }

    @Test func placesNeedWhatThePOIFeedNeeds() {
        let good = item(#"{"id": "12", "name": "Karlštejn", "latitude": 49.9394, "longitude": 14.1883}"#)
        #expect(validator.problem(with: good, in: "places") == nil)
        let noPosition = item(#"{"id": "12", "name": "Karlštejn"}"#)
        #expect(validator.problem(with: noPosition, in: "places") != nil)
        let noName = item(#"{"id": "12", "latitude": 49.9, "longitude": 14.1}"#)
        #expect(validator.problem(with: noName, in: "places")?.contains("name") == true)
    }

    @Test func quizzesAndVideosGoThroughTheirImporters() {
        #expect(validator.problem(with: item(#"{"id": "q"}"#), in: "quizzes") != nil)
        #expect(validator.problem(with: item(#"{"id": 5}"#), in: "videos") != nil)
        #expect(validator.problem(with: item(#"{"id": "anything"}"#), in: "other") == nil)
    }
}
