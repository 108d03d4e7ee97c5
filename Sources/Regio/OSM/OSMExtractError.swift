import Foundation
import RegioGeo

/// Why an OSM extract could not be used; each case names the file.
public enum OSMExtractError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GDAL opened the file with another driver than OSM (not a .osm.pbf or .osm file).
    case notOSM(file: String, driver: String)
    /// The file holds nothing Regio uses inside the dataset's box.
    case noDataInBox(file: String, box: BoundingBox)

    public var description: String {
        switch self {
        case .notOSM(let file, let layers):
            return "\(file) is not an OpenStreetMap extract (.osm.pbf or .osm XML); GDAL reads it as layers \(layers)"
        case .noDataInBox(let file, let box):
            return "\(file) has no roads, railways, waterways, areas or places inside the dataset's box (\(box)): is it an extract of another country?"
        }
    }
}
