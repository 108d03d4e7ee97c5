import RegioGeo
import RegioRender

/// How many points of each kind a scene has inside a box (for reports:
/// what a map holds; small towns without room for their name are not drawn).
public struct MapPointCounts: Hashable, Codable, Sendable {
    public var towns = 0
    public var places = 0
    /// Cluster badges (single places among the clusters count as towns or places).
    public var clusters = 0
    public var favourites = 0
    /// Numbered pins (search results).
    public var pins = 0

    public init(scene: MapScene, in box: BoundingBox? = nil) {
        for p in scene.points where box?.contains(p.coordinate) ?? true {
            if case .pin = p.kind { pins += 1; continue }
            if p.isFavourite { favourites += 1; continue }
            switch p.kind {
            case .town: towns += 1
            case .place: places += 1
            case .cluster: clusters += 1
            case .pin: break
            }
        }
    }
}
