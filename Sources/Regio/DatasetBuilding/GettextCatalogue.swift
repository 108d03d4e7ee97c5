import Foundation
import RegioGeo

/// A GNU gettext message catalogue (`.mo` file): original texts and their
/// translations, as Debian's iso-codes ships them
/// (`/usr/share/locale/<language>/LC_MESSAGES/iso_3166-2.mo`).
///
/// The format: a header of 32-bit words (magic `0x950412de` in the file's byte
/// order, revision, count N, offset of the originals table, offset of the
/// translations table), then two tables of N (length, offset) pairs pointing
/// at NUL-terminated UTF-8 strings. Plural forms are separated by NUL; the
/// first form is kept. Context (`context\u{4}text`) is kept in the key.
///
/// ```swift
/// let cs = try GettextCatalogue(contentsOf: URL(fileURLWithPath: "/usr/share/locale/cs/LC_MESSAGES/iso_3166-2.mo"))
/// cs["Wien"]   // "Vídeň"
/// ```
public struct GettextCatalogue: Sendable {
    /// Original text → translation (entries with an empty translation are left out).
    public let translations: [String: String]

    public subscript(original: String) -> String? { translations[original] }

    public init(contentsOf url: URL, displayName: String? = nil) throws {
        let file = displayName ?? url.path
        try self.init(data: DataError.read(url, file: file, limit: .builderSource), file: file)
    }

    public init(data: Data, file: String) throws {
        let bytes = [UInt8](data)
        func word(_ offset: Int, bigEndian: Bool) throws -> Int {
            guard offset >= 0, offset + 4 <= bytes.count else {
                throw DataError(file: file, location: "byte \(offset)", message: "the catalogue ends early (\(bytes.count) bytes)")
            }
            let b = bytes[offset..<offset + 4].map(UInt32.init)
            return Int(bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0])
        }
        let magic = try word(0, bigEndian: false)
        let bigEndian: Bool
        switch magic {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: throw DataError(file: file, location: "byte 0", message: "not a gettext .mo catalogue (magic number \(String(magic, radix: 16)))")
        }
        let count = try word(8, bigEndian: bigEndian)
        let originals = try word(12, bigEndian: bigEndian), translated = try word(16, bigEndian: bigEndian)
        guard count <= bytes.count / 8 else {
            throw DataError(file: file, location: "byte 8", message: "claims \(count) messages, more than the file can hold")
        }
        func string(table: Int, index: Int) throws -> String {
            let length = try word(table + 8 * index, bigEndian: bigEndian)
            let offset = try word(table + 8 * index + 4, bigEndian: bigEndian)
            guard length >= 0, offset >= 0, offset + length <= bytes.count else {
                throw DataError(file: file, location: "message \(index)", message: "points outside the file")
            }
            let first = bytes[offset..<offset + length].split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
            guard let s = String(validating: first, as: UTF8.self) else {
                throw DataError(file: file, location: "message \(index)", message: "is not valid UTF-8")
            }
            return s
        }
        var map: [String: String] = [:]
        for i in 0..<count {
            let original = try string(table: originals, index: i)
            guard !original.isEmpty else { continue }   // the header
            let translation = try string(table: translated, index: i)
            if !translation.isEmpty { map[original] = translation }
        }
        translations = map
    }
}
