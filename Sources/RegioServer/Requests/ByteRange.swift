import Foundation

/// A request's `Range: bytes=…` header (RFC 9110 §14), for one range of a
/// file of `size` bytes: `bytes=0-99`, `bytes=100-` (to the end) or
/// `bytes=-500` (the last 500). What is not one byte range of that form
/// (several ranges, another unit, bad numbers) is ignored, as the RFC allows:
/// the whole file is sent.
enum ByteRange: Equatable {
    /// No usable range: send the whole file with 200.
    case whole
    /// Send these bytes with 206.
    case part(ClosedRange<Int>)
    /// The range starts past the end: 416.
    case unsatisfiable

    init(header: String?, size: Int) {
        guard let header, let spec = header.trimmingCharacters(in: .whitespaces).lowercased().split(separator: "=", maxSplits: 1)
            .dropFirst().first, header.lowercased().hasPrefix("bytes="), !spec.contains(",") else {
            self = .whole
            return
        }
        let ends = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard ends.count == 2, ends.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }), ends.contains(where: { !$0.isEmpty }),
              ends.allSatisfy({ $0.count <= 18 }) else {
            self = .whole
            return
        }
        if ends[0].isEmpty {
            // the last n bytes
            guard let n = Int(ends[1]), n > 0, size > 0 else { self = .unsatisfiable; return }
            self = .part(max(0, size - n)...(size - 1))
            return
        }
        guard let first = Int(ends[0]) else { self = .whole; return }
        guard first < size else { self = .unsatisfiable; return }
        if ends[1].isEmpty {
            self = .part(first...(size - 1))
        } else if let last = Int(ends[1]), last >= first {
            self = .part(first...min(last, size - 1))
        } else {
            self = .whole
        }
    }
}
