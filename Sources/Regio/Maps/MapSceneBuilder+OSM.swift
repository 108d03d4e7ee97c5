import RegioGeo
import RegioRender

extension MapSceneBuilder {
    /// The scene with the dataset's OpenStreetMap layers (``DatasetOSMLayers``)
    /// and their credit; unchanged for a dataset without them.
    func adding(_ layers: DatasetOSMLayers, to scene: MapScene) -> MapScene {
        guard !layers.isEmpty else { return scene }
        var scene = scene
        scene.roads += layers.roads
        scene.landAreas += layers.landAreas
        scene.lines += layers.waterways
        scene.water += layers.water
        scene.layerCredits.append(layers.layerCredit)
        return scene
    }
}

extension MapSceneBuilder {
    /// A place's label: its name in the map's language (``PlaceNames``; OSM
    /// places have `name:xx`), a peak's with its elevation ("Naafkopf 2571 m").
    func poiLabel(_ place: Place) -> String {
        let name = names.names.name(of: place, in: language)
        guard place.category == .peak, let elevation = place.attributes?["elevation"] else { return name }
        return "\(name) \(elevation) m"
    }
}
