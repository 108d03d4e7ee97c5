import Foundation

/// Imports the seed app's video feed:
/// `[{"id": 12, "type": "broadcast|class|cooking", "name", "date" (unix time),
///   "url", "direct_url", "image", "content", "category", "excerpt"}]`.
///
/// The feed says nothing about regions or quizzes, so the caller links them
/// (decision): ``VideoLink`` per video id first, else the feed's `category`
/// looked up in `categoryRegions` (a category such as "Jižní Morava" → `CZ-64`).
/// A video with neither is imported without a region and reported in
/// ``VideoFeedImport/notices``; `watched` then has no quiz to offer for it.
/// The video's url is `direct_url` when present (it plays directly), else
/// `url`; with both, `url` is kept as the video's `page`. HTML entities in names (`&#8211;`, `&amp;`) are decoded. The feed
/// has no duration; it stays nil. The `excerpt` is kept as plain text, and
/// the chapters come from a `chapters` member (strings `"2:15 Brno"`, objects
/// `{"start": 135, "title": "Brno"}`, or the seed app's described chapters
/// `{"desc": "Brno", "img": {"url": "…", "width": 640, "sizes": {…}}}`, which
/// have no time but a picture), else from the timestamped lines of `content`.
///
/// ```swift
/// let result = try VideoFeedImporter.parse(data, file: "feed.json",
///     links: ["12": VideoLink(regionID: "CZ-64", quizID: "cz-64-wine")],
///     categoryRegions: ["Jižní Morava": "CZ-64"])
/// ```
public enum VideoFeedImporter {
    public static func parse(_ data: Data, file: String, links: [String: VideoLink] = [:],
                             categoryRegions: [String: String] = [:]) throws -> VideoFeedImport {
        let entries: [FeedEntry]
        do { entries = try JSONDecoder().decode([FeedEntry].self, from: data) } catch {
            throw QuizFormatError(file: file, decodingError: error)
        }
        var videos: [Video] = []
        var notices: [QuizFormatError] = []
        var problems: [QuizFormatError] = []
        var seen: [String: Int] = [:]
        for (i, e) in entries.enumerated() {
            let at = "[\(i)]"
            if let f = seen[e.id] {
                problems.append(.init(file: file, location: at + ".id", message: "duplicate video id \(e.id) (also at [\(f)])"))
                continue
            }
            seen[e.id] = i
            let name = HTMLText.decodeEntities(e.name).trimmingCharacters(in: .whitespacesAndNewlines)
            if name.isEmpty { problems.append(.init(file: file, location: at + ".name", message: "the video has no name")) }
            let direct = e.directURL?.trimmingCharacters(in: .whitespaces) ?? ""
            let page = e.url?.trimmingCharacters(in: .whitespaces) ?? ""
            let url = direct.isEmpty ? page : direct
            if url.isEmpty { problems.append(.init(file: file, location: at + ".url", message: "the video has neither url nor direct_url")) }
            let link = links[e.id]
            var region = link?.regionID
            if region == nil {
                region = e.categories.lazy.compactMap { categoryRegions[$0] }.first
            }
            if region == nil {
                let cats = e.categories.isEmpty ? "no category" : "category " + e.categories.map { "\"\($0)\"" }.joined(separator: ", ")
                notices.append(.init(file: file, location: at,
                    message: "video \(e.id) \"\(name)\" has no region (\(cats)); link it to a region to offer a quiz after it"))
            }
            let excerpt = e.excerpt.map(HTMLText.plainText).flatMap { $0.isEmpty ? nil : LocalizedText($0) }
            let chapterList = e.chapters ?? VideoChapter.parse(HTMLText.plainText(e.content ?? ""))
                .map { VideoChapter(start: $0.start, title: LocalizedText($0.title)) }
            videos.append(Video(id: e.id, title: LocalizedText(name), regionID: region, url: url, duration: nil,
                                quizID: link?.quizID, kind: e.type, date: e.date.map { Date(timeIntervalSince1970: $0) },
                                excerpt: excerpt, chapters: chapterList,
                                page: direct.isEmpty || page.isEmpty ? nil : page))
        }
        if !problems.isEmpty { throw QuizValidationError(problems) }
        return VideoFeedImport(videos: videos, notices: notices)
    }
}

/// The region and quiz of a video, given by the caller for the feed import.
public struct VideoLink: Hashable, Sendable, Codable {
    public var regionID: String?
    public var quizID: String?
    public init(regionID: String?, quizID: String? = nil) {
        self.regionID = regionID
        self.quizID = quizID
    }
}

