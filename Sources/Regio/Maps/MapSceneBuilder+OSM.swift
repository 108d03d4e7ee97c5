import RegioRender

extension MapSceneBuilder {
    /// The scene with the dataset's OpenStreetMap layers (``DatasetOSMLayers``)
    /// and their credit; unchanged for a dataset without them.
    func withOSMLayers(_ scene: MapScene) throws -> MapScene {
        let layers = try dataset.osmLayers()
        guard !layers.isEmpty else { return scene }
        var scene = scene
        scene.roads += layers.roads
        scene.landAreas += layers.landAreas
        scene.lines += layers.waterways
        scene.water += layers.water
        if !scene.attribution.contains(MapAttribution.openStreetMap) { scene.attribution.append(MapAttribution.openStreetMap) }
        return scene
    }
}
