import Foundation
import RegioStore

/// What a ``RegioEngine`` works with: the dataset folder, the store file and
/// the place catalogues added to the dataset's places.
public struct EngineConfiguration: Sendable, Hashable, Codable {
    /// The dataset folder (nil: the embedded dataset, ``Dataset/embeddedDirectory``).
    public var dataDirectory: URL?
    /// How the dataset folder is named in messages (nil: `data`, or the folder's path).
    public var dataDisplayName: String?
    /// The SQLite file with the user's favourites, quiz attempts and synced content.
    /// It is created only when something is saved (never by reading).
    public var storePath: String
    /// Place catalogue files searched besides the dataset's places (GeoJSON
    /// points, GeoNames, CSV or the POI feed).
    public var placesFiles: [String]
    /// How parameters are named in messages: `--` for the command line
    /// (`--limit`), empty for query parameters (`limit`).
    public var parameterPrefix: String

    public init(dataDirectory: URL? = nil, dataDisplayName: String? = nil, storePath: String = Store.defaultPath(),
                placesFiles: [String] = [], parameterPrefix: String = "--") {
        self.dataDirectory = dataDirectory
        self.dataDisplayName = dataDisplayName
        self.storePath = storePath
        self.placesFiles = placesFiles
        self.parameterPrefix = parameterPrefix
    }

    /// The dataset folder in use.
    public var datasetDirectory: URL { dataDirectory ?? Dataset.embeddedDirectory }

    /// The name of the dataset folder in messages.
    var displayPrefix: String { dataDisplayName ?? (dataDirectory == nil ? "data" : dataDirectory!.path) }

    /// A parameter as the front end names it (`--limit` or `limit`).
    func parameter(_ name: String) -> String { parameterPrefix + name }
}
