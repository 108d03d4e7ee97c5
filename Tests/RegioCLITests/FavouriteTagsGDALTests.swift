import Foundation
import Testing

/// Tags in GPX and KML exports: GDAL's drivers (ogrinfo from Debian's gdal-bin)
/// read all of them, and Regio reads back both its older exports (one element
/// per tag) and the new ones (one element with every tag).
@Suite struct FavouriteTagsGDALTests {
    @Test(.enabled(if: ServeOGCTests.ogrinfo != nil, "ogrinfo is missing: scripts/setup installs gdal-bin"))
    func gdalReadsEveryTag() throws {
        let regio = try RegioProcess()
        let add = try regio.run(["fav", "add", "geonames:3067696", "--tag", "trip", "--tag", "with;semicolon", "--tag", "město"])
        #expect(add.status == 0, "\(add.stderr)")
        for (file, layer, field) in [("f.gpx", "waypoints", "regio_tags"), ("f.kml", "", "tags")] {
            let export = try regio.run(["fav", "export", "--out", file])
            #expect(export.status == 0, "\(export.stderr)")
            let info = try ServeOGCTests.ogrinfo(["-al", "-q", file] + (layer.isEmpty ? [] : [layer]), home: regio.home)
            #expect(info.status == 0)
            #expect(info.output.contains(#"\#(field) (String) = město;trip;with\;semicolon"#), "\(file): \(info.output)")
        }
    }

    @Test func oldAndNewExportsGiveTheSameTags() throws {
        let regio = try RegioProcess()
        let old = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="Regio" xmlns="http://www.topografix.com/GPX/1/1" xmlns:regio="urn:regio:favourites:1">
          <wpt lat="50.08804" lon="14.42076"><name>Praha</name><extensions>
            <regio:placeID>geonames:3067696</regio:placeID><regio:tag>trip</regio:tag><regio:tag>city</regio:tag>
          </extensions></wpt>
        </gpx>
        """
        try Data(old.utf8).write(to: regio.home.appendingPathComponent("old.gpx"))
        #expect(try regio.run(["fav", "import", "old.gpx"]).status == 0)
        let list = try regio.run(["fav", "list", "--json"])
        let tags = try Self.tags(list.stdout)
        #expect(tags == ["city", "trip"])
        // Exported again (one element) and imported into a second store: the same tags.
        #expect(try regio.run(["fav", "export", "--out", "new.kml"]).status == 0)
        let again = try regio.run(["--store", "second.sqlite", "fav", "import", "new.kml"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.tags(try regio.run(["--store", "second.sqlite", "fav", "list", "--json"]).stdout) == ["city", "trip"])
    }

    static func tags(_ json: String) throws -> [String] {
        let entries = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return (entries.first?["favourite"] as? [String: Any])?["tags"] as? [String] ?? []
    }
}
