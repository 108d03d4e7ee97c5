import Foundation
import RegioCore
import RegioGeo
import RegioPlaces

/// Named streets and roads of an extract as places to search for (`search
/// Austrasse`, as Photon finds streets): the ways of one name that lie within
/// ``joinMetres`` of each other are one street, placed on the middle point of
/// its longest way. Streets are found by search and `place`, never drawn as
/// points on maps or counted in clusters (``PlaceCategory/isDrawnAsPoint``):
/// the map draws the road and its name. Paths and tracks are left out.
///
/// Memory grows with the named streets (one box and one point each), not with
/// the ways read.
struct OSMStreets {
    static let joinMetres = 250.0

    private struct Street {
        var id: String
        var name: String
        var names: [String: String]
        var box: BoundingBox
        var point: Coordinate
        var longestWay: Double
        var roadClass: OSMRoadClass
    }

    /// Streets by folded name.
    private var streets: [String: [Street]] = [:]

    /// Adds a way of the `roads` layer with its tags.
    mutating func add(id: String, tags: OSMTags, roadClass: OSMRoadClass, geometry: GeoJSONGeometry) {
        let line: [Coordinate]
        switch geometry {
        case .lineString(let l): line = l
        case .multiLineString(let parts): line = parts.max { $0.count < $1.count } ?? []
        default: return
        }
        guard roadClass >= .minor, let name = tags.names[""], !name.isEmpty, line.count >= 2, let box = geometry.bounds else { return }
        var length = 0.0
        for (a, b) in zip(line, line.dropFirst()) { length += a.distance(to: b) }
        let middle = line[line.count / 2]
        var names = tags.names
        names.removeValue(forKey: "")
        let key = TextFolding.fold(name)
        // Degrees of longitude are the shorter ones away from the equator: the reach in them covers the metres both ways.
        let reach = box.expanded(by: Self.joinMetres / (111_320 * max(0.05, cos(middle.latitude * .pi / 180))))
        if let i = streets[key]?.firstIndex(where: { $0.box.intersects(reach) }) {
            var street = streets[key]![i]
            street.box = BoundingBox(west: min(street.box.west, box.west), south: min(street.box.south, box.south),
                                     east: max(street.box.east, box.east), north: max(street.box.north, box.north))
            street.names.merge(names) { old, _ in old }
            street.roadClass = max(street.roadClass, roadClass)
            if length > street.longestWay { street.longestWay = length; street.point = middle; street.id = id }
            streets[key]![i] = street
        } else {
            streets[key, default: []].append(Street(id: id, name: name, names: names, box: box, point: middle,
                                                    longestWay: length, roadClass: roadClass))
        }
    }

    /// The streets as places (`osm:way/…` of the longest way), a main road weighing more than a lane.
    var places: [OSMPlace] {
        streets.values.flatMap { $0 }.map { s in
            OSMPlace(id: "osm:\(s.id)", name: s.name, names: s.names, category: .street, coordinate: s.point, elevation: nil,
                     importance: 20 + 10 * Double(s.roadClass.rank))
        }
    }
}
