import Foundation

/// Writes comma-separated values as RFC 4180 has them: a header row, fields
/// with a comma, a double quote, CR or LF inside double quotes (a quote
/// doubled), every record ended by CRLF; UTF-8 without a byte-order mark.
/// ``CSVReader`` reads them back.
///
/// ```swift
/// CSVWriter.text(header: ["name", "note"], rows: [["Karlštejn", "castle, \"royal\""]])
/// // name,note\r\nKarlštejn,"castle, ""royal"""\r\n
/// ```
public enum CSVWriter {
    /// A whole table: the header, then one record per row.
    public static func text(header: [String], rows: [[String]]) -> String {
        var s = record(header)
        for row in rows { s += record(row) }
        return s
    }

    /// One record, ended by CRLF.
    public static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// One field, quoted when it must be.
    public static func field(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
