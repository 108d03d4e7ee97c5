import Foundation
import RegioPlaces
import RegioQuiz
import RegioSync

/// Checks received items with the importers that will read them: a place of
/// the `places` collection through ``POIFeedImporter``, a quiz of `quizzes`
/// through ``QuizJSON``, a video of `videos` through ``VideoFeedImporter``.
/// Items of other collections pass. Given to the ``SyncEngine``, it makes a
/// body whose items are all, or mostly, unusable a failed sync that keeps the
/// cached copy (instead of a "successful" sync that empties the catalogue).
///
/// ```swift
/// let engine = try SyncEngine(store: store, server: server, collections: dataset.manifest.syncCollections,
///                             validator: SyncedContentValidator())
/// ```
public struct SyncedContentValidator: SyncItemValidator {
    public init() {}

    public func problem(with item: SyncItem, in collection: String) -> String? {
        let one = SyncedItems.array([item])
        do {
            switch collection {
            case SyncCollection.places.name:
                let read = try POIFeedImporter.read(one, file: SyncedPlaces.displayName, source: SyncedPlaces.defaultSource)
                return read.places.isEmpty ? (read.skipped.first.map { "\($0.message)" } ?? "not a place") : nil
            case SyncCollection.quizzes.name:
                return try QuizJSON.entries(one, file: QuizLibrary.syncedQuizzesName).isEmpty ? "not a quiz" : nil
            case SyncCollection.videos.name:
                return try VideoFeedImporter.parse(one, file: QuizLibrary.syncedVideosName).videos.isEmpty ? "not a video" : nil
            default:
                return nil
            }
        } catch {
            return String(describing: error)
        }
    }
}
