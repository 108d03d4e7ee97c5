import Foundation
import RegioGeo
import RegioPlaces
import RegioQuiz
import RegioStore

/// `fav add`: keep a place, named by id or by search text.
public struct FavouriteAddRequest: Codable, Hashable, Sendable {
    /// A place id, or a name as it would be searched.
    public var text: String
    /// A new note (nil: keep the old one).
    public var note: String?
    /// New tags (nil: keep the old ones).
    public var tags: [String]?
    /// Which of several matching places (1 is the first listed by ``FavouriteChoice``).
    public var pick: Int?
    public var language: Language

    public init(text: String, note: String? = nil, tags: [String]? = nil, pick: Int? = nil, language: Language = .cs) {
        self.text = text; self.note = note; self.tags = tags; self.pick = pick; self.language = language
    }
}

/// A favourite saved by ``RegioEngine/addFavourite(_:)``.
public struct FavouriteSaved: Encodable, Hashable, Sendable {
    /// "added" or "updated".
    public let change: String
    public let favourite: Favourite
    /// False when the catalogue does not have the place: only the note and tags changed, the snapshot is kept.
    public let snapshotTaken: Bool
    public let regionName: String?
    /// The favourite's name in the request's language (``PlaceNames``).
    public let name: String
}

/// Several places match and none is the clear one: the caller picks one by
/// its ``FavouriteCandidate/number`` and asks again with ``FavouriteAddRequest/pick``.
public struct FavouriteChoice: Encodable, Hashable, Sendable {
    public let text: String
    public let candidates: [FavouriteCandidate]
    /// The pick the request gave that is out of range (nil: none was given).
    public let invalidPick: Int?
}

/// A place ``FavouriteChoice`` offers.
public struct FavouriteCandidate: Encodable, Hashable, Sendable {
    public let number: Int
    public let place: Place
    public let regionName: String?
    /// The place's name in the request's language (``PlaceNames``).
    public let name: String
}

/// What ``RegioEngine/addFavourite(_:)`` did.
public enum FavouriteAddResult: Hashable, Sendable {
    case saved(FavouriteSaved)
    case choose(FavouriteChoice)
}

/// `fav list`.
public struct FavouriteListRequest: Codable, Hashable, Sendable {
    /// A region id or name.
    public var region: String?
    public var tag: String?
    public var language: Language
    public init(region: String? = nil, tag: String? = nil, language: Language = .cs) {
        self.region = region; self.tag = tag; self.language = language
    }
}

/// A favourite compared with the current catalogue.
public struct FavouriteEntry: Encodable, Hashable, Sendable {
    public let favourite: Favourite
    /// unchanged, changed, removed (its catalogue is loaded but no longer has the
    /// place), notLoaded (no catalogue of its source is loaded in this run) — or
    /// unchecked when the catalogue could not be loaded.
    public let state: String
    public let changes: [String]
    /// The place as the catalogue has it now.
    public let current: Place?
    public let regionName: String?
    /// The favourite's name in the request's language (``PlaceNames``).
    public let name: String
}

/// The user's favourites, each with its status.
public struct FavouriteList: Encodable, Hashable, Sendable {
    public let entries: [FavouriteEntry]
    /// Why the favourites are unchecked (the catalogue could not be loaded).
    public let catalogueError: String?
    /// Whether a region or a tag narrowed the list.
    public let filtered: Bool
}

/// `fav export`.
public struct FavouriteExportRequest: Hashable, Sendable {
    /// nil: from ``file``'s extension, else GPX.
    public var format: FavouriteFormat?
    /// Write here (nil: return the text only).
    public var file: String?
    public var region: String?
    public var tag: String?
    /// The language the places are named in (``PlaceNames``: Praha in Czech, Prague in English).
    public var language: Language
    public init(format: FavouriteFormat? = nil, file: String? = nil, region: String? = nil, tag: String? = nil, language: Language = .cs) {
        self.format = format; self.file = file; self.region = region; self.tag = tag; self.language = language
    }
}

