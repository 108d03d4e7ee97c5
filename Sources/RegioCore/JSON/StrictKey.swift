/// A coding key for any string, used to read objects strictly: unknown keys
/// (usually typos such as "corect") are reported with their JSON path instead
/// of being ignored.
package struct StrictKey: CodingKey, Hashable {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ s: String) { stringValue = s }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { return nil }
}

extension KeyedDecodingContainer where Key == StrictKey {
    /// Throws `DecodingError.dataCorrupted` at the first key not in `known`.
    package func rejectUnknownKeys(_ known: Set<String>, what: String) throws {
        for key in allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !known.contains(key.stringValue) {
            let expected = known.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [key],
                debugDescription: "unknown key \"\(key.stringValue)\" in \(what) (expected \(expected))"))
        }
    }

    package func decode<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T {
        try decode(T.self, forKey: StrictKey(key))
    }

    package func decodeIfPresent<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
        try decodeIfPresent(T.self, forKey: StrictKey(key))
    }
}

extension KeyedEncodingContainer where Key == StrictKey {
    package mutating func encode<T: Encodable>(_ value: T, _ key: String) throws {
        try encode(value, forKey: StrictKey(key))
    }

    package mutating func encodeIfPresent<T: Encodable>(_ value: T?, _ key: String) throws {
        try encodeIfPresent(value, forKey: StrictKey(key))
    }
}
