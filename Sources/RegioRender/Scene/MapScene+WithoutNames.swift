/// A scene with every name taken away: the map a "Where is Telč?" question is
/// asked on, whose towns, rivers, regions and countries are drawn but not named
/// (the names would give the answers away).
///
/// ```swift
/// let quizMap = scene.withoutNames()
/// quizMap.points.allSatisfy { $0.name == nil }   // true
/// ```
extension MapScene {
    public func withoutNames() -> MapScene {
        var scene = self
        for i in scene.polygons.indices { scene.polygons[i].name = nil }
        for i in scene.lines.indices { scene.lines[i].name = nil }
        for i in scene.points.indices { scene.points[i].name = nil }
        for i in scene.water.indices { scene.water[i].name = nil }
        for i in scene.land.indices { scene.land[i].name = nil }
        for i in scene.forests.indices { scene.forests[i].name = nil }
        for i in scene.roads.indices { scene.roads[i].name = nil }
        return scene
    }
}
