import Foundation
import RegioGeo
import RegioRender

/// A Mapnik style (XML) that draws a dataset's OpenStreetMap layers as Regio's
/// standard style does at zooms 14–16, for `scripts/bench streets`: the same
/// `basemap.gpkg` through OGR, the same colours and widths (``RoadStyle/standard``,
/// widths per zoom by ``RoadStyle/width(_:zoom:)``), casings under fills, road
/// names along the lines, the relief as a hillshade precomputed by `gdaldem`
/// (Regio shades per zoom), the regions and the places with their names
/// (not the streets, which Regio finds by search but does not draw as points).
struct MapnikStreetStyle {
    let xml: String
    /// The hillshade `gdaldem` wrote; removed by ``removeFiles()``.
    let folder: URL

    init(dataset: URL, zooms: ClosedRange<Int>) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-mapnik-streets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gpkg = dataset.appendingPathComponent("basemap.gpkg").path
        let hillshade = folder.appendingPathComponent("hillshade.tif").path
        let relief = ReliefStyle.standard
        try Self.tool("/usr/bin/gdaldem", ["hillshade", "-q", "-z", "\(relief.exaggeration)", "-s", "111120", "-az", "\(relief.azimuth)",
                                           "-alt", "\(relief.altitude)", dataset.appendingPathComponent("relief.tif").path, hillshade])
        let roads = RoadStyle.standard
        let wgs = "+proj=longlat +datum=WGS84 +no_defs"
        let merc = "+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs +over"

