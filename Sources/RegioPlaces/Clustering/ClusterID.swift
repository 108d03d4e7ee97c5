import Foundation

/// The stable name of a cluster or a single place in a ``ClusterIndex``.
///
/// A cluster is named by the zoom at which it forms (the deepest zoom showing
/// exactly these places) and the lowest input number among its places; a single
/// place by its input number. Both depend only on the input (places in the same
/// order, same options), so the same data gives the same ids in every run. A
/// cluster keeps its id at the shallower zooms it lasts to unchanged; input
/// numbers count every input, also in a filtered index.
///
/// The text form is what a user types: `c7-123` (cluster formed at zoom 7 whose
/// lowest input number is 123) or `p123` (input 123 on its own). The
/// ``number`` is supercluster's `cluster_id`, a plain number: `leaf × 32 + zoom + 1`
/// (`3944` for `c7-123`), `leaf × 32` for a single place; its digits parse too.
///
/// ```swift
/// let id = try ClusterID(parsing: "c7-123")
/// id.zoom        // 7
/// id.description // "c7-123"
/// ```
public struct ClusterID: Hashable, Comparable, Sendable, Codable, LosslessStringConvertible {
    /// The zoom at which the cluster forms; nil for a single place.
    public let zoom: Int?
    /// The lowest input number among the places (the place itself for a single place).
    public let leaf: Int

    /// A cluster formed at `zoom` whose lowest input number is `leaf`.
    public static func cluster(zoom: Int, leaf: Int) -> ClusterID { ClusterID(zoom: zoom, leaf: leaf) }
    /// The single place with input number `leaf`.
    public static func place(_ leaf: Int) -> ClusterID { ClusterID(zoom: nil, leaf: leaf) }

    init(zoom: Int?, leaf: Int) { self.zoom = zoom; self.leaf = leaf }

    public var isCluster: Bool { zoom != nil }

    /// The id as one number (supercluster's `cluster_id`); below 2^53 for every input number of ten digits.
    public var number: Int { leaf * 32 + (zoom.map { $0 + 1 } ?? 0) }

    /// The id of a ``number``; nil for a zoom beyond ``ClusterOptions/zoomLimit``.
    public init?(number: Int) {
        guard number >= 0 else { return nil }
        let z = number % 32
        guard z <= ClusterOptions.zoomLimit + 1 else { return nil }
        self.init(zoom: z == 0 ? nil : z - 1, leaf: number / 32)
    }

    /// Parses `c<zoom>-<number>`, `p<number>` or a ``number`` (case-insensitive, surrounding spaces ignored).
    public init(parsing text: String) throws {
        guard let id = ClusterID(text) else { throw ClusterError.invalidClusterID(text) }
        self = id
    }

    public init?(_ description: String) {
        let s = description.trimmingCharacters(in: .whitespaces).lowercased()
        guard let kind = s.first else { return nil }
        let body = s.dropFirst()
        func number(_ t: Substring) -> Int? {
            guard !t.isEmpty, t.count <= 10, t.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(t)
        }
        switch kind {
        case "0"..."9":
            guard s.count <= 16, s.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(s), let id = ClusterID(number: n) else { return nil }
            self = id
        case "p":
            guard let n = number(body) else { return nil }
            self.init(zoom: nil, leaf: n)
        case "c":
            let parts = body.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let z = number(parts[0]), z <= ClusterOptions.zoomLimit,
                  let n = number(parts[1]) else { return nil }
            self.init(zoom: z, leaf: n)
        default:
            return nil
        }
    }

    public var description: String {
        if let zoom { return "c\(zoom)-\(leaf)" }
        return "p\(leaf)"
    }

    /// Places sort before clusters; clusters by zoom, then by number.
    public static func < (a: ClusterID, b: ClusterID) -> Bool {
        switch (a.zoom, b.zoom) {
        case (nil, nil): return a.leaf < b.leaf
        case (nil, _): return true
        case (_, nil): return false
        case let (x?, y?): return x != y ? x < y : a.leaf < b.leaf
        }
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = ClusterID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: ClusterError.invalidClusterID(text).description))
        }
        self = id
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
