/// A stable least-significant-digit radix sort of 64-bit keys that carries a
/// 32-bit value along: linear time, and digits that no key changes are skipped.
enum RadixSort {
    private static let digitBits = 8
    private static let buckets = 1 << digitBits

    /// Sorts `keys` ascending and applies the same permutation to `values`;
    /// equal keys keep their order.
    static func sort(keys: inout [UInt64], values: inout [UInt32]) {
        precondition(keys.count == values.count)
        let n = keys.count
        guard n > 1 else { return }
        var spareKeys = [UInt64](repeating: 0, count: n)
        var spareValues = [UInt32](repeating: 0, count: n)
        keys.withUnsafeMutableBufferPointer { k in
        values.withUnsafeMutableBufferPointer { v in
        spareKeys.withUnsafeMutableBufferPointer { sk in
        spareValues.withUnsafeMutableBufferPointer { sv in
            sort(keys: k.baseAddress!, values: v.baseAddress!, count: n, spareKeys: sk.baseAddress!, spareValues: sv.baseAddress!)
        }}}}
    }

    /// Sorts `count` keys and values in place, using the spare buffers (of at least `count`) as scratch.
    static func sort(keys: UnsafeMutablePointer<UInt64>, values: UnsafeMutablePointer<UInt32>, count n: Int,
                     spareKeys: UnsafeMutablePointer<UInt64>, spareValues: UnsafeMutablePointer<UInt32>) {
        guard n > 1 else { return }
        if n <= 32 { insertionSort(keys: keys, values: values, count: n); return }
        var orBits: UInt64 = 0, andBits: UInt64 = .max
        for i in 0..<n { orBits |= keys[i]; andBits &= keys[i] }
        let varying = orBits ^ andBits
        let mask = UInt64(buckets - 1)
        var shifts: [UInt64] = []
        var shift: UInt64 = 0
        while shift < 64 {
            if (varying >> shift) & mask != 0 { shifts.append(shift) }
            shift += UInt64(digitBits)
        }
        guard !shifts.isEmpty else { return }
        var histogram = [Int](repeating: 0, count: buckets * shifts.count)
        histogram.withUnsafeMutableBufferPointer { counts in
            for i in 0..<n {
                let key = keys[i]
                for (d, s) in shifts.enumerated() { counts[d &* buckets &+ Int((key &>> s) & mask)] &+= 1 }
            }
            var source = (keys, values), target = (spareKeys, spareValues)
            for (d, s) in shifts.enumerated() {
                var sum = 0
                for b in 0..<buckets {
                    let c = counts[d * buckets + b]
                    counts[d * buckets + b] = sum
                    sum += c
                }
                let offsets = counts.baseAddress! + d * buckets
                let (sk, sv) = source, (tk, tv) = target
                for i in 0..<n {
                    let key = sk[i]
                    let b = Int((key &>> s) & mask)
                    let at = offsets[b]
                    offsets[b] = at &+ 1
                    tk[at] = key; tv[at] = sv[i]
                }
                swap(&source, &target)
            }
            if source.0 != keys {
                keys.update(from: source.0, count: n)
                values.update(from: source.1, count: n)
            }
        }
    }

    private static func insertionSort(keys: UnsafeMutablePointer<UInt64>, values: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 1..<count {
            let k = keys[i], v = values[i]
            var j = i - 1
            while j >= 0 && keys[j] > k { keys[j + 1] = keys[j]; values[j + 1] = values[j]; j -= 1 }
            keys[j + 1] = k; values[j + 1] = v
        }
    }
}
