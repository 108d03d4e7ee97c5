/// The largest file Regio reads for one kind of input. Every file a user, a
/// dataset or a server names is read through ``InputFile/read(_:file:limit:)``
/// with one of these, so no input can take memory without bound, and a file
/// over its limit is refused before it is read, with a message that names the
/// file, its size and the limit.
///
/// The limits leave room far beyond real files (the world dataset's largest
/// file is a few MB; GeoNames' `cities500.txt` is about 40 MB).
public struct InputLimit: Hashable, Sendable {
    /// What the file is, for messages: "a place catalogue" (``TextKey/limitCatalogue``).
    public let kind: TextKey
    /// The largest size accepted, in bytes.
    public let bytes: Int

    public init(kind: TextKey, bytes: Int) {
        self.kind = kind; self.bytes = bytes
    }

    /// A dataset's regions, places, countries and other GeoJSON files.
    public static let datasetFile = InputLimit(kind: .limitDatasetFile, bytes: 256 << 20)
    /// A dataset's `manifest.json` (and a dataset's `videos.json`).
    public static let manifest = InputLimit(kind: .limitManifest, bytes: 1 << 20)
    /// A dataset's facts (`facts/*.json`).
    public static let facts = InputLimit(kind: .limitFacts, bytes: 16 << 20)
    /// A place catalogue: `--places` files and a manifest's catalogues (CSV, GeoJSON, GeoNames, POI feed).
    public static let catalogue = InputLimit(kind: .limitCatalogue, bytes: 1 << 30)
    /// A quiz file (Regio quiz JSON, GIFT, SlickQuiz).
    public static let quiz = InputLimit(kind: .limitQuiz, bytes: 64 << 20)
    /// A map style (`--style`).
    public static let style = InputLimit(kind: .limitStyle, bytes: 4 << 20)
    /// A favourites file to import (GPX, KML, GeoJSON).
    public static let favourites = InputLimit(kind: .limitFavourites, bytes: 512 << 20)
    /// A credentials or settings file (netrc-like, headers).
    public static let settings = InputLimit(kind: .limitSettings, bytes: 1 << 20)
    /// The REPL's history file (1,000 lines).
    public static let history = InputLimit(kind: .limitHistory, bytes: 16 << 20)
    /// A source the dataset builder reads (GeoNames dumps, ISO code lists, gettext catalogues).
    public static let builderSource = InputLimit(kind: .limitBuilderSource, bytes: 2 << 30)

    /// Every limit, for documentation and tests.
    public static let all: [InputLimit] = [datasetFile, manifest, facts, catalogue, quiz, style, favourites, settings, history, builderSource]

    /// `12.3 MB`, `512 kB`, `1.07 GB`: a size in words for messages.
    public static func describe(_ bytes: Int) -> String {
        let units: [(Int, String)] = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "kB")]
        for (size, name) in units where bytes >= size {
            // About three digits: 1.07 GB, 12.3 MB, 191 MB.
            let value = Double(bytes) / Double(size)
            let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
            var text = String(format: "%.\(decimals)f", value)
            if decimals > 0 { while text.hasSuffix("0") { text.removeLast() }; if text.hasSuffix(".") { text.removeLast() } }
            return "\(text) \(name)"
        }
        return "\(bytes) bytes"
    }
}