        /// A rule shown at one zoom only (Mapnik's scale denominator of 256 px tiles).
        func atZoom(_ z: Int, _ body: String, filter: String? = nil) -> String {
            let scale = 559_082_264.028 / pow(2, Double(z))
            return "<Rule>" + (filter.map { "<Filter>\($0)</Filter>" } ?? "")
                + "<MaxScaleDenominator>\(scale * 1.01)</MaxScaleDenominator><MinScaleDenominator>\(scale * 0.99)</MinScaleDenominator>"
                + body + "</Rule>"
        }
        func hex(_ c: StyleColor) -> String {
            c.alpha < 1 ? "rgba(\(Int(c.red * 255)),\(Int(c.green * 255)),\(Int(c.blue * 255)),\(c.alpha))" : c.description
        }
        func ogr(_ name: String, _ layer: String, _ styles: [String], sql: String? = nil) -> String {
            "<Layer name=\"\(name)\" srs=\"\(wgs)\">" + styles.map { "<StyleName>\($0)</StyleName>" }.joined()
                + "<Datasource><Parameter name=\"type\">ogr</Parameter><Parameter name=\"file\">\(gpkg)</Parameter>"
                + (sql.map { "<Parameter name=\"layer_by_sql\">\($0)</Parameter>" } ?? "<Parameter name=\"layer\">\(layer)</Parameter>")
                + "</Datasource></Layer>"
        }
        func geojson(_ name: String, _ file: String, _ styles: [String]) -> String {
            "<Layer name=\"\(name)\" srs=\"\(wgs)\">" + styles.map { "<StyleName>\($0)</StyleName>" }.joined()
                + "<Datasource><Parameter name=\"type\">geojson</Parameter><Parameter name=\"file\">\(dataset.appendingPathComponent(file).path)</Parameter></Datasource></Layer>"
        }
        // Classes from the bottom up, as Regio draws them.
        let order = ["path", "track", "minor", "tertiary", "secondary", "primary", "trunk", "motorway"]
        var casings = "", fills = "", names = ""
        for z in zooms {
            for name in order {
                guard let c = roads.classes[name], Double(z) >= c.minZoom else { continue }
                let width = RoadStyle.width(c.width, zoom: Double(z))
                let filter = "[class] = '\(name)'"
                if c.casingWidth > 0 {
                    casings += atZoom(z, "<LineSymbolizer stroke=\"\(hex(c.casing))\" stroke-width=\"\(width + 2 * c.casingWidth)\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>", filter: filter)
                }
                let dash = c.dash.isEmpty ? "" : " stroke-dasharray=\"\(c.dash.map { "\($0)" }.joined(separator: ","))\""
                fills += atZoom(z, "<LineSymbolizer stroke=\"\(hex(c.fill))\" stroke-width=\"\(width)\" stroke-linecap=\"round\" stroke-linejoin=\"round\"\(dash)/>", filter: filter)
                if let labels = c.labelMinZoom, Double(z) >= labels {
                    names += atZoom(z, "<TextSymbolizer face-name=\"DejaVu Sans Book\" size=\"9\" fill=\"#3a3a3a\" halo-fill=\"#ffffff\" halo-radius=\"1.4\" placement=\"line\" spacing=\"300\">[name]</TextSymbolizer>",
                                    filter: filter + " and [name] != ''")
                }
            }
        }
        var railway = ""
        if let r = roads.classes["railway"] {
            for z in zooms {
                let width = RoadStyle.width(r.width, zoom: Double(z))
                railway += atZoom(z, "<LineSymbolizer stroke=\"\(hex(r.casing))\" stroke-width=\"\(width + 2 * r.casingWidth)\"/>"
                                  + "<LineSymbolizer stroke=\"\(hex(r.fill))\" stroke-width=\"\(width)\" stroke-dasharray=\"\(r.dash.map { "\($0)" }.joined(separator: ","))\"/>")
            }
        }
        let cover = roads.landCover
        func fill(_ kind: String) -> String { hex(cover[kind]?.fill ?? StyleColor(hex: "#cccccc")!) }
        let water = WaterStyle.standard, sea = SeaStyle.standard
        xml = """
        <Map srs="\(merc)" background-color="\(hex(sea.fill))" buffer-size="128">
          <Style name="land"><Rule><PolygonSymbolizer fill="\(hex(sea.land))"/></Rule></Style>
          <Style name="regions"><Rule><PolygonSymbolizer fill="#f8f5ec"/><LineSymbolizer stroke="#9a9486" stroke-width="0.9" stroke-dasharray="4,2"/></Rule></Style>
          <Style name="relief"><Rule><RasterSymbolizer scaling="bilinear" comp-op="multiply" opacity="0.35"/></Rule></Style>
          <Style name="landcover">
            <Rule><Filter>[kind] = 'forest'</Filter><PolygonSymbolizer fill="\(fill("forest"))"/></Rule>
            <Rule><Filter>[kind] = 'park'</Filter><PolygonSymbolizer fill="\(fill("park"))"/></Rule>
            <Rule><Filter>[kind] = 'protected'</Filter><LineSymbolizer stroke="\(hex(cover["protected"]?.casing ?? sea.land))" stroke-width="1.5" stroke-dasharray="6,3"/></Rule></Style>
          <Style name="builtup"><Rule><PolygonSymbolizer fill="\(fill("builtUp"))"/></Rule></Style>
          <Style name="water"><Rule><PolygonSymbolizer fill="\(hex(water.fill))"/><LineSymbolizer stroke="\(hex(water.stroke))" stroke-width="0.6"/></Rule></Style>
          <Style name="waterways">
            <Rule><Filter>[kind] = 'river'</Filter><LineSymbolizer stroke="\(hex(water.stroke))" stroke-width="2.2"/>
              <TextSymbolizer face-name="DejaVu Sans Oblique" size="10" fill="#2f6aa3" halo-fill="#ffffff" halo-radius="1.4" placement="line" spacing="400">[name]</TextSymbolizer></Rule>
            <Rule><ElseFilter/><LineSymbolizer stroke="\(hex(water.stroke))" stroke-width="1"/></Rule></Style>
          <Style name="casings">\(casings)</Style>
          <Style name="fills">\(fills)</Style>
          <Style name="railways">\(railway)</Style>
          <Style name="roadnames">\(names)</Style>
          <Style name="places"><Rule><Filter>not ([category] = 'street')</Filter>
              <MarkersSymbolizer marker-type="ellipse" width="6" height="6" fill="#8e2c1c" stroke="#ffffff" stroke-width="1" allow-overlap="true"/>
              <TextSymbolizer face-name="DejaVu Sans Book" size="10" fill="#1f1f1f" halo-fill="#ffffff" halo-radius="1.6" dx="7" placement-type="simple" placements="E,W,NE,SE,N,S,NW,SW">[name]</TextSymbolizer></Rule></Style>
          \(ogr("land", "land", ["land"]))
          \(geojson("regions", "regions.geojson", ["regions"]))
          <Layer name="relief" srs="\(wgs)"><StyleName>relief</StyleName>
            <Datasource><Parameter name="type">gdal</Parameter><Parameter name="file">\(hillshade)</Parameter></Datasource></Layer>
          \(ogr("landcover", "osm_landcover", ["landcover"]))
          \(ogr("builtup", "osm_builtup", ["builtup"]))
          \(ogr("water", "osm_water", ["water"]))
          \(ogr("waterways", "osm_waterways", ["waterways"]))
          \(ogr("roads", "osm_roads", ["casings", "fills"]))
          \(ogr("railways", "osm_railways", ["railways"]))
          \(ogr("roadnames", "osm_roads", ["roadnames"]))
          \(geojson("places", "places.geojson", ["places"]))
          \(geojson("osmplaces", "osm-places.geojson", ["places"]))
        </Map>
        """
    }

    func removeFiles() { try? FileManager.default.removeItem(at: folder) }   // the benchmark's temporary files

    static func tool(_ path: String, _ arguments: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw BenchError.usage("\(path) \(arguments.joined(separator: " ")) failed") }
    }
}

