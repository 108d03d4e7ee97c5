import Foundation

/// One CSV record and the line it starts on (1-based).
public struct CSVRecord: Hashable, Sendable {
    public var fields: [String]
    public var line: Int

    /// As a header row: the column of the first of `names` it has. Names
    /// compare folded, words joined by `_`, so "Postal Code" is `postal_code`,
    /// "PSČ" is `psc` and "placeID" is `placeid`.
    ///
    /// ```swift
    /// CSVRecord(fields: ["Název", "Lat", "Lon"], line: 1).column(named: ["name", "nazev"])   // 0
    /// ```
    public func column(named names: [String]) -> Int? {
        let keys = fields.map { TextFolding.tokens($0).joined(separator: "_") }
        return names.lazy.compactMap { keys.firstIndex(of: $0) }.first
    }
}

/// Reads CSV (RFC 4180): a delimiter (`,`, `;` or tab, guessed from the
/// header), fields in double quotes may hold delimiters, newlines and `""`
/// for a quote; CRLF or LF line ends; a UTF-8 byte-order mark is ignored;
/// empty lines are skipped.
///
/// It streams: ``forEachRecord(_:file:delimiter:body:)`` hands over one
/// record at a time, so a large catalogue never exists as a list of records
/// (only the places made of them are kept). Each field is checked to be UTF-8
/// (every byte that is not ASCII belongs to a field, so that checks the file).
/// Damage is a ``DataError`` naming the file and the line.
///
/// ```swift
/// let (records, delimiter) = try CSVReader.records("name;lat\r\nHrad;49,9\r\n", file: "sheet.csv")
/// records[1].fields   // ["Hrad", "49,9"], delimiter ";"
/// ```
public enum CSVReader {
    /// Every record of `data`, in order (for small inputs and tests).
    public static func records(_ text: String, file: String, delimiter: UInt8? = nil) throws -> (records: [CSVRecord], delimiter: UInt8) {
        var records: [CSVRecord] = []
        let delim = try forEachRecord(Data(text.utf8), file: file, delimiter: delimiter) { records.append($0) }
        return (records, delim)
    }

    /// Calls `body` with each record of `data` (the same ``CSVRecord`` value,
    /// reused: copy what you keep) and `offset`, the bytes read so far. Returns the delimiter.
    @discardableResult
    public static func forEachRecord(_ data: Data, file: String, delimiter: UInt8? = nil,
                              body: (_ record: CSVRecord, _ offset: Int) throws -> Void) throws -> UInt8 {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> UInt8 in
            try scan(raw.bindMemory(to: UInt8.self), file: file, delimiter: delimiter, body: body)
        }
    }

    /// `forEachRecord` without the offset.
    @discardableResult
    public static func forEachRecord(_ data: Data, file: String, delimiter: UInt8? = nil, body: (CSVRecord) throws -> Void) throws -> UInt8 {
        try forEachRecord(data, file: file, delimiter: delimiter) { record, _ in try body(record) }
    }

    private static func scan(_ all: UnsafeBufferPointer<UInt8>, file: String, delimiter: UInt8?,
                             body: (CSVRecord, Int) throws -> Void) throws -> UInt8 {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let first = all.count >= 3 && all[0] == bom[0] && all[1] == bom[1] && all[2] == bom[2] ? 3 : 0
        let bytes = UnsafeBufferPointer(rebasing: all[first...])
        let delim = delimiter ?? guessDelimiter(bytes)
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

        var record = CSVRecord(fields: [], line: 1)
        var field: [UInt8] = []
        var line = 1
        var i = 0
        var fieldWasQuoted = false
        let n = bytes.count

        func endField() throws {
            guard let text = String(validating: field, as: UTF8.self) else {
                throw DataError(file: file, location: "line \(line)", message: "invalid UTF-8 in a field (the file must be UTF-8 text)")
            }
            record.fields.append(text)
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRecord() throws {
            try endField()
            if !(record.fields.count == 1 && record.fields[0].isEmpty) { try body(record, first + i) }
            record.fields.removeAll(keepingCapacity: true)
        }

        while i < n {
            let b = bytes[i]
            if b == quote && field.isEmpty && !fieldWasQuoted {
                // A quoted field.
                let openLine = line
                fieldWasQuoted = true
                i += 1
                var closed = false
                while i < n {
                    let c = bytes[i]
                    if c == quote {
                        if i + 1 < n && bytes[i + 1] == quote { field.append(quote); i += 2; continue }
                        closed = true; i += 1; break
                    }
                    if c == lf { line += 1 }
                    field.append(c)
                    i += 1
                }
                guard closed else {
                    throw DataError(file: file, location: "line \(openLine)", message: "a quoted field is never closed (a missing \")")
                }
                if i < n, bytes[i] != delim, bytes[i] != lf, bytes[i] != cr {
                    throw DataError(file: file, location: "line \(line)", message: "unexpected text after a closing quote (a quote inside a field must be doubled: \"\")")
                }
                continue
            }
            if b == delim {
                try endField()
            } else if b == lf || b == cr {
                try endRecord()
                if b == cr && i + 1 < n && bytes[i + 1] == lf { i += 1 }
                line += 1
                record.line = line
            } else {
                field.append(b)
            }
            i += 1
        }
        if !field.isEmpty || !record.fields.isEmpty || fieldWasQuoted { try endRecord() }
        return delim
    }

    /// The delimiter of CSV bytes (a byte-order mark skipped), as ``guessDelimiter(_:)``.
    public static func delimiter(of data: Data) -> UInt8 {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> UInt8 in
            let all = raw.bindMemory(to: UInt8.self)
            let first = all.count >= 3 && all[0] == 0xEF && all[1] == 0xBB && all[2] == 0xBF ? 3 : 0
            return guessDelimiter(UnsafeBufferPointer(rebasing: all[first...]))
        }
    }

    /// The most frequent of `,` `;` tab on the first line (outside quotes); `,` when none.
    static func guessDelimiter(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, UInt8(ascii: "\t"): 0]
        var inQuotes = false
        for b in bytes {
            if b == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes && (b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")) { break }
            if !inQuotes, counts[b] != nil { counts[b]! += 1 }
        }
        let best = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }!
        return best.value == 0 ? UInt8(ascii: ",") : best.key
    }
}
