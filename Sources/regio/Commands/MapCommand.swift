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

    @Option(help: ArgumentHelp("Dots per inch: 300 for print (the default), 150 for a screen or a draft.", valueName: "dpi"))
    var dpi: Double = 300

    @Flag(help: "Turn the page sideways (default: landscape when the area is wider than tall).")
    var landscape = false

    @Flag(help: "Keep the page upright.")
    var portrait = false

    @Option(help: ArgumentHelp("Degrees clockwise from north that the top of the map faces (a north arrow shows); negative as --bearing=-30.", valueName: "degrees"))
    var bearing: Double = 0

    @Option(help: ArgumentHelp("The title above the map (default: the region's name); \"\" for none.", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("A style file (JSON over the standard style).", valueName: "file"))
    var style: String?

    @OptionGroup var global: GlobalOptions

    /// What `--json` prints: what was written.
    struct Written: Encodable {
        let path: String
        let format: String
        let target: String
        let title: String?
        let paper: String
        let landscape: Bool
        let dpi: Double
        let bearing: Double
        let widthPx: Int
        let heightPx: Int
        /// The page in PDF points (1/72 inch).
        let widthPt: Double
        let heightPt: Double
        let scale: Int
        let places: String
        /// Points inside the map's view, by kind.
        let inView: MapPointCounts
        let attribution: [String]
        let bytes: Int
        let seconds: Double
    }

    func validate() throws {
        if landscape && portrait { throw ValidationError("--landscape and --portrait cannot both be given") }
        guard bearing.isFinite else { throw ValidationError("--bearing must be a number of degrees") }
    }

    func run() throws {
        let start = Date()
        var ctx = Session.current.context(global)
        // --places (a global option) takes catalogue files, and here also what to show.
        let choice = try MapPlacesChoice(ctx.placesFiles)
        ctx.placesFiles = choice.files
        let url = URL(fileURLWithPath: out)
        let format = try OverviewMap.format(for: url)
        let paper = try Paper(parsing: self.paper)
        let style = try ctx.mapStyle(file: self.style)
        let dataset = try ctx.dataset()
        let target = try MapTarget(parsing: self.target.joined(separator: " "), in: dataset)
        let builder = try ctx.mapSceneBuilder()
        let layer = choice.layer ?? (builder.pois.isEmpty ? .towns : .pois)
        let wide = try target.isWide(in: dataset, favourites: builder.favourites, bearing: bearing)
        let landscape = self.landscape || (!portrait && wide)
        let title = self.title ?? target.title(in: dataset, language: ctx.language)
        let options = OverviewMapOptions(paper: paper, dpi: dpi, landscape: landscape, bearing: bearing,
                                         title: title.isEmpty ? nil : title, style: style)
        let (map, scene) = try builder.overviewMap(of: target, places: layer, options: options,
                                                   clusterIndex: { try ctx.mapClusterIndex() })
        try map.write(to: url)
        let bytes = MapFormat.size(of: url)
        let seconds = Date().timeIntervalSince(start)
        let points = paper.points(dpi: dpi, landscape: landscape)
        let written = Written(path: out, format: format.rawValue, target: target.name, title: options.title,
                              paper: paper.description, landscape: landscape, dpi: dpi, bearing: bearing,
                              widthPx: map.pixelWidth, heightPx: map.pixelHeight,
                              widthPt: (points.width * 10).rounded() / 10, heightPt: (points.height * 10).rounded() / 10,
                              scale: Int(map.scaleDenominator.rounded()), places: layer.rawValue,
                              inView: MapPointCounts(scene: scene, in: map.visibleBounds), attribution: scene.attribution, bytes: bytes,
                              seconds: (seconds * 1000).rounded() / 1000)
        try ctx.emit(written) {
            let page: String
            if case .pixels = paper { page = "\(map.pixelWidth)×\(map.pixelHeight) px" } else {
                page = "\(paper) \(landscape ? "landscape" : "portrait"), "
                    + (format == .pdf ? "vector PDF" : "\(map.pixelWidth)×\(map.pixelHeight) px at \(Format.number(dpi, decimals: 0)) dpi")
            }
            return ["Wrote \(out): \(page), scale 1:\(MapFormat.scale(map.scaleDenominator)), "
                    + "\(MapFormat.bytes(bytes)) in \(MapFormat.seconds(seconds))"]
        }
    }
}
