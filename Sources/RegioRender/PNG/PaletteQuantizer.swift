/// Reduces an image to at most 256 colours for an indexed PNG.
///
/// Exact when the image has at most 256 distinct colours (flat map tiles
/// often do). Otherwise the 48 most common colours are kept exactly (the fills
/// of areas), the rest (mostly anti-aliased edges) is split by a weighted
/// median cut and each colour takes its box's mean (or the nearest entry when
/// that mean is far). No dithering: map edges stay clean.
final class PaletteQuantizer {
    struct Entry: Hashable { var r, g, b, a: UInt8 }
    struct Result { var palette: [Entry]; var indices: [UInt8] }

    // Open-addressing table of distinct premultiplied pixels → count, then → palette index.
    private var keys: [UInt32] = []
    private var used: [Bool] = []
    private var values: [UInt32] = []
    private var mask = 0
    private var count = 0

    private func reset(capacity: Int) {
        var size = 1024
        while size < capacity * 2 { size <<= 1 }
        if keys.count != size {
            keys = [UInt32](repeating: 0, count: size); used = [Bool](repeating: false, count: size)
            values = [UInt32](repeating: 0, count: size)
        } else {
            for i in 0..<size { used[i] = false }
        }
        mask = size - 1; count = 0
    }

    @inline(__always) private func slot(_ k: UInt32) -> Int {
        var i = Int(truncatingIfNeeded: (k &* 0x9E37_79B1) >> 7) & mask
        while used[i] && keys[i] != k { i = (i + 1) & mask }
        return i
    }

    private func grow() {
        let oldKeys = keys, oldUsed = used, oldValues = values
        let size = keys.count * 2
        keys = [UInt32](repeating: 0, count: size); used = [Bool](repeating: false, count: size)
        values = [UInt32](repeating: 0, count: size); mask = size - 1
        for i in 0..<oldKeys.count where oldUsed[i] {
            let s = slot(oldKeys[i]); used[s] = true; keys[s] = oldKeys[i]; values[s] = oldValues[i]
        }
    }

