import Foundation
import RegioGeo

/// Checks a position read from a file.
enum CoordinateCheck {
    /// The coordinate, or a problem that names the file, the location and the value at fault.
    static func make(latitude: Double?, longitude: Double?, file: String, location: String) -> Result<Coordinate, DataError> {
        guard let latitude else { return .failure(DataError(file: file, location: location, message: "the latitude is missing or not a number")) }
        guard let longitude else { return .failure(DataError(file: file, location: location, message: "the longitude is missing or not a number")) }
        guard latitude.isFinite, abs(latitude) <= 90 else {
            return .failure(DataError(file: file, location: location, message: "latitude \(latitude) is outside −90…90 (are latitude and longitude swapped?)"))
        }
        guard longitude.isFinite, abs(longitude) <= 180 else {
            return .failure(DataError(file: file, location: location, message: "longitude \(longitude) is outside −180…180"))
        }
        return .success(Coordinate(latitude: latitude, longitude: longitude))
    }
}

/// How ids are made unique per source: `source:id`.
public enum PlaceIDs {
    /// A source name from a file name: "data/My POIs.csv" → "my-pois".
    public static func source(forFile path: String) -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let s = slug(stem)
        return s.isEmpty ? "places" : s
    }

    /// Folded words joined by hyphens: "Hrad Karlštejn" → "hrad-karlstejn".
    public static func slug(_ text: String) -> String {
        TextFolding.tokens(text).joined(separator: "-")
    }

    /// A source name as given, checked: letters, digits, '-', '_' and '.'; no colon.
    static func checkedSource(_ source: String) throws -> String {
        guard !source.isEmpty, source.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }) else {
            throw PlaceImportError([DataError(file: "<options>", message: "source name '\(source)' must be non-empty ASCII letters, digits, '-', '_' or '.' (it prefixes every id, as in 'source:id')")])
        }
        return source
    }
}

/// Turns source words for kinds of places into categories.
public enum PlaceKinds {
    /// Folded kind → category: the castles file's `zamek`, `hrad`,
    /// `zricenina`, `hradozamek`, and common English and Czech words.
    public static let table: [String: PlaceCategory] = [
        "zamek": .chateau, "chateau": .chateau, "palace": .chateau,
        "hrad": .castle, "hradozamek": .castle, "castle": .castle,
        "zricenina": .ruin, "ruin": .ruin, "ruins": .ruin,
        "rozhledna": .lookoutTower, "lookout": .lookoutTower, "lookout tower": .lookoutTower,
        "lookout-tower": .lookoutTower, "viewpoint": .lookoutTower, "tower": .lookoutTower,
        "museum": .museum, "muzeum": .museum,
        "information": .informationCentre, "information centre": .informationCentre,
        "information-centre": .informationCentre, "infocentrum": .informationCentre,
        "town": .town, "city": .town, "village": .town, "mesto": .town, "obec": .town,
        "poi": .poi,
    ]

    /// The category for a kind word; unknown words become their own category ("spa" → `spa`).
    public static func category(for kind: String) -> PlaceCategory {
        let folded = TextFolding.fold(kind)
        if let c = table[folded] { return c }
        let slug = folded.replacingOccurrences(of: " ", with: "-")
        return slug.isEmpty ? .poi : PlaceCategory(slug)
    }
}

/// Importance of places that have no population: a weight per category,
/// with bonuses for protected monuments.
///
/// The scale is the population's: a chateau weighs like a village of 1000,
/// a national cultural monument (NKP) like a town of 21 000, a UNESCO site
/// like a town of 100 000 — so "karlstejn" finds the castle before the village.
public enum CategoryWeight {
    public static func importance(for category: PlaceCategory) -> Double {
        switch category {
        case .castle, .chateau: return 1000
        case .ruin, .lookoutTower: return 300
        case .museum: return 500
        case .town: return 500
        default: return 100
        }
    }

    /// Added for a national cultural monument (národní kulturní památka).
    public static let nationalMonumentBonus = 20_000.0
    /// Added for a UNESCO World Heritage site.
    public static let worldHeritageBonus = 100_000.0
    /// Factor for a place with a Wikidata item (a sign that it is notable).
    public static let wikidataFactor = 2.0
}

/// Decodes JSON with errors that name the file and the JSON path (or the
/// line of an invalid UTF-8 byte).
enum JSONInput {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            if String(validating: data, as: UTF8.self) == nil {
                do { _ = try DataError.decodeUTF8(data, file: file) } catch let e as DataError { throw PlaceImportError([e]) }
            }
            throw PlaceImportError([DataError(file: file, decodingError: error)])
        }
    }
}
