import Foundation
import RegioGeo

extension MapScene {
    /// The scene with only the features whose box meets `box` (one not
    /// across the antimeridian) and the points in it, in the scene's order;
    /// the relief and the credits stay as they are. Drawn where it has what
    /// the whole scene has, it draws the same (``TileBlockArea``).
    ///
    /// ```swift
    /// let europe = world.features(meeting: BoundingBox(west: -25, south: 34, east: 45, north: 72))
    /// ```
    public func features(meeting box: BoundingBox) -> MapScene {
        let test = BoxTest(box)
        var scene = self
        scene.polygons = polygons.filter { test.meets($0.rings) }
        scene.lines = lines.filter { test.meets($0.parts) }
        scene.points = points.filter { box.contains($0.coordinate) }
        scene.water = water.filter { test.meets($0.rings) }
        scene.land = land.filter { test.meets($0.rings) }
        scene.forests = forests.filter { test.meets($0.rings) }
        scene.extractExtent = extractExtent.filter { test.meets($0.rings) }
        scene.roads = roads.filter { test.meets($0.parts) }
        scene.landAreas = landAreas.filter { test.meets($0.rings) }
        return scene
    }
}

/// Whether a feature's box meets a box, in plain loops: the whole world's
/// base map has millions of coordinates, which a box around each feature
/// made through flattened sequences took a third of a second to go through.
private struct BoxTest {
    let box: BoundingBox

    init(_ box: BoundingBox) { self.box = box }

    func meets(_ polygons: [[[Coordinate]]]) -> Bool {
        var bounds = Bounds()
        for rings in polygons { for ring in rings { if bounds.add(ring, inside: box) { return true } } }
        return bounds.meets(box)
    }

    func meets(_ parts: [[Coordinate]]) -> Bool {
        var bounds = Bounds()
        for part in parts { if bounds.add(part, inside: box) { return true } }
        return bounds.meets(box)
    }

    /// A box being grown; a coordinate inside the box settles the question at once.
    private struct Bounds {
        var west = Double.infinity, south = Double.infinity, east = -Double.infinity, north = -Double.infinity

        /// Adds the coordinates; true as soon as one lies in `box`.
        mutating func add(_ coordinates: [Coordinate], inside box: BoundingBox) -> Bool {
            for c in coordinates {
                if c.longitude >= box.west, c.longitude <= box.east, c.latitude >= box.south, c.latitude <= box.north { return true }
                west = min(west, c.longitude); east = max(east, c.longitude)
                south = min(south, c.latitude); north = max(north, c.latitude)
            }
            return false
        }

        func meets(_ box: BoundingBox) -> Bool {
            west <= box.east && east >= box.west && south <= box.north && north >= box.south
        }
    }
}
