import Foundation
import RegioQuiz
import RegioStore
import RegioSync

/// What a ``QuizLibrary`` took from the content server's cached `quizzes` and
/// `videos` collections.
public struct SyncedQuizContent: Sendable, Hashable {
    /// The synced quizzes in the library.
    public var quizIDs: [String] = []
    /// The synced videos in the library.
    public var videoIDs: [String] = []
    /// Items left out, one line each, naming the collection and the item's
    /// index: bad JSON, a broken quiz, an id the dataset already uses.
    public var skipped: [String] = []
    /// Remarks that left nothing out: a video without a region, quizzes about
    /// regions of another dataset (not shown), a video's unknown quiz link.
    public var notes: [String] = []

    public init() {}
}

extension QuizLibrary {
    /// How the synced collections are named in messages.
    public static let syncedQuizzesName = "synced quizzes"
    public static let syncedVideosName = "synced videos"

    /// Adds the quizzes and videos of the store's cached `quizzes` and `videos`
    /// collections, replacing those a previous call added (call it again after
    /// a sync). Nothing is added for a collection that was never synced.
    ///
    /// - quizzes are Regio JSON quiz objects (the format of the quizzes folder);
    ///   a quiz about a region of another dataset is left out (one note);
    /// - videos are entries of the seed app's video feed (``VideoFeedImporter``).
    ///   Each video's region comes from an optional `"region"` member (an id or
    ///   a name), else as ``VideoRegionResolver`` works it out: the manifest's
    ///   ``DatasetSyncSettings/videoCategories`` or a category that names a
    ///   region, else regions named in the title, excerpt or chapters, else the
    ///   regions of places they name (several: the quiz offers a choice). A video
    ///   still without a region is noted by `videos`, not here. An optional
    ///   `"quiz"` member links a quiz.
    ///
    /// A bad item is skipped, never fatal: it is listed in
    /// ``SyncedQuizContent/skipped`` and in ``notices`` (`skipped: synced quizzes: [2].questions[0]: …`).
    ///
    /// ```swift
    /// let library = try QuizLibrary(dataset: dataset)
    /// let synced = try library.loadSynced(from: SyncCache(store: store))
    /// print(synced.quizIDs, synced.skipped)
    /// ```
    /// - Throws: only when the store cannot be read.
    @discardableResult
    public func loadSynced(from cache: SyncCache, quizzesCollection: String = SyncCollection.quizzes.name,
                           videosCollection: String = SyncCollection.videos.name) throws -> SyncedQuizContent {
        loadSynced(quizzes: try cache.items(in: quizzesCollection), videos: try cache.items(in: videosCollection))
    }

    /// Adds synced quiz and video items (see ``loadSynced(from:quizzesCollection:videosCollection:)``).
    @discardableResult
    public func loadSynced(quizzes: [SyncItem], videos: [SyncItem]) -> SyncedQuizContent {
        removeSynced()
        var result = SyncedQuizContent()
        addSyncedQuizzes(quizzes, into: &result)
        addSyncedVideos(videos, into: &result)
        synced = result
        notices += result.notes + result.skipped.map { "skipped: \($0)" }
        return result
    }

    // MARK: - Quizzes

    private func addSyncedQuizzes(_ items: [SyncItem], into result: inout SyncedQuizContent) {
        let file = Self.syncedQuizzesName
        let known = Set(dataset.regions.map(\.id))
        var elsewhere: [String] = []
        for (index, item) in items.enumerated() {
            let entries: [LoadedQuiz]
            do {
                entries = try QuizJSON.entries(SyncedItems.array([item]), file: file)
            } catch {
                result.skipped += Self.skipMessages(for: error, file: file, index: index)
                continue
            }
            guard let quiz = entries.first?.quiz else { continue }
            if let region = quiz.regionID, !known.contains(region) {
                elsewhere.append(quiz.id)
                continue
            }
            if let whereFrom = catalogue.usage(ofQuizID: quiz.id) {
                result.skipped.append("\(file): [\(index)].id: the quiz id \"\(quiz.id)\" is already used (\(whereFrom))")
                continue
            }
            do {
                try catalogue.add(LoadedQuiz(quiz: quiz, file: file, path: "[\(index)]"))
                origins[quiz.id] = QuizOrigin(kind: .synced, file: file)
                result.quizIDs.append(quiz.id)
            } catch {
                result.skipped += error.problems.map(\.description)
            }
        }
        if !elsewhere.isEmpty {
            result.notes.append("\(file): \(elsewhere.count) quiz\(elsewhere.count == 1 ? "" : "zes") about regions outside this dataset "
                                + "not shown (\(elsewhere.joined(separator: ", ")))")
        }
    }

