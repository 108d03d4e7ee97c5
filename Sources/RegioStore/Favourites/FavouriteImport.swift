import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RegioGeo
import RegioPlaces

/// Reads favourites from GPX 1.1 waypoints, KML placemarks with a Point,
/// GeoJSON Point features or CSV rows with latitude and longitude columns —
/// Regio's own exports and other programs' files.
///
/// Regio's fields (place id, category, region, tags, times) are read back
/// when present. A point without a place id gets `import:<name>@<lat>,<lon>`,
/// so importing the same file twice changes nothing. Problems name the file
/// and the line (XML, CSV) or the JSON path.
///
/// ```swift
/// let result = try FavouriteImport.read(data, file: "trip.gpx")
/// for f in result.favourites { try store.favourites.save(f) }
/// result.skipped   // e.g. KML placemarks that are lines, with their line
/// ```
public enum FavouriteImport {
    public struct Result: Sendable {
        public var favourites: [Favourite]
        /// Entries left out (not a point), with where they are; with `partial`, also
        /// where the damaged file stopped and how many entries after it were lost.
        public var skipped: [DataError]
    }

    /// The largest file an import reads (``InputLimit/favourites``).
    public static let maxFileBytes = InputLimit.favourites.bytes

    /// Reads favourites from `data`.
    /// - Parameter partial: for a damaged GPX or KML file, keep the entries read
    ///   before the damage (and report it in ``Result/skipped``) instead of failing.
    /// - Throws: ``DataError`` naming the file and where: for damaged XML the
    ///   line and column with the parser's reason in words.
    /// - Parameter progress: hears how many GPX/KML entries were read, every 5,000.
    public static func read(_ data: Data, file: String, format: FavouriteFormat? = nil, partial: Bool = false,
                            now: Date = Date(), progress: LoadProgressHandler? = nil) throws -> Result {
        guard let format = format ?? FavouriteFormat(path: file) ?? sniff(data) else {
            throw DataError(file: file, message: "cannot tell the format; use a .gpx, .kml, .geojson or .csv file")
        }
        switch format {
        case .gpx, .kml:
            return try XMLFavourites(file: file, format: format, now: now, progress: progress).parse(data, partial: partial)
        case .geojson: return try readGeoJSON(data, file: file, now: now)
        case .csv: return try readCSV(data, file: file, now: now)
        }
    }

    /// Reads a file and saves every favourite in it in one transaction: a
    /// damaged file, a full disk or a killed process imports nothing. Returns
    /// how many were added and updated.
    /// - Parameter regionOf: the region of a point, for the points the file gives
    ///   none (GPX and KML from other apps): so that `fav list --region` finds them.
    ///   A lookup that fails leaves the point without a region and is counted in `warnings`.
    public static func importFile(_ path: String, into favourites: Favourites, format: FavouriteFormat? = nil,
                                  partial: Bool = false, progress: LoadProgressHandler? = nil,
                                  regionOf: ((Coordinate) throws -> String?)? = nil,
                                  sourceName: ((Favourite) -> String)? = nil)
        throws -> (added: Int, updated: Int, skipped: [DataError], warnings: [String]) {
        // Checked against the limit before reading; a large export is mapped, not copied.
        let data = try DataError.read(URL(fileURLWithPath: path), file: path, limit: .favourites)
        var result = try read(data, file: path, format: format, partial: partial, progress: progress)
        var failed: [(name: String, error: Error)] = []
        if let regionOf {
            for i in result.favourites.indices where result.favourites[i].regionID == nil {
                do { result.favourites[i].regionID = try regionOf(result.favourites[i].coordinate) } catch {
                    failed.append((result.favourites[i].name, error))
                }
            }
        }
        // An export names places in the user's language (Praha); the snapshot keeps the source's name (Prague).
        if let sourceName {
            for i in result.favourites.indices { result.favourites[i].name = sourceName(result.favourites[i]) }
        }
        let (added, updated) = try favourites.saveAll(result.favourites)
        var warnings: [String] = []
        if let first = failed.first {
            warnings.append("\(path): \(failed.count) point\(failed.count == 1 ? "" : "s") (first \"\(first.name)\") got no region:"
                            + " the region lookup failed (\(first.error)); `fav list --region` will not find them")
        }
        return (added, updated, result.skipped, warnings)
    }

