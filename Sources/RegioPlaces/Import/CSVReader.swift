import RegioGeo

/// One CSV record and the line it starts on (1-based).
struct CSVRecord: Hashable, Sendable {
    var fields: [String]
    var line: Int
}

/// Reads CSV (RFC 4180): a delimiter (`,`, `;` or tab, guessed from the
/// header), fields in double quotes may hold delimiters, newlines and `""`
/// for a quote; CRLF or LF line ends; a UTF-8 byte-order mark is ignored;
/// empty lines are skipped.
enum CSVReader {
    static func records(_ text: String, file: String, delimiter: UInt8? = nil) throws -> (records: [CSVRecord], delimiter: UInt8) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let delim = delimiter ?? guessDelimiter(bytes)
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

        var records: [CSVRecord] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var i = 0
        var fieldWasQuoted = false
        let n = bytes.count

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(CSVRecord(fields: fields, line: recordLine)) }
            fields.removeAll(keepingCapacity: true)
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
                    throw PlaceImportError([DataError(file: file, location: "line \(openLine)", message: "a quoted field is never closed (a missing \")")])
                }
                if i < n, bytes[i] != delim, bytes[i] != lf, bytes[i] != cr {
                    throw PlaceImportError([DataError(file: file, location: "line \(line)", message: "unexpected text after a closing quote (a quote inside a field must be doubled: \"\")")])
                }
                continue
            }
            if b == delim {
                endField()
            } else if b == lf || b == cr {
                endRecord()
                if b == cr && i + 1 < n && bytes[i + 1] == lf { i += 1 }
                line += 1
                recordLine = line
            } else {
                field.append(b)
            }
            i += 1
        }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRecord() }
        return (records, delim)
    }

    /// The most frequent of `,` `;` tab on the first line (outside quotes); `,` when none.
    static func guessDelimiter(_ bytes: [UInt8]) -> UInt8 {
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
