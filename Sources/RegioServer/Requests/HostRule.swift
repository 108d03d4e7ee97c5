import Foundation

/// Which names a request may give in `Host` (and an `Origin` may carry), so
/// that a web page on another site cannot reach the server through a name of
/// its own (DNS rebinding): loopback names and addresses, the address the
/// server is bound to, any IP address when it is bound to all of them (a
/// rebinding page needs a name, never an address), and the names given with
/// `--allowed-host`.
///
/// ```swift
/// let rule = HostRule(boundHost: "127.0.0.1", allowed: ["regio.lan"])
/// rule.allows("localhost:8080")          // true
/// rule.allows("attacker.example:8080")   // false
/// ```
struct HostRule: Sendable {
    /// The host the server is bound to, lowercased, without brackets.
    let boundHost: String
    /// The extra names (`--allowed-host`), lowercased; `.lan` allows every name ending in `.lan`.
    let allowed: [String]

    init(boundHost: String, allowed: [String]) {
        self.boundHost = Self.bare(boundHost.lowercased())
        self.allowed = allowed.map { $0.lowercased() }
    }

    /// Whether `authority` (a `Host` value: `name`, `name:port`, `[v6]:port`) names this server.
    func allows(_ authority: String) -> Bool {
        guard let host = Self.host(ofAuthority: authority) else { return false }
        if host == boundHost || PeerAddress.isLoopback(host: host) || host.hasSuffix(".localhost") { return true }
        if Self.isIPAddress(host), ["0.0.0.0", "::"].contains(boundHost) { return true }
        return allowed.contains { $0.hasPrefix(".") ? host.hasSuffix($0) || host == String($0.dropFirst()) : host == $0 }
    }

    /// The host part of an authority, lowercased and without brackets; nil when it is malformed
    /// (empty, a user part, a bad port, characters no host name has).
    static func host(ofAuthority authority: String) -> String? {
        let text = authority.lowercased()
        guard !text.isEmpty, text.utf8.count <= 255, !text.contains("@") else { return nil }
        let host: Substring, port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
            port = rest.isEmpty ? nil : rest.dropFirst()
        } else if let colon = text.lastIndex(of: ":") {
            host = text[..<colon]; port = text[text.index(after: colon)...]
        } else {
            host = Substring(text); port = nil
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) else { return nil }
        }
        let allowedCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789.-_:")
        guard !host.isEmpty, host.allSatisfy({ allowedCharacters.contains($0) }) else { return nil }
        guard text.hasPrefix("[") || !host.contains(":") else { return nil }
        return String(host)
    }

    /// `[::1]` → `::1`.
    static func bare(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    /// An IPv4 or IPv6 address literal (not a name).
    static func isIPAddress(_ host: String) -> Bool {
        if host.contains(":") { return host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." } }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } && (Int($0) ?? 256) <= 255 }
    }
}
