import Foundation

/// A video in the catalogue: the learner watches it, then takes its region's quiz.
///
/// In Regio JSON (`videos.json`, an array):
/// `{"id": "12", "title": {"cs": "…", "en": "…"}, "region": "CZ-64", "url": "https://…",
///   "duration": 754, "quiz": "cz-64-wine", "kind": "class", "date": "2021-05-04T10:00:00Z",
///   "excerpt": {"cs": "…"}, "chapters": [{"start": 0, "title": {"cs": "Úvod"}}], "regions": ["CZ-64", "CZ-63"]}`
/// — everything but `id`, `title` and `url` is optional. `regions` lists the
/// regions the video is about when it names several (the quiz offers a choice).
/// `url` is the video itself when it can be played (a file over http(s), a
/// path relative to the dataset folder or a `file://` URL), and `page`, when
/// given, the web page that shows it (opened when the file cannot be played).
public struct Video: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    public var title: LocalizedText
    public var regionID: String?
    public var url: String
    /// The web page of the video (the seed app's `url` beside its `direct_url`), when known.
    public var page: String?
    /// Length in seconds, when known (the seed app's feed does not give it).
    public var duration: Double?
    /// The quiz to offer after the video; nil offers the region's quiz.
    public var quizID: String?
    /// The seed app's type: broadcast, class or cooking.
    public var kind: String?
    public var date: Date?
    /// The feed's short description (plain text).
    public var excerpt: LocalizedText?
    /// The video's chapters, in order.
    public var chapters: [VideoChapter]
    /// Every region the video is about, when it names several (`regionID` is then nil
    /// and the learner chooses); empty otherwise.
    public var regionChoices: [String]

    public init(id: String, title: LocalizedText, regionID: String?, url: String, duration: Double? = nil,
                quizID: String? = nil, kind: String? = nil, date: Date? = nil, excerpt: LocalizedText? = nil,
                chapters: [VideoChapter] = [], regionChoices: [String] = [], page: String? = nil) {
        self.page = page
        self.excerpt = excerpt
        self.chapters = chapters
        self.regionChoices = regionChoices
        self.id = id
        self.title = title
        self.regionID = regionID
        self.url = url
        self.duration = duration
        self.quizID = quizID
        self.kind = kind
        self.date = date
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: StrictKey.self)
        try c.rejectUnknownKeys(["id", "title", "region", "url", "duration", "quiz", "kind", "date", "excerpt",
                                 "chapters", "regions", "page"], what: "a video")
        id = try c.decode("id")
        title = try c.decode("title")
        regionID = try c.decodeIfPresent("region")
        url = try c.decode("url")
        page = try c.decodeIfPresent("page")
        duration = try c.decodeIfPresent("duration")
        quizID = try c.decodeIfPresent("quiz")
        kind = try c.decodeIfPresent("kind")
        excerpt = try c.decodeIfPresent("excerpt")
        chapters = try c.decodeIfPresent("chapters") ?? []
        regionChoices = try c.decodeIfPresent("regions") ?? []
        if let text: String = try c.decodeIfPresent("date") {
            guard let d = ISO8601DateFormatter().date(from: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [StrictKey("date")],
                    debugDescription: "expected an ISO 8601 date such as 2021-05-04T10:00:00Z"))
            }
            date = d
        } else {
            date = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: StrictKey.self)
        try c.encode(id, "id")
        try c.encode(title, "title")
        try c.encodeIfPresent(regionID, "region")
        try c.encode(url, "url")
        try c.encodeIfPresent(page, "page")
        try c.encodeIfPresent(duration, "duration")
        try c.encodeIfPresent(quizID, "quiz")
        try c.encodeIfPresent(kind, "kind")
        try c.encodeIfPresent(date.map { ISO8601DateFormatter().string(from: $0) }, "date")
        try c.encodeIfPresent(excerpt, "excerpt")
        if !chapters.isEmpty { try c.encode(chapters, "chapters") }
        if !regionChoices.isEmpty { try c.encode(regionChoices, "regions") }
    }
}
