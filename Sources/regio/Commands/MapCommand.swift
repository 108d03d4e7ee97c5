import ArgumentParser
import Foundation
import Regio

/// `map <region|W,S,E,N|favourites> --out FILE.png|FILE.pdf`: a printable overview map.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Draw a printable map of a region, a box or your favourites (PNG or vector PDF).",
        discussion: """
        The map fits the area on the page with a title, a legend, a scale bar, the
        data's attribution and, when rotated, a north arrow. Towns carry their Czech
        names; parts of cities (Žižkov, Brno-střed) are left out. Your favourites
        always show, with a star. Examples:
          map vysocina --out vysocina.png                       A4 at 300 dpi, landscape if the area is wide
          map CZ-64 --out jm.pdf --paper A3                     a vector PDF for any print size
          map 15.2,49.1,16.0,49.6 --out box.png --dpi 150 --portrait
          map favourites --out mine.png --places none           only your favourites over the regions
          map praha --out praha.png --bearing 30 --title "Praha"
        --places says what to show: towns, pois (towns and the other places: castles,
        lookout towers …), clusters (towns, and the other places in badges that count
        them) or none; or it loads a catalogue FILE, as for every command. The
        default: pois when the session knows places other than towns, else towns.
          map CZ-20 --places ../shared/data/cz-castles.geojson --out castles.png
          map CZ-31 --places castles.geojson --places clusters --out badges.pdf
        --style FILE restyles the map (a JSON file over the standard style).
        """)

    @Argument(help: ArgumentHelp("A region (id or name), a box W,S,E,N in degrees, or favourites.", valueName: "region|W,S,E,N|favourites"))
    var target: [String]

    @Option(help: ArgumentHelp("The file to write: its extension picks PNG or PDF.", valueName: "file.png|file.pdf"))
    var out: String

    @Option(help: ArgumentHelp("A4, A3, or a size in pixels such as 1600x1200px (default: A4).", valueName: "A4|A3|WxHpx"))
    var paper: String = "A4"

    @Option(parsing: .unconditional, help: ArgumentHelp("Dots per inch: 300 for print (the default), 150 for a screen or a draft.", valueName: "dpi"))
    var dpi: String = "300"

    @Flag(help: "Turn the page sideways (default: landscape when the area is wider than tall).")
    var landscape = false

    @Flag(help: "Keep the page upright.")
    var portrait = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Degrees clockwise from north that the top of the map faces (a north arrow shows); negative too: --bearing -30.", valueName: "degrees"))
    var bearing: String?

    @Option(help: ArgumentHelp("The title above the map (default: the region's name); \"\" for none.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("A style file (JSON over the standard style).", valueName: "file"))
    var style: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if landscape && portrait { throw ValidationError(tr(.mapLandscapePortrait)) }
    }

    func run() throws {
        var options = global
        // --places (a global option) takes catalogue files, and here also what to show.
        let choice = try MapPlacesChoice(Session.merged(Session.current.defaults.placesFiles, options.placesFiles))
        options.placesFiles = []
        let ctx = Session.current.context(options, placesFiles: choice.files)
        let request = MapRequest(
            target: target.joined(separator: " "), file: out, paper: try UserInput.paper(paper, parameter: "--paper"),
            dpi: try UserInput.decimal(dpi, parameter: "--dpi", unit: .dotsPerInch),
            orientation: landscape ? .landscape : (portrait ? .portrait : .automatic),
            bearing: try bearing.map { try UserInput.bearing($0, parameter: "--bearing") } ?? 0,
            title: title, styleFile: style, places: choice.layer, language: ctx.language)
        let map = try ctx.engine.map(request)
        try ctx.emit(map) {
            [MapFormat.wrote(map, file: out, t: ctx.texts)]
        }
    }
}
