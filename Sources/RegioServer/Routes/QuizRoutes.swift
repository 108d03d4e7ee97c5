import Foundation
import Hummingbird
import Regio

/// Videos, the quiz offered after one, the quiz list and the history (the
/// owner's only; a visitor's quiz list carries no one's attempts).
struct QuizRoutes {
    let services: ServerServices

    func register(on router: Router<RegioRequestContext>) {
        router.get("api/videos") { request, context in
            let language = context.language
            let videos = try services.engine.videos(language: language).map { VideoJSON($0, language: language) }
            return try JSONResponse.make(videos, language: language)
        }
        router.get("api/videos/:id/file") { request, context in
            let id = try context.pathParameter("id")
            try Self.check(id: id)
            return try await FileRangeResponse.make(request, file: services.engine.videoFile(id: id),
                                                    cacheControl: "public, max-age=3600", context: context)
        }
        router.post("api/videos/:id/watched") { request, context in
            let id = try context.pathParameter("id")
            try Self.check(id: id)
            let language = context.language
            let offer = try services.engine.watched(videoID: id)
            var unfinished: QuizListEntry.Unfinished?
            if let quiz = offer.quiz, offer.unfinished {
                unfinished = try services.engine.quizzes(language: language).first { $0.id == quiz.id }?.unfinished
            }
            return try JSONResponse.make(WatchedJSON(quiz: offer.quiz?.id, quizTitle: offer.quiz?.title.text(for: language),
                                                     unfinishedAttempt: unfinished), language: language)
        }
        router.get("api/quizzes") { request, context in
            let query = Query(request)
            let language = context.language
            let region = try query.string("region").map { try UserInput.region($0, in: services.engine.dataset(), parameter: "region").id }
            let quizzes = try services.engine.quizzes(region: region, language: language)
            return try JSONResponse.make(context.access == .owner ? quizzes : quizzes.map { $0.withoutAttempts() }, language: language)
        }
        router.group("api/quizzes/history").add(middleware: OwnerOnlyMiddleware(configuration: services.configuration)).get { request, context in
            let query = Query(request)
            let language = context.language
            switch try services.engine.quizHistory(try query.string("quiz"), language: language) {
            case .all(let histories):
                return try JSONResponse.make(histories, language: language)
            case .one(let history, _):
                return try JSONResponse.make([history], language: language)
            }
        }
    }

    static func check(id: String) throws {
        guard !id.isEmpty, id.count <= 200, !id.contains("\0") else {
            throw InputError(parameter: "id", Message(.httpVideoID, ["parameter": "id"]))
        }
    }
}

/// A video as the web app reads it: texts in one language, the quiz it offers,
/// where to play it (`url`: `/api/videos/{id}/file` for a file of the dataset)
/// and the page to open when it cannot be played (`page`, else nil).
struct VideoJSON: Encodable {
    /// A chapter: seconds from the start (nil when the feed gives no time) and its title.
    struct Chapter: Encodable {
        let start: Double?
        let title: String
    }

    let id: String
    let title: String
    let region: String?
    let regionName: String?
    let url: String
    let page: String?
    let duration: Double?
    let quiz: String?
    let chapters: [Chapter]

    init(_ entry: VideoEntry, language: Language) {
        let video = entry.video
        id = video.id; title = video.title.text(for: language); region = video.regionID
        regionName = entry.regionName; duration = video.duration; quiz = entry.quizID
        url = entry.isFile ? "/api/videos/\(video.id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? video.id)/file"
            : video.url
        page = video.page
        chapters = video.chapters.map { Chapter(start: $0.start, title: $0.title.text(for: language)) }
    }

    enum Keys: String, CodingKey { case id, title, region, regionName, url, page, duration, quiz, chapters }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(id, forKey: .id); try c.encode(title, forKey: .title)
        try c.encodeIfPresent(region, forKey: .region); try c.encodeIfPresent(regionName, forKey: .regionName)
        try c.encode(url, forKey: .url); try c.encode(page, forKey: .page)
        try c.encodeIfPresent(duration, forKey: .duration); try c.encodeIfPresent(quiz, forKey: .quiz)
        try c.encode(chapters, forKey: .chapters)
    }
}

/// What `POST /api/videos/{id}/watched` answers.
struct WatchedJSON: Encodable {
    let quiz: String?
    let quizTitle: String?
    let unfinishedAttempt: QuizListEntry.Unfinished?

    enum Keys: String, CodingKey { case quiz, quizTitle, unfinishedAttempt }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(quiz, forKey: .quiz)
        try c.encodeIfPresent(quizTitle, forKey: .quizTitle)
        try c.encode(unfinishedAttempt, forKey: .unfinishedAttempt)
    }
}
