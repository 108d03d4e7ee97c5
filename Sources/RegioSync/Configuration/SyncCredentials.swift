import Foundation

/// A user name and password for a content server that needs them (HTTP Basic,
/// as the original app's API did). They come from the environment or a netrc
/// file, never from the server address (it would stay in shell history), and
/// are sent only over HTTPS or to a loopback address.
///
/// ```swift
/// let credentials = try SyncCredentials.lookup(for: server.url, environment: ProcessInfo.processInfo.environment)
/// ```
public struct SyncCredentials: Sendable, Hashable, CustomStringConvertible {
    public var user: String
    public var password: String
    /// Where they came from, for messages (`REGIO_SYNC_USER`, `/home/me/.netrc`); never the password.
    public var origin: String

    public init(user: String, password: String, origin: String) {
        self.user = user
        self.password = password
        self.origin = origin
    }

    /// The environment variables read first.
    public static let userVariable = "REGIO_SYNC_USER"
    public static let passwordVariable = "REGIO_SYNC_PASSWORD"

    /// The `Authorization` header value.
    public var authorization: String { "Basic " + Data("\(user):\(password)".utf8).base64EncodedString() }

    /// Never shows the password.
    public var description: String { "user \(user) (from \(origin))" }

    /// Where to put credentials, for messages.
    public static let whereToPutThem = "put them in ~/.netrc (or the file $NETRC names) as "
        + "'machine HOST login USER password PASSWORD', or in the environment variables \(userVariable) and \(passwordVariable)"

    /// The credentials for `url`: `REGIO_SYNC_USER` / `REGIO_SYNC_PASSWORD` when
    /// set, else the netrc file (`$NETRC`, else `~/.netrc`) entry of the
    /// URL's host (or its `default` entry); nil when there are none.
    /// - Throws: ``SyncError/invalidConfiguration(_:)`` when only one of the two
    ///   variables is set, or the netrc file cannot be read or parsed.
    public static func lookup(for url: URL, environment: [String: String],
                              homeDirectory: String = NSHomeDirectory()) throws(SyncError) -> SyncCredentials? {
        let user = environment[userVariable].flatMap { $0.isEmpty ? nil : $0 }
        let password = environment[passwordVariable]
        switch (user, password) {
        case (let user?, let password?):
            return SyncCredentials(user: user, password: password, origin: "\(userVariable) and \(passwordVariable)")
        case (nil, .some(_)):
            throw .invalidConfiguration("\(passwordVariable) is set but \(userVariable) is not; set both or neither")
        case (.some(_), nil):
            throw .invalidConfiguration("\(userVariable) is set but \(passwordVariable) is not; set both or neither")
        case (nil, nil):
            break
        }
        let path: String
        if let named = environment["NETRC"], !named.isEmpty {
            path = named
            guard FileManager.default.fileExists(atPath: path) else {
                throw .invalidConfiguration("NETRC names \(path), which does not exist")
            }
        } else {
            path = (homeDirectory as NSString).appendingPathComponent(".netrc")
            guard FileManager.default.fileExists(atPath: path) else { return nil }
        }
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw .invalidConfiguration("\(path): cannot be read: \(error.localizedDescription)")
        }
        let file = try NetrcFile(parsing: text, path: path)
        guard let host = url.host?.lowercased(), let entry = file.entry(for: host) else { return nil }
        return SyncCredentials(user: entry.login, password: entry.password, origin: path)
    }

    /// Whether credentials may be sent to `url`: over HTTPS, or to a loopback host over HTTP.
    public static func maySend(to url: URL) -> Bool {
        if url.scheme?.lowercased() == "https" { return true }
        guard let host = url.host?.lowercased() else { return false }
        return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }
}

/// A netrc file (the format curl, ftp and git read): `machine HOST login USER
/// password PASS` entries, a `default` entry, and `macdef` blocks (skipped).
struct NetrcFile {
    struct Entry: Hashable {
        var login: String
        var password: String
    }

    var machines: [String: Entry] = [:]
    var fallback: Entry?

    init(parsing text: String, path: String) throws(SyncError) {
        // Tokens, with the line each starts on; a macdef runs to the next blank line.
        var tokens: [(String, Int)] = []
        var inMacro = false
        for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if inMacro {
                if line.allSatisfy(\.isWhitespace) { inMacro = false }
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") { continue }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            if let m = words.firstIndex(of: "macdef") {
                tokens += words[..<m].map { ($0, k + 1) }
                inMacro = true
                continue
            }
            tokens += words.map { ($0, k + 1) }
        }
        var i = 0
        var current: (host: String?, login: String?, password: String?, line: Int)?
        func finish() throws(SyncError) {
            guard let c = current else { return }
            guard let login = c.login, let password = c.password else {
                throw .invalidConfiguration("\(path): line \(c.line): the entry for \(c.host ?? "default") needs both login and password")
            }
            if let host = c.host {
                if machines[host] == nil { machines[host] = Entry(login: login, password: password) }
            } else if fallback == nil {
                fallback = Entry(login: login, password: password)
            }
        }
        while i < tokens.count {
            let (word, line) = tokens[i]
            switch word {
            case "machine", "login", "password", "account", "port":
                guard i + 1 < tokens.count else {
                    throw .invalidConfiguration("\(path): line \(line): '\(word)' needs a value")
                }
                let value = tokens[i + 1].0
                if word == "machine" {
                    try finish()
                    current = (value.lowercased(), nil, nil, line)
                } else if current == nil {
                    throw .invalidConfiguration("\(path): line \(line): '\(word)' before any 'machine' or 'default'")
                } else if word == "login" {
                    current?.login = value
                } else if word == "password" {
                    current?.password = value
                }
                i += 2
            case "default":
                try finish()
                current = (nil, nil, nil, line)
                i += 1
            default:
                throw .invalidConfiguration("\(path): line \(line): unknown word '\(word)' (expected machine, default, login, password, account or macdef)")
            }
        }
        try finish()
    }

    func entry(for host: String) -> Entry? { machines[host] ?? fallback }
}
