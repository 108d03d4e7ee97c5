import Foundation
import RegioGeo
import RegioRender

/// A small made-up scene near 50°N 15°E that exercises every layer, so golden
/// images and seams can be tested everywhere (no shared data needed).
enum SyntheticScene {
    static func ring(_ pts: [(Double, Double)]) -> [Coordinate] {
        pts.map { Coordinate(latitude: $0.1, longitude: $0.0) }
    }

    static func make() -> MapScene {
        let west = MapPolygon(id: "W", name: "Západní kraj", role: .region, rings: [[ring([
            (14.0, 49.5), (15.0, 49.4), (15.1, 50.0), (14.9, 50.5), (14.1, 50.4), (13.9, 49.9), (14.0, 49.5)])]])
        let east = MapPolygon(id: "E", name: "Východní kraj", role: .highlighted, rings: [[ring([
            (15.0, 49.4), (16.2, 49.5), (16.3, 50.1), (15.9, 50.6), (14.9, 50.5), (15.1, 50.0), (15.0, 49.4)]),
            ring([(15.5, 49.9), (15.7, 49.9), (15.7, 50.05), (15.5, 50.05), (15.5, 49.9)])]])
        let lake = MapPolygon(id: "N", name: "Sousední země", role: .neighbour, rings: [[ring([
            (13.0, 50.4), (16.5, 50.6), (16.6, 51.2), (12.9, 51.1), (13.0, 50.4)])]])
        let river = MapLine(id: "R", name: "Řeka", parts: [[
            Coordinate(latitude: 49.45, longitude: 14.3), Coordinate(latitude: 49.8, longitude: 14.6),
            Coordinate(latitude: 50.0, longitude: 15.2), Coordinate(latitude: 50.3, longitude: 15.4),
            Coordinate(latitude: 50.55, longitude: 15.8)]], importance: 0.8)
        var points: [MapPoint] = [
            MapPoint(id: "t1", name: "Žluťoučký Kůň", coordinate: Coordinate(latitude: 49.95, longitude: 14.45), kind: .town(population: 1_200_000)),
            MapPoint(id: "t2", name: "Ďáblice nad Ťoní", coordinate: Coordinate(latitude: 50.25, longitude: 15.6), kind: .town(population: 120_000)),
            MapPoint(id: "t3", name: "Úštěk", coordinate: Coordinate(latitude: 49.6, longitude: 15.7), kind: .town(population: 30_000)),
            MapPoint(id: "t4", name: "Říčany", coordinate: Coordinate(latitude: 49.7, longitude: 14.7), kind: .town(population: 8_000)),
            MapPoint(id: "p1", name: "Hrad Šťáhlavy", coordinate: Coordinate(latitude: 50.1, longitude: 14.2), kind: .place(category: "castle")),
            MapPoint(id: "p2", name: "Zámek Ňůrov", coordinate: Coordinate(latitude: 49.8, longitude: 15.3), kind: .place(category: "chateau"),
                     isFavourite: true),
            MapPoint(id: "p3", name: "Rozhledna Éčko", coordinate: Coordinate(latitude: 50.35, longitude: 14.5), kind: .place(category: "lookout-tower")),
            MapPoint(id: "c1", coordinate: Coordinate(latitude: 49.55, longitude: 16.0), kind: .cluster(count: 42)),
            MapPoint(id: "c2", coordinate: Coordinate(latitude: 50.45, longitude: 16.1), kind: .cluster(count: 1_234)),
        ]
        // A dense group of places to force label collisions.
        for i in 0..<12 {
            points.append(MapPoint(id: String(format: "d%02d", i), name: "Místo \(i)",
                                   coordinate: Coordinate(latitude: 49.9 + Double(i % 4) * 0.015, longitude: 15.85 + Double(i / 4) * 0.02),
                                   kind: .place(category: i % 2 == 0 ? "ruin" : "castle")))
        }
        return MapScene(polygons: [lake, west, east], lines: [river], points: points, attribution: ["Synthetic test data"])
    }

    static let bounds = BoundingBox(west: 13.8, south: 49.3, east: 16.4, north: 50.7)
}
