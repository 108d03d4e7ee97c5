import ArgumentParser
import Foundation
import Regio

extension FavouriteFormat: ExpressibleByArgument {}

/// `fav export`: favourites as GPX, KML or GeoJSON, from their snapshots.
struct FavExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your favourites as GPX, KML or GeoJSON (to stdout or --out FILE).",
        discussion: """
        Everything Regio keeps goes along (id, category, region, note, tags, times), so an
        export imports back unchanged; maps and GPS apps show the name, position and note.
        The format comes from --format, else from the --out file's extension, else GPX.
        Examples:
          fav export --format gpx --out favourites.gpx
          fav export --format kml > favourites.kml
          fav export --out trip.geojson --tag trip
        """)

    @Option(help: ArgumentHelp("gpx, kml or geojson.", valueName: "format"))
    var format: FavouriteFormat?

    @Option(help: ArgumentHelp("Write to this file (default: standard output).", valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp("Only favourites in this region (id or name).", valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp("Only favourites with this tag.", valueName: "tag"))
    var tag: String?

    @OptionGroup var global: GlobalOptions

    struct Summary: Encodable {
        let format: String
        let count: Int
        let file: String?
        /// The exported text when no --out was given.
        let content: String?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let chosen = format ?? out.flatMap(FavouriteFormat.init(path:)) ?? .gpx
        let regionID = try region.map { name -> String in
            guard let dataset = ctx.datasetIfAvailable() else { return name.uppercased() }
            guard let r = dataset.region(matching: name) else { throw CommandError("no region matches '\(name)'") }
            return r.id
        }
        let favourites = try ctx.store().favourites.list(region: regionID, tag: tag)
        let text = FavouriteExport.text(favourites, format: chosen)
        if favourites.isEmpty { ctx.console.note("note: no favourites to export\(region != nil || tag != nil ? " with these filters" : ""); the file has none") }
        guard let out else {
            if ctx.json {
                try ctx.console.json(Summary(format: chosen.rawValue, count: favourites.count, file: nil, content: text))
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
            return
        }
        do { try text.write(toFile: out, atomically: true, encoding: .utf8) } catch {
            throw CommandError("cannot write \(out): \((error as NSError).localizedDescription)")
        }
        try ctx.emit(Summary(format: chosen.rawValue, count: favourites.count, file: out, content: nil)) {
            ["Exported \(favourites.count) \(favourites.count == 1 ? "favourite" : "favourites") to \(out) (\(Self.formatName(chosen)))."]
        }
    }

    static func formatName(_ f: FavouriteFormat) -> String {
        switch f {
        case .gpx: return "GPX 1.1"
        case .kml: return "KML 2.2"
        case .geojson: return "GeoJSON"
        }
    }
}
