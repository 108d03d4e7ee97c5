import Foundation
import RegioGeo
import RegioPlaces
import RegioStore
import RegioSync

/// The places of the content server's `places` collection (the seed app's POI
/// feed), read from the store's cached copy, ready for a place catalogue.
///
/// Each item goes through ``POIFeedImporter``: ids are namespaced
/// (`"12"` → `feed:12`), a `category` is understood, and the region is assigned
/// from the dataset's polygons (inside a region, or the nearest one within
/// ``Dataset/borderToleranceKm``; nil further away). A bad item never stops
/// the others: it is left out and reported in ``skipped`` with the collection
/// and its index (`synced places: [3].latitude: required key 'latitude' is missing`),
/// and so is an item whose id a dataset place already has.
///
/// ```swift
/// let synced = try dataset.syncedPlaces(from: SyncCache(store: store))
/// synced.skipped.forEach { print("warning:", $0) }
/// catalogue += synced.places                        // feed:12, feed:13, …
/// ```
public struct SyncedPlaces: Sendable {
    /// The places, in the collection's order.
    public var places: [Place]
    /// The items left out, each naming ``displayName`` and the item's index.
    public var skipped: [DataError]

    public init(places: [Place] = [], skipped: [DataError] = []) {
        self.places = places
        self.skipped = skipped
    }

    /// The id prefix of synced places: `feed:12`.
    public static let defaultSource = "feed"
    /// How the collection is named in messages.
    public static let displayName = "synced places"

    /// The catalogue ids of the places a sync of the places collection removed
    /// (`["13"]` → `["feed:13"]`); empty for a report of another collection.
    public static func removedPlaceIDs(in report: SyncReport, collection: String = SyncCollection.places.name,
                                       source: String = SyncedPlaces.defaultSource) -> [String] {
        guard report.collection == collection else { return [] }
        return report.changes.removedIDs.map { "\(source):\($0)" }
    }

    /// The user's favourites whose place a sync removed (read only: the
    /// favourites and their snapshots are never changed).
    public static func favouritesAffected(by report: SyncReport, favourites: Favourites,
                                          collection: String = SyncCollection.places.name,
                                          source: String = SyncedPlaces.defaultSource) throws -> [Favourite] {
        try removedPlaceIDs(in: report, collection: collection, source: source).compactMap {
            try favourites.favourite(placeID: $0)
        }
    }
}

extension Dataset {
    /// The places of the cached `places` collection (nothing when it was never
    /// synced), with regions assigned; bad items are skipped and reported.
    ///
    /// - Parameters:
    ///   - cache: the store's sync cache.
    ///   - collection: the collection's name (default `places`).
    ///   - source: the id prefix (default `feed`: `feed:12`).
    /// - Throws: only when the store cannot be read.
    public func syncedPlaces(from cache: SyncCache, collection: String = SyncCollection.places.name,
                             source: String = SyncedPlaces.defaultSource) throws -> SyncedPlaces {
        syncedPlaces(items: try cache.items(in: collection), source: source)
    }

    /// The places of cached collection items (see ``syncedPlaces(from:collection:source:)``).
    public func syncedPlaces(items: [SyncItem], source: String = SyncedPlaces.defaultSource) -> SyncedPlaces {
        let file = SyncedPlaces.displayName
        var result = SyncedPlaces()
        var imported: [(index: Int, place: Place)] = []
        // All at once when every item is good (the usual case); else one by one.
        if let batch = try? POIFeedImporter.read(SyncedItems.array(items), file: file, source: source),
           batch.places.count == items.count {
            imported = Array(batch.places.enumerated().map { ($0.offset, $0.element) })
        } else {
            for (index, item) in items.enumerated() {
                do {
                    let one = try POIFeedImporter.read(SyncedItems.array([item]), file: file, source: source)
                    if let place = one.places.first { imported.append((index, place)) }
                    result.skipped += one.skipped.map { DataError(file: file, location: SyncedItems.relocate($0.location, to: index), message: $0.message) }
                } catch let error as PlaceImportError {
                    result.skipped += error.problems.map {
                        DataError(file: file, location: SyncedItems.relocate($0.location, to: index), message: $0.message)
                    }
                } catch {
                    result.skipped.append(DataError(file: file, location: "[\(index)]", message: "\(error)"))
                }
            }
        }
        var seen: [String: Int] = [:]
        for (index, var place) in imported {
            if self.place(id: place.id) != nil {
                result.skipped.append(DataError(file: file, location: "[\(index)].id",
                                                message: "the id '\(place.id)' is already used by a place of the dataset; the item is skipped"))
                continue
            }
            if let first = seen[place.id] {
                result.skipped.append(DataError(file: file, location: "[\(index)].id",
                                                message: "duplicate place id '\(place.id)' (first at [\(first)]); the item is skipped"))
                continue
            }
            seen[place.id] = index
            do { place.regionID = try regionID(for: place.coordinate) } catch {
                result.skipped.append(DataError(file: file, location: "[\(index)]",
                                                message: "cannot assign a region (\(error)); the item is skipped"))
                continue
            }
            result.places.append(place)
        }
        return result
    }
}
