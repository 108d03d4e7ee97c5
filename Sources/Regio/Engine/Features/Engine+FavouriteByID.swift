import Foundation
import RegioGeo
import RegioPlaces
import RegioStore

extension RegioEngine {
    /// Keeps the place with exactly this id as a new favourite (what an app
    /// that shows a place's id does; no search).
    /// - Throws: ``EngineError`` `.notFound` for an unknown place, `.conflict`
    ///   when it is a favourite already (its note changes through ``setFavouriteNote(_:note:)``).
    public func addFavourite(placeID: String, note: String? = nil, tags: [String]? = nil,
                             language: Language = .cs) throws -> FavouriteSaved {
        let library = try placeLibrary()
        guard let place = resolvePlace(placeID, in: library) else {
            throw EngineError(.notFound, Message(.favouriteNoPlaceID, ["id": placeID]))
        }
        let favourites = try store().favourites
        if try favourites.favourite(placeID: place.id) != nil {
            throw EngineError(.conflict, Message(.favouriteAlready, ["name": place.name, "id": place.id]))
        }
        let change = try favourites.add(place, note: note, tags: tags)
        return FavouriteSaved(change: "added", favourite: change.favourite, snapshotTaken: true,
                              regionName: regionName(change.favourite.regionID, language: language),
                              name: library.dataset.placeNames.name(of: place, in: language))
    }
}