/// An export: the text (always), and the file it was written to.
public struct FavouriteExportResult: Encodable, Hashable, Sendable {
    public let format: String
    public let count: Int
    public let file: String?
    public let content: String
    /// `GPX 1.1`, `KML 2.2`, `GeoJSON`.
    public let formatName: String
}

/// `fav import FILE`.
public struct FavouriteImportResult: Encodable, Hashable, Sendable {
    public let file: String
    public let added: Int
    public let updated: Int
    /// Entries left out (not points), with where.
    public let skipped: [String]
    /// What was imported with less than it should have (points whose region lookup failed).
    public var warnings: [String] = []
}

/// `fav refresh`.
public struct FavouriteRefreshResult: Codable, Hashable, Sendable {
    public let refreshed: Int
    public let notInCatalogue: Int
}

extension RegioEngine {
    /// Keeps a place as a favourite. The place is the one with this id; else
    /// the only search hit; else the only exact hit when it comes first; else
    /// the request's pick. Otherwise the hits come back to choose from.
    /// Adding a favourite again refreshes its snapshot; a favourite whose
    /// place the catalogue lacks (or a catalogue that cannot be loaded) keeps
    /// its snapshot and gets the new note and tags only.
    public func addFavourite(_ request: FavouriteAddRequest) throws -> FavouriteAddResult {
        let text = request.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw InputError(parameter: "place", Message(.favNeedPlace)) }
        let favourites = try store().favourites
        let library: PlaceLibrary
        do { library = try placeLibrary() } catch {
            // Offline: a favourite kept already can still get a new note or tags.
            if let f = try? favourites.favourite(placeID: text) { return .saved(try updateSnapshotless(f, request)) }
            throw error
        }
        let place: Place
        if let byID = resolvePlace(text, in: library) {
            place = byID
        } else {
            if text.contains(":"), !text.contains(" "), let f = try favourites.favourite(placeID: text) {
                return .saved(try updateSnapshotless(f, request))
            }
            let hits = try library.search(PlaceQuery(text, limit: 10))
            guard !hits.isEmpty else {
                throw EngineError(.notFound, Message(text.contains(":") ? .favNoPlaceMatchesID : .favNoPlaceMatches,
                                                     ["text": text, "places": parameter("places")]))
            }
            let candidates = {
                FavouriteChoice(text: text, candidates: hits.enumerated().map { i, hit in
                    FavouriteCandidate(number: i + 1, place: hit.place, regionName: self.regionName(hit.place.regionID, language: request.language),
                                       name: library.dataset.placeNames.name(of: hit.place, in: request.language))
                }, invalidPick: request.pick.flatMap { (1...hits.count).contains($0) ? nil : $0 })
            }
            if let pick = request.pick {
                guard (1...hits.count).contains(pick) else { return .choose(candidates()) }
                place = hits[pick - 1].place
            } else if hits.count == 1 {
                place = hits[0].place
            } else if hits[0].matchKind == .exact, !hits.dropFirst().contains(where: { $0.matchKind == .exact }) {
                place = hits[0].place
            } else {
                return .choose(candidates())
            }
        }
        let change = try favourites.add(place, note: request.note, tags: request.tags)
        let added: Bool
        if case .added = change { added = true } else { added = false }
        return .saved(FavouriteSaved(change: added ? "added" : "updated", favourite: change.favourite, snapshotTaken: true,
                                     regionName: regionName(change.favourite.regionID, language: request.language),
                                     name: library.dataset.placeNames.name(of: place, in: request.language)))
    }

    /// A favourite whose place the catalogue lacks: only the note and tags change.
    private func updateSnapshotless(_ f: Favourite, _ request: FavouriteAddRequest) throws -> FavouriteSaved {
        let favourites = try store().favourites
        var updated = f
        if let note = request.note { updated = try favourites.setNote(note, placeID: f.placeID) }
        if let tags = request.tags, !tags.isEmpty { updated = try favourites.setTags(tags, placeID: f.placeID) }
        return FavouriteSaved(change: "updated", favourite: updated, snapshotTaken: false,
                              regionName: regionName(updated.regionID, language: request.language),
                              name: favouriteName(updated, language: request.language))
    }

    /// The favourites (none when there is no store yet), each compared with the
    /// current catalogue; unchecked when the catalogue cannot be loaded.
    public func favourites(_ request: FavouriteListRequest) throws -> FavouriteList {
        var library: PlaceLibrary?
        var catalogueError: String?
        do { library = try placeLibrary() } catch { catalogueError = Self.describe(error) }
        let regionID = try favouriteRegionID(request.region, dataset: library?.dataset ?? (try? dataset()))
        let list = try existingStore()?.favourites.list(region: regionID, tag: request.tag) ?? []
        let entries = list.map { f -> FavouriteEntry in
            let region = regionName(f.regionID, language: request.language)
            let name = favouriteName(f, language: request.language)
            guard let library else {
                return FavouriteEntry(favourite: f, state: "unchecked", changes: [], current: nil, regionName: region, name: name)
            }
            let s = FavouriteStatus(favourite: f, current: library.place(id: f.placeID), sourceLoaded: library.hasSource(of: f))
            return FavouriteEntry(favourite: f, state: s.state.rawValue, changes: s.changes.map { $0.message.text(in: request.language) },
                                  current: s.current, regionName: region, name: name)
        }
        return FavouriteList(entries: entries, catalogueError: catalogueError, filtered: request.region != nil || request.tag != nil)
    }

    /// A region filter for favourites: the region's id, or the text in capitals
    /// when no dataset can be loaded (favourites work without one).
    private func favouriteRegionID(_ text: String?, dataset: Dataset?) throws -> String? {
        guard let text else { return nil }
        guard let dataset else { return text.uppercased() }
        return try UserInput.region(text, in: dataset, parameter: parameter("region")).id
    }

    /// The favourite named by an id (`wikidata:Q266698`), the id's part after
    /// the colon, or the saved name (case and diacritics ignored) when unique.
    public func resolveFavourite(_ text: String) throws -> Favourite {
        let favourites = try existingStore()?.favourites
        if let f = try favourites?.favourite(placeID: text) { return f }
        let all = try favourites?.list() ?? []
        let byLocalID = all.filter { Self.localID(of: $0.placeID) == text }
        if byLocalID.count == 1 { return byLocalID[0] }
        let folded = TextFolding.fold(text)
        // By the saved name, or by the name in either language (Praha for a snapshot saved as Prague).
        let byName = all.filter { f in
            TextFolding.fold(f.name) == folded || Language.allCases.contains { TextFolding.fold(favouriteName(f, language: $0)) == folded }
        }
        if byName.count == 1 { return byName[0] }
        if byName.count > 1 {
            throw EngineError(.conflict, Message(.favSeveralNamed, ["n": byName.count, "text": text,
                                                                    "ids": byName.map(\.placeID).joined(separator: ", ")]))
        }
        throw EngineError(.notFound, Message(.favNoSuchFavourite, ["text": text]))
    }

    /// A favourite's name in `language`: the Czech name of a town whose snapshot has the English one (``PlaceNames``).
    public func favouriteName(_ f: Favourite, language: Language) -> String {
        guard let dataset = try? dataset() else { return f.name }
        return dataset.placeNames.name(f.name, category: f.category, in: language)
    }

    /// The name the dataset gives a favourite's place when the favourite is named
    /// by ``PlaceNames`` in some language (an export in Czech says Praha; the snapshot
    /// keeps Prague, so that a round trip changes nothing); else the favourite's own name.
    static func sourceName(of f: Favourite, in dataset: Dataset) -> String {
        guard let place = dataset.place(id: f.placeID), place.name != f.name else { return f.name }
        let names = dataset.placeNames
        return Language.allCases.contains { names.name(of: place, in: $0) == f.name } ? place.name : f.name
    }

    /// The part of a place id after the first colon.
    static func localID(of placeID: String) -> String {
        placeID.firstIndex(of: ":").map { String(placeID[placeID.index(after: $0)...]) } ?? placeID
    }

    /// Sets a favourite's note (empty clears it).
    public func setFavouriteNote(_ favourite: String, note: String) throws -> Favourite {
        let f = try resolveFavourite(favourite)
        return try store().favourites.setNote(note.trimmingCharacters(in: .whitespacesAndNewlines), placeID: f.placeID)
    }

    /// Forgets a favourite; returns what it was.
    public func removeFavourite(_ favourite: String) throws -> Favourite {
        let f = try resolveFavourite(favourite)
        return try store().favourites.remove(placeID: f.placeID)
    }

    /// Favourites as GPX, KML, GeoJSON or CSV (from their snapshots), written to the request's file if any.
    public func exportFavourites(_ request: FavouriteExportRequest) throws -> FavouriteExportResult {
        let format = request.format ?? request.file.flatMap(FavouriteFormat.init(path:)) ?? .gpx
        let regionID = try favouriteRegionID(request.region, dataset: try? dataset())
        let favourites = try (existingStore()?.favourites.list(region: regionID, tag: request.tag) ?? []).map { f in
            var named = f
            named.name = favouriteName(f, language: request.language)
            return named
        }
        let text: String
        do { text = try FavouriteExport.text(favourites, format: format) } catch {
            throw EngineError(.failed, Message(.favouriteExportFailed, ["format": format.displayName, "error": Message.of(error)]))
        }
        if let file = request.file {
            do { try text.write(toFile: file, atomically: true, encoding: .utf8) } catch {
                throw EngineError(.failed, Message(.favCannotWrite, ["file": file, "reason": (error as NSError).localizedDescription]))
            }
        }
        return FavouriteExportResult(format: format.rawValue, count: favourites.count, file: request.file, content: text,
                                     formatName: format.displayName)
    }

    /// Adds the points of a GPX, KML, GeoJSON or CSV file as favourites,
    /// in one transaction: a damaged
    /// file imports nothing, unless `partial` keeps what came before the damage.
    public func importFavourites(file: String, format: FavouriteFormat? = nil, partial: Bool = false) throws -> FavouriteImportResult {
        // Points without a region get the one they lie in, as every place does (none without a dataset).
        let dataset = try? self.dataset()
        let result = try FavouriteImport.importFile(file, into: try store().favourites, format: format, partial: partial,
                                                    progress: progressHandler,
                                                    regionOf: dataset.map { d in { try d.regionID(for: $0) } },
                                                    sourceName: dataset.map { d in { f in Self.sourceName(of: f, in: d) } })
        return FavouriteImportResult(file: file, added: result.added, updated: result.updated, skipped: result.skipped.map(\.description),
                                     warnings: result.warnings)
    }

    /// New snapshots of favourites whose place changed in the catalogue.
    public func refreshFavourites() throws -> FavouriteRefreshResult {
        let library = try placeLibrary()
        guard let favourites = try existingStore()?.favourites else { return FavouriteRefreshResult(refreshed: 0, notInCatalogue: 0) }
        let refreshed = try favourites.refreshSnapshots { library.place(id: $0) }
        let missing = try favourites.list().filter { library.place(id: $0.placeID) == nil }.count
        return FavouriteRefreshResult(refreshed: refreshed, notInCatalogue: missing)
    }
}

extension FavouriteStatus.Change {
    /// How the change reads, in any language.
    public var message: Message {
        switch self {
        case .renamed(let a, let b): return Message(.favChangeRenamed, ["from": a, "to": b])
        case .moved(let m): return Message(.favChangeMoved, ["metres": Int(m.rounded())])
        case .recategorised(let a, let b):
            return Message(.favChangeRecategorised, ["from": Message.category(a.rawValue), "to": Message.category(b.rawValue)])
        case .regionChanged(let a, let b):
            return Message(.favChangeRegion, ["from": a.map(Message.verbatim) ?? Message(.wordNone), "to": b.map(Message.verbatim) ?? Message(.wordNone)])
        }
    }
}
