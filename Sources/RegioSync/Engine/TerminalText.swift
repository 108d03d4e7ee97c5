/// Text from the network (a server's error page, an ETag, a date) made safe
/// for a terminal: control characters (C0, DEL, C1, including ESC and NUL)
/// and the bidirectional overrides that can reorder what a terminal shows
/// are written as `\u{1B}`-style escapes, so a server cannot move the
/// cursor, change colours or hide text in what Regio prints.
///
/// ```swift
/// TerminalText.escaped("\u{1B}[2Jgone")   // "\\u{1B}[2Jgone"
/// ```
public enum TerminalText {
    /// `text` with every unsafe character escaped; safe text is returned unchanged.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 controls, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
