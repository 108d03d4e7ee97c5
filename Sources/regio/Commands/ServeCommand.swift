import ArgumentParser
import Foundation
import Regio

/// `serve [--host H] [--port P] [--tiles-cache DIR|FILE.mbtiles] [--mbtiles FILE] [--token-file F] [--allowed-host NAME]…`:
/// the engine over HTTP for the web app, map libraries and geo clients.
struct ServeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: tr(.helpServeAbstract),
            discussion: tr(.helpServeDiscussion))
    }

    @Option(help: ArgumentHelp(tr(.helpServeHost), valueName: "host"))
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp(tr(.helpServePort), valueName: "port"))
    var port: Int = 8080

    @Option(name: .customLong("tiles-cache"), help: ArgumentHelp(tr(.helpServeTilesCache), valueName: "dir|file.mbtiles"))
    var tilesCache: String?

    @Option(help: ArgumentHelp(tr(.helpServeMbtiles), valueName: "file"))
    var mbtiles: String?

    @Option(name: .customLong("token-file"), help: ArgumentHelp(tr(.helpServeTokenFile), valueName: "file"))
    var tokenFile: String?

    @Option(name: .customLong("allowed-host"), help: ArgumentHelp(tr(.helpServeAllowedHost), valueName: "name"))
    var allowedHosts: [String] = []

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(tr(.helpServeIdleTimeout), valueName: "seconds"))
    var idleTimeout: Int = 30

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError(tr(.servePortRange, ["port": port])) }
        guard !host.isEmpty else { throw ValidationError(tr(.serveHostEmpty)) }
        guard (1...3600).contains(idleTimeout) else { throw ValidationError(tr(.serveIdleTimeoutRange, ["seconds": idleTimeout])) }
        if tilesCache != nil, mbtiles != nil {
            throw ValidationError(tr(.serveCacheOrMbtiles))
        }
    }

    /// Checks nothing more here: builds the configuration and becomes `regio-serve` (which
    /// loads the dataset, opens the tile cache, announces and serves), so signals reach the server.
    func run() throws {
        let session = Session.current
        var engineConfiguration = session.configuration(global)
        engineConfiguration.parameterPrefix = ""
        let configuration = ServerConfiguration(host: host, port: port, engine: engineConfiguration,
                                                tilesCache: tilesCache, mbtiles: mbtiles, token: try tokenFile.map(Self.readToken),
                                                allowedHosts: allowedHosts,
                                                idleTimeoutSeconds: Int64(idleTimeout))
        let handoff = ServeHandoff(configuration: configuration, json: global.json || session.defaults.json, language: tr.language)
        let server = Self.serverExecutable()
        guard FileManager.default.isExecutableFile(atPath: server.path) else {
            throw CommandError(tr(.serveNotBuilt, ["path": server.path]))
        }
        setenv(ServeHandoff.environmentName, try handoff.encoded(), 1)
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(server.path), nil]
        execv(server.path, arguments)
        throw CommandError(tr(.serveCannotServe, ["host": host, "port": port, "reason": String(cString: strerror(errno))]))
    }

    /// `regio-serve` beside this executable (after symbolic links: an installed `regio` is found where it lies).
    static func serverExecutable() -> URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent(ServeHandoff.executableName)
    }

    /// The token in `path`: its text without surrounding white space (not empty).
    static func readToken(_ path: String) throws -> String {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw CommandError(tr(.serveTokenUnreadable, ["path": path, "reason": RegioEngine.describe(error)]))
        }
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty, !token.contains(where: \.isWhitespace) else {
            throw CommandError(tr(.serveTokenMalformed, ["path": path]))
        }
        return token
    }
}
