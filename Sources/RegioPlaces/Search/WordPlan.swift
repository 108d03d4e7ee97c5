/// What one query word matches in a ``PlaceSearchIndex``: runs of dictionary
/// tokens with their edit counts, and the categories it stands for.
struct WordPlan {
    let bytes: [UInt8]
    let isLast: Bool
    let asPrefix: Bool
    /// The dictionary token equal to the word (`UInt32.max` when none).
    let exactID: UInt32
    /// Disjoint, ordered by `lo`.
    let matches: [TokenMatch]
    /// Indexed by category code.
    let categoryMatch: [Bool]
    let hasCategories: Bool
    /// The word is a whole category keyword (not only the start of one).
    let categoryWhole: Bool
    /// Postings plus category members: how many candidates this word would bring.
    let estimate: Int

    /// - Parameters:
    ///   - isLast: the query's last word (it decides whether the last word was typed completely).
    ///   - asPrefix: the word may be unfinished: it matches the start of a word.
    init(word: [UInt8], isLast: Bool, asPrefix: Bool, index: PlaceSearchIndex) {
        bytes = word
        self.isLast = isLast
        self.asPrefix = asPrefix
        let dictionary = index.dictionary
        exactID = dictionary.find(word).map { UInt32($0) } ?? UInt32.max
        let maxEdits = TypoTolerance.maxEdits(forLetters: TypoTolerance.letterCount(word))
        matches = maxEdits == 0
            ? dictionary.matches(of: word, maxEdits: 0, asPrefix: asPrefix)
            : index.recentWords.matches(RecentWordMatches.Key(word: word, maxEdits: maxEdits, asPrefix: asPrefix)) {
                dictionary.matches(of: word, maxEdits: maxEdits, asPrefix: asPrefix)
            }
        var categoryMatch = [Bool](repeating: false, count: index.categories.count)
        let keyword = CategoryKeywords.categories(for: word, asPrefix: asPrefix)
        var estimate = 0
        for category in keyword.categories {
            if let code = index.categoryCodes[category] {
                categoryMatch[Int(code)] = true
                estimate += index.categoryRanks[Int(code)].count
            }
        }
        self.categoryMatch = categoryMatch
        hasCategories = categoryMatch.contains(true)
        categoryWhole = keyword.whole
        for m in matches { estimate += Int(index.postingStart[Int(m.hi)] - index.postingStart[Int(m.lo)]) }
        self.estimate = estimate
    }

    /// The edits with which dictionary token `token` matches this word, or nil.
    @inline(__always)
    func edits(of token: UInt32) -> UInt8? {
        var lo = 0, hi = matches.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if matches[mid].hi <= token { lo = mid + 1 } else { hi = mid }
        }
        if lo < matches.count, matches[lo].lo <= token { return matches[lo].edits }
        return nil
    }

    /// The run of tokens that start with the word exactly (as typed), if any.
    var exactPrefixRun: TokenMatch? {
        guard asPrefix else { return nil }
        return matches.first { $0.edits == 0 }
    }
}
