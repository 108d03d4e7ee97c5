import Foundation
import RegioCore

/// Whether two JSON texts hold the same value, whatever their key order and
/// spacing: a server that re-serialises an unchanged item has not changed it.
enum JSONEquivalence {
    static func same(_ a: Data, _ b: Data) -> Bool {
        if a == b { return true }
        let decoder = JSONDecoder()
        guard let x = try? decoder.decode(JSONValue.self, from: a), let y = try? decoder.decode(JSONValue.self, from: b) else {
            return false
        }
        return x == y
    }
}
