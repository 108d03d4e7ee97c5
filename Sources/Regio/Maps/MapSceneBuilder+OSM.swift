import RegioGeo
import RegioRender

extension MapSceneBuilder {
    /// The scene with the dataset's OpenStreetMap layers (``DatasetOSMLayers``)
    /// and their credit; unchanged for a dataset without them. Inside the
    /// extract's extent its waterways stand for the base map's rivers, which
    /// are cut there (the Rhine is drawn and named once, not as "Rhine" beside "Rhein").
    func adding(_ layers: DatasetOSMLayers, to scene: MapScene) throws -> MapScene {
        guard !layers.isEmpty else { return scene }
        var scene = scene
        scene.roads += layers.roads
        scene.landAreas += layers.landAreas
        scene.lines = try Self.lines(scene.lines, outside: layers.extent) + layers.waterways
        scene.water += layers.water
        scene.extractExtent += layers.extent
        scene.layerCredits.append(layers.layerCredit)
        return scene
    }
}

extension MapSceneBuilder {
    /// `lines` less the parts inside `extent` (a line wholly inside is dropped).
    static func lines(_ lines: [MapLine], outside extent: [MapWater]) throws -> [MapLine] {
        let context = GeometryContext()
        let areas = try extent.compactMap { area -> (box: BoundingBox, geometry: Geometry)? in
            guard let box = BoundingBox(around: area.rings.joined().joined()) else { return nil }
            return (box, try Geometry(geoJSON: .multiPolygon(area.rings), context: context))
        }
        guard !areas.isEmpty else { return lines }
        return try lines.compactMap { line in
            var line = line
            for area in areas {
                let parts = line.parts.filter { $0.count >= 2 }
                guard let box = BoundingBox(around: parts.joined()) else { return nil }
                guard area.box.intersects(box) else { continue }
                let geometry = try Geometry(geoJSON: parts.count == 1 ? .lineString(parts[0]) : .multiLineString(parts), context: context)
                line.parts = try geometry.difference(area.geometry).lines
            }
            return line.parts.isEmpty ? nil : line
        }
    }

    /// A place's label: its name in the map's language (``PlaceNames``; OSM
    /// places have `name:xx`), a peak's with its elevation ("Naafkopf 2571 m").
    func poiLabel(_ place: Place) -> String {
        let name = names.names.name(of: place, in: language)
        guard place.category == .peak, let elevation = place.attributes?["elevation"] else { return name }
        return "\(name) \(elevation) m"
    }
}