/// Renders tiles with Mapnik (python3-mapnik) from a style's XML in one
/// process, timed after a warm-up tile; nil when python3-mapnik is missing.
enum MapnikRunner {
    static func render(xml: String, tiles: [TileID], samples: [TileID], sampleDirectory: URL?) throws -> [String: Any]? {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("regio-mapnik-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }   // temporary files
        try Data(xml.utf8).write(to: dir.appendingPathComponent("style.xml"))
        try JSONSerialization.data(withJSONObject: tiles.map { [$0.z, $0.x, $0.y] }).write(to: dir.appendingPathComponent("tiles.json"))
        try JSONSerialization.data(withJSONObject: samples.map { [$0.z, $0.x, $0.y] }).write(to: dir.appendingPathComponent("samples.json"))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = ["-c", script, dir.path, sampleDirectory?.path ?? ""]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.standardError
        try p.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { return nil }
        return try JSONSerialization.jsonObject(with: output) as? [String: Any]
    }

    static let script = #"""
import json, math, sys, time
try:
    import mapnik
except ImportError:
    sys.exit(3)
DIR, SAMPLES = sys.argv[1], sys.argv[2]
m = mapnik.Map(256, 256)
mapnik.load_map(m, DIR + "/style.xml")
R = 6378137 * math.pi
def bounds(z, x, y):
    size = 2 * R / 2 ** z
    return mapnik.Box2d(-R + x * size, R - (y + 1) * size, -R + (x + 1) * size, R - y * size)
def draw(z, x, y):
    m.zoom_to_box(bounds(z, x, y)); im = mapnik.Image(256, 256); mapnik.render(m, im); return im
for z, x, y in json.load(open(DIR + "/samples.json")):
    draw(z, x, y).save(f"{SAMPLES}/mapnik-{z}-{x}-{y}.png", "png32")
tiles = json.load(open(DIR + "/tiles.json"))
draw(*tiles[0])  # warm up (fonts, data sources)
start, cpu, total = time.perf_counter(), time.process_time(), 0
for z, x, y in tiles:
    total += len(draw(z, x, y).tostring("png32"))
elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
print(json.dumps({"version": mapnik.mapnik_version_string() if hasattr(mapnik, "mapnik_version_string") else str(mapnik.mapnik_version()),
                  "tiles": len(tiles), "seconds": elapsed, "cpuSeconds": cpu, "bytesPerTile": total // len(tiles)}))
"""#
}
