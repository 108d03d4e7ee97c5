import Foundation

/// HTML in feed texts turned into plain text: entities decoded (`&amp;`,
/// `&#8211;`), tags removed, `<br>` and block ends (`</p>`, `</li>`, …) made
/// line breaks, runs of spaces collapsed.
///
/// ```swift
/// HTMLText.plainText("<p><span>Správně!</span> Brno &amp; Zlín</p>")   // "Správně! Brno & Zlín"
/// ```
enum HTMLText {
    static let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
                                          "ndash": "–", "mdash": "—", "hellip": "…", "raquo": "»", "laquo": "«",
                                          "bdquo": "„", "ldquo": "“", "rdquo": "”", "lsquo": "‘", "rsquo": "’"]

    /// Tags after which a line ends.
    static let lineBreakTags: Set<String> = ["br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol"]

    static func decodeEntities(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var i = s.startIndex
        while i < s.endIndex {
            if s[i] == "&", let semi = s[i...].prefix(12).firstIndex(of: ";") {
                let name = String(s[s.index(after: i)..<semi])
                var replacement: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    replacement = named[name]
                }
                if let replacement {
                    out += replacement
                    i = s.index(after: semi)
                    continue
                }
            }
            out.append(s[i])
            i = s.index(after: i)
        }
        return out
    }

    /// The text of an HTML fragment as plain text (see the type's description).
    /// Text without `<` or `&` is only trimmed.
    static func plainText(_ html: String) -> String {
        var text = ""
        var i = html.startIndex
        while i < html.endIndex {
            let c = html[i]
            // A tag: `<` followed by a letter, `/` or `!`; a lone `<` (as in "a < b") is text.
            if c == "<", let next = html[html.index(after: i)...].first, next.isLetter || next == "/" || next == "!",
               let close = html[i...].firstIndex(of: ">") {
                let inner = html[html.index(after: i)..<close]
                let name = inner.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber }).lowercased()
                text += lineBreakTags.contains(name) ? "\n" : ""
                i = html.index(after: close)
                continue
            }
            text.append(c)
            i = html.index(after: i)
        }
        let decoded = decodeEntities(text).replacingOccurrences(of: "\u{00A0}", with: " ")
        return decoded.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ") }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
