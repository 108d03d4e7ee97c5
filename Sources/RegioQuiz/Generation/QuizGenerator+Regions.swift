import Foundation

/// The region and comparison questions of a region's generated map quiz
/// (``locateQuiz(forRegion:options:)``), right by construction:
///
/// - *name the highlighted region* (``QuestionKind/highlightedRegion``): the
///   map highlights the region; the options are its name and two other
///   regions' (neighbours first), the hint names its neighbours;
/// - *find the region* (``QuestionKind/findRegion``): "Which of these is
///   Jihomoravský kraj?" for one of its neighbours (the first by id), options
///   standing for regions, a wrong option's feedback naming what it is and
///   what the right one borders;
/// - *further north* and *closer to the region's largest town*: two of the
///   region's towns with distinct names whose latitudes (distances) differ by
///   at least ``comparisonMarginKm``, so no tie is ever asked.
///
/// Kinds the facts cannot make (a dataset of one region, a region with fewer
/// than three towns) are left out. No randomness: the same facts give the
/// same questions (the runner shuffles the options).
///
/// ```swift
/// let questions = QuizGenerator(facts: facts).regionQuestions(for: "CZ-63")
/// questions[0].kind                       // .highlightedRegion
/// questions[0].hint?.text(for: .en)       // "It borders Jihočeský kraj, … and Pardubický kraj."
/// ```
extension QuizGenerator {
    /// Two towns compared by latitude or distance differ by at least this much.
    public static let comparisonMarginKm = 5.0

    /// The region and comparison questions about `regionID` (empty for an unknown region).
    public func regionQuestions(for regionID: String) -> [Question] {
        guard let region = facts.region(regionID) else { return [] }
        var out: [Question] = []
        if let q = highlightedRegionQuestion(region) { out.append(q) }
        if let q = findRegionQuestion(around: region) { out.append(q) }
        let towns = comparableTowns(in: regionID)
        if let q = furtherNorthQuestion(towns) { out.append(q) }
        if let q = closerQuestion(towns) { out.append(q) }
        return out
    }

    /// "It borders A, B and C." in every language, from the facts' neighbours.
    public func bordersHint(of regionID: String) -> LocalizedText {
        guard let list = neighbourList(of: regionID) else { return Self.text(.genRegionNoNeighbours, [:]) }
        return Self.text(.genRegionBorders, ["neighbours": list])
    }

    /// The region's neighbours as a list ("A, B and C"); nil when it has none.
    private func neighbourList(of regionID: String) -> Message? {
        let names = facts.neighbours(of: regionID).compactMap(facts.region).map { Message($0.name) }
        return names.isEmpty ? nil : Message.list(names)
    }

    /// Two regions other than `region` as wrong options: its neighbours first (by id), then the others (by id).
    private func otherRegions(than region: RegionFact, besides: Set<String> = []) -> [RegionFact] {
        let near = facts.neighbours(of: region.id)
        let rest = facts.regions.map(\.id).filter { $0 != region.id && !near.contains($0) }
        return (near + rest).filter { !besides.contains($0) }.prefix(2).compactMap(facts.region)
    }

    private func highlightedRegionQuestion(_ r: RegionFact) -> Question? {
        let wrong = otherRegions(than: r)
        guard wrong.count == 2 else { return nil }
        return Question(id: "highlighted-region-1", prompt: Self.text(.genHighlightPrompt, [:]), kind: .highlightedRegion,
                        region: r.id, options: [AnswerOption(r.name, region: r.id, correct: true)] + wrong.map { AnswerOption($0.name, region: $0.id) },
                        hint: bordersHint(of: r.id))
    }

    private func findRegionQuestion(around r: RegionFact) -> Question? {
        // The quiz's own region is found on the map at once; one of its neighbours is a question.
        guard let target = facts.neighbours(of: r.id).first.flatMap(facts.region) else { return nil }
        let wrong = otherRegions(than: target)
        // The target borders the quiz's region, so it has a neighbour list.
        guard wrong.count == 2, let neighbours = neighbourList(of: target.id) else { return nil }
        let options = [AnswerOption(target.name, region: target.id, correct: true)] + wrong.map { other in
            AnswerOption(other.name, region: other.id, feedback: Self.text(.genFindRegionWrong, [
                "chosen": Message(other.name), "region": Message(target.name),
                "neighbours": neighbours]))
        }
        return Question(id: "find-region-1", prompt: Self.text(.genFindRegionPrompt, ["region": Message(target.name)]),
                        kind: .findRegion, region: target.id, options: options)
    }

    /// The region's towns with coordinates and a name unique in the facts, most populous first (at most 12).
    private func comparableTowns(in regionID: String) -> [TownFact] {
        Array(facts.towns(in: regionID).filter { t in
            guard let lat = t.latitude, let lon = t.longitude else { return false }
            return lat.isFinite && lon.isFinite && abs(lat) <= 90 && abs(lon) <= 180 && facts.hasUniqueName(t)
        }.prefix(12))
    }

    private func furtherNorthQuestion(_ towns: [TownFact]) -> Question? {
        // The two most populous towns whose latitudes differ by the margin (1° of latitude is 111 km).
        for (i, a) in towns.enumerated() {
            for b in towns[(i + 1)...] {
                let dKm = ((a.latitude ?? 0) - (b.latitude ?? 0)) * 111.2
                guard abs(dKm) >= Self.comparisonMarginKm else { continue }
                let (north, south) = dKm > 0 ? (a, b) : (b, a)
                return Question(
                    id: "further-north-1",
                    prompt: Self.text(.genFurtherNorthPrompt, ["first": Message(a.name), "second": Message(b.name)]),
                    options: [AnswerOption(north.name, correct: true), AnswerOption(south.name)],
                    explanation: Self.text(.genFurtherNorthExplanation, ["north": Message(north.name), "south": Message(south.name),
                                                                         "km": Self.amount(abs(dKm).rounded())]))
            }
        }
        return nil
    }

    private func closerQuestion(_ towns: [TownFact]) -> Question? {
        // Measured from the region's most populous town, between the next ones.
        guard let place = towns.first, towns.count >= 3 else { return nil }
        func km(_ t: TownFact) -> Double {
            GreatCircle.distanceKm(fromLatitude: place.latitude ?? 0, longitude: place.longitude ?? 0,
                                   toLatitude: t.latitude ?? 0, longitude: t.longitude ?? 0)
        }
        let rest = Array(towns.dropFirst())
        for (i, a) in rest.enumerated() {
            for b in rest[(i + 1)...] {
                let (da, db) = (km(a), km(b))
                guard abs(da - db) >= Self.comparisonMarginKm else { continue }
                let (near, far) = da < db ? ((a, da), (b, db)) : ((b, db), (a, da))
                return Question(
                    id: "closer-1",
                    prompt: Self.text(.genCloserPrompt, ["place": Message(place.name), "first": Message(a.name), "second": Message(b.name)]),
                    options: [AnswerOption(near.0.name, correct: true), AnswerOption(far.0.name)],
                    explanation: Self.text(.genCloserExplanation, ["near": Message(near.0.name), "nearKm": Self.amount(near.1.rounded()),
                                                                   "far": Message(far.0.name), "farKm": Self.amount(far.1.rounded()),
                                                                   "place": Message(place.name)]))
            }
        }
        return nil
    }
}
