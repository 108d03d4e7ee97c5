import Foundation
import RegioGeo
import RegioPlaces
import RegioQuiz

/// The facts a dataset gives the quiz generator: each region's names, capital,
/// area and polygon neighbours, and the towns with their population and region.
extension Dataset {
    /// Region and town facts for ``QuizGenerator``, taken from the dataset itself:
    /// names from the regions, capitals only where the dataset's facts give them
    /// (``DatasetFacts``; never guessed), the official areas (or, when a region
    /// has none, the areas computed from the polygons for every region, so that
    /// comparisons stay like for like), neighbours from the polygons
    /// (``Region/neighbourIDs``), towns with a population, and the rivers of
    /// both where the dataset has a base map (``riverFacts(for:)``).
    ///
    /// Regions without a capital get no capital question (listed in
    /// ``QuizFactsResult/leftOut``). Two regions with the same name (the world
    /// has many a "Central") are told apart by their ids. Places that are
    /// sections of a larger city (see ``CitySections``) and towns
    /// within ``quizBorderMarginKm`` of another region are left out.
    ///
    /// ```swift
    /// let result = try dataset.quizFacts()
    /// let quiz = try QuizGenerator(facts: result.facts).quiz(forRegion: "CZ-64", seed: 1)
    /// ```
    public func quizFacts() throws -> QuizFactsResult {
        let withoutCapital = regions.filter { $0.capitalCS == nil && $0.capitalEN == nil }.map(\.id)
        let leftOut = withoutCapital.isEmpty ? [] : [
            "\(withoutCapital.count) of \(regions.count) regions have no capital in the dataset's facts "
            + "(\(withoutCapital.prefix(5).joined(separator: ", "))\(withoutCapital.count > 5 ? ", …" : "")): their quizzes ask no capital question"]
        let official = regions.allSatisfy { ($0.officialAreaKm2 ?? 0) > 0 }
        let regionNames = Self.distinctQuizNames(regions)
        let regionFacts = regions.map { r in
            RegionFact(id: r.id, name: regionNames[r.id]!,
                       capital: (r.capitalCS != nil || r.capitalEN != nil) ? Self.inEveryLanguage { r.capital($0) ?? "" } : nil,
                       areaKm2: official ? r.officialAreaKm2! : max(1, r.areaKm2.rounded()),
                       neighbourIDs: r.neighbourIDs)
        }
        let regionIDs = Set(regions.map(\.id))
        let towns = places.filter { $0.category == .town && ($0.population ?? 0) > 0 }
        let sections = citySections
        let names = placeNames
        let townFacts = try towns.compactMap { p -> (fact: TownFact, at: Coordinate)? in
            guard let region = p.regionID, regionIDs.contains(region), !sections.contains(p),
                  try !isNearAnotherRegion(p, regionID: region) else { return nil }
            // Named as every output names places (``PlaceNames``): Praha in Czech, Prague in English.
            return (TownFact(id: p.id, name: Self.inEveryLanguage { names.name(of: p, in: $0) },
                             population: p.population!, regionID: region,
                             latitude: p.coordinate.latitude, longitude: p.coordinate.longitude), p.coordinate)
        }
        let facts = try QuizFacts(regions: regionFacts, towns: townFacts.map(\.fact), rivers: try riverFacts(for: townFacts))
        return QuizFactsResult(facts: facts, leftOut: leftOut, usesOfficialAreas: official)
    }

    /// A name in every language Regio speaks, as `name` gives it (the dataset's
    /// name in that language, or its fallback).
    static func inEveryLanguage(_ name: (Language) -> String) -> LocalizedText {
        LocalizedText(Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, name($0)) }))
    }

    /// Each region's name for quizzes in every language; a name two regions
    /// share gets the region's id added (`Central (GH-CP)`).
    static func distinctQuizNames(_ regions: [Region]) -> [String: LocalizedText] {
        var count: [Language: [String: Int]] = [:]
        for r in regions { for lang in Language.allCases { count[lang, default: [:]][r.name(lang), default: 0] += 1 } }
        var out: [String: LocalizedText] = [:]
        for r in regions {
            let shared = Language.allCases.contains { count[$0]![r.name($0)]! > 1 }
            out[r.id] = inEveryLanguage { shared ? "\(r.name($0)) (\(r.id))" : r.name($0) }
        }
        return out
    }

    /// Towns closer than this to another region are left out of the facts (in the
    /// embedded dataset the polygons put no town more than 5 km into the wrong region).
    public static let quizBorderMarginKm = 6.0

    /// Whether a place lies within ``quizBorderMarginKm`` of another region
    /// than its own. Region polygons are generalised (Natural Earth 1:10m), so
    /// near a border the computed region can be the wrong one (Zbuzany, a
    /// village of the Central Bohemian Region at Prague's edge, falls inside
    /// Prague's polygon); a quiz must not ask about such towns.
    func isNearAnotherRegion(_ place: Place, regionID: String) throws -> Bool {
        let c = place.coordinate
        // A box that holds the circle of the margin: a region that misses it
        // (a quick prepared test) is farther away than the margin.
        let dLat = Self.quizBorderMarginKm * 1.05 / 110.5
        let dLon = Self.quizBorderMarginKm * 1.05 / (111.3 * max(cos(c.latitude * .pi / 180), 0.01))
        let around = BoundingBox(west: c.longitude - dLon, south: c.latitude - dLat, east: c.longitude + dLon, north: c.latitude + dLat)
        var box: Geometry?
        // The index lists every region within borderToleranceKm (15 km, more than the margin) of the point.
        for other in regionIndex.candidates(for: c) where other.id != regionID {
            guard other.bounds.intersects(around) else { continue }
            let b = try box ?? Geometry.box(around, context: context)
            box = b
            guard try other.prepared.intersects(b) else { continue }
            if try other.geometry.distanceKm(to: c) < Self.quizBorderMarginKm { return true }
        }
        return false
    }
}

/// Facts for the quiz generator, and what had to be left out.
public struct QuizFactsResult: Sendable {
    public let facts: QuizFacts
    /// What the generated quizzes leave out and why (one line; empty when nothing is).
    public let leftOut: [String]
    /// Whether the areas are the dataset's official ones (else computed from the polygons).
    public let usesOfficialAreas: Bool
}
