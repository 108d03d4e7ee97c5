import Foundation
import RegioPlaces
import RegioQuiz

/// One item of a served collection: its id and its JSON in each language.
public struct FeedItem: Sendable, Hashable {
    public var id: String
    /// The item's JSON object per language (equal bytes when the item has no texts to choose).
    public var json: [Language: Data]

    /// A hash of the item in every language: what the journal compares.
    public var contentHash: String {
        var hash = ContentHash()
        for language in Language.allCases {
            hash.add(json[language] ?? Data())
            hash.add(Data([0]))
        }
        return hash.hex
    }
}

/// What a server serves in its `places`, `quizzes` and `videos` collections,
/// in the formats `regio sync` (and the seed apps) read:
/// - places: the seed app's POI feed (`id`, `name`, `latitude`, `longitude`,
///   `category`, `city`, `street`, `postal_code`) plus `region` and `region_name`;
///   the dataset's places and the `--places` files, never places synced from elsewhere;
/// - quizzes: Regio JSON quiz objects (both languages: the format is bilingual),
///   the dataset's own and the generated ones, never imported or synced ones;
/// - videos: the seed app's video feed (`id`, `type`, `name`, `date`, `url`,
///   `category`) plus `region` and `quiz`; the dataset's videos.
/// Texts that exist in one language per item (names, region names) follow the language.
enum FeedItems {
    static func places(_ library: PlaceLibrary, dataset: Dataset) throws -> [FeedItem] {
        let encoder = compactEncoder()
        return try library.places.filter { $0.source != SyncedPlaces.defaultSource }.map { place in
            var json: [Language: Data] = [:]
            for language in Language.allCases {
                let region = place.regionID.flatMap { dataset.region(id: $0) }
                json[language] = try encoder.encode(FeedPlace(
                    id: place.id, name: place.name, latitude: place.coordinate.latitude, longitude: place.coordinate.longitude,
                    category: place.category.rawValue, city: place.address?.city, street: place.address?.street,
                    postal_code: place.address?.postalCode, region: place.regionID, region_name: region?.name(language)))
            }
            return FeedItem(id: place.id, json: json)
        }
    }

    static func quizzes(_ library: QuizLibrary) throws -> [FeedItem] {
        let encoder = compactEncoder()
        return try library.quizzes.filter { quiz in
            guard let kind = library.origin(of: quiz.id)?.kind else { return true }
            return kind == .dataset || kind == .generated
        }.map { quiz in
            let data = try encoder.encode(quiz)
            return FeedItem(id: quiz.id, json: Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, data) }))
        }
    }

    static func videos(_ library: QuizLibrary, dataset: Dataset) throws -> [FeedItem] {
        let encoder = compactEncoder()
        let synced = Set(library.synced.videoIDs)
        return try library.catalogue.videos.filter { !synced.contains($0.id) }.map { video in
            var json: [Language: Data] = [:]
            for language in Language.allCases {
                let region = video.regionID.flatMap { dataset.region(id: $0) }
                json[language] = try encoder.encode(FeedVideo(
                    id: video.id, type: video.kind, name: video.title.text(for: language),
                    date: video.date.map { Int64($0.timeIntervalSince1970) }, url: video.url,
                    category: region?.name(language), region: video.regionID, quiz: video.quizID))
            }
            return FeedItem(id: video.id, json: json)
        }
    }

    private static func compactEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

/// A place in the seed app's POI feed shape (keys as the feed spells them).
private struct FeedPlace: Encodable {
    var id: String
    var name: String
    var latitude: Double
    var longitude: Double
    var category: String
    var city: String?
    var street: String?
    var postal_code: String?
    var region: String?
    var region_name: String?
}

/// A video in the seed app's video feed shape, with Regio's `region` and `quiz` links.
private struct FeedVideo: Encodable {
    var id: String
    var type: String?
    var name: String
    var date: Int64?
    var url: String
    var category: String?
    var region: String?
    var quiz: String?
}

/// FNV-1a (64 bit) over bytes: a stable content hash for journals and ETags
/// (not a security hash: it tells versions apart, it does not resist forgery).
struct ContentHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        for byte in data {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    var hex: String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
