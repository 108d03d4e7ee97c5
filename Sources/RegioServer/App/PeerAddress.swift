import NIOCore

/// Which peers count as this machine.
enum PeerAddress {
    /// `127.0.0.0/8`, `::1`, `localhost` (and IPv4-mapped loopback).
    static func isLoopback(host: String) -> Bool {
        let h = host.lowercased()
        return h == "localhost" || h == "::1" || h == "[::1]" || h.hasPrefix("127.") || h.hasPrefix("::ffff:127.")
    }

    /// Whether a connected peer is on this machine.
    static func isLoopback(_ address: SocketAddress?) -> Bool {
        guard let address, let ip = address.ipAddress else { return false }
        return isLoopback(host: ip)
    }
}
