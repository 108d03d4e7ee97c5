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

/// `dataset build <CC>… [--out DIR] [--world] [--geonames F] [--gpkg F] [--facts F]`.
struct DatasetBuildCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "build",
            abstract: tr(.helpDatasetBuildAbstract),
            discussion: """
            Reads Natural Earth (scripts/fetch-natural-earth) and GeoNames (scripts/fetch-geonames) from the
            cache folder ($XDG_CACHE_HOME/regio, else ~/.cache/regio), or the files given; ISO 3166-2 codes
            and translated names from Debian's iso-codes. Examples:
              dataset build AT --out datasets/at
              dataset build US --out datasets/us --json
              dataset build --world --out datasets/world
            """)
    }

    @Argument(help: ArgumentHelp("ISO 3166-1 country codes (AT, PL, US …).", valueName: "CC"))
    var countries: [String] = []

    @Flag(help: "Every country of the world (about 4,500 regions and 235,000 places).")
    var world = false

    @Option(help: ArgumentHelp("The dataset folder to write (default: datasets/<codes> or datasets/world).", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("GeoNames cities500.json (default: from the cache folder).", valueName: "file"))
    var geonames: String?

    @Option(help: ArgumentHelp("Natural Earth world_map.gpkg (default: from the cache folder).", valueName: "file"))
    var gpkg: String?

    @Option(help: ArgumentHelp("A facts file with capitals and official areas (see data/facts/cz-regions.json).", valueName: "file"))
    var facts: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if world && !countries.isEmpty { throw ValidationError("give country codes or --world, not both") }
        if !world && countries.isEmpty { throw ValidationError("give at least one ISO country code (for example AT), or --world") }
    }

    func run() throws {
        let ctx = Session.current.context(global)
        if !world { _ = try DatasetBuilder.resolve(countries: countries, iso: ISOCodes.load(translations: false)) }
        let inputs = try DatasetBuildInputs.locate(geoPackage: gpkg, geoNames: geonames)
        let folder = out ?? (world ? "datasets/world" : "datasets/" + countries.map { $0.lowercased() }.joined(separator: "-"))
        let request = DatasetBuildRequest(scope: world ? .world : .countries(countries), inputs: inputs,
                                          output: URL(fileURLWithPath: folder), facts: facts.map { URL(fileURLWithPath: $0) })
        let progress = BuildProgressLine(enabled: ctx.console.stderrIsTerminal && !ctx.json)
        let report = try DatasetBuilder(request: request).build(progress: progress.show)
        progress.finish()
        try ctx.emit(report) { report.summaryLines + ["Open it with: regio --data \(folder) regions"] }
    }
}

/// One progress line on stderr, rewritten in place (a terminal only).
private final class BuildProgressLine {
    let enabled: Bool
    private var shown = false
    init(enabled: Bool) { self.enabled = enabled }

    func show(_ p: DatasetBuildProgress) {
        guard enabled else { return }
        let share = p.total > 0 ? " \(p.done * 100 / p.total)% (\(p.done)/\(p.total))" : ""
        FileHandle.standardError.write(Data("\r\u{1B}[2Kbuilding: \(p.stage)\(share)".utf8))
        shown = true
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
