import Foundation
import RegioGeo
import RegioPlaces
import RegioQuiz

/// A place or region a learner named as the answer to a map question, with
/// the point it stands for (a place's own position, a region's label point).
public struct MapAnswerCandidate: Hashable, Sendable {
    /// The name to show when the learner must choose: "Telč (Kraj Vysočina)".
    public let label: String
    public let latitude: Double
    public let longitude: Double
}

extension RegioEngine {
    /// The places and regions `text` may mean as the answer to a map question:
    /// the places whose name is `text` (case and diacritics ignored), else the
    /// best match of the engine's place search; and a region of that name.
    /// One candidate: answer with it; several: ask which; none: say so.
    ///
    /// ```swift
    /// try engine.mapAnswerCandidates("Telč", language: .cs).map(\.label)   // ["Telč (Kraj Vysočina)"]
    /// try engine.mapAnswerCandidates("vysocina", language: .en).count       // 1 (the region)
    /// ```
    public func mapAnswerCandidates(_ text: String, language: Language) throws -> [MapAnswerCandidate] {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return [] }
        let folded = TextFolding.fold(query)
        let hits = try search(SearchRequest(text: query, limit: 8, language: language)).hits
        let exact = hits.filter { TextFolding.fold($0.name) == folded || TextFolding.fold($0.result.matchedName) == folded }
        let places = (exact.isEmpty ? Array(hits.prefix(1)) : exact).map { hit in
            MapAnswerCandidate(label: hit.regionName.map { "\(hit.name) (\($0))" } ?? hit.name,
                               latitude: hit.result.place.coordinate.latitude, longitude: hit.result.place.coordinate.longitude)
        }
        var out: [MapAnswerCandidate] = []
        if let region = try dataset().region(matching: query) {
            out.append(MapAnswerCandidate(label: region.name(language), latitude: region.labelPoint.latitude,
                                          longitude: region.labelPoint.longitude))
            // A region named exactly: a loose place match is no rival to it.
            if exact.isEmpty { return out }
        }
        return out + places
    }
}
