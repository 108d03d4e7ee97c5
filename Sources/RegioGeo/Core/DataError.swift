import Foundation
import RegioCore

/// A problem in a data file, with the file and the place inside it, so that a
/// user can find and fix it.
///
/// ```swift
/// throw DataError(file: "data/regions.geojson", location: "features[3].geometry.coordinates[0]",
///                 message: "the ring is not closed")
/// // data/regions.geojson: features[3].geometry.coordinates[0]: the ring is not closed
/// ```
public struct DataError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file's path as the user gave it (or a name such as "<stdin>").
    public var file: String
    /// Where in the file: a JSON path (`features[3].properties.id`), or `line 12`.
    public var location: String?
    public var message: String
    /// The message in any language, when it has one (``message`` is then its English text).
    public var reason: Message?

    public init(file: String, location: String? = nil, message: String) {
        self.file = file; self.location = location; self.message = message
    }

    public init(file: String, location: String? = nil, reason: Message) {
        self.file = file; self.location = location; self.message = reason.text(in: .en); self.reason = reason
    }

    public var description: String { message(in: .en) }
    public var errorDescription: String? { description }
}

extension DataError: LocalizableError {
    public func message(in language: Language) -> String {
        let text = reason?.text(in: language) ?? message
        if let location, !location.isEmpty { return "\(file): \(location): \(text)" }
        return "\(file): \(text)"
    }
}

/// JSON paths in the form users read: `features[3].geometry.coordinates[0]`.
public enum JSONPath {
    /// Renders a `Codable` coding path (as found in `DecodingError`).
    public static func string(_ path: [any CodingKey]) -> String {
        var s = ""
        for key in path {
            if let i = key.intValue { s += "[\(i)]" } else { s += s.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return s.isEmpty ? "(top level)" : s
    }
}

extension DataError {
    /// A `DataError` for a JSON decoding failure: the JSON path of the value at
    /// fault, and what was expected there.
    public init(file: String, decodingError: Error) {
        switch decodingError {
        case DecodingError.typeMismatch(let type, let ctx):
            self.init(file: file, location: JSONPath.string(ctx.codingPath), message: "expected \(Self.jsonTypeName(type)); \(ctx.debugDescription)")
        case DecodingError.valueNotFound(let type, let ctx):
            self.init(file: file, location: JSONPath.string(ctx.codingPath), message: "expected \(Self.jsonTypeName(type)), found null")
        case DecodingError.keyNotFound(let key, let ctx):
            self.init(file: file, location: JSONPath.string(ctx.codingPath + [key]), message: "required key '\(key.stringValue)' is missing")
        case DecodingError.dataCorrupted(let ctx):
            let underlying = (ctx.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            self.init(file: file, location: ctx.codingPath.isEmpty ? nil : JSONPath.string(ctx.codingPath),
                      message: [ctx.debugDescription, underlying].compactMap { $0 }.joined(separator: ": "))
        case let e as DataError:
            self = e
        default:
            self.init(file: file, message: "\(decodingError)")
        }
    }

    /// Reads a whole file no larger than `limit` (see ``InputFile``), or throws
    /// a `DataError` naming the file: too large (with the limit), a folder, unreadable.
    public static func read(_ url: URL, file: String? = nil, limit: InputLimit) throws(DataError) -> Data {
        do { return try InputFile.read(url, file: file, limit: limit) } catch {
            throw DataError(file: error.file, reason: error.reason)
        }
    }

    /// Reads a file as UTF-8 text, or throws a `DataError` that says where the
    /// first invalid byte is (or that the file is over `limit`).
    public static func readUTF8(_ url: URL, displayName: String? = nil, limit: InputLimit = .datasetFile) throws -> String {
        let name = displayName ?? url.path
        return try decodeUTF8(read(url, file: name, limit: limit), file: name)
    }

    /// Throws the error of ``decodeUTF8(_:file:)`` when `data` is not UTF-8,
    /// without building a string of it (for parsers that read the bytes).
    public static func validateUTF8(_ data: Data, file: String) throws {
        let valid = data.withUnsafeBytes { UTF8Validation.isValid(buffer: $0.bindMemory(to: UInt8.self)) }
        if !valid { _ = try decodeUTF8(data, file: file) }
    }

    /// Decodes UTF-8 or throws with the line and byte offset of the first invalid byte.
    public static func decodeUTF8(_ data: Data, file: String) throws -> String {
        if let s = String(validating: data, as: UTF8.self) { return s }
        var line = 1, offset = 0
        var decoder = UTF8()
        var it = data.makeIterator()
        loop: while true {
            switch decoder.decode(&it) {
            case .scalarValue(let v):
                offset += String(v).utf8.count
                if v == "\n" { line += 1 }
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        throw DataError(file: file, location: "line \(line)", message: "invalid UTF-8 near byte \(offset)")
    }

    private static func jsonTypeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type, is Float.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "an array"
        default:
            let n = "\(type)"
            if n.hasPrefix("Array") { return "an array" }
            if n.hasPrefix("Dictionary") { return "an object" }
            return n
        }
    }
}
