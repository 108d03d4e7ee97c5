/// What every request of a sync carries besides the conditional headers: the
/// languages the person reads (`Accept-Language`, so the server picks cs or en
/// texts) and the credentials of a server that needs them.
public struct SyncRequestOptions: Sendable, Hashable {
    /// The `Accept-Language` value, e.g. `cs, en;q=0.5`; nil sends none.
    public var acceptLanguage: String?
    /// Sent as HTTP Basic, only over HTTPS or to a loopback address.
    public var credentials: SyncCredentials?

    public init(acceptLanguage: String? = nil, credentials: SyncCredentials? = nil) {
        self.acceptLanguage = acceptLanguage
        self.credentials = credentials
    }

    /// `Accept-Language` for a language code: that language first, the other one after it.
    public static func acceptLanguage(preferring code: String) -> String {
        let other = code == "cs" ? "en" : "cs"
        return "\(code), \(other);q=0.5"
    }
}
