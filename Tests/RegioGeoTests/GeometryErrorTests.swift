import Foundation
import Testing
@testable import RegioGeo

/// GEOS errors surface as `GeoError.geos` naming the operation and the
/// geometry; the few documented answers for inputs with nothing to measure
/// (empty geometries, invalid coordinates, lines) hold.
@Suite struct GeometryErrorTests {
    let context = GeometryContext()

    /// A bow tie: a ring that crosses itself (GEOS builds it; it is invalid).
    func bowTie(_ lat: Double, _ lon: Double) throws -> Geometry {
        try Geometry.polygon([[Coordinate(lat, lon), Coordinate(lat + 1, lon + 1), Coordinate(lat + 1, lon),
                               Coordinate(lat, lon + 1), Coordinate(lat, lon)]], context: context)
    }

    @Test func anOverlayOfInvalidPolygonsIsAnErrorThatSaysWhatAndWhich() throws {
        let a = try bowTie(50, 14), b = try bowTie(50.2, 14.2)
        #expect(!a.isValid)
        do {
            _ = try a.intersection(b)
            Issue.record("GEOS computed the intersection of two self-intersecting polygons")
        } catch let GeoError.geos(message) {
            #expect(message.contains("the intersection with a Polygon(5 positions"))
            #expect(message.contains("of a Polygon(5 positions"))
            #expect(message.contains("failed: "))
            #expect(message.lowercased().contains("self-intersection") || message.contains("TopologyException")
                    || message.contains("invalid"), "GEOS's own message is kept: \(message)")
        }
        do {
            _ = try a.union(b)
            Issue.record("GEOS computed the union of two self-intersecting polygons")
        } catch let GeoError.geos(message) {
            #expect(message.hasPrefix("the union with a Polygon"))
        }
    }

    @Test func validInputGivesAnswersNotErrors() throws {
        let outer = try Geometry.polygon([square(50, 14, 0.5)], context: context)
        let inner = try Geometry.polygon([square(50, 14, 0.1)], context: context)
        #expect(try outer.contains(inner))
        #expect(try !inner.contains(outer))
        #expect(try outer.intersects(inner))
        #expect(try PreparedGeometry(outer).intersects(inner))
        #expect(try outer.areaKm2 > 7_000)
        #expect(try outer.lengthKm > 300)
        #expect(try outer.distanceKm(to: Coordinate(52, 14)) > 150)
        #expect(try outer.copy(into: GeometryContext()).areaKm2 == outer.areaKm2)
        #expect(try outer.typeName == "Polygon")
        #expect(try outer.simplified(tolerance: 0).coordinateCount == outer.coordinateCount)
        #expect(try outer.clipped(to: BoundingBox(west: 13, south: 49, east: 14, north: 51)).areaKm2 < outer.areaKm2)
    }

    /// The documented answers where there is nothing to measure.
    @Test func emptyGeometriesLinesAndBadCoordinatesHaveDocumentedAnswers() throws {
        let empty = try Geometry(geoJSON: .polygon([]), context: context)
        #expect(try empty.areaKm2 == 0)
        #expect(try empty.lengthKm == 0)
        #expect(try empty.distanceKm(to: Coordinate(50, 14)) == .infinity)
        #expect(try empty.labelPoint.latitude.isNaN)
        let line = try Geometry(geoJSON: .lineString([Coordinate(50, 14), Coordinate(50, 15)]), context: context)
        #expect(try line.areaKm2 == 0)
        // A line has no inscribed circle: its label point is GEOS's point on the line.
        let onLine = try line.labelPoint
        #expect(abs(onLine.latitude - 50) < 1e-9 && onLine.longitude >= 14 && onLine.longitude <= 15)
        let box = try Geometry.polygon([square(50, 14, 0.5)], context: context)
        #expect(try box.distanceKm(to: Coordinate(latitude: .nan, longitude: 14)) == .infinity)
        // A box with a side that is not finite is an empty polygon.
        #expect(try Geometry.box(BoundingBox(west: -.infinity, south: 0, east: 1, north: 1), context: context).isEmpty)
        #expect(try Geometry.box(BoundingBox(west: 179, south: 0, east: -179, north: 1), context: context).typeName == "MultiPolygon")
    }

    /// Assigning points to areas: inside wins; the nearest within the tolerance; nil beyond.
    @Test func pointsAreAssignedToTheAreaThatContainsThemOrTheNearestWithinTheTolerance() throws {
        let west = PreparedGeometry(try Geometry.polygon([square(50, 14, 0.5)], context: context))
        let east = PreparedGeometry(try Geometry.polygon([square(50, 15.2, 0.5)], context: context))
        let areas = [west, east]
        #expect(try areas.assignment(of: Coordinate(50, 14), toleranceKm: 15) == AreaAssignment(index: 0, distanceKm: 0))
        #expect(try areas.assignment(of: Coordinate(50, 15.2), toleranceKm: 15)?.index == 1)
        // In the gap between them (0.2° of longitude ≈ 14 km), closer to the east square.
        let gap = try #require(try areas.assignment(of: Coordinate(50, 14.62), toleranceKm: 15))
        #expect(gap.index == 1 && !gap.isInside && gap.distanceKm > 0 && gap.distanceKm < 7)
        #expect(try areas.assignment(of: Coordinate(50, 17), toleranceKm: 15) == nil)
        #expect(try areas.assignment(of: Coordinate(latitude: 95, longitude: 14), toleranceKm: 15) == nil)
        #expect(try [PreparedGeometry]().nearest(to: Coordinate(50, 14)) == nil)
    }
}
