import RegioGeo

/// The places read from one file, with where each came from.
///
/// ```swift
/// let batch = try PlaceImporter.load(path: "../shared/data/cz-castles.geojson")
/// batch.places.count      // 2235
/// batch.locations[0]      // "features[0]"
/// ```
public struct PlaceImport: Sendable {
    /// The file as the user named it.
    public var file: String
    public var places: [Place]
    /// Where each place is in the file: a JSON path (`features[3]`, `[12]`,
    /// `3067696`) or a line (`line 14`); parallel to ``places``.
    public var locations: [String]
    /// Entries left out on purpose (a feature without a name, a non-Point
    /// geometry), each with its location and why: show them as warnings.
    public var skipped: [DataError]

    public init(file: String, places: [Place] = [], locations: [String] = [], skipped: [DataError] = []) {
        self.file = file; self.places = places; self.locations = locations; self.skipped = skipped
    }

    mutating func append(_ place: Place, at location: String) {
        places.append(place)
        locations.append(location)
    }
}

/// Everything wrong in a places file (or several): each problem names the
/// file and where in it. At most ``limit`` problems are collected.
public struct PlaceImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [DataError]
    /// More problems were found than listed.
    public var truncated: Bool

    public static let limit = 20

    public init(_ problems: [DataError], truncated: Bool = false) {
        self.problems = problems; self.truncated = truncated
    }

    public var description: String { message(in: .en) }
}

extension PlaceImportError: LocalizableError {
    public func message(in language: Language) -> String {
        var lines = problems.map { $0.message(in: language) }
        if truncated { lines.append(Message(.dataMoreProblems).text(in: language)) }
        return lines.joined(separator: "\n")
    }
}

/// Collects problems while a file is read; throws them together at the end.
struct ProblemList {
    var problems: [DataError] = []
    var truncated = false

    mutating func add(_ e: DataError) {
        if problems.count < PlaceImportError.limit { problems.append(e) } else { truncated = true }
    }

    func throwIfAny() throws {
        if !problems.isEmpty { throw PlaceImportError(problems, truncated: truncated) }
    }
}
