import Foundation
import Testing
import RegioGeo
import RegioPlaces
@testable import RegioStore

@Suite struct FavouritesExchangeTests {
    static let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    static var samples: [Favourite] {
        [
            Favourite(placeID: "wikidata:Q266698", name: "Karlštejn", coordinate: Coordinate(latitude: 49.9394, longitude: 14.1882),
                      category: .castle, regionID: "CZ-20", note: "Tickets <online> & \"early\"; it's busy", tags: ["trip", "kids"],
                      createdAt: t0, updatedAt: t0.addingTimeInterval(3600)),
            Favourite(placeID: "seed:12", name: "Bad\u{1}Name & <Co>", coordinate: Coordinate(latitude: -33.8688197, longitude: 151.2092955),
                      category: .poi, note: "", createdAt: t0.addingTimeInterval(5)),
        ]
    }

    @Test(arguments: FavouriteFormat.allCases)
    func exportsImportBackUnchanged(format: FavouriteFormat) throws {
        let text = try FavouriteExport.text(Self.samples, format: format, exportedAt: Self.t0)
        // XML cannot hold control characters; JSON (escaped) and CSV (as they are) can.
        let keepsControls = format == .geojson || format == .csv
        #expect(text.contains("\u{1}") == (format == .csv))
        let result = try FavouriteImport.read(Data(text.utf8), file: "favourites.\(format.fileExtension)")
        #expect(result.skipped.isEmpty)
        #expect(result.favourites.count == 2)
        for (got, want) in zip(result.favourites, Self.samples) {
            #expect(got.placeID == want.placeID)
            #expect(got.name == (keepsControls ? want.name : want.name.replacingOccurrences(of: "\u{1}", with: "")))
            #expect(abs(got.latitude - want.latitude) < 1e-7 && abs(got.longitude - want.longitude) < 1e-7)
            #expect(got.category == want.category)
            #expect(got.regionID == want.regionID)
            #expect(got.note == want.note)
            #expect(got.tags == want.tags)
            #expect(got.createdAt == want.createdAt)
            #expect(got.updatedAt == want.updatedAt)
        }
    }

    @Test func gpxIsWellFormedGPX11() throws {
        let gpx = FavouriteExport.gpx(Self.samples, exportedAt: Self.t0)
        #expect(gpx.contains(#"<gpx version="1.1" creator="Regio" xmlns="http://www.topografix.com/GPX/1/1""#))
        #expect(gpx.contains(#"<wpt lat="49.9394000" lon="14.1882000">"#))
        #expect(gpx.contains("Tickets &lt;online&gt; &amp; &quot;early&quot;; it&apos;s busy"))
        // GPX 1.1 order inside <wpt>: time, name, desc, type, extensions.
        let order = ["<time>", "<name>", "<desc>", "<type>", "<extensions>"].map { gpx.range(of: $0, range: gpx.range(of: "<wpt")!.upperBound..<gpx.endIndex)!.lowerBound }
        #expect(order == order.sorted())
        #expect(FavouriteExport.kml(Self.samples).contains("<coordinates>14.1882000,49.9394000</coordinates>"))
    }

    @Test func readsOtherProgramsFiles() throws {
        let gpx = """
        <?xml version="1.0"?>
        <gpx version="1.1" creator="Other" xmlns="http://www.topografix.com/GPX/1/1">
          <wpt lat="50.0875" lon="14.4213"><name>Old Town Square</name><cmt>meet here</cmt><sym>Flag</sym></wpt>
          <wpt lat="50.1" lon="14.5"/>
        </gpx>
        """
        let a = try FavouriteImport.read(Data(gpx.utf8), file: "other.gpx", now: Self.t0)
        #expect(a.favourites.map(\.placeID) == ["import:old-town-square@50.08750,14.42130", "import:50-10000-14-50000@50.10000,14.50000"])
        #expect(a.favourites[0].note == "meet here")
        #expect(a.favourites[0].category == .poi)
        #expect(a.favourites[0].createdAt == Self.t0)

        let kml = """
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder>
          <Placemark><name><![CDATA[Lednice & co]]></name><Point><coordinates> 16.8035,48.8018,180 </coordinates></Point></Placemark>
          <Placemark><name>A line</name><LineString><coordinates>16,48 17,49</coordinates></LineString></Placemark>
        </Folder></Document></kml>
        """
        let b = try FavouriteImport.read(Data(kml.utf8), file: "other.kml")
        #expect(b.favourites.map(\.name) == ["Lednice & co"])
        #expect(b.favourites[0].latitude == 48.8018)
        #expect(b.skipped.count == 1 && b.skipped[0].location == "line 3")

        let geojson = #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[14.42,50.08]},"properties":{"name":"X"}},{"type":"Feature","geometry":{"type":"LineString","coordinates":[[1,2],[3,4]]},"properties":{}}]}"#
        let c = try FavouriteImport.read(Data(geojson.utf8), file: "x.geojson")
        #expect(c.favourites.count == 1 && c.skipped.count == 1)
    }

    @Test func problemsNameTheFileAndPlace() {
        func location(_ text: String, _ file: String) -> String? {
            do { _ = try FavouriteImport.read(Data(text.utf8), file: file); return "no error" } catch { return (error as? DataError)?.location }
        }
        #expect(location("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">\n<wpt lat=\"x\" lon=\"1\"/>\n</gpx>", "a.gpx") == "line 2")
        #expect(location("<gpx>\n<wpt lat=\"91\" lon=\"1\"></wpt>\n</gpx>", "a.gpx") == "line 2")
        // The mismatched end tag, with its line and column (issue 16: it used to name no column, or the wrong line).
        #expect(location("<gpx>\n<wpt lat=\"1\" lon=\"1\">\n<name>a</nam>\n</wpt></gpx>", "a.gpx") == "line 3, column 14")
        #expect(location("<kml><Placemark><Point><coordinates>abc</coordinates></Point></Placemark></kml>", "a.kml") == "line 1")
        #expect(location(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[200,50]}}]}"#, "a.geojson") == "features[0].geometry.coordinates")
        #expect(location(#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":"x"}}]}"#, "a.geojson") == "features[0].geometry.coordinates")
        #expect(location("<kml/>", "a.gpx") == nil)        // not a GPX document: no location, a message
        #expect(location("hello", "a.txt") == nil)
    }

    @Test func importingTwiceChangesNothing() throws {
        let store = try Store(path: temporaryStorePath())
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fav-\(UUID().uuidString).gpx").path
        try FavouriteExport.gpx(Self.samples).write(toFile: path, atomically: true, encoding: .utf8)
        let first = try FavouriteImport.importFile(path, into: store.favourites)
        #expect(first.added == 2 && first.updated == 0)
        let second = try FavouriteImport.importFile(path, into: store.favourites)
        #expect(second.added == 0 && second.updated == 2)
        #expect(try store.favourites.count() == 2)
        #expect(try store.favourites.favourite(placeID: "wikidata:Q266698")?.tags == ["kids", "trip"])
    }
}
