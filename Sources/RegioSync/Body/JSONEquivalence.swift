import Foundation

/// Whether two JSON texts hold the same value, whatever their key order and
/// spacing: a server that re-serialises an unchanged item has not changed it.
enum JSONEquivalence {
    static func same(_ a: Data, _ b: Data) -> Bool {
        if a == b { return true }
        let decoder = JSONDecoder()
        guard let x = try? decoder.decode(Value.self, from: a), let y = try? decoder.decode(Value.self, from: b) else {
            return false
        }
        return x == y
    }

    /// A JSON value for comparison only.
    private indirect enum Value: Decodable, Equatable {
        case null
        case bool(Bool)
        case integer(Int64)
        case number(Double)
        case string(String)
        case array([Value])
        case object([String: Value])

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null }
            else if let v = try? c.decode(Bool.self) { self = .bool(v) }
            else if let v = try? c.decode(Int64.self) { self = .integer(v) }
            else if let v = try? c.decode(Double.self) { self = .number(v) }
            else if let v = try? c.decode(String.self) { self = .string(v) }
            else if let v = try? c.decode([Value].self) { self = .array(v) }
            else { self = .object(try c.decode([String: Value].self)) }
        }
    }
}
