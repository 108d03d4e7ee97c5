/// An attribute value of a vector feature.
public enum GDALFieldValue: Hashable, Sendable {
    case string(String)
    case integer(Int64)
    case real(Double)

    /// The value as text (numbers written plainly), for names and labels.
    public var text: String {
        switch self {
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .real(let d): return String(d)
        }
    }

    /// The value as a number, when it is one (or text that reads as one).
    public var number: Double? {
        switch self {
        case .string(let s): return Double(s)
        case .integer(let i): return Double(i)
        case .real(let d): return d
        }
    }
}
