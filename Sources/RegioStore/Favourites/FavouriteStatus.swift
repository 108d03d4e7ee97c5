import RegioGeo
import RegioPlaces

/// A favourite compared with the current catalogue.
///
/// ```swift
/// for s in try store.favourites.status(against: catalogue) where s.state != .unchanged {
///     print(s.favourite.name, s.state, s.changes)   // "Kost changed [moved 120 m]"
/// }
/// ```
public struct FavouriteStatus: Hashable, Sendable, Codable {
    public enum State: String, Hashable, Sendable, Codable, CustomStringConvertible {
        case unchanged, changed
        /// The place is no longer in the catalogue; the favourite keeps its snapshot.
        case removed
        /// No catalogue of the favourite's source is loaded now (a `--places` file
        /// not given in this run): not the same as removed. The snapshot is shown.
        case notLoaded
        public var description: String { rawValue }
    }

    public enum Change: Hashable, Sendable, Codable, CustomStringConvertible {
        case renamed(from: String, to: String)
        /// The place moved this many metres.
        case moved(metres: Double)
        case recategorised(from: PlaceCategory, to: PlaceCategory)
        case regionChanged(from: String?, to: String?)

        public var description: String {
            switch self {
            case .renamed(let a, let b): return "renamed from \(a) to \(b)"
            case .moved(let m): return "moved \(Int(m.rounded())) m"
            case .recategorised(let a, let b): return "now a \(b) (was \(a))"
            case .regionChanged(let a, let b): return "region \(a ?? "none") → \(b ?? "none")"
            }
        }
    }

    /// A move shorter than this (in metres) is not a change.
    public static let moveThreshold = 50.0

    public let favourite: Favourite
    /// The place as the catalogue has it now (nil when removed).
    public let current: Place?
    public let changes: [Change]

    /// Whether a catalogue of the favourite's source is loaded (see ``State/notLoaded``).
    public let sourceLoaded: Bool

    public var state: State {
        guard current != nil else { return sourceLoaded ? .removed : .notLoaded }
        return changes.isEmpty ? .unchanged : .changed
    }

    /// - Parameter sourceLoaded: false when no place of the favourite's source is
    ///   loaded now; the state is then ``State/notLoaded`` rather than removed.
    public init(favourite: Favourite, current: Place?, sourceLoaded: Bool = true) {
        self.favourite = favourite
        self.current = current
        self.sourceLoaded = sourceLoaded
        var changes: [Change] = []
        if let p = current {
            if p.name != favourite.name { changes.append(.renamed(from: favourite.name, to: p.name)) }
            let d = favourite.coordinate.distance(to: p.coordinate)
            if d > Self.moveThreshold { changes.append(.moved(metres: d)) }
            if p.category != favourite.category { changes.append(.recategorised(from: favourite.category, to: p.category)) }
            // A catalogue without regions assigned says nothing about them.
            if p.regionID != nil && p.regionID != favourite.regionID {
                changes.append(.regionChanged(from: favourite.regionID, to: p.regionID))
            }
        }
        self.changes = changes
    }

    enum CodingKeys: String, CodingKey { case favourite, current, changes, state }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        favourite = try c.decode(Favourite.self, forKey: .favourite)
        current = try c.decodeIfPresent(Place.self, forKey: .current)
        changes = try c.decode([Change].self, forKey: .changes)
        sourceLoaded = try c.decodeIfPresent(State.self, forKey: .state) != .notLoaded
    }

    /// Encodes the state too, for `--json` output.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(favourite, forKey: .favourite)
        try c.encodeIfPresent(current, forKey: .current)
        try c.encode(changes, forKey: .changes)
        try c.encode(state, forKey: .state)
    }
}
