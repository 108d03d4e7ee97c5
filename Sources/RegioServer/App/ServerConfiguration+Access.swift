import Regio

extension ServerConfiguration {
    /// Whether `host` is a loopback address (only this machine can connect).
    public var bindsLoopback: Bool { PeerAddress.isLoopback(host: host) }

    /// Whether the server refuses every write: bound beyond loopback with no token to check.
    public var isReadOnly: Bool { !bindsLoopback && token == nil }
}