    static func sniff(_ data: Data) -> FavouriteFormat? {
        let head = String(decoding: data.prefix(2048), as: UTF8.self)
        if head.contains("<gpx") { return .gpx }
        if head.contains("<kml") { return .kml }
        if head.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{") { return .geojson }
        return nil
    }

    /// The id of a point that has none: `import:<slug>@<lat>,<lon>`.
    static func importedID(name: String, coordinate: Coordinate) -> String {
        let slug = PlaceIDs.slug(name)
        return "import:\(slug.isEmpty ? "point" : slug)@\(String(format: "%.5f,%.5f", coordinate.latitude, coordinate.longitude))"
    }

    static func make(placeID: String?, name: String?, coordinate: Coordinate, category: String?, region: String?,
                     note: String?, tags: [String], created: String?, updated: String?, now: Date) -> Favourite {
        let trimmedName = name?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let finalName = trimmedName.isEmpty ? String(format: "%.5f, %.5f", coordinate.latitude, coordinate.longitude) : trimmedName
        let id = placeID?.trimmingCharacters(in: .whitespaces).nonEmpty ?? importedID(name: finalName, coordinate: coordinate)
        let createdAt = created.flatMap(ExchangeValues.parseTime) ?? now
        return Favourite(placeID: id, name: finalName, coordinate: coordinate,
                         category: category?.trimmingCharacters(in: .whitespaces).nonEmpty.map(PlaceCategory.init(rawValue:)) ?? .poi,
                         regionID: region?.trimmingCharacters(in: .whitespaces).nonEmpty, note: note ?? "", tags: tags,
                         createdAt: createdAt, updatedAt: updated.flatMap(ExchangeValues.parseTime) ?? createdAt)
    }

    // MARK: GeoJSON

    static func readGeoJSON(_ data: Data, file: String, now: Date) throws -> Result {
        let collection: GeoJSONFavourites
        do {
            collection = try JSONDecoder().decode(GeoJSONFavourites.self, from: data)
        } catch {
            try DataError.validateUTF8(data, file: file)
            throw DataError(file: file, decodingError: error)
        }
        guard collection.type == "FeatureCollection" else {
            throw DataError(file: file, location: "type", message: "expected a FeatureCollection, found '\(collection.type)'")
        }
        var result = Result(favourites: [], skipped: [])
        for (i, feature) in collection.features.enumerated() {
            let at = "features[\(i)]"
            guard let g = feature.geometry, g.type == "Point" else {
                result.skipped.append(DataError(file: file, location: "\(at).geometry", message: "not a Point; left out"))
                continue
            }
            guard case .array(let xy) = g.coordinates, xy.count >= 2, let lon = xy[0].jsonNumber, let lat = xy[1].jsonNumber else {
                throw DataError(file: file, location: "\(at).geometry.coordinates", message: "a Point needs [longitude, latitude] as numbers")
            }
            let c = Coordinate(latitude: lat, longitude: lon)
            guard c.isValid else {
                throw DataError(file: file, location: "\(at).geometry.coordinates", message: "\(c.latitude), \(c.longitude) is not a valid latitude, longitude")
            }
            let p = feature.properties
            result.favourites.append(make(placeID: p?.placeID, name: p?.name, coordinate: c, category: p?.category,
                                          region: p?.region, note: p?.note, tags: p?.tags ?? [],
                                          created: p?.created, updated: p?.updated, now: now))
        }
        return result
    }
}

extension FavouriteImport {
    /// The header names each field is found under (as ``CSVRecord/column(named:)``
    /// compares them: case, accents and spaces aside); the first is Regio's.
    static let csvNames: [String: [String]] = [
        "name": ["name", "title"], "latitude": ["latitude", "lat", "y"], "longitude": ["longitude", "lon", "lng", "long", "x"],
        "category": ["category", "type"], "region": ["region"], "note": ["note", "description", "desc"], "tags": ["tags"],
        "created": ["created"], "updated": ["updated"], "placeID": ["placeid", "place_id", "id"],
    ]

