import RegioGeo

/// An in-memory name search index over places: folded, typo-tolerant,
/// as-you-type, with filters and a preference for nearby places.
///
/// Everything lives in flat arrays (no per-name objects): the sorted token
/// dictionary, postings (token → names, in importance order), the names'
/// tokens, and per-place scoring data. Places are numbered by *rank*
/// (importance descending, then id), so every postings list is already in
/// importance order. For very common prefixes ("p", "sa") the index keeps the
/// most important places so that a one-word as-you-type query never scans
/// hundreds of thousands of names.
///
/// ```swift
/// let index = PlaceSearchIndex(places: catalogue.places)
/// let hits = try index.search(PlaceQuery("olomuoc"))
/// hits.first?.place.name        // "Olomouc"
/// hits.first?.matchKind         // .typo (a transposition)
/// ```
///
/// The index is immutable and `Sendable`: share it between threads freely.
public struct PlaceSearchIndex: Sendable {
    /// The indexed places, in the order they were given.
    public let places: [Place]

    // Per rank (importance order).
    let rankToPlace: [UInt32]
    let baseScore: [Float]
    let categoryCode: [UInt16]
    let regionCode: [UInt16]
    let latitude: [Double]
    let longitude: [Double]
    /// Names of rank r are `firstName[r]..<firstName[r + 1]`.
    let firstName: [UInt32]

    // Per name.
    let nameRank: [UInt32]
    /// −1 for the place's name, otherwise the index into its alternate names.
    let nameSource: [Int32]
    let nameTokenStart: [UInt32]
    let nameTokens: [UInt32]

    // Per token.
    let dictionary: TokenDictionary
    let postingStart: [UInt32]
    /// Name ids, ascending within each token.
    let postings: [UInt32]
    /// The word count of each posting's name (at most 255), beside `postings`:
    /// the scan for exact names reads it in order instead of jumping to each name.
    let postingWordCount: [UInt8]
    /// The ``WordSignature`` of each posting's name, beside `postings`: a scan
    /// skips the names that cannot match every word without reading them.
    let postingSignature: [UInt64]
    /// The best base score of each token's names (those of its first posting).
    let tokenTopScore: [Float]

    // Lookup tables.
    let categories: [PlaceCategory]
    let categoryCodes: [PlaceCategory: UInt16]
    /// Ranks of each category code, ascending.
    let categoryRanks: [[UInt32]]
    /// Region code 0 means "no region".
    let regions: [String]
    let regionCodes: [String: UInt16]
    let ids: PlaceIDTable

    /// Top places of heavy prefixes: key `lo << 32 | hi` of the token range → slice of `cachedRanks`.
    let prefixCache: [UInt64: Range<Int>]
    let cachedRanks: [UInt32]

    /// Token matches of the words searched last (as-you-type repeats the words before the last).
    let recentWords: RecentWordMatches

    /// Distinct places kept for a heavy prefix.
    static let cacheDepth = 128
    /// A prefix whose postings exceed this is heavy.
    static let heavyPostings = 3000

    /// Builds the index over `places` (names and alternate names).
    public init(places: [Place]) {
        self = IndexBuilder(places: places).build()
    }

    /// Builds the index over a catalogue's places (after regions are assigned).
    public init(catalogue: PlaceCatalogue) {
        self.init(places: catalogue.places)
    }

    init(places: [Place], rankToPlace: [UInt32], baseScore: [Float], categoryCode: [UInt16], regionCode: [UInt16],
         latitude: [Double], longitude: [Double], firstName: [UInt32], nameRank: [UInt32], nameSource: [Int32],
         nameTokenStart: [UInt32], nameTokens: [UInt32], dictionary: TokenDictionary, postingStart: [UInt32],
         postings: [UInt32], postingWordCount: [UInt8], postingSignature: [UInt64], tokenTopScore: [Float], categories: [PlaceCategory], categoryRanks: [[UInt32]], regions: [String],
         ids: PlaceIDTable, prefixCache: [UInt64: Range<Int>], cachedRanks: [UInt32]) {
        self.places = places; self.rankToPlace = rankToPlace; self.baseScore = baseScore
        self.categoryCode = categoryCode; self.regionCode = regionCode; self.latitude = latitude
        self.longitude = longitude; self.firstName = firstName; self.nameRank = nameRank
        self.nameSource = nameSource; self.nameTokenStart = nameTokenStart; self.nameTokens = nameTokens
        self.dictionary = dictionary; self.postingStart = postingStart; self.postings = postings
        self.postingWordCount = postingWordCount; self.postingSignature = postingSignature
        self.tokenTopScore = tokenTopScore
        self.categories = categories
        self.categoryCodes = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1, UInt16($0)) })
        self.categoryRanks = categoryRanks
        self.regions = regions
        self.regionCodes = Dictionary(uniqueKeysWithValues: regions.enumerated().map { ($1, UInt16($0)) })
        self.ids = ids; self.prefixCache = prefixCache; self.cachedRanks = cachedRanks
        recentWords = RecentWordMatches()
    }

    /// Forgets the words searched last (see ``RecentWordMatches``), so that
    /// the next search walks the token trie for every word: benchmarks use it
    /// to measure searches one by one.
    public func forgetRecentWords() { recentWords.removeAll() }

    /// Statistics about the index, for benchmarks and diagnostics.
    public var statistics: Statistics {
        Statistics(places: places.count, names: nameRank.count, tokens: dictionary.count,
                   postings: postings.count, cachedPrefixes: prefixCache.count,
                   approximateBytes: dictionary.bytes.count + dictionary.starts.count * 4 + postings.count * 13
                    + postingStart.count * 8 + nameTokens.count * 4 + nameTokenStart.count * 4
                    + nameRank.count * 8 + rankToPlace.count * (4 + 4 + 2 + 2 + 16 + 4)
                    + cachedRanks.count * 4 + ids.hashes.count * 12
                    + dictionary.trie.nodes.count * MemoryLayout<TokenTrie.Node>.stride)
    }

    public struct Statistics: Hashable, Sendable, CustomStringConvertible {
        public let places: Int
        /// Distinct folded names (names and alternate names).
        public let names: Int
        /// Distinct folded words.
        public let tokens: Int
        public let postings: Int
        public let cachedPrefixes: Int
        /// The flat arrays' size (not counting the places themselves).
        public let approximateBytes: Int

        public var description: String {
            "\(places) places, \(names) names, \(tokens) words, \(postings) postings, \(cachedPrefixes) cached prefixes, ~\(approximateBytes / 1_048_576) MiB"
        }
    }

    /// The place with this id, if indexed.
    public func place(id: String) -> Place? {
        rank(of: id).map { places[Int(rankToPlace[Int($0)])] }
    }

    func rank(of id: String) -> UInt32? { ids.rank(of: id, in: self) }

    func name(_ nameID: Int) -> String {
        let place = places[Int(rankToPlace[Int(nameRank[nameID])])]
        let source = Int(nameSource[nameID])
        return source < 0 ? place.name : place.alternateNames[source]
    }
}
