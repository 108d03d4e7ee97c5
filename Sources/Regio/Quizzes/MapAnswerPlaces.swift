import Foundation
import RegioGeo
import RegioPlaces
import RegioQuiz

/// A place or region a learner named as the answer to a map question, with
/// the point it stands for (a place's own position, a region's label point).
public struct MapAnswerCandidate: Hashable, Sendable {
    /// The name to show when the learner must choose: "Telč — town, Vysočina Region".
    public let label: String
    public let latitude: Double
    public let longitude: Double
}

extension RegioEngine {
    /// Places of the same name closer than this to each other are one answer to a map question.
    public static let nearbyKm = 5.0

    /// The places and regions `text` may mean as the answer to a map question:
    /// the places whose name is `text` (case and diacritics ignored), else the
    /// best match of the engine's place search; and a region of that name.
    /// Places of one name within ``nearbyKm`` of one listed before (a town and
    /// its chateau) are one answer. One candidate: answer with it; several: ask
    /// which; none: say so.
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
        var places: [MapAnswerCandidate] = []
        for hit in exact.isEmpty ? Array(hits.prefix(1)) : exact {
            let c = hit.result.place.coordinate
            let near = places.contains {
                GreatCircle.distanceKm(fromLatitude: $0.latitude, longitude: $0.longitude, toLatitude: c.latitude, longitude: c.longitude)
                    < Self.nearbyKm
            }
            if near { continue }
            let label = [hit.name, [hit.categoryName, hit.regionName].compactMap { $0 }.joined(separator: ", ")].joined(separator: " — ")
            places.append(MapAnswerCandidate(label: label, latitude: c.latitude, longitude: c.longitude))
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
