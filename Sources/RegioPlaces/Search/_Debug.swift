extension PlaceSearchIndex {
    public func _debugPlans(_ text: String) -> [(runs: Int, tokens: Int, estimate: Int)] {
        let words = TextFolding.tokens(text)
        return words.enumerated().map { i, w in
            let p = WordPlan(word: Array(w.utf8), isLast: i == words.count - 1, asPrefix: i == words.count - 1, index: self)
            var walk = FuzzyWalk(trie: dictionary.trie, query: Array(w.utf8), maxEdits: TypoTolerance.maxEdits(forLetters: w.count), asPrefix: i == words.count - 1)
            walk.run(tokenCount: dictionary.count)
            return (p.matches.count, walk.visits, p.estimate)
        }
    }
}