    /// CSV with a header row: Regio's own export, or a spreadsheet's with at least
    /// latitude and longitude columns (`lat`/`lon` and `y`/`x` also do). A `;` or
    /// tab delimiter is recognised (then a decimal comma too), as ``CSVReader`` guesses it.
    static func readCSV(_ data: Data, file: String, now: Date) throws -> Result {
        var header: CSVRecord?
        var column: [String: Int] = [:]
        let delimiter = CSVReader.delimiter(of: data)
        let commaDecimals = delimiter != UInt8(ascii: ",")
        var result = Result(favourites: [], skipped: [])
        try CSVReader.forEachRecord(data, file: file, delimiter: delimiter) { record in
            guard let header else {
                for (key, accepted) in csvNames { column[key] = record.column(named: accepted) }
                guard column["latitude"] != nil, column["longitude"] != nil else {
                    throw DataError(file: file, location: "line \(record.line)",
                                    message: "the header needs latitude and longitude columns; it has \(record.fields.joined(separator: ", "))")
                }
                header = record
                return
            }
            guard record.fields.contains(where: { !$0.isEmpty }) else { return }
            func value(_ key: String) -> String? {
                column[key].flatMap { $0 < record.fields.count ? record.fields[$0] : nil }
            }
            func degrees(_ key: String) throws -> Double {
                let text = (value(key) ?? "").trimmingCharacters(in: .whitespaces)
                guard let v = Double(commaDecimals ? text.replacingOccurrences(of: ",", with: ".") : text), v.isFinite else {
                    throw DataError(file: file, location: "line \(record.line), \(header.fields[column[key]!])",
                                    message: "'\(text)' is not a number of degrees")
                }
                return v
            }
            let c = Coordinate(latitude: try degrees("latitude"), longitude: try degrees("longitude"))
            guard c.isValid else {
                throw DataError(file: file, location: "line \(record.line)", message: "\(c.latitude), \(c.longitude) is not a valid latitude, longitude")
            }
            result.favourites.append(make(placeID: value("placeID"), name: value("name"), coordinate: c, category: value("category"),
                                          region: value("region"), note: value("note"), tags: value("tags").map(FavouriteTagList.split) ?? [],
                                          created: value("created"), updated: value("updated"), now: now))
        }
        guard header != nil else { throw DataError(file: file, message: "the file is empty; a CSV export starts with a header row") }
        return result
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

/// GPX waypoints and KML placemarks through Foundation's XMLParser.
final class XMLFavourites: NSObject, XMLParserDelegate {
    let file: String
    let format: FavouriteFormat
    let now: Date
    let progress: LoadProgressHandler?
    /// The entries in the file (counted before parsing when progress is shown).
    private var expected = 0
    private var result = FavouriteImport.Result(favourites: [], skipped: [])
    private var error: DataError?
    private var path: [String] = []
    private var text = ""
    // The item being read.
    private var inItem = false
    private var itemLine = 0
    private var fields: [String: String] = [:]
    private var tags: [String] = []
    private var coordinateText: String?
    private var latText: String?, lonText: String?
    private var dataName: String?
    private var hasPoint = false

    init(file: String, format: FavouriteFormat, now: Date, progress: LoadProgressHandler? = nil) {
        self.file = file; self.format = format; self.now = now; self.progress = progress
    }

    /// Where the XML parser found the file damaged, in words.
    private var damage: DataError?

    func parse(_ data: Data, partial: Bool = false) throws -> FavouriteImport.Result {
        if data.isEmpty { throw DataError(file: file, message: "the file is empty") }
        try DataError.validateUTF8(data, file: file)
        if let doctype = XMLDamage.doctypeLine(in: data) {
            throw DataError(file: file, location: "line \(doctype)",
                            message: "a document type declaration (<!DOCTYPE …>) is not accepted: GPX and KML need none, and its entities would change the text")
        }
        if let instruction = XMLDamage.processingInstructionLine(in: data) {
            throw DataError(file: file, location: "line \(instruction)",
                            message: "a processing instruction (<?…?>) is not accepted: GPX and KML need none besides the <?xml …?> declaration at the start")
        }
        if progress != nil { expected = XMLDamage.count(of: itemElement, in: data) }
        // A stream, fed to the parser in pieces: large exports (beyond libxml2's 10 MB
        // limit for one piece) read like small ones.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        let ok = parser.parse()
        if let error { throw error }
        if damage == nil, !ok || parser.parserError != nil {
            damage = XMLDamage.error(parser.parserError, file: file, line: parser.lineNumber, column: parser.columnNumber)
        }
        if let damage {
            guard partial else { throw damage }
            let total = XMLDamage.count(of: itemElement, in: data)
            let lost = max(0, total - itemsSeen)
            result.skipped.append(DataError(file: file, location: damage.location,
                                            message: "\(damage.message); the file was read up to here, \(lost) "
                                                + "\(lost == 1 ? "entry" : "entries") after it \(lost == 1 ? "was" : "were") not imported"))
        }
        guard sawRoot else {
            throw DataError(file: file, message: "not a \(format == .gpx ? "GPX (<gpx>)" : "KML (<kml>)") document")
        }
        if itemsSeen >= 5_000, let progress { progress(LoadProgress(file: file, stage: .importing, done: itemsSeen, total: itemsSeen)) }
        return result
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        // The position where the parser stopped, taken now (later it may have moved on).
        if damage == nil, error == nil {
            damage = XMLDamage.error(parseError, file: file, line: parser.lineNumber, column: parser.columnNumber)
        }
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuseDTD(parser)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuseDTD(parser)
    }

    private func refuseDTD(_ parser: XMLParser) {
        guard error == nil else { return }
        error = DataError(file: file, location: "line \(parser.lineNumber)",
                          message: "a document type declaration (<!DOCTYPE …>) is not accepted: GPX and KML need none, and its entities would change the text")
        parser.abortParsing()
    }

    /// Items whose start tag was read (complete or not).
    private var itemsSeen = 0

    private var sawRoot = false
    private var itemElement: String { format == .gpx ? "wpt" : "Placemark" }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if path.isEmpty { sawRoot = name == (format == .gpx ? "gpx" : "kml") }
        path.append(name)
        text = ""
        if name == itemElement {
            itemsSeen += 1
            if itemsSeen % 5_000 == 0, let progress {
                progress(LoadProgress(file: file, stage: .importing, done: itemsSeen, total: max(expected, itemsSeen)))
            }
            inItem = true; itemLine = parser.lineNumber
            fields = [:]; tags = []; coordinateText = nil; hasPoint = false
            latText = attributes["lat"]; lonText = attributes["lon"]
        }
        if inItem && format == .kml {
            if name == "Data" { dataName = attributes["name"] }
            if name == "Point" { hasPoint = true }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    func parser(_ parser: XMLParser, foundCDATA data: Data) { text += String(decoding: data, as: UTF8.self) }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        defer { path.removeLast(); text = "" }
        guard inItem else { return }
        let value = text
        let parent = path.count >= 2 ? path[path.count - 2] : ""
        switch format {
        case .gpx:
            if namespaceURI == FavouriteExport.gpxNamespace {
                // `tags` (one element, since 2026-11) or repeated `tag` (older exports).
                if name == "tags" { tags += FavouriteTagList.split(value) } else if name == "tag" { tags.append(value) } else { fields["regio:" + name] = value }
            } else if parent == "wpt" {
                fields[name] = value
            }
        case .kml:
            if name == "value", let key = dataName {
                if key == "tags" { tags += FavouriteTagList.split(value) } else if key == "tag" { tags.append(value) } else { fields["data:" + key] = value }
            } else if name == "Data" {
                dataName = nil
            } else if name == "coordinates" && parent == "Point" {
                coordinateText = value
            } else if parent == "Placemark" {
                fields[name] = value
            }
        case .geojson, .csv: break
        }
        if name == itemElement {
            inItem = false
            finishItem(parser)
        }
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        guard error == nil else { return }
        error = DataError(file: file, location: "line \(itemLine)", message: message)
        parser.abortParsing()
    }

    private func finishItem(_ parser: XMLParser) {
        let coordinate: Coordinate
        if format == .gpx {
            guard let lat = latText.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }),
                  let lon = lonText.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) else {
                return fail(parser, "<wpt> needs numeric lat and lon attributes (found lat=\(latText ?? "none"), lon=\(lonText ?? "none"))")
            }
            coordinate = Coordinate(latitude: lat, longitude: lon)
        } else {
            guard hasPoint, let text = coordinateText else {
                result.skipped.append(DataError(file: file, location: "line \(itemLine)", message: "a placemark without a Point; left out"))
                return
            }
            let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count >= 2, let lon = parts[0], let lat = parts[1] else {
                return fail(parser, "<coordinates> must be 'longitude,latitude[,altitude]', found '\(text.trimmingCharacters(in: .whitespacesAndNewlines))'")
            }
            coordinate = Coordinate(latitude: lat, longitude: lon)
        }
        guard coordinate.isValid else {
            return fail(parser, "\(coordinate.latitude), \(coordinate.longitude) is not a valid latitude, longitude")
        }
        let f: Favourite
        if format == .gpx {
            f = FavouriteImport.make(placeID: fields["regio:placeID"], name: fields["name"], coordinate: coordinate,
                                     category: fields["regio:category"] ?? fields["type"], region: fields["regio:region"],
                                     note: fields["desc"] ?? fields["cmt"], tags: tags, created: fields["time"],
                                     updated: fields["regio:updated"], now: now)
        } else {
            f = FavouriteImport.make(placeID: fields["data:placeID"], name: fields["name"], coordinate: coordinate,
                                     category: fields["data:category"], region: fields["data:region"],
                                     note: fields["description"], tags: tags, created: fields["data:created"],
                                     updated: fields["data:updated"], now: now)
        }
        result.favourites.append(f)
    }
}
