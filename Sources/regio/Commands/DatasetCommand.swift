import ArgumentParser
import Foundation
import Regio

/// `dataset build`: a dataset for any country, or the world, from open data.
struct DatasetCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "dataset",
            abstract: tr(.helpDatasetAbstract),
            subcommands: [DatasetBuildCommand.self])
    }
}

/// `dataset build <CC>… [--out DIR] [--world] [--geonames F] [--gpkg F] [--facts F] [--osm F]
/// [--dem F [--dem-credit T]] [--water F]… [--water-credit T]`.
struct DatasetBuildCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "build",
            abstract: tr(.helpDatasetBuildAbstract),
            discussion: tr(.helpDatasetBuildDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpDatasetCountries), valueName: "CC"))
    var countries: [String] = []

    @Flag(help: ArgumentHelp(tr(.helpDatasetWorld)))
    var world = false

    @Option(help: ArgumentHelp(tr(.helpDatasetOut), valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp(tr(.helpDatasetGeoNames), valueName: "file"))
    var geonames: String?

    @Option(help: ArgumentHelp(tr(.helpDatasetGeoPackage), valueName: "file"))
    var gpkg: String?

    @Option(help: ArgumentHelp(tr(.helpDatasetFacts), valueName: "file"))
    var facts: String?

    @Option(help: ArgumentHelp(tr(.helpDatasetOSM), valueName: "file.osm.pbf"))
    var osm: String?

    @Option(help: ArgumentHelp(tr(.helpDatasetDEM), valueName: "file.tif"))
    var dem: String?

    @Option(name: .customLong("dem-credit"), help: ArgumentHelp(tr(.helpDatasetDEMCredit), valueName: "text"))
    var demCredit: String?

    @Option(help: ArgumentHelp(tr(.helpDatasetWater), valueName: "file"))
    var water: [String] = []

    @Option(name: .customLong("water-credit"), help: ArgumentHelp(tr(.helpDatasetWaterCredit), valueName: "text"))
    var waterCredit: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if world && !countries.isEmpty { throw ValidationError(tr(.datasetCountriesOrWorld)) }
        if !world && countries.isEmpty { throw ValidationError(tr(.datasetNoCountries)) }
    }

    func run() throws {
        let ctx = Session.current.context(global)
        if !world { _ = try DatasetBuilder.resolve(countries: countries, iso: ISOCodes.load(translations: false)) }
        let inputs = try DatasetBuildInputs.locate(geoPackage: gpkg, geoNames: geonames)
        let folder = out ?? (world ? "datasets/world" : "datasets/" + countries.map { $0.lowercased() }.joined(separator: "-"))
        var request = DatasetBuildRequest(scope: world ? .world : .countries(countries), inputs: inputs,
                                          output: URL(fileURLWithPath: folder), facts: facts.map { URL(fileURLWithPath: $0) })
        request.osm = osm.map { URL(fileURLWithPath: $0) }
        request.dem = dem.map { URL(fileURLWithPath: $0) }
        request.demCredit = demCredit
        request.water = water.map { URL(fileURLWithPath: $0) }
        request.waterCredit = waterCredit
        let progress = BuildProgressLine(enabled: ctx.console.stderrIsTerminal && !ctx.json, texts: ctx.texts)
        let stop = StopHandler(output: request.output)
        let built = Result { try DatasetBuilder(request: request).build(progress: progress.show) }
        stop.cancel()   // a build failing because the handler removed its folder waits there for the handler's exit
        let report = try built.get()
        progress.finish()
        try ctx.emit(report) { report.summaryLines(in: ctx.language) + [ctx.texts(.datasetOpenWith, ["folder": folder])] }
    }
}

/// On SIGINT or SIGTERM during a build: the unfinished folder beside the
/// output is removed (the output stays as it was) and the command exits
/// with 128 + the signal's number, as a shell expects, even when the
/// build, finding its folder gone, fails meanwhile: ``cancel()`` then
/// waits for the handler's exit instead of returning.
private final class StopHandler {
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var stopping = false

    init(output: URL) {
        // Blocked in this thread and the threads it starts (GDAL's): the signal then waits for
        // the source, as libdispatch's signalfd expects, instead of interrupting a read with EINTR.
        Self.mask(SIG_BLOCK)
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                lock.withLock { stopping = true }
                DatasetBuilder.removeUnfinishedBuilds(of: output)
                FileHandle.standardError.write(Data("\n".utf8))
                _exit(128 + number)   // not exit(): the build's thread is still inside GDAL, whose teardown must not run under it
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops handling signals; when a stop has begun, never returns (the handler exits the process).
    func cancel() {
        if lock.withLock({ stopping }) {
            while true { pause() }
        }
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        Self.mask(SIG_UNBLOCK)
    }

    private static func mask(_ how: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(how, &set, nil)
    }
}

/// One progress line on stderr, rewritten in place (a terminal only).
private final class BuildProgressLine {
    let enabled: Bool
    let texts: Texts
    private var shown = false
    init(enabled: Bool, texts: Texts) { self.enabled = enabled; self.texts = texts }

    func show(_ p: DatasetBuildProgress) {
        guard enabled else { return }
        let share = p.total > 0 ? " \(p.done * 100 / p.total)% (\(p.done)/\(p.total))" : (p.done > 0 ? " \(p.done)" : "")
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + texts(.datasetProgress, ["stage": texts(p.stage.text)]) + share).utf8))
        shown = true
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
