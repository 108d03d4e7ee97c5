import Foundation
import RegioGeo
import RegioQuiz

extension Dataset {
    /// The rivers of the regions and towns (``RiverFacts``), measured on the
    /// base map's `rivers` layer (``DatasetBasemap``): only permanent rivers
    /// (GSHHG class 1–4) with a name, named in Czech and English by
    /// ``RiverNames``. A region's rivers are those crossing its polygon; a
    /// town's are those within ``TownRiverDistances`` of its centre, measured
    /// with GEOS on the great circle (``Geometry/distanceKm(to:)``).
    /// ``RiverFacts/none`` for a dataset without a base map or without named rivers.
    func riverFacts(for towns: [(fact: TownFact, at: Coordinate)]) throws -> RiverFacts {
        let all = try basemapRivers()
        let named = all.filter { line in
            line.riverClass.map { (1...4).contains($0) } == true && !(line.name ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        }
        guard !named.isEmpty, let riversBox = BoundingBox(around: all.flatMap { $0.parts.joined() }) else { return .none }
        let distances = TownRiverDistances(riversBox: riversBox)

        // Every part of a named line, as a geometry with its box.
        var parts: [(name: LocalizedText, shape: Geometry, box: BoundingBox)] = []
        for line in named {
            let name = RiverNames.names(line.name ?? "")
            for points in line.parts where points.count >= 2 {
                guard let box = BoundingBox(around: points) else { continue }
                parts.append((name, try Geometry(geoJSON: .lineString(points), context: context), box))
            }
        }

        var regionRivers: [String: [LocalizedText]] = [:]
        for region in regions {
            var names: [LocalizedText] = []
            for part in parts where part.box.intersects(region.bounds) && !names.contains(part.name) {
                if try region.prepared.intersects(part.shape) { names.append(part.name) }
            }
            regionRivers[region.id] = names
        }

        // Parts by the 1° cells their box, grown by the largest nearby distance, reaches.
        let grid = DegreeCellIndex(boxes: parts.map(\.box), marginKm: distances.largestNearbyKm)
        let townFacts = try towns.compactMap { town -> TownRiverFact? in
            let passingKm = distances.passingKm(population: town.fact.population)
            let nearbyKm = distances.nearbyKm(passingKm: passingKm)
            var nearest: [LocalizedText: Double] = [:]
            for i in grid.positions(near: town.at) {
                let part = parts[Int(i)]
                guard part.box.distanceLowerBoundKm(from: town.at) <= min(nearbyKm, nearest[part.name] ?? .infinity) else { continue }
                let d = try part.shape.distanceKm(to: town.at)
                if d < nearest[part.name] ?? .infinity { nearest[part.name] = d }
            }
            let byDistance = nearest.sorted { ($0.value, $0.key.text(for: .en)) < ($1.value, $1.key.text(for: .en)) }
            let passing = byDistance.filter { $0.value <= passingKm }.map(\.key)
            guard !passing.isEmpty else { return nil }
            return TownRiverFact(townID: town.fact.id, passing: passing,
                                 nearby: byDistance.filter { $0.value <= nearbyKm }.map(\.key),
                                 passingKm: passingKm, nearbyKm: nearbyKm)
        }
        return RiverFacts(regionRivers: regionRivers, towns: townFacts)
    }
}
