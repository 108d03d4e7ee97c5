import ArgumentParser
import Foundation
import Regio

/// `offline pack …`: the map tiles a user needs offline.
struct OfflineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "offline",
        abstract: "Pack the map tiles you need offline around your favourites or over a region.",
        discussion: """
          offline pack --favourites --zoom 8-14 --out mine.mbtiles      10 km around each favourite
          offline pack --favourites --zoom 10-15 --radius 3 --out walk.mbtiles
          offline pack --region vysocina --zoom 6-12 --out vysocina.mbtiles
        """,
        subcommands: [OfflinePackCommand.self])
}

/// `offline pack --favourites|--region R --zoom A-B [--radius KM] --out FILE.mbtiles`.
struct OfflinePackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Write an MBTiles file with the tiles around your favourites or over a region.",
        discussion: """
        With --favourites the pack holds the tiles within --radius km (default 10)
        of each favourite; with --region, every tile over the region, and --radius
        km around it. Like `tiles`, a pack resumes: tiles already in the file are
        kept unless --force. Examples:
          offline pack --favourites --zoom 8-14 --out mine.mbtiles
          offline pack --region CZ-63 --zoom 6-12 --radius 5 --out vysocina.mbtiles --json
        """)

    @Flag(help: "Tiles around your favourites.")
    var favourites = false

    @Option(help: ArgumentHelp("Tiles over a region (id or name).", valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp("Kilometres around each favourite (default 10), or around the region (default 0).", valueName: "km"))
    var radius: Double?

    @OptionGroup var tiles: TileOutputOptions

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if favourites == (region != nil) { throw ValidationError("give either --favourites or --region R") }
        guard let out = tiles.out else { throw ValidationError("give the file to write with --out FILE.mbtiles") }
        guard out.lowercased().hasSuffix(".mbtiles") else {
            throw ValidationError("an offline pack is one MBTiles file: --out must end in .mbtiles, not '\(out)'")
        }
        if let radius, !(radius.isFinite && radius >= 0 && radius <= 500) {
            throw ValidationError("--radius must be a distance from 0 to 500 km, not \(radius)")
        }
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let dataset = try ctx.dataset()
        let builder = try ctx.mapSceneBuilder()
        let zooms = try TileSelection.zoomRange(parsing: tiles.zoom)
        let target: MapTarget
        let selection: TileSelection
        if favourites {
            guard !builder.favourites.isEmpty else { throw MapError.noFavourites }
            target = .favourites
            let km = radius ?? 10
            guard km > 0 else { throw ValidationError("--radius must be more than 0 km around favourites") }
            selection = try TileSelection.around(builder.favourites.map(\.coordinate), radiusKilometres: km, zooms: zooms)
        } else {
            guard case .region(let id) = try MapTarget(parsing: region!, in: dataset) else {
                throw MapError.unknownRegion(region!, known: dataset.regions.map(\.id))
            }
            target = .region(id: id)
            var box = try target.bounds(in: dataset, favourites: [])
            if let km = radius, km > 0 {
                let dLat = km / 111.32, dLon = km / (111.32 * max(0.01, cos((box.south + box.north) / 2 * .pi / 180)))
                box = BoundingBox(west: max(-180, box.west - dLon), south: max(-85, box.south - dLat),
                                  east: min(180, box.east + dLon), north: min(85, box.north + dLat))
            }
            selection = try TileSelection.covering(box, zooms: zooms)
        }
        try TileRun(ctx: ctx, options: tiles, out: tiles.out!, target: target,
                    title: target.title(in: dataset, language: ctx.language), builder: builder, selection: selection).run()
    }
}
