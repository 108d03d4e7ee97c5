import Foundation

/// A small DEFLATE (RFC 1951) decoder with the zlib wrapper (RFC 1950), to
/// read cairo's compressed PDF content streams in tests.
struct Inflate {
    enum Failure: Error { case corrupt(String) }
    private let bytes: [UInt8]
    private var pos = 0, bitBuf = 0, bitCount = 0
    private var out: [UInt8] = []

    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 2, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[0] & 0x0F == 8 else { throw Failure.corrupt("not a zlib stream") }
        var s = Inflate(bytes: Array(data.dropFirst(2)))
        try s.run()
        return s.out
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func bits(_ n: Int) throws -> Int {
        while bitCount < n {
            guard pos < bytes.count else { throw Failure.corrupt("unexpected end") }
            bitBuf |= Int(bytes[pos]) << bitCount; pos += 1; bitCount += 8
        }
        let v = bitBuf & ((1 << n) - 1)
        bitBuf >>= n; bitCount -= n
        return v
    }

    /// Canonical Huffman code: counts per length and symbols in order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offs = [Int](repeating: 0, count: 16)
            for i in 1..<16 { offs[i] = offs[i - 1] + counts[i - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (s, l) in lengths.enumerated() where l != 0 { symbols[offs[l]] = s; offs[l] += 1 }
        }
    }

    private mutating func decode(_ h: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for len in 1..<16 {
            code |= try bits(1)
            let count = h.counts[len]
            if code - count < first { return h.symbols[index + (code - first)] }
            index += count; first += count; first <<= 1; code <<= 1
        }
        throw Failure.corrupt("bad code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func run() throws {
        var last = 0
        repeat {
            last = try bits(1)
            switch try bits(2) {
            case 0:
                bitBuf = 0; bitCount = 0
                guard pos + 4 <= bytes.count else { throw Failure.corrupt("stored header") }
                let len = Int(bytes[pos]) | Int(bytes[pos + 1]) << 8
                pos += 4
                guard pos + len <= bytes.count else { throw Failure.corrupt("stored length") }
                out.append(contentsOf: bytes[pos..<(pos + len)]); pos += len
            case 1:
                var l = [Int](repeating: 8, count: 288)
                for i in 144..<256 { l[i] = 9 }
                for i in 256..<280 { l[i] = 7 }
                try block(Huffman(lengths: l), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let hlit = try bits(5) + 257, hdist = try bits(5) + 1, hclen = try bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var cl = [Int](repeating: 0, count: 19)
                for i in 0..<hclen { cl[order[i]] = try bits(3) }
                let ch = Huffman(lengths: cl)
                var lengths: [Int] = []
                while lengths.count < hlit + hdist {
                    let sym = try decode(ch)
                    switch sym {
                    case 0..<16: lengths.append(sym)
                    case 16:
                        guard let prev = lengths.last else { throw Failure.corrupt("repeat") }
                        lengths += [Int](repeating: prev, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                try block(Huffman(lengths: Array(lengths[0..<hlit])), Huffman(lengths: Array(lengths[hlit...])))
            default: throw Failure.corrupt("block type")
            }
        } while last == 0
    }

    private mutating func block(_ lit: Huffman, _ dist: Huffman) throws {
        while true {
            let sym = try decode(lit)
            if sym < 256 { out.append(UInt8(sym)); continue }
            if sym == 256 { return }
            let li = sym - 257
            guard li < 29 else { throw Failure.corrupt("length") }
            let len = Self.lengthBase[li] + (try bits(Self.lengthExtra[li]))
            let di = try decode(dist)
            guard di < 30 else { throw Failure.corrupt("distance") }
            let d = Self.distBase[di] + (try bits(Self.distExtra[di]))
            guard d <= out.count else { throw Failure.corrupt("distance too far") }
            for _ in 0..<len { out.append(out[out.count - d]) }
        }
    }
}

/// The decompressed content of every `FlateDecode` stream of a PDF.
func pdfStreams(_ pdf: Data) throws -> [String] {
    let bytes = [UInt8](pdf)
    var result: [String] = []
    let start = Array("stream".utf8), end = Array("endstream".utf8)
    var i = 0
    func match(_ p: [UInt8], at k: Int) -> Bool { k + p.count <= bytes.count && Array(bytes[k..<(k + p.count)]) == p }
    while i < bytes.count {
        if match(start, at: i) && (i == 0 || bytes[i - 1] != UInt8(ascii: "d")) {
            var s = i + start.count
            if s < bytes.count && bytes[s] == 0x0D { s += 1 }
            if s < bytes.count && bytes[s] == 0x0A { s += 1 }
            var e = s
            while e < bytes.count && !match(end, at: e) { e += 1 }
            if let inflated = try? Inflate.zlib(Array(bytes[s..<e])) {
                result.append(String(decoding: inflated, as: UTF8.self))
            }
            i = e + end.count
        } else { i += 1 }
    }
    return result
}
