import ArgumentParser
import Dispatch
import Foundation
import Regio
import RegioServer

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

    func run() throws {
        let session = Session.current
        var engineConfiguration = session.configuration(global)
        engineConfiguration.parameterPrefix = ""
        let console = session.console
        let engine = RegioEngine(configuration: engineConfiguration, notices: { console.note("note: \($0)") })
        let configuration = ServerConfiguration(host: host, port: port, engine: engineConfiguration,
                                                tilesCache: tilesCache, mbtiles: mbtiles, token: try tokenFile.map(Self.readToken),
                                                allowedHosts: allowedHosts,
                                                idleTimeoutSeconds: Int64(idleTimeout))
        try ServerStartup.check(configuration, engine: engine)
        let json = global.json || session.defaults.json
        let readOnly = configuration.isReadOnly
        let failure = ServeFailure()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await ServerApplication.run(configuration, engine: engine) { bound in
                    ServeCommand.announce(bound, readOnly: readOnly, token: configuration.token != nil, json: json, console: console)
                }
            } catch {
                failure.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = failure.error {
            throw CommandError(tr(.serveCannotServe, ["host": host, "port": port, "reason": RegioEngine.describe(error)]))
        }
    }

    /// The first line a server prints: where it listens and who may write.
    static func announce(_ bound: ServerApplication.BoundAddress, readOnly: Bool, token: Bool, json: Bool, console: Console) {
        if json {
            let writes = readOnly ? "none" : (token ? "loopback or token" : "loopback")
            console.line(#"{"host":"\#(bound.host)","port":\#(bound.port),"readOnly":\#(readOnly),"url":"\#(bound.url)","writes":"\#(writes)"}"#)
        } else {
            console.line(tr(.serveListening, ["url": bound.url]))
            if readOnly {
                console.note(tr(.serveReadOnly, ["host": bound.host]))
            }
        }
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

/// The error a server task ended with, read after it stopped.
private final class ServeFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?
    func set(_ error: Error) { lock.withLock { stored = error } }
    var error: Error? { lock.withLock { stored } }
}
