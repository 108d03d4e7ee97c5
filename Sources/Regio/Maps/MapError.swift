import Foundation

/// Why a map or a tile set cannot be made from the request, with what to do instead.
public enum MapError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError, LocalizableError {
    /// No region has this id or name.
    case unknownRegion(String, known: [String])
    /// A map or pack of favourites, but the store has none.
    case noFavourites

    /// What went wrong, in any language.
    public var text: Message {
        switch self {
        case .unknownRegion(let text, let known): return Message(.mapUnknownRegion, ["text": text, "list": known.joined(separator: ", ")])
        case .noFavourites: return Message(.mapNoFavourites)
        }
    }

    public func message(in language: Language) -> String { text.text(in: language) }

    public var description: String { text.description }
    public var errorDescription: String? { description }
}
