import NIOCore

/// Which peers count as this machine.
enum PeerAddress {
    /// `127.0.0.0/8`, `::1`, `localhost` (and IPv4-mapped loopback); not a name
    /// that merely starts like one (`127.0.0.1.nip.io`).
    static func isLoopback(host: String) -> Bool {
        let h = HostRule.bare(host.lowercased())
        if h == "localhost" || h == "::1" { return true }
        let v4 = h.hasPrefix("::ffff:") ? String(h.dropFirst("::ffff:".count)) : h
        return v4.hasPrefix("127.") && HostRule.isIPAddress(v4) && !v4.contains(":")
    }

    /// Whether a connected peer is on this machine.
    static func isLoopback(_ address: SocketAddress?) -> Bool {
        guard let address, let ip = address.ipAddress else { return false }
        return isLoopback(host: ip)
    }
}
