import Foundation
import Testing

/// `regio map` through the binary: PNG and PDF pages, boxes, favourites,
/// clusters, rotation, and every error a user can make.
@Suite struct MapCommandTests {
    @Test func anA4OverviewOfARegionAt300DPI() throws {
        let regio = try RegioProcess()
        let out = regio.path("vysocina.png")
        let (r, json) = try regio.json(["map", "vysocina", "--out", out.path, "--dpi", "300", "--landscape", "--lang", "cs"])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGFile(contentsOf: out)
        #expect(png.width == 3508 && png.height == 2480)
        #expect(png.bitDepth == 8 && [2, 6].contains(png.colourType), "truecolour")
        #expect(json["format"] as? String == "png")
        #expect(json["widthPx"] as? Int == 3508 && json["heightPx"] as? Int == 2480)
        #expect(json["title"] as? String == "Kraj Vysočina")
        #expect(json["target"] as? String == "CZ-63")
        #expect(json["bytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int))
        // The embedded sights are drawn: the castles' and lookout towers' sources are credited.
        #expect(json["attribution"] as? [String] == ["Natural Earth", "GeoNames (CC BY 4.0)", "© OpenStreetMap contributors", "Wikidata (CC0)", "GSHHG (LGPL-3+)", "Land cover: NASA MODIS MCD12C1", "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5"])
        let counts = try #require(json["inView"] as? [String: Int])
        #expect((counts["towns"] ?? 0) > 50 && counts["clusters"] == 0 && counts["favourites"] == 0)
        #expect((counts["places"] ?? 0) > 50, "the castles and lookout towers of Vysočina: \(counts)")
        let scale = try #require(json["scale"] as? Int)
        #expect(scale > 300_000 && scale < 1_000_000, "1:\(scale) for a region on A4")
        #expect((json["seconds"] as? Double ?? 99) < 30)
    }

    @Test func textOutputSaysWhatWasWritten() throws {
        let regio = try RegioProcess()
        let r = try regio.run(["map", "CZ-63", "--out", "v.png", "--dpi", "96"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("Wrote v.png: A4 landscape, 1123×794 px at 96 dpi, scale 1:"), "\(r.stdout)")
        #expect(r.stderr.isEmpty, "nothing on stderr from a pipe: \(r.stderr)")
        // Portrait on request; a tall box is portrait by itself.
        let upright = try regio.json(["map", "CZ-63", "--out", "p.png", "--dpi", "96", "--portrait"]).1
        #expect(upright["widthPx"] as? Int == 794 && upright["landscape"] as? Bool == false)
        let tall = try regio.json(["map", "15.5,49.0,15.7,49.6", "--out", "t.png", "--dpi", "96"]).1
        #expect(tall["landscape"] as? Bool == false)
    }

    @Test func aVectorPDFWithThePageSize() throws {
        let regio = try RegioProcess()
        let out = regio.path("jm.pdf")
        let (r, json) = try regio.json(["map", "CZ-64", "--out", out.path, "--paper", "A3", "--portrait"])
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: out)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        // A3 portrait: 297 × 420 mm = 841.9 × 1190.6 pt.
        let box = try #require(text.firstMatch(of: /\/MediaBox \[ *0 +0 +([0-9.]+) +([0-9.]+) *\]/))
        #expect(abs(Double(box.1)! - 841.89) < 0.5 && abs(Double(box.2)! - 1190.55) < 0.5, "\(box.0)")
        #expect(json["widthPt"] as? Double == 841.9 && json["heightPt"] as? Double == 1190.6)
        // Vector, not a picture: the images are the hillshade of the embedded dataset's relief.tif (its picture and its mask).
        #expect(text.components(separatedBy: "/Subtype /Image").count - 1 <= 2, "vector, not a picture")
        // Paths (move, line, curve, fill, stroke) and text, drawn as vectors.
        let tokens = try Python.pdfStreams(out).split(whereSeparator: \.isWhitespace)
        var counts: [Substring: Int] = [:]
        for t in tokens { counts[t, default: 0] += 1 }
        #expect((counts["m"] ?? 0) > 20 && (counts["l"] ?? 0) > 1000, "region outlines are paths: \(counts["l"] ?? 0) lines")
        #expect((counts["c"] ?? 0) > 0, "symbols are curves")
        #expect((counts["f"] ?? 0) + (counts["f*"] ?? 0) > 10 && (counts["S"] ?? 0) > 10, "fills and strokes")
        #expect((counts["BT"] ?? 0) > 0 && tokens.contains { $0.hasSuffix("Tj") || $0.hasSuffix("TJ") }, "text as text")
    }

