import Foundation
import Testing

/// `regio tiles` and `regio offline pack` through the binary: XYZ folders,
/// MBTiles (checked with SQL), resuming, --force, progress, errors.
@Suite struct TilesCommandTests {
    /// Prague's box in the embedded dataset, a little grown (what the tile ranges are checked against).
    static let prague = (west: 14.21, south: 49.95, east: 14.69, north: 50.17)

    /// Every `z/x/y.png` under a folder.
    func tileFiles(_ root: URL) throws -> Set<String> {
        let fm = FileManager.default
        var found = Set<String>()
        let walker = fm.enumerator(atPath: root.path)
        while let item = walker?.nextObject() as? String {
            if item.hasSuffix(".png") { found.insert(item) }
        }
        return found
    }

    @Test func anXYZFolderOfPNGTiles() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["tiles", "--region", "praha", "--zoom", "8-11", "--out", "praha"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let count = try #require(Int(lines.first?.prefix { $0.isNumber } ?? ""), "the count comes first: \(r.stdout)")
        #expect(lines.first?.contains("zoom 8–11 → praha") == true, "\(r.stdout)")
        #expect(lines.last?.hasPrefix("Wrote \(count) tiles to praha") == true, "\(r.stdout)")
        #expect(r.stderr.isEmpty, "no progress bar in a pipe: \(r.stderr)")
        let files = try tileFiles(regio.path("praha"))
        #expect(files.count == count)
        for z in 8...11 {
            let range = tileRange(west: Self.prague.west, south: Self.prague.south, east: Self.prague.east, north: Self.prague.north, zoom: z)
            let atZoom = files.filter { $0.hasPrefix("\(z)/") }
            #expect(!atZoom.isEmpty)
            for f in atZoom {
                let parts = f.dropLast(4).split(separator: "/").compactMap { Int($0) }
                #expect(parts.count == 3 && range.x.contains(parts[1]) && range.y.contains(parts[2]), "\(f) outside \(range)")
            }
        }
        for f in files {
            let png = try PNGFile(contentsOf: regio.path("praha/\(f)"))
            #expect(png.width == 256 && png.height == 256 && [2, 6].contains(png.colourType), "\(f)")
        }
    }

