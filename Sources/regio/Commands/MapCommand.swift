import ArgumentParser
import Foundation
import Regio

/// `map <region|W,S,E,N|favourites> --out FILE.png|FILE.pdf`: a printable overview map.
struct MapCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "map",
            abstract: tr(.helpMapAbstract),
            discussion: tr(.helpMapDiscussion))
    }

    /// `.allUnrecognized`: a box west of Greenwich (`-10,35,20,60`) is a value, not an option (``CoordinateArgument``).
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(tr(.helpMapTarget), valueName: "region|W,S,E,N|favourites|place X|search X"))
    var target: [String] = []

    @Option(name: [.customLong("center"), .customLong("centre")], parsing: .unconditional,
            help: ArgumentHelp(tr(.helpMapCenter), valueName: "lat,lon"), transform: CoordinateArgument.position("--center"))
    var center: Coordinate?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpMapZoom), valueName: "z"))
    var zoom: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpMapSize), valueName: "WxH"))
    var size: String?

    @Option(name: .customLong("region"), help: ArgumentHelp(tr(.helpMapRegion), valueName: "region"))
    var regions: [String] = []

    @Option(name: .customLong("category"), help: ArgumentHelp(tr(.helpMapCategory), valueName: "category"))
    var categories: [String] = []

    @Option(help: ArgumentHelp(tr(.helpMapLimit), valueName: "n"))
    var limit: Int = 20

    @Option(help: ArgumentHelp(tr(.helpMapOut), valueName: "file.png|file.pdf"))
    var out: String

    @Option(help: ArgumentHelp(tr(.helpMapPaper), valueName: "A4|A3|A2|A1|A0|WxHpx"))
    var paper: String = "A4"

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpMapDPI), valueName: "dpi"))
    var dpi: String?

    @Flag(help: ArgumentHelp(tr(.helpMapLandscape)))
    var landscape = false

    @Flag(help: ArgumentHelp(tr(.helpMapPortrait)))
    var portrait = false

    @Option(help: ArgumentHelp(tr(.helpMapScale), valueName: "1:n"))
    var scale: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpMapBearing), valueName: "degrees"))
    var bearing: String?

    @Option(help: ArgumentHelp(tr(.helpMapTitle), valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp(tr(.helpMapStyle), valueName: "file"))
    var style: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try CoordinateArgument.checkedWords(target)
        if landscape && portrait { throw ValidationError(tr(.mapLandscapePortrait)) }
    }

    func run() throws {
        var options = global
        // --places (a global option) takes catalogue files, and here also what to show.
        let choice = try MapPlacesChoice(Session.merged(Session.current.defaults.placesFiles, options.placesFiles))
        options.placesFiles = []
        let ctx = Session.current.context(options, placesFiles: choice.files)
        let bearing = try bearing.map { try UserInput.bearing($0, parameter: "--bearing") } ?? 0
        var request = MapRequest(
            target: "", file: out, paper: try UserInput.paper(paper, parameter: "--paper"),
            dpi: try dpi.map { try UserInput.decimal($0, parameter: "--dpi", unit: .dotsPerInch) },
            orientation: landscape ? .landscape : (portrait ? .portrait : .automatic),
            bearing: bearing, title: title, styleFile: style, places: choice.layer, language: ctx.language)
        request.scale = try scale.map { try UserInput.mapScale($0, parameter: "--scale") }
        request.categories = categories
        request.nameLanguage = ctx.requestedNameLanguage
        // The first word names the kind of map: `place X`, `search X`; otherwise a region, a box or favourites.
        let rest = target.dropFirst().joined(separator: " ")
        switch target.first?.lowercased() {
        case "place"?, "misto"?, "místo"?:
            guard !rest.isEmpty else { throw CommandError(ctx.texts(.mapPlaceNeedsName)) }
            request.place = rest
        case "search"?, "hledat"?:
            request.search = SearchRequest(text: rest, regions: regions, limit: limit, language: ctx.language)
        default:
            request.target = target.joined(separator: " ")
        }
        if center != nil || zoom != nil || size != nil {
            guard let center, let zoom else {
                throw CommandError(ctx.texts(.mapViewNeedsZoom, ["center": "--center", "zoom": "--zoom"]))
            }
            let viewSize = try size.map { try UserInput.viewSize($0, parameter: "--size") }
            request.view = MapRequest.View(center: center,
                                           zoom: try UserInput.zoom(zoom, parameter: "--zoom"),
                                           width: viewSize?.width, height: viewSize?.height, bearing: bearing)
            request.bearing = bearing
        }
        let map = try ctx.engine.map(request)
        try ctx.emit(map) {
            [MapFormat.wrote(map, file: out, t: ctx.texts)] + map.pins.map { pin in
                "  " + ctx.texts(.mapWroteList, ["number": pin.number, "name": pin.name, "category": ctx.texts.category(pin.category),
                                                 "region": pin.regionName.map { ", " + $0 } ?? ""]) + "  " + pin.placeID
            }
        }
    }
}
