import Foundation
import Regio

/// How places and favourites read in the terminal, shared by `search`,
/// `place` and `fav`.
enum PlaceTexts {
    /// `text` cut to `width` characters with an ellipsis.
    static func truncated(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(1, width - 1))) + "…"
    }

    /// A region's name in the language, or its id when the dataset does not know it.
    static func regionName(_ id: String?, dataset: Dataset?, language: Language) -> String {
        guard let id else { return "–" }
        return dataset?.region(id: id)?.name(language) ?? id
    }

    /// `50.08804, 14.42076`.
    static func position(_ c: Coordinate) -> String { c.description }

    /// Parses `LAT,LON` (or `LAT LON`) for --near.
    static func coordinate(_ text: String, option: String) throws -> Coordinate {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) else {
            throw CommandError("\(option) expects LAT,LON in degrees, like \(option) 50.08,14.42; got '\(text)'")
        }
        let c = Coordinate(latitude: lat, longitude: lon)
        guard c.isValid else {
            throw CommandError("\(option) \(text) is not a position: latitude must be in -90…90 and longitude in -180…180")
        }
        return c
    }

    /// Parses `W,S,E,N` for --bbox.
    static func box(_ text: String) throws -> BoundingBox {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let w = parts[0], let s = parts[1], let e = parts[2], let n = parts[3] else {
            throw CommandError("--bbox expects WEST,SOUTH,EAST,NORTH in degrees, like --bbox 14.2,49.9,14.7,50.2; got '\(text)'")
        }
        guard s <= n, abs(s) <= 90, abs(n) <= 90, abs(w) <= 180, abs(e) <= 180 else {
            throw CommandError("--bbox \(text): south must not exceed north, latitudes lie in -90…90 and longitudes in -180…180")
        }
        return BoundingBox(west: w, south: s, east: e, north: n)
    }
}

extension CommandContext {
    /// The ids of the user's favourites when the store file exists (to mark
    /// them in lists); empty when there is no store yet or it cannot be read —
    /// a listing never fails because of the store.
    func favouriteIDsIfStored() -> Set<String> {
        let path = storePath ?? Store.defaultPath()
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return (try? favouriteIDs()) ?? []
    }

    /// The store when its file exists (nil otherwise): for commands that only read favourites
    /// and should not create a store as a side effect.
    func existingStore() throws -> Store? {
        FileManager.default.fileExists(atPath: storePath ?? Store.defaultPath()) ? try store() : nil
    }

    /// The dataset when it loads, nil otherwise (favourites work without one).
    func datasetIfAvailable() -> Dataset? { try? dataset() }
}
