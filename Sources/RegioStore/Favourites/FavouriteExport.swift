import Foundation
import RegioGeo
import RegioPlaces

/// Writes favourites as GPX 1.1, KML 2.2, GeoJSON or CSV, with everything Regio
/// keeps (place id, category, region, note, tags, times) so that an export
/// imports back unchanged; other programs show the name, the position and
/// the note.
///
/// ```swift
/// let gpx = try FavouriteExport.text(try store.favourites.list(), format: .gpx)
/// try gpx.write(toFile: "favourites.gpx", atomically: true, encoding: .utf8)
/// ```
public enum FavouriteExport {
    /// The namespace of Regio's GPX extensions.
    public static let gpxNamespace = "urn:regio:favourites:1"

    /// - Throws: `EncodingError` when GeoJSON cannot encode a favourite (a coordinate that is not a number).
    public static func text(_ favourites: [Favourite], format: FavouriteFormat, exportedAt: Date = Date()) throws -> String {
        switch format {
        case .gpx: return gpx(favourites, exportedAt: exportedAt)
        case .kml: return kml(favourites)
        case .geojson: return try geojson(favourites)
        case .csv: return csv(favourites)
        }
    }

    /// The columns of a CSV export, in order (read back by name by ``FavouriteImport``).
    public static let csvColumns = ["name", "latitude", "longitude", "category", "region", "note", "tags", "created", "updated", "placeID"]

    /// RFC 4180 CSV, one row per favourite; tags in one field as ``FavouriteTagList`` joins them.
    public static func csv(_ favourites: [Favourite]) -> String {
        CSVWriter.text(header: csvColumns, rows: favourites.map { f in
            [f.name, ExchangeValues.degrees(f.latitude), ExchangeValues.degrees(f.longitude), f.category.rawValue, f.regionID ?? "",
             f.note, FavouriteTagList.join(f.tags), ExchangeValues.time(f.createdAt), ExchangeValues.time(f.updatedAt), f.placeID]
        })
    }

    public static func gpx(_ favourites: [Favourite], exportedAt: Date = Date()) -> String {
        let e = XMLText.escape
        var s = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="Regio" xmlns="http://www.topografix.com/GPX/1/1" xmlns:regio="\(gpxNamespace)">
          <metadata>
            <name>Regio favourites</name>
            <time>\(ExchangeValues.time(exportedAt))</time>
          </metadata>

        """
        for f in favourites {
            s += "  <wpt lat=\"\(ExchangeValues.degrees(f.latitude))\" lon=\"\(ExchangeValues.degrees(f.longitude))\">\n"
            s += "    <time>\(ExchangeValues.time(f.createdAt))</time>\n"
            s += "    <name>\(e(f.name))</name>\n"
            if !f.note.isEmpty { s += "    <desc>\(e(f.note))</desc>\n" }
            s += "    <type>\(e(f.category.rawValue))</type>\n"
            s += "    <extensions>\n"
            s += "      <regio:placeID>\(e(f.placeID))</regio:placeID>\n"
            s += "      <regio:category>\(e(f.category.rawValue))</regio:category>\n"
            if let region = f.regionID { s += "      <regio:region>\(e(region))</regio:region>\n" }
            // One element for all tags: GDAL's GPX driver keeps only the last of repeated ones.
            if !f.tags.isEmpty { s += "      <regio:tags>\(e(FavouriteTagList.join(f.tags)))</regio:tags>\n" }
            s += "      <regio:updated>\(ExchangeValues.time(f.updatedAt))</regio:updated>\n"
            s += "    </extensions>\n"
            s += "  </wpt>\n"
        }
        s += "</gpx>\n"
        return s
    }

    public static func kml(_ favourites: [Favourite]) -> String {
        let e = XMLText.escape
        var s = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2">
          <Document>
            <name>Regio favourites</name>

        """
        for f in favourites {
            s += "    <Placemark>\n"
            s += "      <name>\(e(f.name))</name>\n"
            if !f.note.isEmpty { s += "      <description>\(e(f.note))</description>\n" }
            s += "      <ExtendedData>\n"
            var data: [(String, String)] = [("placeID", f.placeID), ("category", f.category.rawValue)]
            if let region = f.regionID { data.append(("region", region)) }
            if !f.tags.isEmpty { data.append(("tags", FavouriteTagList.join(f.tags))) }
            data.append(("created", ExchangeValues.time(f.createdAt)))
            data.append(("updated", ExchangeValues.time(f.updatedAt)))
            for (k, v) in data { s += "        <Data name=\"\(k)\"><value>\(e(v))</value></Data>\n" }
            s += "      </ExtendedData>\n"
            s += "      <Point><coordinates>\(ExchangeValues.degrees(f.longitude)),\(ExchangeValues.degrees(f.latitude))</coordinates></Point>\n"
            s += "    </Placemark>\n"
        }
        s += "  </Document>\n</kml>\n"
        return s
    }

    public static func geojson(_ favourites: [Favourite]) throws -> String {
        let collection = GeoJSONFavourites(type: "FeatureCollection", features: favourites.map { f in
            GeoJSONFavourites.Feature(
                type: "Feature",
                geometry: .init(type: "Point", coordinates: .array([.number(f.longitude), .number(f.latitude)])),
                properties: .init(placeID: f.placeID, name: f.name, category: f.category.rawValue, region: f.regionID,
                                  note: f.note.isEmpty ? nil : f.note, tags: f.tags.isEmpty ? nil : f.tags,
                                  created: ExchangeValues.time(f.createdAt), updated: ExchangeValues.time(f.updatedAt)))
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(collection), as: UTF8.self) + "\n"
    }
}

/// The GeoJSON shape of exported favourites (also read back by ``FavouriteImport``).
struct GeoJSONFavourites: Codable {
    var type: String
    var features: [Feature]

    struct Feature: Codable {
        var type: String
        var geometry: Geometry?
        var properties: Properties?
    }

    struct Geometry: Codable {
        var type: String
        /// Numbers for a Point; any JSON for other geometries (left out on import).
        var coordinates: JSONValue
    }

    struct Properties: Codable {
        var placeID: String?
        var name: String?
        var category: String?
        var region: String?
        var note: String?
        var tags: [String]?
        var created: String?
        var updated: String?
    }
}
