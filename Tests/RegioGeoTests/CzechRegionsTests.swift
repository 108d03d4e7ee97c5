import Foundation
import Testing
@testable import RegioGeo

/// The real Czech regions (ArcČR 500 via jlacko/powerbi-cesko) from ../shared/data.
@Suite(.enabled(if: SharedData.exists(SharedData.jlacko), "../shared/data/cz-regions-jlacko.geojson is absent"))
struct CzechRegionsTests {
    let context = GeometryContext()
    let regions: [String: Geometry]

    init() throws {
        let collection = try GeoJSONFeatureCollection.read(from: SharedData.url(SharedData.jlacko), displayName: SharedData.jlacko)
        var regions: [String: Geometry] = [:]
        for f in collection.features {
            regions[try f.string("KOD_CZNUTS3", file: collection.file)] = try Geometry(geoJSON: f.geometry!, context: context)
        }
        self.regions = regions
    }

    func region(containing c: Coordinate) -> [String] {
        regions.filter { $0.value.contains(c) }.map(\.key).sorted()
    }

    @Test func fourteenValidRegions() throws {
        #expect(regions.count == 14)
        for (code, g) in regions { #expect(g.isValid, "\(code): \(g.validityReason)") }
    }

    @Test func pointsFallInTheRightRegion() throws {
        #expect(region(containing: Coordinate(50.0875, 14.4213)) == ["CZ010"])   // Old Town Square: Prague is a hole in CZ020
        #expect(region(containing: Coordinate(49.9394, 14.1882)) == ["CZ020"])   // Karlštejn
        #expect(region(containing: Coordinate(49.1951, 16.6068)) == ["CZ064"])   // Brno
        #expect(region(containing: Coordinate(48.2082, 16.3738)).isEmpty)        // Vienna
        let prepared = regions.mapValues(PreparedGeometry.init)
        #expect(prepared["CZ010"]!.contains(Coordinate(50.0875, 14.4213)))
        #expect(!prepared["CZ020"]!.contains(Coordinate(50.0875, 14.4213)))
        #expect(prepared["CZ020"]!.contains(Coordinate(49.9394, 14.1882)))
    }

    @Test func areasMatchTheSourceWithinTwoPercent() throws {
        // km², from ../shared/data/SOURCES.md.
        let listed: [String: Double] = [
            "CZ010": 498.7, "CZ020": 10_884.5, "CZ031": 10_058.7, "CZ032": 7626.0, "CZ041": 3295.3,
            "CZ042": 5302.4, "CZ051": 3154.7, "CZ052": 4736.8, "CZ053": 4505.8, "CZ063": 6767.8,
            "CZ064": 7161.7, "CZ071": 5262.8, "CZ072": 3940.6, "CZ080": 5405.3,
        ]
        for (code, area) in listed {
            let measured = try regions[code]!.areaKm2
            #expect(abs(measured - area) / area < 0.02, "\(code): \(measured) km² vs \(area)")
        }
        let total = try regions.values.map { try $0.areaKm2 }.reduce(0, +)
        #expect(abs(total - 78_871) / 78_871 < 0.01, "total \(total)")
    }

    @Test func neighboursOfVysocina() throws {
        let vysocina = regions["CZ063"]!
        let neighbours = try regions.filter { try $0.key != "CZ063" && vysocina.sharedBorderLengthKm(with: $0.value) > 1 }.map(\.key).sorted()
        #expect(neighbours == ["CZ020", "CZ031", "CZ053", "CZ064"])
        // Symmetric, and a long border: Vysočina–Jihomoravský is well over 100 km.
        let a = try vysocina.sharedBorderLengthKm(with: regions["CZ064"]!)
        let b = try regions["CZ064"]!.sharedBorderLengthKm(with: vysocina)
        #expect(a > 100)
        #expect(abs(a - b) / a < 0.02)
        #expect(try regions["CZ010"]!.sharedBorderLengthKm(with: regions["CZ080"]!) == 0)
    }

    @Test func labelPointsLieInsideTheirRegion() throws {
        for (code, g) in regions {
            #expect(try g.contains(g.labelPoint), "\(code)")
        }
        // Středočeský's label must avoid the Prague hole.
        #expect(try !regions["CZ010"]!.contains(regions["CZ020"]!.labelPoint))
    }

    @Test func distanceFromVienna() throws {
        // Vienna is ~55–65 km from the South Moravian border (Mikulov area).
        let d = try regions["CZ064"]!.distanceKm(to: Coordinate(48.2082, 16.3738))
        #expect(d > 40 && d < 75, "\(d)")
        #expect(try regions["CZ064"]!.distanceKm(to: Coordinate(49.1951, 16.6068)) == 0)
    }
}
