/// Checks that bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no
/// surrogates, nothing above U+10FFFF) without building a `String`: ASCII is
/// skipped eight bytes at a time, so a large, mostly ASCII file (a dataset's
/// GeoJSON) costs a fraction of `String(validating:as:)`, which also copies it.
///
/// ```swift
/// UTF8Validation.isValid(Array("Łódź".utf8))   // true
/// UTF8Validation.isValid([0xC0, 0xAF])         // false (an overlong "/")
/// ```
public enum UTF8Validation {
    public static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        if let answer = bytes.withContiguousStorageIfAvailable({ isValid(buffer: $0) }) { return answer }
        return Array(bytes).withUnsafeBufferPointer { isValid(buffer: $0) }
    }

    public static func isValid(buffer bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let n = bytes.count
        var i = 0
        while i < n {
            while i + 8 <= n, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
            }
            guard i < n else { return true }
            let lead = base[i]
            if lead < 0x80 { i += 1; continue }
            // The second byte's range depends on the lead byte (Unicode Table 3-7).
            let trailing: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: trailing = 1
            case 0xE0: trailing = 2; low = 0xA0
            case 0xED: trailing = 2; high = 0x9F
            case 0xE1...0xEF: trailing = 2
            case 0xF0: trailing = 3; low = 0x90
            case 0xF4: trailing = 3; high = 0x8F
            case 0xF1...0xF3: trailing = 3
            default: return false
            }
            guard i + trailing < n else { return false }
            let second = base[i + 1]
            guard second >= low && second <= high else { return false }
            var k = 2
            while k <= trailing {
                guard base[i + k] & 0xC0 == 0x80 else { return false }
                k += 1
            }
            i += trailing + 1
        }
        return true
    }
}
