import Dispatch
import Foundation
import Regio
import RegioCore

/// The `regio-serve` executable's whole work: checks the configuration `regio
/// serve` handed over (the dataset loads, the tile cache opens), announces
/// where it listens on the first line of standard output, and serves until
/// SIGTERM or SIGINT.
public enum ServeMain {
    /// Serves; the exit status (1 when the server could not start or failed).
    public static func run(_ handoff: ServeHandoff) -> Int32 {
        let texts = Texts(handoff.language)
        let configuration = handoff.configuration
        let engine = RegioEngine(configuration: configuration.engine, notices: { note("note: \($0)") })
        let services: ServerServices
        do {
            services = try ServerStartup.check(configuration, engine: engine)
        } catch {
            note("\(texts(.errorPrefix)) \(RegioEngine.describe(error))")
            return 1
        }
        let failure = Failure()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await ServerApplication.run(services: services) { bound, tiles in
                    announce(bound, configuration: configuration, json: handoff.json, texts: texts)
                    prepareInBackground(engine, tiles: tiles, texts: texts)
                }
            } catch {
                failure.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = failure.error {
            let reason = RegioEngine.describe(error)
            note("\(texts(.errorPrefix)) \(texts(.serveCannotServe, ["host": configuration.host, "port": configuration.port, "reason": reason]))")
            return 1
        }
        return 0
    }

    /// The first line a server prints: where it listens and who may write.
    static func announce(_ bound: ServerApplication.BoundAddress, configuration: ServerConfiguration, json: Bool, texts: Texts) {
        let readOnly = configuration.isReadOnly
        if json {
            let writes = readOnly ? "none" : (configuration.token != nil ? "loopback or token" : "loopback")
            line(#"{"host":"\#(bound.host)","port":\#(bound.port),"readOnly":\#(readOnly),"url":"\#(bound.url)","writes":"\#(writes)"}"#)
        } else {
            line(texts(.serveListening, ["url": bound.url]))
            if readOnly { note(texts(.serveReadOnly, ["host": bound.host])) }
        }
    }

    /// Builds the engine's quiz and place libraries once the server listens,
    /// on a thread of its own (``RegioEngine/prepareLibraries()``: the first
    /// requests wait for them; the base map is read beside them,
    /// ``TileService/readMapDataAhead()``); then the rest of what requests
    /// use (``RegioEngine/prepareForRequests()``), the tiles' scenes, their low
    /// zooms and the z0–z3 tiles (``TileService/warm(languages:)``) on a
    /// thread at a low priority (``LowPriorityThread``): the requests that come
    /// meanwhile, on the task executor's few threads, get the cores first. A
    /// failure is noted here; the requests that need the part report it too.
    static func prepareInBackground(_ engine: RegioEngine, tiles: TileService, texts: Texts) {
        tiles.readMapDataAhead()
        Thread {
            do {
                try engine.prepareLibraries()
            } catch {
                note("\(texts(.errorPrefix)) \(RegioEngine.describe(error))")
                return
            }
            LowPriorityThread.start {
                do {
                    try engine.prepareForRequests()
                    try tiles.warm(languages: Language.allCases)
                } catch {
                    note("\(texts(.errorPrefix)) \(RegioEngine.describe(error))")
                }
            }
        }.start()
    }

    private static func line(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    private static func note(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

    /// The error a server task ended with, read after it stopped.
    private final class Failure: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Error?
        func set(_ error: Error) { lock.withLock { stored = error } }
        var error: Error? { lock.withLock { stored } }
    }
}
