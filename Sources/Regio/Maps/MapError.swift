import Foundation

/// Why a map or a tile set cannot be made from the request, with what to do instead.
public enum MapError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// No region has this id or name.
    case unknownRegion(String, known: [String])
    /// A map or pack of favourites, but the store has none.
    case noFavourites

    public var description: String {
        switch self {
        case .unknownRegion(let text, let known):
            return "no region matches '\(text)'; use a region id or name (\(known.joined(separator: ", "))), "
                + "a box W,S,E,N in degrees, or favourites"
        case .noFavourites:
            return "you have no favourites yet; add some with `fav add <place>`, or name a region or a box instead"
        }
    }
    public var errorDescription: String? { description }
}
