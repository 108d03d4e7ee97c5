import Foundation
import Testing

/// CSV for spreadsheets: `fav export --format csv`, `search --csv`, `quiz history --csv`.
/// Read back by Python's csv module in strict mode (another program's RFC 4180
/// reader), by GDAL's CSV driver, and by `fav import`.
@Suite struct CSVExportTests {
    /// The records of a CSV file as Python's `csv.reader(strict=True)` reads them.
    static func pythonRecords(_ file: String, _ regio: RegioProcess) throws -> [[String]] {
        let script = "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8'), strict=True))))"
        let r = try regio.run(program: URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file])
        #expect(r.status == 0, "python3 could not read \(file): \(r.stderr)")
        return try JSONDecoder().decode([[String]].self, from: Data(r.stdout.utf8))
    }

    /// Rows as dictionaries by header.
    static func table(_ records: [[String]]) -> [[String: String]] {
        guard let header = records.first else { return [] }
        return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    @Test func favouritesGoToCSVAndComeBackUnchanged() throws {
        let regio = try RegioProcess()
        let note = "Opening hours: 9–17, \"closed\" on Mondays\nsecond line"
        #expect(try regio.run(["fav", "add", "geonames:3067696", "--note", note, "--tag", "trip", "--tag", "with;semicolon"]).status == 0)
        #expect(try regio.run(["fav", "add", "geonames:3078610"]).status == 0)
        let export = try regio.run(["fav", "export", "--out", "favourites.csv", "--json"])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains(#""format" : "csv""#))
        let raw = try String(contentsOf: regio.home.appendingPathComponent("favourites.csv"), encoding: .utf8)
        #expect(raw.hasPrefix("name,latitude,longitude,category,region,note,tags,created,updated,placeID\r\n"))
        #expect(raw.hasSuffix("\r\n"))

        let rows = Self.table(try Self.pythonRecords("favourites.csv", regio))
        #expect(rows.count == 2)
        let praha = try #require(rows.first { $0["placeID"] == "geonames:3067696" })
        #expect(praha["note"] == note)
        #expect(praha["tags"] == #"trip;with\;semicolon"#)
        #expect(praha["region"] == "CZ-10")
        #expect(Double(praha["latitude"] ?? "").map { abs($0 - 50.088) < 0.01 } == true)

        // Imported into a second store: the same favourites, field by field.
        let back = try regio.run(["--store", "second.sqlite", "fav", "import", "favourites.csv"])
        #expect(back.status == 0, "\(back.stderr)")
        let first = try regio.run(["fav", "list", "--json"]).stdout
        let second = try regio.run(["--store", "second.sqlite", "fav", "list", "--json"]).stdout
        #expect(try Self.favourites(first) == Self.favourites(second))
        #expect(try Self.favourites(second).count == 2)
    }

    /// The saved part of each `fav list --json` entry, sorted by place id.
    static func favourites(_ json: String) throws -> [NSDictionary] {
        let entries = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return entries.compactMap { $0["favourite"] as? [String: Any] }
            .sorted { ($0["placeID"] as? String ?? "") < ($1["placeID"] as? String ?? "") }
            .map { NSDictionary(dictionary: $0) }
    }

    @Test(.enabled(if: ServeOGCTests.ogrinfo != nil, "ogrinfo is missing: scripts/setup installs gdal-bin"))
    func gdalReadsTheFavouritesAsPoints() throws {
        let regio = try RegioProcess()
        #expect(try regio.run(["fav", "add", "geonames:3067696", "--note", "a, b"]).status == 0)
        #expect(try regio.run(["fav", "export", "--out", "f.csv"]).status == 0)
        let info = try ServeOGCTests.ogrinfo(["-al", "-q", "-oo", "X_POSSIBLE_NAMES=longitude", "-oo", "Y_POSSIBLE_NAMES=latitude", "f.csv"],
                                             home: regio.home)
        #expect(info.status == 0)
        #expect(info.output.contains("POINT (14.4"), "\(info.output)")
        #expect(info.output.contains("note (String) = a, b"), "\(info.output)")
        #expect(info.output.contains("placeID (String) = geonames:3067696"), "\(info.output)")
    }

    @Test func aSpreadsheetsCSVImportsAndABadOneIsNamedByLine() throws {
        let regio = try RegioProcess()
        let sheet = "Title;x\r\n"  // no latitude/longitude columns
        try Data(sheet.utf8).write(to: regio.home.appendingPathComponent("bad.csv"))
        let bad = try regio.run(["fav", "import", "bad.csv"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("bad.csv: line 1") && bad.stderr.contains("latitude and longitude"), "\(bad.stderr)")

        let broken = "name,lat,lon\nHrad,49.9,14.1\n\"Open,49.8,14.2\n"
        try Data(broken.utf8).write(to: regio.home.appendingPathComponent("broken.csv"))
        let open = try regio.run(["fav", "import", "broken.csv"])
        #expect(open.status != 0)
        #expect(open.stderr.contains("broken.csv: line 3: a quoted field is never closed"), "\(open.stderr)")
        #expect(try Self.favourites(try regio.run(["fav", "list", "--json"]).stdout).isEmpty, "a damaged file imports nothing")

        // A spreadsheet saved in a Czech locale: semicolons and decimal commas.
        let good = "Name;Lat;Lon;Description\r\nHrad Křivoklát;50,0377;13,8717;\"Gothic; royal\"\r\n"
        try Data(good.utf8).write(to: regio.home.appendingPathComponent("sheet.csv"))
        let ok = try regio.run(["fav", "import", "sheet.csv"])
        #expect(ok.status == 0, "\(ok.stderr)")
        let saved = try Self.favourites(try regio.run(["fav", "list", "--json"]).stdout)
        #expect(saved.count == 1)
        #expect(saved.first?["name"] as? String == "Hrad Křivoklát")
        #expect(saved.first?["note"] as? String == "Gothic; royal")
        #expect(saved.first?["regionID"] as? String == "CZ-20", "the region it lies in")
    }

    @Test func searchResultsAsCSVMatchTheJSON() throws {
        let regio = try RegioProcess()
        #expect(try regio.run(["fav", "add", "geonames:3067696"]).status == 0)
        let json = try PlacesTestSupport.array(try regio.run(["--lang", "cs", "search", "pra", "--json", "--limit", "5"]).stdout)
        let csv = try regio.run(["--lang", "cs", "search", "pra", "--csv", "--limit", "5"])
        #expect(csv.status == 0, "\(csv.stderr)")
        try Data(csv.stdout.utf8).write(to: regio.home.appendingPathComponent("s.csv"))
        let records = try Self.pythonRecords("s.csv", regio)
        #expect(records.first == ["rank", "id", "name", "category", "regionID", "regionName", "latitude", "longitude",
                                  "distanceMetres", "favourite", "matchedName"])
        let rows = Self.table(records)
        #expect(rows.map { $0["id"] ?? "" } == json.map { $0["place"].flatMap { ($0 as? [String: Any])?["id"] as? String } ?? "" })
        #expect(rows.map { $0["rank"] ?? "" } == (1...rows.count).map(String.init))
        let praha = try #require(rows.first)
        #expect(praha["name"] == "Praha" && praha["favourite"] == "true" && praha["regionName"] == "Hlavní město Praha", "\(praha)")

        // A second page is ranked on; --csv with --json is refused.
        let next = Self.table(try Self.records(try regio.run(["search", "pra", "--csv", "--limit", "2", "--offset", "2"]).stdout, regio))
        #expect(next.map { $0["rank"] } == ["3", "4"])
        let both = try regio.run(["search", "pra", "--csv", "--json"])
        #expect(both.status != 0 && both.stderr.contains("--csv"), "\(both.stderr)")
    }

    static func records(_ text: String, _ regio: RegioProcess) throws -> [[String]] {
        let name = "out-\(UUID().uuidString).csv"
        try Data(text.utf8).write(to: regio.home.appendingPathComponent(name))
        return try pythonRecords(name, regio)
    }

    @Test func quizHistoryAsCSVHasOneRowPerAttempt() throws {
        let regio = try RegioProcess()
        for answers in ["1\n1\n1\n1\n1\n1\n", "2\n2\n2\n2\n2\n2\n"] {
            #expect(try regio.run(["quiz", "cz-31-south-bohemia", "--seed", "5", "--json"], input: answers + "1\n").status == 0)
        }
        let history = try QuizTranscript.json(try regio.run(["quiz", "history", "cz-31-south-bohemia", "--json"]).stdout)
        let attempts = try #require(history["attempts"] as? [[String: Any]])
        for query in [[], ["cz-31-south-bohemia"]] {
            let r = try regio.run(["--lang", "en", "quiz", "history"] + query + ["--csv"])
            #expect(r.status == 0, "\(r.stderr)")
            let rows = Self.table(try Self.records(r.stdout, regio))
            #expect(rows.count == 2)
            #expect(rows.map { $0["attempt"] } == attempts.map { ($0["id"] as? Int).map(String.init) })
            for (row, attempt) in zip(rows, attempts) {
                let score = try #require(attempt["score"] as? [String: Any])
                #expect(row["quizID"] == "cz-31-south-bohemia")
                #expect(row["quizTitle"] == "South Bohemian Region: towns, rivers and ponds")
                #expect(row["status"] == "finished" && row["mode"] == "immediate" && row["scope"] == "all")
                #expect(row["right"] == (score["right"] as? Int).map(String.init))
                #expect(Double(row["percent"] ?? "") == score["percent"] as? Double)
                #expect(row["passed"] == ((score["passed"] as? Bool) == true ? "true" : "false"))
                #expect(row["startedAt"]?.hasSuffix("Z") == true && row["finishedAt"]?.isEmpty == false)
            }
        }
        // No attempts yet: only the header.
        let empty = try RegioProcess()
        let none = try empty.run(["quiz", "history", "--csv"])
        #expect(none.status == 0 && none.stdout == "attempt,quizID,quizTitle,mode,scope,status,startedAt,finishedAt,questions,right,wrong,skipped,points,maxPoints,percent,passed\r\n")
    }
}