/// The videos of a feed, and what could not be linked.
public struct VideoFeedImport: Hashable, Sendable {
    public var videos: [Video]
    public var notices: [QuizFormatError]
}

/// One entry of the seed app's feed, read leniently: `id` and `date` may be
/// numbers or numeric strings; `category` a string, a number or an array.
struct FeedEntry: Decodable {
    var id: String
    var type: String?
    var name: String
    var date: Double?
    var url: String?
    var directURL: String?
    var categories: [String]
    var excerpt: String?
    var content: String?
    /// The chapters given as a member; nil when there is none.
    var chapters: [VideoChapter]?

    private enum Keys: String, CodingKey {
        case id, type, name, date, url, direct_url, image, content, category, excerpt, chapters
    }

    /// `{"start": 135, "title": "Brno"}`, or the seed app's `{"desc": "Brno", "img": {"url": …}}`
    /// (no time; a `desc` that begins with one, "2:15 Brno", gives it).
    private struct ChapterObject: Decodable {
        var start: Double?
        var title: String?
        var desc: String?
        var img: Picture?

        struct Picture: Decodable { var url: String? }

        /// The chapter; nil when it has neither text nor picture.
        var chapter: VideoChapter? {
            let text = HTMLText.plainText(title ?? desc ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let image = (img?.url?.trimmingCharacters(in: .whitespaces)).flatMap { $0.isEmpty ? nil : $0 }
            if start == nil, title == nil {
                let stamped = VideoChapter.parse(text)
                if stamped.count == 1 { return VideoChapter(start: stamped[0].start, title: LocalizedText(stamped[0].title), image: image) }
            }
            guard !text.isEmpty || image != nil else { return nil }
            return VideoChapter(start: start.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }, title: LocalizedText(text), image: image)
        }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        if let n = try? c.decode(Int.self, forKey: .id) {
            id = String(n)
        } else {
            let s = try c.decode(String.self, forKey: .id).trimmingCharacters(in: .whitespaces)
            guard !s.isEmpty else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [Keys.id], debugDescription: "the id is empty"))
            }
            id = s
        }
        type = try c.decodeIfPresent(String.self, forKey: .type)
        name = try c.decode(String.self, forKey: .name)
        if let d = try? c.decodeIfPresent(Double.self, forKey: .date) {
            date = d
        } else if let s = try c.decodeIfPresent(String.self, forKey: .date) {
            guard let d = Double(s.trimmingCharacters(in: .whitespaces)), d.isFinite else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [Keys.date],
                    debugDescription: "expected a unix time in seconds, found \"\(s)\""))
            }
            date = d
        } else {
            date = nil
        }
        excerpt = try? c.decodeIfPresent(String.self, forKey: .excerpt)
        content = try? c.decodeIfPresent(String.self, forKey: .content)
        if let lines = try? c.decodeIfPresent([String].self, forKey: .chapters) {
            chapters = VideoChapter.parse(lines.map(HTMLText.plainText).joined(separator: "\n"))
                .map { VideoChapter(start: $0.start, title: LocalizedText($0.title)) }
        } else if let objects = try? c.decodeIfPresent([ChapterObject].self, forKey: .chapters) {
            chapters = objects.compactMap(\.chapter)
        } else if c.contains(.chapters), try !c.decodeNil(forKey: .chapters) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [Keys.chapters],
                debugDescription: "expected chapters as lines such as \"2:15 Brno\", objects {\"start\": 135, \"title\": \"Brno\"}"
                    + " or {\"desc\": \"Brno\", \"img\": {\"url\": \"…\"}}"))
        } else {
            chapters = nil
        }
        url = try c.decodeIfPresent(String.self, forKey: .url)
        directURL = try c.decodeIfPresent(String.self, forKey: .direct_url)
        if let s = try? c.decodeIfPresent(String.self, forKey: .category) {
            categories = s.isEmpty ? [] : [HTMLText.decodeEntities(s)]
        } else if let n = try? c.decodeIfPresent(Int.self, forKey: .category) {
            categories = [String(n)]
        } else if let a = try? c.decodeIfPresent([String].self, forKey: .category) {
            categories = a.map(HTMLText.decodeEntities)
        } else if c.contains(.category), try !c.decodeNil(forKey: .category) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [Keys.category],
                debugDescription: "expected a category name, a number or an array of names"))
        } else {
            categories = []
        }
    }
}
