import Foundation
import RegioGeo

/// What a scene's language changes, feature by feature (index-aligned with
/// the scene's arrays): the names of its areas, rivers and roads, its places'
/// own records, their label priorities and the credits. Everything else — the
/// shapes, projected and simplified per zoom, and the relief — is the same in
/// every language of the same data, and takes seconds on the world, so a
/// scene in another language takes its shapes from one already made
/// (``ProjectedScene/named(_:)``).
///
/// ```swift
/// let czech = try ProjectedScene(czechScene)
/// let english = czech.named(SceneNames(englishScene)) ?? (try ProjectedScene(englishScene))
/// ```
public struct SceneNames: Sendable {
    struct Area: Sendable { var id: String; var name: String?; var priority: Double }
    struct River: Sendable { var id: String; var name: String?; var importance: Double; var priority: Double; var riverClass: Int? }
    struct Road: Sendable { var id: String; var name: String? }

    var polygons: [Area]
    var lines: [River]
    var roads: [Road]
    var points: [MapPoint]
    var attribution: String
    var alwaysCredited: [String]
    var layerCredits: [LayerCredit]

    public init(_ scene: MapScene) {
        polygons = scene.polygons.map {
            Area(id: $0.id, name: $0.name, priority: $0.labelPriority ?? MapPolygon.defaultPriority(for: $0.role))
        }
        lines = scene.lines.map {
            River(id: $0.id, name: $0.name, importance: $0.importance, priority: $0.labelPriority, riverClass: $0.riverClass)
        }
        roads = scene.roads.map { Road(id: $0.id, name: $0.name) }
        points = scene.points
        attribution = scene.attributionText
        alwaysCredited = scene.attribution
        layerCredits = scene.allLayerCredits
    }
}

extension ProjectedScene {
    /// This scene's shapes (projected, or simplified for a zoom) with `names`:
    /// the same data's features in another language, or without names. Nil
    /// when the features are not the same ones — their number, their ids, or
    /// a place's position differ — and the scene must be projected on its own.
    public func named(_ names: SceneNames) -> ProjectedScene? {
        guard polygons.count == names.polygons.count, lines.count == names.lines.count,
              roads.count == names.roads.count, points.count == names.points.count else { return nil }
        var copy = self
        copy.generation = UUID()
        for i in copy.polygons.indices {
            let area = names.polygons[i]
            guard copy.polygons[i].id == area.id else { return nil }
            copy.polygons[i].name = area.name
            copy.polygons[i].priority = area.priority
        }
        for i in copy.lines.indices {
            let river = names.lines[i]
            guard copy.lines[i].id == river.id else { return nil }
            copy.lines[i].name = river.name
            copy.lines[i].importance = river.importance
            copy.lines[i].priority = river.priority
            copy.lines[i].riverClass = river.riverClass
        }
        for i in copy.roads.indices {
            guard copy.roads[i].id == names.roads[i].id else { return nil }
            copy.roads[i].name = names.roads[i].name
        }
        for i in copy.points.indices {
            let place = names.points[i]
            let shown = copy.points[i].source
            guard shown.id == place.id, shown.coordinate == place.coordinate else { return nil }
            copy.points[i].source = place
        }
        copy.attribution = names.attribution
        copy.alwaysCredited = names.alwaysCredited
        copy.layerCredits = names.layerCredits
        return copy
    }
}
