import RegioGeo
import Testing
@testable import RegioPlaces

@Suite struct TypoToleranceTests {
    @Test func allowedEditsGrowWithLength() {
        #expect(TypoTolerance.maxEdits(forLetters: 3) == 0)
        #expect(TypoTolerance.maxEdits(forLetters: 4) == 1)
        #expect(TypoTolerance.maxEdits(forLetters: 7) == 1)
        #expect(TypoTolerance.maxEdits(forLetters: 8) == 2)
        #expect(TypoTolerance.letterCount(Array("řeka".utf8)) == 4)
    }

    @Test func distanceCountsATranspositionAsOneEdit() {
        #expect(TypoTolerance.distance("olomuc", "olomouc") == 1)
        #expect(TypoTolerance.distance("karlstjen", "karlstejn") == 1)
        #expect(TypoTolerance.distance("karlsjten", "karlstejn") == 2)
        #expect(TypoTolerance.distance("ostarva", "ostrava") == 1)
        #expect(TypoTolerance.distance("abc", "") == 3)
        #expect(TypoTolerance.distance("kitten", "sitting") == 3)
        // Optimal string alignment: a substring is never edited twice.
        #expect(TypoTolerance.distance("ca", "abc") == 3)
    }

    /// The trie walk finds exactly the tokens a brute force finds, with the
    /// smallest edit count, for words and for prefixes (random dictionaries and
    /// queries over a small alphabet, so that near misses abound).
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func fuzzyWalkMatchesBruteForce(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let alphabet = Array("abcde".utf8)
        func word(_ range: ClosedRange<Int>) -> [UInt8] {
            (0..<Int.random(in: range, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
        }
        var set = Set<[UInt8]>()
        while set.count < 400 { set.insert(word(1...12)) }
        let tokens = set.sorted { $0.lexicographicallyPrecedes($1) }
        var starts: [UInt32] = [0]
        var bytes: [UInt8] = []
        for t in tokens { bytes += t; starts.append(UInt32(bytes.count)) }
        let dictionary = TokenDictionary(sortedBytes: bytes, starts: starts)

        for _ in 0..<150 {
            let q = word(1...13)
            let k = TypoTolerance.maxEdits(forLetters: q.count)
            for asPrefix in [false, true] {
                var got: [Int: Int] = [:]
                for m in dictionary.matches(of: q, maxEdits: k, asPrefix: asPrefix) {
                    for id in Int(m.lo)..<Int(m.hi) {
                        #expect(got[id] == nil, "token matched twice")
                        got[id] = Int(m.edits)
                    }
                }
                var expected: [Int: Int] = [:]
                for (id, t) in tokens.enumerated() {
                    var d = TypoTolerance.distance(q, t)
                    if asPrefix && t.count >= q.count {
                        for len in q.count...t.count { d = min(d, TypoTolerance.distance(q, Array(t[0..<len]))) }
                    }
                    // With two edits, a changed first letter (not a swap with the second) leaves one.
                    let budget = (k >= 2 && t.first != q.first && (q.count < 2 || t.first != q[1])) ? min(k, 1) : k
                    if d <= budget { expected[id] = d }
                }
                #expect(got == expected, "query \(String(decoding: q, as: UTF8.self)) prefix \(asPrefix)")
            }
        }
    }

    @Test func exactLookupsAndPrefixRanges() {
        let tokens = ["brno", "brnenska", "brod", "praha", "prahy"].sorted()
        var starts: [UInt32] = [0]
        var bytes: [UInt8] = []
        for t in tokens { bytes += Array(t.utf8); starts.append(UInt32(bytes.count)) }
        let d = TokenDictionary(sortedBytes: bytes, starts: starts)
        #expect(d.find(Array("brod".utf8)).map { d.token($0) } == Array("brod".utf8))
        #expect(d.find(Array("br".utf8)) == nil)
        #expect(d.prefixRange(Array("brn".utf8)).count == 2)
        #expect(d.prefixRange(Array("prah".utf8)).count == 2)
        #expect(d.prefixRange(Array("x".utf8)).isEmpty)
        #expect(d.prefixRange(Array("a".utf8)).isEmpty)
    }
}