    @Test func anMBTilesFileWithMetadataAndTMSRows() throws {
        let regio = try RegioProcess()
        let out = regio.path("praha.mbtiles")
        let (r, json) = try regio.json(["tiles", "--region", "CZ-10", "--zoom", "8-11", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["format"] as? String == "mbtiles")
        let total = try #require(json["tiles"] as? Int)
        #expect(json["rendered"] as? Int == total && json["skipped"] as? Int == 0)
        #expect(json["bytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int))
        let metadata = Dictionary(uniqueKeysWithValues: try Python.sql(out, "SELECT name, value FROM metadata").map { ($0[0], $0[1]) })
        #expect(metadata["format"] == "png")
        #expect(metadata["minzoom"] == "8" && metadata["maxzoom"] == "11")
        #expect(metadata["name"]?.contains("Praha") == true || metadata["name"]?.contains("Prague") == true, "\(metadata)")
        // Prague's castles and lookout towers (Wikidata, OpenStreetMap) are drawn and credited.
        #expect(metadata["attribution"] == "Natural Earth · GeoNames (CC BY 4.0) · © OpenStreetMap contributors · Wikidata (CC0) · GSHHG (LGPL-3+) · Land cover: NASA MODIS MCD12C1 · SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5")
        let bounds = try #require(metadata["bounds"]).split(separator: ",").compactMap { Double($0) }
        #expect(bounds.count == 4 && bounds[0] > 14 && bounds[2] < 15 && bounds[1] > 49.8 && bounds[3] < 50.3, "\(bounds)")
        let center = try #require(metadata["center"]).split(separator: ",").compactMap { Double($0) }
        #expect(center.count == 3 && (8...11).contains(Int(center[2])))
        // Rows in TMS order: y = 2^z − 1 − tile_row lies in the XYZ range of the box.
        let rows = try Python.sql(out, "SELECT zoom_level, tile_column, tile_row, length(tile_data), hex(substr(tile_data, 1, 8)) FROM tiles")
        #expect(rows.count == total)
        for row in rows {
            let z = Int(row[0])!, x = Int(row[1])!, tmsRow = Int(row[2])!
            let y = (1 << z) - 1 - tmsRow
            let range = tileRange(west: Self.prague.west, south: Self.prague.south, east: Self.prague.east, north: Self.prague.north, zoom: z)
            #expect(range.x.contains(x) && range.y.contains(y), "\(z)/\(x)/\(y) (row \(tmsRow)) outside \(range)")
            #expect(row[4] == "89504E470D0A1A0A", "tile data is PNG")
            #expect(Int(row[3])! > 100)
        }
        // The same tiles as an XYZ folder of the same area.
        _ = try regio.run(["tiles", "--region", "CZ-10", "--zoom", "8-11", "--out", "xyz"])
        let xyz = try tileFiles(regio.path("xyz"))
        let fromMBTiles = Set(rows.map { "\($0[0])/\($0[1])/\((1 << Int($0[0])!) - 1 - Int($0[2])!).png" })
        #expect(xyz == fromMBTiles)
    }

    @Test func aSecondRunResumesAndForceRendersAgain() throws {
        let regio = try RegioProcess()
        let first = try regio.json(["tiles", "--region", "CZ-10", "--zoom", "9-11", "--out", "t"]).1
        let total = try #require(first["tiles"] as? Int)
        #expect(first["rendered"] as? Int == total)
        let again = try regio.json(["tiles", "--region", "CZ-10", "--zoom", "9-11", "--out", "t"]).1
        #expect(again["rendered"] as? Int == 0 && again["skipped"] as? Int == total)
        // A missing tile (an interrupted run) is the only one rendered.
        let files = try tileFiles(regio.path("t")).sorted()
        let gone = regio.path("t/\(files[files.count / 2])")
        let before = try Data(contentsOf: gone)
        try FileManager.default.removeItem(at: gone)
        let resumed = try regio.json(["tiles", "--region", "CZ-10", "--zoom", "9-11", "--out", "t"]).1
        #expect(resumed["rendered"] as? Int == 1 && resumed["skipped"] as? Int == total - 1)
        #expect(try Data(contentsOf: gone) == before, "the same tile again")
        // A wider zoom range renders only the new zoom.
        let wider = try regio.json(["tiles", "--region", "CZ-10", "--zoom", "8-11", "--out", "t"]).1
        #expect(wider["skipped"] as? Int == total && (wider["rendered"] as? Int ?? 0) >= 1)
        let forced = try regio.json(["tiles", "--region", "CZ-10", "--zoom", "9-11", "--out", "t", "--force"]).1
        #expect(forced["rendered"] as? Int == total && forced["skipped"] as? Int == 0)
        // MBTiles resume too.
        let m1 = try regio.json(["tiles", "--region", "CZ-10", "--zoom", "9-10", "--out", "t.mbtiles"]).1
        let m2 = try regio.json(["tiles", "--region", "CZ-10", "--zoom", "9-10", "--out", "t.mbtiles"]).1
        #expect((m1["rendered"] as? Int ?? 0) > 0 && m2["rendered"] as? Int == 0 && m2["skipped"] as? Int == m1["rendered"] as? Int)
    }

    @Test func scaleSizeAndPalette() throws {
        let regio = try RegioProcess()
        for (args, px) in [(["--scale", "2"], 512), (["--size", "512"], 512), (["--size", "512", "--scale", "2"], 1024)] {
            let dir = "s\(px)-\(args.count)"
            let (r, json) = try regio.json(["tiles", "--bbox", "14.40,50.07,14.44,50.10", "--zoom", "12", "--out", dir] + args)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(json["tilePx"] as? Int == px)
            for f in try tileFiles(regio.path(dir)) {
                let png = try PNGFile(contentsOf: regio.path("\(dir)/\(f)"))
                #expect(png.width == px && png.height == px)
            }
        }
        let (r, json) = try regio.json(["tiles", "--bbox", "14.40,50.07,14.44,50.10", "--zoom", "12", "--palette", "--out", "pal"])
        #expect(r.status == 0 && json["palette"] as? Bool == true)
        for f in try tileFiles(regio.path("pal")) {
            let png = try PNGFile(contentsOf: regio.path("pal/\(f)"))
            #expect(png.colourType == 3 && png.chunks.contains("PLTE"), "8-bit palette")
        }
    }

    @Test func tilesShowTheCataloguesLoaded() throws {
        let regio = try RegioProcess()
        // A chateau the embedded sights do not have, 2.9 km from the nearest of them.
        let extra = regio.path("extra.geojson")
        try Data("""
        {"type": "FeatureCollection", "features": [{"type": "Feature",
          "properties": {"id": "Q4115189", "name": "Testovací zámek", "kind": "zamek"},
          "geometry": {"type": "Point", "coordinates": [14.15, 49.98]}}]}
        """.utf8).write(to: extra)
        let plain = try regio.json(["tiles", "--bbox", "14.1,49.9,14.3,50.0", "--zoom", "11", "--out", "a"]).1
        let with = try regio.json(["--places", extra.path, "tiles", "--bbox", "14.1,49.9,14.3,50.0", "--zoom", "11", "--out", "b"]).1
        // The embedded sights there (Karlštejn, Wikidata; Rozhledna Lhotka, OpenStreetMap) are credited either way.
        #expect(plain["attribution"] as? String == "Natural Earth · GeoNames (CC BY 4.0) · © OpenStreetMap contributors · Wikidata (CC0) · GSHHG (LGPL-3+) · Land cover: NASA MODIS MCD12C1 · SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5")
        #expect(with["attribution"] as? String == plain["attribution"] as? String)
        // The new chateau's tile differs: its symbol and name are drawn.
        let range = tileRange(west: 14.15, south: 49.98, east: 14.15, north: 49.98, zoom: 11)
        let tile = "11/\(range.x.lowerBound)/\(range.y.lowerBound).png"
        #expect(try Data(contentsOf: regio.path("a/\(tile)")) != Data(contentsOf: regio.path("b/\(tile)")))
    }

    /// Tiles credit the sources of what they draw: the sights' Wikidata and OpenStreetMap where
    /// castles or lookout towers are on them (everywhere in Czechia), nothing of theirs over a box with none.
    @Test func creditsNameOnlyTheSourcesOnTheTiles() throws {
        let regio = try RegioProcess()
        let castles = try regio.writeCastles()
        #expect(try regio.run(["--places", castles.path, "fav", "add", TestFavourites.karlstejn.id]).status == 0)
        #expect(try regio.run(["fav", "add", TestFavourites.telc.id]).status == 0)
        let brno = try regio.json(["tiles", "--bbox", "16.5,49.1,16.7,49.3", "--zoom", "9", "--out", "brno.mbtiles"]).1
        #expect(brno["attribution"] as? String == "Natural Earth · GeoNames (CC BY 4.0) · © OpenStreetMap contributors · Wikidata (CC0) · GSHHG (LGPL-3+) · Land cover: NASA MODIS MCD12C1 · SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5")
        let stored = try Python.sql(regio.path("brno.mbtiles"), "SELECT value FROM metadata WHERE name = 'attribution'")
        #expect(stored.first?.first == brno["attribution"] as? String)
        // Over Poland: no town, sight or favourite of this dataset; the favourites far away add no "Wikidata".
        let poland = try regio.json(["tiles", "--bbox", "18.1,51.0,18.3,51.2", "--zoom", "9", "--out", "pl.mbtiles"]).1
        #expect(poland["attribution"] as? String == "Natural Earth · GSHHG (LGPL-3+) · Land cover: NASA MODIS MCD12C1 · SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5")
        let karlstejn = try regio.json(["tiles", "--bbox", "14.1,49.9,14.3,50.0", "--zoom", "9", "--out", "k.mbtiles"]).1
        #expect(karlstejn["attribution"] as? String == "Natural Earth · GeoNames (CC BY 4.0) · © OpenStreetMap contributors · Wikidata (CC0) · GSHHG (LGPL-3+) · Land cover: NASA MODIS MCD12C1 · SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5")
        // An offline pack around the favourites and one over Vysočina both show sights.
        let around = try regio.json(["offline", "pack", "--favourites", "--radius", "5", "--zoom", "9", "--out", "f.mbtiles"]).1
        #expect(around["attribution"] as? String == "Natural Earth · GeoNames (CC BY 4.0) · © OpenStreetMap contributors · Wikidata (CC0) · GSHHG (LGPL-3+) · Land cover: NASA MODIS MCD12C1 · SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5")
        let region = try regio.json(["offline", "pack", "--region", "CZ-63", "--zoom", "7", "--out", "v.mbtiles"]).1
        #expect(region["attribution"] as? String == "Natural Earth · GeoNames (CC BY 4.0) · © OpenStreetMap contributors · Wikidata (CC0) · GSHHG (LGPL-3+) · Land cover: NASA MODIS MCD12C1 · SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5")
    }

    @Test func withoutOutTilesGoToTheTilesFolderHere() throws {
        let regio = try RegioProcess()
        let (r, json) = try regio.json(["tiles", "--bbox", "14.40,50.07,14.44,50.10", "--zoom", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["path"] as? String == "tiles")
        #expect(try tileFiles(regio.path("tiles")).count == json["tiles"] as? Int)
    }

    @Test func aProgressBarWithTheTimeLeftOnATerminal() throws {
        let regio = try RegioProcess()
        let output = try regio.runOnTerminal(["tiles", "--region", "CZ-10", "--zoom", "9-11", "--out", "t"])
        #expect(output.contains(" tiles of "), "the count first: \(output)")
        #expect(output.contains("█"), "a bar: \(output)")
        #expect(output.contains("ETA"), "the time left: \(output)")
        #expect(output.contains("already present"), "\(output)")
        #expect(output.hasSuffix("exit status: 0\n"), "\(output.suffix(200))")
    }

    @Test(arguments: [
        (["tiles", "--region", "CZ-10", "--zoom", "10-8"], "the first zoom must not be larger than the second"),
        (["tiles", "--region", "CZ-10", "--zoom", "a-b"], "write a zoom range such as 6-12"),
        (["tiles", "--region", "CZ-10", "--zoom", "0-25"], "outside 0…20"),
        (["tiles", "--region", "Atlantis", "--zoom", "8"], "no region matches 'Atlantis'"),
        (["tiles", "--bbox", "15,50,16,49", "--zoom", "8"], "south (50) must be less than north (49)"),
        (["tiles", "--bbox", "15,50", "--zoom", "8"], "bad bounding box"),
        (["tiles", "--zoom", "8"], "give either --region R or --bbox W,S,E,N"),
        (["tiles", "--region", "CZ-10", "--bbox", "15,49,16,50", "--zoom", "8"], "give either --region R or --bbox W,S,E,N"),
        (["tiles", "--region", "CZ-10"], "--zoom"),
        (["tiles", "--region", "CZ-10", "--zoom", "8", "--scale", "3"], "--scale must be 1 or 2"),
        (["tiles", "--region", "CZ-10", "--zoom", "8", "--size", "300"], "--size must be 256 or 512"),
        (["tiles", "--region", "CZ-10", "--zoom", "8", "--out", "missing/t.mbtiles"], "does not exist"),
        (["tiles", "--bbox", "12,48,19,51", "--zoom", "0-20"], "more than"),
        (["tiles", "--region", "CZ-10", "--zoom", "8", "--out", ""], "--out must name a folder or a .mbtiles file, not be empty"),
        (["tiles", "--bbox", "16,49,15,50", "--zoom", "8"], "west (16) must be less than east (15)"),
        (["offline", "pack", "--favourites", "--zoom", "8", "--out", "p.mbtiles"], "you have no favourites yet"),
        (["offline", "pack", "--zoom", "8", "--out", "p.mbtiles"], "give either --favourites or --region R"),
        (["offline", "pack", "--favourites", "--region", "CZ-10", "--zoom", "8", "--out", "p.mbtiles"], "give either --favourites or --region R"),
        (["offline", "pack", "--region", "CZ-10", "--zoom", "8", "--out", "folder"], "must end in .mbtiles"),
        (["offline", "pack", "--region", "CZ-10", "--zoom", "8"], "--out FILE.mbtiles"),
        (["offline", "pack", "--region", "CZ-10", "--zoom", "8", "--radius", "-1", "--out", "p.mbtiles"], "--radius"),
        (["offline", "pack", "--region", "Atlantis", "--zoom", "8", "--out", "p.mbtiles"], "no region matches 'Atlantis'"),
    ])
    func errorsSayWhatToFix(arguments: [String], message: String) throws {
        let regio = try RegioProcess()
        let r = try regio.run(arguments)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: "), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: regio.path("tiles").path), "nothing written")
        #expect(!FileManager.default.fileExists(atPath: regio.path("p.mbtiles").path), "nothing written")
    }

    @Test func aFileWhereTheFolderShouldBe() throws {
        let regio = try RegioProcess()
        try Data("x".utf8).write(to: regio.path("t"))
        let r = try regio.run(["tiles", "--region", "CZ-10", "--zoom", "8", "--out", "t"])
        #expect(r.status == 1 && r.stderr.contains("cannot write") && r.stderr.contains("it is a file, not a folder"), "\(r.stderr)")
        try Data("not sqlite at all, not sqlite at all, not sqlite at all, not sqlite at all, not sqlite at all".utf8)
            .write(to: regio.path("bad.mbtiles"))
        let bad = try regio.run(["tiles", "--region", "CZ-10", "--zoom", "8", "--out", "bad.mbtiles"])
        #expect(bad.status == 1 && bad.stderr.contains("bad.mbtiles"), "\(bad.stderr)")
    }

    @Test func anOfflinePackAroundFavourites() throws {
        let regio = try RegioProcess()
        try regio.addFavourites([TestFavourites.telc.id, TestFavourites.trebic.id])
        let out = regio.path("pack.mbtiles")
        let (r, json) = try regio.json(["offline", "pack", "--favourites", "--zoom", "10-12", "--radius", "3", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["target"] as? String == "favourites")
        let total = try #require(json["tiles"] as? Int)
        let rows = try Python.sql(out, "SELECT zoom_level, tile_column, tile_row FROM tiles")
        #expect(rows.count == total && total > 0)
        // Every tile lies within 3 km (and a tile) of Telč or Třebíč; none between them.
        for row in rows {
            let z = Int(row[0])!, x = Int(row[1])!, y = (1 << Int(row[0])!) - 1 - Int(row[2])!
            let near = [TestFavourites.telc, TestFavourites.trebic].contains { f in
                let box = tileRange(west: f.longitude - 0.042, south: f.latitude - 0.028, east: f.longitude + 0.042,
                                    north: f.latitude + 0.028, zoom: z)
                return box.x.contains(x) && box.y.contains(y)
            }
            #expect(near, "\(z)/\(x)/\(y)")
        }
        let between = tileRange(west: 15.66, south: 49.2, east: 15.67, north: 49.21, zoom: 12)
        #expect(!rows.contains { Int($0[0]) == 12 && between.x.contains(Int($0[1])!) }, "nothing midway between the towns")
        let metadata = Dictionary(uniqueKeysWithValues: try Python.sql(out, "SELECT name, value FROM metadata").map { ($0[0], $0[1]) })
        #expect(metadata["minzoom"] == "10" && metadata["maxzoom"] == "12" && metadata["format"] == "png")
        // Over a region, with a margin.
        let region = try regio.json(["offline", "pack", "--region", "CZ-10", "--zoom", "9", "--out", "r.mbtiles"]).1
        let margin = try regio.json(["offline", "pack", "--region", "CZ-10", "--zoom", "9", "--radius", "30", "--out", "m.mbtiles"]).1
        #expect((region["tiles"] as? Int ?? 0) > 0 && (margin["tiles"] as? Int ?? 0) > (region["tiles"] as? Int ?? 0))
    }
}