    @Test func aBoundingBoxInPixels() throws {
        let regio = try RegioProcess()
        let (r, json) = try regio.json(["map", "15.2,49.1,16.0,49.6", "--out", "box.png", "--paper", "800x600px", "--title", ""])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGFile(contentsOf: regio.path("box.png"))
        #expect(png.width == 800 && png.height == 600)
        #expect(json["target"] as? String == "15.2,49.1,16.0,49.6")
        #expect(json["title"] == nil, "no title with --title \"\"")
        #expect(json["dpi"] as? Double == 96, "a size in pixels means screen pixels: 96 dpi")
        let explicit = try regio.json(["map", "15.2,49.1,16.0,49.6", "--out", "box300.png", "--paper", "800x600px", "--dpi", "300"]).1
        #expect(explicit["dpi"] as? Double == 300, "--dpi still wins")
        let boxTitle = try regio.json(["map", "15.2,49.1,16.0,49.6", "--out", "box2.png", "--paper", "800x600px"]).1
        // A box is titled with what it shows (the largest town near its centre), not its coordinates.
        #expect(boxTitle["title"] as? String == "Jihlava and surroundings", "\(boxTitle["title"] ?? "none")")
    }

    /// A negative bearing parses as in every command (it used to fail with "Missing value for '--bearing'").
    @Test func aNegativeBearingParses() throws {
        let regio = try RegioProcess()
        for bearing in [["--bearing", "-30"], ["--bearing=-30"]] {
            let (r, json) = try regio.json(["map", "vysocina", "--out", "neg.png", "--paper", "400x300px"] + bearing)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(json["bearing"] as? Double == -30)
        }
        // Drawing reads the favourites only if there is a store: it never creates one.
        #expect(!FileManager.default.fileExists(atPath: regio.home.appendingPathComponent("regio/regio.sqlite").path))
        let bad = try regio.run(["map", "vysocina", "--out", "bad.png", "--bearing", "0x10"])
        #expect(bad.status == 1 && bad.stderr.contains("--bearing must be a finite number of degrees"), "\(bad.stderr)")
    }

    @Test func aMapOfFavourites() throws {
        let regio = try RegioProcess()
        try regio.addFavourites([TestFavourites.telc.id, TestFavourites.trebic.id, TestFavourites.karlstejn.id])
        let (r, json) = try regio.json(["map", "favourites", "--out", "fav.png", "--dpi", "100", "--places", "none", "--lang", "en"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["title"] as? String == "Favourites")
        let counts = try #require(json["inView"] as? [String: Int])
        #expect(counts == ["towns": 0, "places": 0, "clusters": 0, "favourites": 3, "pins": 0])
        #expect(json["attribution"] as? [String] == ["Natural Earth", "GeoNames (CC BY 4.0)", "Wikidata (CC0)", "GSHHG (LGPL-3+)", "Land cover: NASA MODIS MCD12C1", "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5"])
        _ = try PNGFile(contentsOf: regio.path("fav.png"))
        // With towns, the favourite towns are marked rather than drawn twice.
        let towns = try regio.json(["map", "favourites", "--out", "fav2.png", "--dpi", "100"]).1
        let withTowns = try #require(towns["inView"] as? [String: Int])
        #expect(withTowns["favourites"] == 3 && (withTowns["towns"] ?? 0) > 10)
    }

    @Test func clustersOnAMap() throws {
        let regio = try RegioProcess()
        let (r, json) = try regio.json(["map", "CZ-20", "--places", "clusters", "--out", "c.png", "--paper", "1200x900px"])
        #expect(r.status == 0, "\(r.stderr)")
        let clusters = try #require(json["inView"] as? [String: Int])
        let towns = try #require(try regio.json(["map", "CZ-20", "--out", "t.png", "--paper", "1200x900px"]).1["inView"] as? [String: Int])
        #expect((clusters["clusters"] ?? 0) > 20, "\(clusters)")
        // Towns stay towns (the tiles' labels); the sights are grouped into badges that stand for many.
        #expect(clusters["towns"] == towns["towns"], "\(clusters) vs \(towns)")
        #expect((clusters["places"] ?? 0) + (clusters["clusters"] ?? 0) < (towns["places"] ?? 0) / 2,
                "badges stand for many sights: \(clusters) vs \(towns)")
        #expect(json["places"] as? String == "clusters")
        _ = try PNGFile(contentsOf: regio.path("c.png"))
    }

