import Foundation
import Regio

/// What a run of `regio` shares between commands: the options it was started
/// with, the console, where interactive answers come from, the engines (one
/// per dataset, store and catalogue files; each keeps what it loaded) and
/// the REPL's completion state. The work itself is the engine's.
final class Session {
    /// The session of this process (set once in main, used on the main thread only).
    nonisolated(unsafe) static var current = Session(defaults: GlobalOptions(), input: StandardInput())

    let defaults: GlobalOptions
    let console = Console()
    /// Answers to questions a command asks (quiz answers, picking a search hit).
    let input: LineInput
    private var engines: [EngineConfiguration: RegioEngine] = [:]
    /// The cluster ids the last `clusters` or `cluster` showed (for completion).
    var recentClusterIDs: [String] = []
    /// The stores `--auto-sync` has refreshed in this session (once each).
    var autoSynced: Set<String> = []

    init(defaults: GlobalOptions, input: LineInput) {
        self.defaults = defaults
        self.input = input
    }

    /// The context for one command: its own options over the session's.
    /// - Parameter placesFiles: catalogue files instead of the options' (for `map`, whose --places also names a layer).
    func context(_ options: GlobalOptions, placesFiles: [String]? = nil) -> CommandContext {
        let lang = options.lang ?? defaults.lang
        let ctx = CommandContext(session: self, engine: engine(configuration(options, placesFiles: placesFiles)),
                                 language: InterfaceLanguage.language(for: lang),
                                 requestedNameLanguage: InterfaceLanguage.nameLanguage(for: lang),
                                 json: options.json || defaults.json)
        if options.autoSync || defaults.autoSync { AutoSync.runOnce(ctx) }
        return ctx
    }

    /// `REGIO_NOW` (a fixed clock for the review schedule, for tests); a bad value
    /// is said once on stderr and the system clock is used.
    var fixedNow: Date? {
        do { return try EngineConfiguration.fixedNow() } catch {
            console.note("\(tr(.notePrefix)) \(Message.of(error).text(in: InterfaceLanguage.texts.language))")
            return nil
        }
    }

    /// The engine configuration of a command's options over the session's.
    func configuration(_ options: GlobalOptions, placesFiles: [String]? = nil) -> EngineConfiguration {
        let data = options.dataDirectory ?? defaults.dataDirectory
        return EngineConfiguration(dataDirectory: data.map { URL(fileURLWithPath: $0) }, dataDisplayName: data,
                                   storePath: options.storePath ?? defaults.storePath ?? Store.defaultPath(),
                                   placesFiles: placesFiles ?? Self.merged(defaults.placesFiles, options.placesFiles),
                                   now: fixedNow)
    }

    /// The engine of a configuration, made once per session.
    func engine(_ configuration: EngineConfiguration) -> RegioEngine {
        if let engine = engines[configuration] { return engine }
        let console = self.console
        let progress = LoadProgressLine(console: console)
        let engine = RegioEngine(configuration: configuration, notices: { console.note("\(tr(.notePrefix)) \($0)") },
                                 progress: progress.enabled ? progress.show : nil)
        engines[configuration] = engine
        return engine
    }

    /// A sync changed the cached collections of a store: every engine on it builds them again.
    func syncedContentChanged(storePath: String) {
        for (configuration, engine) in engines where configuration.storePath == storePath { engine.syncedContentChanged() }
    }

    /// The engine of the options `regio` was started with (for the REPL's banner and completion).
    var defaultEngine: RegioEngine { engine(configuration(defaults)) }

    /// The session's `--places` files, then a command's own (each once).
    static func merged(_ a: [String], _ b: [String]) -> [String] {
        var seen: Set<String> = []
        return (a + b).filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }
}

/// Everything a command needs to run: the engine for its options, the
/// language, and where and how to print.
struct CommandContext {
    let session: Session
    let engine: RegioEngine
    /// The interface language: from `--lang` (English for languages other than cs and en), else the locale.
    let language: Language
    /// `--lang` as given, when it names another language than the interface's (region names in `de`, `ja`, …).
    let requestedNameLanguage: String?
    let json: Bool

    /// The language of region names: `--lang` (any language the dataset has), else the interface language.
    var nameLanguage: String { requestedNameLanguage ?? language.rawValue }

    var console: Console { session.console }
    /// The catalogue in the interface language.
    var texts: Texts { Texts(language) }
    var input: LineInput { session.input }

    /// Prints `value` as JSON with `--json`, otherwise the text lines.
    func emit<T: Encodable>(_ value: T, text: () -> [String]) throws {
        if json { try console.json(value) } else { text().forEach(console.line) }
    }

    /// With `--csv`: the engine's CSV text on stdout as it is (refused beside `--json`);
    /// returns whether it was printed.
    func emitCSV(_ wanted: Bool, _ csv: () throws -> String) throws -> Bool {
        guard wanted else { return false }
        if json { throw CommandError(texts(.csvNotWithJSON)) }
        FileHandle.standardOutput.write(Data(try csv().utf8))
        return true
    }
}

/// A user-facing failure of a command: printed as `error: …`, exit status 1.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