    func quantize(_ image: ARGBImage) -> Result {
        let w = image.width, h = image.height
        reset(capacity: min(w * h, 4096))
        // 1. Histogram.
        var last: UInt32 = 0, lastSlot = -1
        for y in 0..<h {
            let row = UnsafeRawPointer(image.pixels + y * image.stride)
            for x in 0..<w {
                let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                if p == last && lastSlot >= 0 { values[lastSlot] &+= 1; continue }
                var s = slot(p)
                if !used[s] {
                    if (count + 1) * 2 > keys.count { grow(); s = slot(p) }
                    used[s] = true; keys[s] = p; values[s] = 0; count += 1
                }
                values[s] &+= 1
                last = p; lastSlot = s
            }
        }
        // 2. Palette, and 3. every distinct colour's entry.
        var colors: [(key: UInt32, weight: UInt32)] = []
        colors.reserveCapacity(count)
        for i in 0..<keys.count where used[i] { colors.append((keys[i], values[i])) }
        colors.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.key < $1.key }
        var palette: [UInt32]
        if colors.count <= 256 {
            palette = colors.map(\.key)
            for (i, k) in palette.enumerated() { values[slot(k)] = UInt32(i) }
        } else {
            let exact = 48
            palette = colors.prefix(exact).map(\.key)
            for (i, k) in palette.enumerated() { values[slot(k)] = UInt32(i) }
            // Each remaining colour takes the entry of the box the cut puts it
            // in, or, when that mean is far from it, the nearest entry of all.
            let (means, members) = Self.medianCut(Array(colors.dropFirst(exact)), boxes: 256 - exact)
            palette += means
            for (b, keysInBox) in members.enumerated() {
                for k in keysInBox {
                    let own = exact + b
                    values[slot(k)] = UInt32(Self.distance(k, palette[own]) <= 600 ? own : Self.nearest(k, in: palette))
                }
            }
        }
        // 4. Indices.
        var indices = [UInt8](repeating: 0, count: w * h)
        lastSlot = -1
        for y in 0..<h {
            let row = UnsafeRawPointer(image.pixels + y * image.stride)
            for x in 0..<w {
                let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                if p != last || lastSlot < 0 { lastSlot = slot(p); last = p }
                indices[y * w + x] = UInt8(truncatingIfNeeded: values[lastSlot])
            }
        }
        let entries = palette.map { p -> Entry in
            let (r, g, b, a) = PixelConversion.unpremultiply(p)
            return Entry(r: r, g: g, b: b, a: a)
        }
        return Result(palette: entries, indices: indices)
    }

    @inline(__always) private static func channels(_ p: UInt32) -> (Int, Int, Int, Int) {
        (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// Weighted squared distance of two premultiplied ARGB colours (green counts most).
    @inline(__always) static func distance(_ p: UInt32, _ q: UInt32) -> Int {
        let (a, r, g, b) = channels(p), (qa, qr, qg, qb) = channels(q)
        return 2 * (qa - a) * (qa - a) + 3 * (qr - r) * (qr - r) + 4 * (qg - g) * (qg - g) + 2 * (qb - b) * (qb - b)
    }

    static func nearest(_ p: UInt32, in palette: [UInt32]) -> Int {
        var best = 0, bestD = Int.max
        for (i, q) in palette.enumerated() {
            let d = distance(p, q)
            if d < bestD { bestD = d; best = i; if d == 0 { break } }
        }
        return best
    }

    /// Weighted median cut into at most `boxes` boxes: each box's weighted mean
    /// (premultiplied ARGB) and the colours in it.
    static func medianCut(_ colors: [(key: UInt32, weight: UInt32)], boxes: Int) -> (means: [UInt32], members: [[UInt32]]) {
        guard !colors.isEmpty else { return ([], []) }
        var items = colors
        struct Box { var range: Range<Int>; var channel: Int; var score: Double }
        func describe(_ r: Range<Int>) -> Box {
            var lo = (255, 255, 255, 255), hi = (0, 0, 0, 0)
            var weight = 0.0
            for i in r {
                let (a, rr, g, b) = channels(items[i].key)
                lo = (min(lo.0, a), min(lo.1, rr), min(lo.2, g), min(lo.3, b))
                hi = (max(hi.0, a), max(hi.1, rr), max(hi.2, g), max(hi.3, b))
                weight += Double(items[i].weight)
            }
            let spans = [hi.0 - lo.0, hi.1 - lo.1, hi.2 - lo.2, hi.3 - lo.3]
            var best = 0
            for c in 1..<4 where spans[c] > spans[best] { best = c }
            return Box(range: r, channel: best, score: r.count > 1 ? Double(spans[best]) * weight.squareRoot() : 0)
        }
        var list = [describe(0..<items.count)]
        while list.count < boxes {
            var pick = -1, pickScore = 0.0
            for (i, b) in list.enumerated() where b.score > pickScore { pickScore = b.score; pick = i }
            guard pick >= 0 else { break }
            let r = list[pick].range
            let shift = UInt32(24 - 8 * list[pick].channel)
            items[r].sort { (($0.key >> shift) & 0xFF) < (($1.key >> shift) & 0xFF) }
            let total = items[r].reduce(0.0) { $0 + Double($1.weight) }
            var acc = 0.0, cut = r.lowerBound + 1
            for i in r {
                acc += Double(items[i].weight)
                if acc >= total / 2 { cut = max(r.lowerBound + 1, min(i + 1, r.upperBound - 1)); break }
            }
            list[pick] = describe(r.lowerBound..<cut)
            list.append(describe(cut..<r.upperBound))
        }
        var means: [UInt32] = [], members: [[UInt32]] = []
        for box in list {
            var sa = 0.0, sr = 0.0, sg = 0.0, sb = 0.0, sw = 0.0
            for i in box.range {
                let (a, rr, g, b) = channels(items[i].key)
                let w = Double(items[i].weight)
                sa += Double(a) * w; sr += Double(rr) * w; sg += Double(g) * w; sb += Double(b) * w; sw += w
            }
            let a = UInt32((sa / sw).rounded()), rr = UInt32((sr / sw).rounded())
            let g = UInt32((sg / sw).rounded()), b = UInt32((sb / sw).rounded())
            means.append((a << 24) | (min(rr, a) << 16) | (min(g, a) << 8) | min(b, a))
            members.append(items[box.range].map(\.key))
        }
        return (means, members)
    }
}