    // MARK: - Videos

    private func addSyncedVideos(_ items: [SyncItem], into result: inout SyncedQuizContent) {
        let file = Self.syncedVideosName
        let known = Set(dataset.regions.map(\.id))
        let resolver = VideoRegionResolver(dataset: dataset)
        var ids = Set(catalogue.videos.map(\.id))
        var added: [Video] = []
        for (index, item) in items.enumerated() {
            let object = SyncedItems.object(item)
            // The feed's own links are its categories; "region" and "quiz" members are Regio's additions.
            var regionID: String?
            if let name = object["region"] as? String {
                if let region = dataset.region(matching: name) {
                    regionID = region.id
                } else {
                    result.notes.append("\(file): [\(index)].region: no region of this dataset matches \"\(name)\"")
                }
            }
            let quizLink = (object["quiz"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            var categories: [String] = []
            if let one = object["category"] as? String { categories = [one] }
            if let many = object["category"] as? [Any] { categories = many.compactMap { $0 as? String } }
            let links = regionID != nil || quizLink != nil ? [item.id: VideoLink(regionID: regionID, quizID: quizLink)] : [:]

            let parsed: VideoFeedImport
            do {
                parsed = try VideoFeedImporter.parse(SyncedItems.array([item]), file: file, links: links)
            } catch {
                result.skipped += Self.skipMessages(for: error, file: file, index: index)
                continue
            }
            // "has no region" is said once, by `videos`, after the resolver had its go.
            result.notes += parsed.notices.filter { !$0.message.contains("has no region") }.map { Self.relocated($0, to: index).description }
            guard var video = parsed.videos.first else { continue }
            if video.regionID == nil {
                let found = resolver.regions(title: video.title.text(for: .cs), excerpt: video.excerpt?.text(for: .cs),
                                             chapters: video.chapters.map { $0.title.text(for: .cs) }, categories: categories)
                if found.regionIDs.count == 1 { video.regionID = found.regionIDs[0] }
                if found.regionIDs.count > 1 { video.regionChoices = found.regionIDs }
            }
            guard ids.insert(video.id).inserted else {
                result.skipped.append("\(file): [\(index)].id: the video id \"\(video.id)\" is already used")
                continue
            }
            if let region = video.regionID, !known.contains(region) {
                result.notes.append("\(file): [\(index)]: the region \"\(region)\" (from the manifest's sync.videoCategories) "
                                    + "is not a region of this dataset; the video has no region")
                video.regionID = nil
            }
            if let quiz = video.quizID, catalogue.heading(id: quiz) == nil {
                result.notes.append("\(file): [\(index)].quiz: there is no quiz \"\(quiz)\"; the video offers its region's quiz")
                video.quizID = nil
            }
            added.append(video)
        }
        guard !added.isEmpty else { return }
        do {
            catalogue = try catalogue.replacing(quizzes: catalogue.entries, videos: catalogue.videos + added)
            result.videoIDs = added.map(\.id)
        } catch {
            result.skipped += error.problems.map(\.description)
        }
    }

    // MARK: - Helpers

    /// Removes what the previous ``loadSynced(quizzes:videos:)`` added.
    private func removeSynced() {
        let quizIDs = Set(synced.quizIDs), videoIDs = Set(synced.videoIDs)
        let oldNotices = Set(synced.notes + synced.skipped.map { "skipped: \($0)" })
        synced = SyncedQuizContent()
        notices.removeAll { oldNotices.contains($0) }
        guard !quizIDs.isEmpty || !videoIDs.isEmpty else { return }
        for id in quizIDs { origins[id] = nil }
        if let rebuilt = try? catalogue.replacing(quizzes: catalogue.entries.filter { !quizIDs.contains($0.quiz.id) },
                                                  videos: catalogue.videos.filter { !videoIDs.contains($0.id) }) {
            catalogue = rebuilt
        }
    }

    /// What to report for a synced item that could not be read: each problem
    /// placed at the item's index in the collection.
    private static func skipMessages(for error: Error, file: String, index: Int) -> [String] {
        switch error {
        case let error as QuizValidationError: return error.problems.map { relocated($0, to: index).description }
        case let error as QuizFormatError: return [relocated(error, to: index).description]
        default: return ["\(file): [\(index)]: \(error)"]
        }
    }

    /// A problem an importer reported at `[0]`, moved to the item's index.
    private static func relocated(_ error: QuizFormatError, to index: Int) -> QuizFormatError {
        QuizFormatError(file: error.file, location: SyncedItems.relocate(error.location, to: index), message: error.message)
    }
}
