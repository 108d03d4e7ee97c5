/// How a language writes numbers and picks plural forms, from its
/// catalogue's header (`X-Decimal-Separator`, `X-Group-Separator`,
/// `X-Plural-Rules`).
public struct NumberFormat: Sendable, Equatable {
    public var decimalSeparator: String
    public var groupSeparator: String
    public var pluralRules: PluralRules

    /// English: `12,345.6`, one and other.
    public static let english = NumberFormat(decimalSeparator: ".", groupSeparator: ",", pluralRules: .english)
    /// Digits as data files write them, ungrouped: `12345.6`.
    static let plain = NumberFormat(decimalSeparator: ".", groupSeparator: "", pluralRules: .english)

    /// A separator as a header gives it: the character itself, or `U+00A0`
    /// for one that cannot be seen.
    static func separator(_ written: String) -> String? {
        if written.hasPrefix("U+"), let code = UInt32(written.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
            return String(Character(scalar))
        }
        return written.count == 1 ? written : nil
    }
}
