import RegioGeo

/// The places of several sources loaded together, by id.
///
/// Ids are `source:id` (for example `geonames:3067696`, `wikidata:Q266698`,
/// `osm:way/485549536`, `trip:karlstejn`) and unique across the catalogue: a
/// repeated id — in one file or across files — is an error that names both places.
///
/// ```swift
/// var catalogue = PlaceCatalogue()
/// try catalogue.load(path: geonamesPath, options: .init(countries: ["CZ"]))
/// try catalogue.load(path: "../shared/data/cz-castles.geojson")
/// catalogue.place(id: "wikidata:Q266698")?.name   // "Karlštejn"
/// catalogue.warnings                              // features left out, with where
/// ```
public struct PlaceCatalogue: Sendable {
    public private(set) var places: [Place] = []
    private var positions: [String: Int] = [:]
    /// The index of each file's first place, the file, and where each of its
    /// places is in it (`line 12`, `features[3]`; none: `[i]`), for messages about repeated ids.
    private var fileStarts: [(start: Int, file: String, locations: [String])] = []
    /// The files loaded, in order, with how many places each gave.
    public private(set) var files: [LoadedFile] = []

    /// A file added to a catalogue.
    public struct LoadedFile: Hashable, Sendable {
        public var file: String
        public var places: Int
        /// Entries left out (see ``PlaceImport/skipped``).
        public var skipped: Int
    }
    /// Entries left out while loading (each with its file and location).
    public private(set) var warnings: [DataError] = []

    public init() {}

    /// A catalogue of the given places; repeated ids are an error.
    public init(places: [Place], file: String = "<memory>") throws {
        try add(PlaceImport(file: file, places: places, locations: []))  // a place's location is then `[i]`
    }

    public var count: Int { places.count }
    public var isEmpty: Bool { places.isEmpty }

    public func place(id: String) -> Place? { positions[id].map { places[$0] } }
    public func contains(id: String) -> Bool { positions[id] != nil }

    /// Adds the places of one file. Nothing is added when any id repeats one
    /// already in the catalogue or earlier in the same file.
    public mutating func add(_ batch: PlaceImport) throws {
        var problems = ProblemList()
        let base = places.count
        func location(_ i: Int) -> String { Self.location(i, in: batch.locations) }
        // Ids go straight into the index (no second dictionary for a large file), and out again on a problem.
        positions.reserveCapacity(positions.count + batch.places.count)
        // By index and id alone: a loop over the places copied each one (a world's quarter million).
        for i in batch.places.indices {
            let id = batch.places[i].id
            // A byte scan: Foundation's `contains(_:)` took a fifth of loading a world's places.
            if id.isEmpty || !id.utf8.contains(UInt8(ascii: ":")) {
                problems.add(DataError(file: batch.file, location: location(i), message: "id '\(id)' must have the form source:id"))
            } else if let earlier = positions[id] {
                if earlier >= base {
                    problems.add(DataError(file: batch.file, location: location(i), message: "duplicate id '\(id)' (first at \(location(earlier - base))); ids must be unique in a source"))
                } else {
                    problems.add(DataError(file: batch.file, location: location(i), message: "duplicate id '\(id)' (already loaded from \(origin(of: earlier)))"))
                }
            } else {
                positions[id] = base + i
            }
        }
        if !problems.problems.isEmpty {
            for (id, i) in positions where i >= base { positions[id] = nil }
            try problems.throwIfAny()
        }
        // The first file's places are shared, not copied (a world's quarter million).
        if places.isEmpty { places = batch.places } else { places.append(contentsOf: batch.places) }
        fileStarts.append((base, batch.file, batch.locations))
        files.append(LoadedFile(file: batch.file, places: batch.places.count, skipped: batch.skipped.count))
        warnings.append(contentsOf: batch.skipped)
    }

    /// "file: location" of the place at `index`.
    private func origin(of index: Int) -> String {
        guard let file = fileStarts.last(where: { $0.start <= index }) else { return "<memory>: [\(index)]" }
        return "\(file.file): \(Self.location(index - file.start, in: file.locations))"
    }

    /// Where the `i`th place of a file is in it: its recorded location, else `[i]`.
    private static func location(_ i: Int, in locations: [String]) -> String {
        i < locations.count ? locations[i] : "[\(i)]"
    }

    /// Reads a file (any ``PlaceFileFormat``) and adds its places.
    public mutating func load(path: String, options: PlaceImporter.Options = PlaceImporter.Options()) throws {
        try add(PlaceImporter.load(path: path, options: options))
    }

    /// Sets every place's region (the facade computes it from region polygons).
    public mutating func assignRegions(_ region: (Place) throws -> String?) rethrows {
        for i in places.indices { places[i].regionID = try region(places[i]) }
    }

    /// Places of one category, in catalogue order.
    public func places(in category: PlaceCategory) -> [Place] { places.filter { $0.category == category } }
}
