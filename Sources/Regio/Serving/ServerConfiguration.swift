import Foundation

/// Everything `regio serve` is started with: where to listen, the engine's
/// dataset and store, the tile cache, the token that allows writes from other
/// machines, and the folders of static files. `regio serve` checks its options
/// and hands this, as JSON, to the `regio-serve` executable beside it (the
/// only one that links the HTTP server), so the REPL builds without it.
public struct ServerConfiguration: Sendable, Codable {
    /// The address to bind (default loopback: only this machine can connect).
    public var host: String
    /// The port to bind; 0 picks a free one (the bound address is announced).
    public var port: Int
    /// The engine behind every route (dataset, store, catalogues).
    public var engine: EngineConfiguration
    /// Rendered tiles are kept here: a folder (`z/x/y.png`) or a file ending in `.mbtiles`; nil keeps
    /// the low zooms' tiles in ``cacheDirectory`` (``TileService/keptFolder(for:cacheDirectory:)``), the others in memory.
    public var tilesCache: String?
    /// The user's cache folder (`$XDG_CACHE_HOME/regio`, else `~/.cache/regio`), where the low zooms' tiles are kept across restarts.
    public var cacheDirectory: URL
    /// An existing MBTiles file served as it is (no rendering).
    public var mbtiles: String?
    /// The bearer token that allows writes from other machines (read from `--token-file`); nil: loopback only.
    public var token: String?
    /// Names besides loopback and the bound address that requests may give in `Host`
    /// (`--allowed-host`; `.example.org` allows every name under it). A page reaching the
    /// server through any other name (DNS rebinding) gets 400.
    public var allowedHosts: [String]
    /// The web app's folder (nil: found by ``WebFolder/locate(environment:executable:)``).
    public var webFolder: URL?
    /// Leaflet from Debian's `libjs-leaflet`.
    public var leafletFolder: URL
    /// The largest request body accepted (bigger ones get 413).
    public var maxBodyBytes: Int
    /// A connection idle for longer is closed (`--idle-timeout`).
    public var idleTimeoutSeconds: Int64
    /// A request (headers and body) must arrive within this from its first byte, else
    /// 408 and the connection is closed; nil: ``idleTimeoutSeconds`` (`--idle-timeout`
    /// sets both). The slow-client tests set it apart, so that a stalled machine's late
    /// idle timer cannot close the connection before the request limit answers 408.
    public var requestTimeoutSeconds: Int64?
    /// The request limit in force (see ``requestTimeoutSeconds``).
    public var requestLimitSeconds: Int64 { requestTimeoutSeconds ?? idleTimeoutSeconds }

    public init(host: String = "127.0.0.1", port: Int = 8080, engine: EngineConfiguration = EngineConfiguration(parameterPrefix: ""),
                tilesCache: String? = nil, mbtiles: String? = nil, token: String? = nil, allowedHosts: [String] = [], webFolder: URL? = nil,
                leafletFolder: URL = URL(fileURLWithPath: "/usr/share/javascript/leaflet"),
                maxBodyBytes: Int = 64 * 1024, idleTimeoutSeconds: Int64 = 30, requestTimeoutSeconds: Int64? = nil,
                cacheDirectory: URL = DatasetBuildInputs.cacheDirectory()) {
        self.host = host; self.port = port; self.engine = engine
        self.tilesCache = tilesCache; self.cacheDirectory = cacheDirectory; self.mbtiles = mbtiles; self.token = token
        self.allowedHosts = allowedHosts
        self.webFolder = webFolder; self.leafletFolder = leafletFolder
        self.maxBodyBytes = maxBodyBytes; self.idleTimeoutSeconds = idleTimeoutSeconds
        self.requestTimeoutSeconds = requestTimeoutSeconds
    }
}
