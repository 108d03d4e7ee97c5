/// A 64-bit summary of the words of a name: two bits per word, one chosen by
/// the word's first letter, one by its first two. A query word can only match
/// a name holding a token it matches, so when none of those tokens' bits is in
/// a name's signature, the name cannot match that word — and the search skips
/// it without reading the name (the signatures lie beside the postings, in order).
///
/// ```swift
/// let name = WordSignature.bits(of: Array("perla".utf8)) | WordSignature.bits(of: Array("la".utf8))
/// name & WordSignature.pairBit(of: Array("pe".utf8)) != 0     // "pe…" may match
/// ```
enum WordSignature {
    /// Every bit: a word whose tokens are too many to summarise filters nothing.
    static let any = UInt64.max

    /// A token's bits in a name's signature.
    @inline(__always)
    static func bits(of token: some Collection<UInt8>) -> UInt64 { pairBit(of: token) | letterBit(of: token) }

    /// The bit of a token's first two bytes (a one-byte token: its byte alone).
    @inline(__always)
    static func pairBit(of token: some Collection<UInt8>) -> UInt64 {
        var it = token.makeIterator()
        let a = UInt64(it.next() ?? 0), b = UInt64(it.next() ?? 0xFF)
        return bit(a << 8 | b)
    }

    /// The bit of a token's first byte.
    @inline(__always)
    static func letterBit(of token: some Collection<UInt8>) -> UInt64 {
        var it = token.makeIterator()
        return bit(0x1_0000 | UInt64(it.next() ?? 0))
    }

    /// A multiplicative hash; its top 6 bits choose the bit.
    @inline(__always)
    private static func bit(_ key: UInt64) -> UInt64 { 1 << ((key &* 0x9E37_79B9_7F4A_7C15) >> 58) }

    /// The bits that stand for every token in `matches` ("any" when there are
    /// too many to list). The dictionary is sorted, so a run whose first and
    /// last tokens share their first two bytes (or their first byte) shares
    /// that bit; the tokens of other runs are listed, up to `limit`.
    static func mask(of matches: [TokenMatch], in dictionary: TokenDictionary, limit: Int = 512) -> UInt64 {
        var mask: UInt64 = 0
        var listed = 0
        let bytes = dictionary.bytes, starts = dictionary.starts
        func token(_ t: Int) -> ArraySlice<UInt8> { bytes[Int(starts[t])..<Int(starts[t + 1])] }
        for run in matches where run.lo < run.hi {
            let first = token(Int(run.lo)), last = token(Int(run.hi) - 1)
            if first.count >= 2, last.count >= 2, first.prefix(2).elementsEqual(last.prefix(2)) {
                mask |= pairBit(of: first)
                continue
            }
            if !first.isEmpty, first.first == last.first {
                mask |= letterBit(of: first)
                continue
            }
            listed += Int(run.hi - run.lo)
            if listed > limit { return any }
            for t in Int(run.lo)..<Int(run.hi) { mask |= pairBit(of: token(t)) }
        }
        return mask
    }
}
