/// How a result matched the query.
public enum PlaceMatchKind: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The whole name, word for word (in any order; a category word such as
    /// "hrad" or "castle" may stand for the category).
    case exact
    /// Every matched word as typed; the last word may be partly typed, the
    /// name may have more words.
    case prefix
    /// At least one word matched with typing errors.
    case typo

    public var description: String { rawValue }
}

/// One search hit.
public struct PlaceSearchResult: Hashable, Sendable, Codable {
    public let place: Place
    /// The name that matched: the place's name or one of its alternate names.
    public let matchedName: String
    public let matchKind: PlaceMatchKind
    /// How many query words matched: all of them, or — when no place matches
    /// every word — all but one.
    public let matchedWords: Int
    public let queryWords: Int
    /// Typing errors forgiven, over all words.
    public let edits: Int
    /// The ranking score among results with the same number of matched words
    /// (see ``SearchRanking``).
    public let score: Double
    /// Metres from the query's `near` position (nil without one).
    public let distance: Double?
}

/// The ranking constants, documented in one place.
///
/// Results are ordered by: more matched words first (every word, then all
/// but one); then ``PlaceSearchResult/score``; then importance; then the
/// place id. The score is log10(1 + importance), plus ``exactNameBonus`` for
/// an exact name, plus ``wholeWordBonus`` when the last word was typed
/// completely, minus ``typoPenalty`` per edit, plus a nearness bonus, plus
/// ``categoryWordBonus`` for a place of a category a whole query word names.
///
/// So exact names come first, then prefixes, then typos — unless a place is
/// much more important: a prefix needs 30× the importance to pass an exact
/// name, a typo 30× to pass a prefix. As you type, the last word is often
/// unfinished, and the bigger place is then the likelier meant: "olomuc"
/// finds Olomouc (100 000 people, one edit) before Olomučany (900 people,
/// a prefix), "liber" Liberec before the village Libeř. A space after the
/// last word marks it as complete: "liber " finds Libeř.
///
/// A word that names a category ("hrad", "zámek", "rozhledna", "castle",
/// "lookout tower"; see ``CategoryKeywords``) asks for that category: its
/// places come first, by the rest of the score ("hrad": castles by
/// importance, not Hradec Králové; "lednice zamek": the chateau, not the town).
public enum SearchRanking {
    /// Added for an exact name (every word, whole, no edits).
    public static let exactNameBonus = 1.0
    /// Added when the last word was typed completely (not only a prefix of a word).
    public static let wholeWordBonus = 0.5
    /// Subtracted from the score per edit.
    public static let typoPenalty = 1.5
    /// Added at distance 0 from `near`, decaying as exp(−d / nearScale).
    public static let nearWeight = 3.0
    /// Metres.
    public static let nearScale = 30_000.0
    /// Added for a place whose category a whole query word names: more than
    /// the rest of the score can part two places by (importance up to 10¹⁰,
    /// an exact name, a whole word, nearness), so those places come first.
    public static let categoryWordBonus = 20.0
}
