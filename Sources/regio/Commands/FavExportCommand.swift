import ArgumentParser
import Foundation
import Regio

extension FavouriteFormat: ExpressibleByArgument {}

/// `fav export`: favourites as GPX, KML, GeoJSON or CSV, from their snapshots.
struct FavExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: tr(.helpFavExportAbstract),
            discussion: tr(.helpFavExportDiscussion))
    }

    @Option(help: ArgumentHelp(tr(.helpFavExportFormat), valueName: "format"))
    var format: FavouriteFormat?

    @Option(help: ArgumentHelp(tr(.helpFavExportOut), valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp(tr(.helpFavExportRegion), valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp(tr(.helpFavExportTag), valueName: "tag"))
    var tag: String?

    @OptionGroup var global: GlobalOptions

    /// What `--json` prints: the text itself only when it went to standard output.
    struct Summary: Encodable {
        let format: String
        let count: Int
        let file: String?
        let content: String?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let result = try ctx.engine.exportFavourites(FavouriteExportRequest(format: format, file: out, region: region, tag: tag,
                                                                                          language: ctx.language))
        let t = ctx.texts
        if result.count == 0 { ctx.console.note(t(.notePrefix) + " " + t(region != nil || tag != nil ? .favNoneToExportFiltered : .favNoneToExport)) }
        guard let out else {
            if ctx.json {
                try ctx.console.json(Summary(format: result.format, count: result.count, file: nil, content: result.content))
            } else {
                FileHandle.standardOutput.write(Data(result.content.utf8))
            }
            return
        }
        try ctx.emit(Summary(format: result.format, count: result.count, file: out, content: nil)) {
            [t(.favExported, ["n": result.count, "file": out, "format": result.formatName])]
        }
    }
}