    @Test func castlesFromACatalogueShowAsPlaces() throws {
        let regio = try RegioProcess()
        let castles = try regio.writeCastles()
        // A catalogue loaded with --places shows by default, with its source's credit.
        let (r, json) = try regio.json(["map", "CZ-20", "--places", castles.path, "--out", "c.png", "--dpi", "100"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["places"] as? String == "pois")
        let counts = try #require(json["inView"] as? [String: Int])
        // Beside the embedded sights: three more castles; Karlštejn, the same Wikidata item as the embedded one, once.
        let embedded = try #require(try regio.json(["map", "CZ-20", "--out", "e.png", "--dpi", "100"]).1["inView"] as? [String: Int])
        #expect(counts["places"] == (embedded["places"] ?? 0) + 3 && (counts["towns"] ?? 0) > 100, "\(counts) vs \(embedded)")
        #expect(json["attribution"] as? [String] == ["Natural Earth", "GeoNames (CC BY 4.0)", "© OpenStreetMap contributors", "Wikidata (CC0)", "GSHHG (LGPL-3+)", "Land cover: NASA MODIS MCD12C1", "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5"])
        // Towns only, on request; and the catalogue as a global option before the command.
        let towns = try regio.json(["--places", castles.path, "map", "CZ-20", "--places", "towns", "--out", "t.png", "--dpi", "100"]).1
        #expect((towns["inView"] as? [String: Int])?["places"] == 0)
        #expect(towns["attribution"] as? [String] == ["Natural Earth", "GeoNames (CC BY 4.0)", "GSHHG (LGPL-3+)", "Land cover: NASA MODIS MCD12C1", "SRTM30 (NASA JPL) via Marble's 2′ relief (LGPL-2.1+); NOAA ETOPO5"])
        // Clusters of the castles, towns as towns.
        let clusters = try regio.json(["map", "CZ-20", "--places", castles.path, "--places", "clusters", "--out", "k.png",
                                       "--paper", "400x300px"]).1
        let k = try #require(clusters["inView"] as? [String: Int])
        #expect((k["clusters"] ?? 0) >= 1 && (k["places"] ?? 0) < 4 && (k["towns"] ?? 0) > 100, "\(k)")
    }

    @Test func aRotatedMap() throws {
        let regio = try RegioProcess()
        let (r, json) = try regio.json(["map", "CZ-80", "--bearing=-30", "--out", "r.png", "--dpi", "72", "--landscape"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(json["bearing"] as? Double == -30)
        let png = try PNGFile(contentsOf: regio.path("r.png"))
        #expect(png.width == 842 && png.height == 595)
    }

    @Test func aStyleFileRestylesTheMap() throws {
        let regio = try RegioProcess()
        try Data(##"{"highlighted": {"fill": "#ff0000"}}"##.utf8).write(to: regio.path("red.json"))
        let r = try regio.run(["map", "CZ-63", "--out", "red.png", "--dpi", "50", "--style", "red.json"])
        #expect(r.status == 0, "\(r.stderr)")
        try Data(##"{"highlighted": {"fil": "#ff0000"}}"##.utf8).write(to: regio.path("typo.json"))
        let bad = try regio.run(["map", "CZ-63", "--out", "typo.png", "--style", "typo.json"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("typo.json") && bad.stderr.contains("highlighted.fil"), "\(bad.stderr)")
    }

    @Test(arguments: [
        (["map", "Atlantis", "--out", "x.png"], "no region matches 'Atlantis'"),
        (["map", "1,2,3", "--out", "x.png"], "bad bounding box '1,2,3'"),
        (["map", "16,49,15,50", "--out", "x.png"], "west (16) must be less than east (15)"),
        (["map", "15,50,16,49", "--out", "x.png"], "south (50) must be less than north (49)"),
        (["map", "15,x,16,50", "--out", "x.png"], "'x' is not a number"),
        (["map", "favourites", "--out", "x.png"], "you have no favourites yet"),
        (["map", "CZ-63", "--out", "x.jpg"], "use a file name ending in .png or .pdf"),
        (["map", "CZ-63", "--out", "missing/x.png"], "does not exist"),
        (["map", "CZ-63", "--out", "x.png", "--paper", "A5"], "unknown paper 'A5'"),
        (["map", "CZ-63", "--out", "x.png", "--dpi", "5000"], "invalid dpi"),
        (["map", "CZ-63", "--out", "x.png", "--places", "castles.geojson"], "castles.geojson"),
        (["map", "CZ-63", "--out", "x.png", "--places", "towns", "--places", "none"], "give one of towns, pois, clusters, none"),
        (["map", "CZ-63", "--out", "x.png", "--landscape", "--portrait"], "cannot both be given"),
        (["map", "CZ-63", "--out", "x.png", "--style", "nothing.json"], "nothing.json"),
        (["map", "CZ-63"], "--out"),
    ])
    func errorsSayWhatToFix(arguments: [String], message: String) throws {
        let regio = try RegioProcess()
        let r = try regio.run(arguments)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: "), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: regio.path("x.png").path), "nothing written")
    }

    @Test func anUnwritableOutputIsRefusedBeforeRendering() throws {
        let regio = try RegioProcess()
        try Data("not a folder".utf8).write(to: regio.path("file"))
        let r = try regio.run(["map", "CZ-63", "--out", regio.path("file/x.png").path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot write") && r.stderr.contains("file/x.png"), "\(r.stderr)")
        try FileManager.default.createDirectory(at: regio.path("dir.png"), withIntermediateDirectories: true)
        let dir = try regio.run(["map", "CZ-63", "--out", regio.path("dir.png").path])
        #expect(dir.status == 1 && dir.stderr.contains("it is a folder"), "\(dir.stderr)")
    }

    @Test func theREPLDrawsMapsToo() throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "map CZ-10 --out p.png --dpi 50\nmap nowhere --out q.png\nmap CZ-10 --out q.pdf --json\n")
        #expect(r.status == 1, "one command failed")
        #expect(r.stdout.contains("Wrote p.png"), "\(r.stdout)")
        #expect(r.stderr.contains("no region matches 'nowhere'"))
        #expect(r.stdout.contains("\"format\" : \"pdf\""))
        #expect(FileManager.default.fileExists(atPath: regio.path("q.pdf").path))
    }
}
