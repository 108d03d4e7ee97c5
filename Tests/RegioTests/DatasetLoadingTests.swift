import Foundation
import Testing
@testable import Regio

/// Loading fast keeps the rules: the region index finds the same region as
/// testing every region (the one region rule, across the antimeridian too),
/// places converted on all cores keep the order of errors, and the measures a
/// built dataset keeps are checked and used.
@Suite struct DatasetLoadingTests {
    /// A folder with a grid of square regions (and two on either side of the
    /// antimeridian) and `places` places without regions, scattered over
    /// and around them; `feature` may replace a place's text.
    static func syntheticDataset(places count: Int, feature: ((Int) -> String?)? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-synthetic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var regions: [GeoJSONFeature] = []
        func square(_ w: Double, _ s: Double, _ e: Double, _ n: Double) -> GeoJSONGeometry {
            .polygon([[Coordinate(latitude: s, longitude: w), Coordinate(latitude: s, longitude: e), Coordinate(latitude: n, longitude: e),
                       Coordinate(latitude: n, longitude: w), Coordinate(latitude: s, longitude: w)]])
        }
        for row in 0..<6 {
            for column in 0..<10 {
                let w = 10 + Double(column) * 0.7, s = 45 + Double(row) * 0.5
                // Every third square shrinks a little: gaps between regions, as generalised borders leave.
                let inset = (row + column) % 3 == 0 ? 0.05 : 0
                regions.append(GeoJSONFeature(id: "G-\(row)-\(column)", geometry: square(w + inset, s + inset, w + 0.7 - inset, s + 0.5 - inset),
                                              properties: ["name_en": .string("Square \(row) \(column)")], index: regions.count))
            }
        }
        regions.append(GeoJSONFeature(id: "E-1", geometry: square(178, 60, 179.5, 61), properties: ["name_en": "East"], index: regions.count))
        regions.append(GeoJSONFeature(id: "W-1", geometry: square(-179.9, 60, -178, 61), properties: ["name_en": "West"], index: regions.count))
        try GeoJSONFeatureCollection(features: regions).write(to: folder.appendingPathComponent("regions.geojson"))

        var random = SeededRandom(seed: 14)
        func unit() -> Double { Double(random.next() % 1_000_000) / 1_000_000 }
        let lines: [String] = (0..<count).map { n in
            if let text = feature?(n) { return text }
            let (lat, lon) = n % 10 == 0
                ? (59.8 + unit() * 1.4, unit() < 0.5 ? 179.6 + unit() * 0.4 : -180 + unit() * 0.4)   // by the antimeridian
                : (44.7 + unit() * 3.6, 9.7 + unit() * 7.6)
            return #"{"type":"Feature","properties":{"id":"p\#(n)","name":"Place \#(n)"},"geometry":{"type":"Point","coordinates":[\#(lon),\#(lat)]}}"#
        }
        let places = "{\"type\":\"FeatureCollection\",\"features\":[\n" + lines.joined(separator: ",\n") + "\n]}"
        try Data(places.utf8).write(to: folder.appendingPathComponent("places.geojson"))
        return folder
    }

    @Test func theIndexFindsTheRegionsThatTestingEveryRegionFinds() throws {
        let folder = try Self.syntheticDataset(places: 5_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataset = try Dataset.load(from: folder)
        #expect(dataset.regions.count == 62 && dataset.places.count == 5_000)
        var assigned = 0, byNearest = 0
        for place in dataset.places {
            // The one rule over every region: the first that contains it, else the nearest within 15 km.
            let expected = try dataset.regions.assignment(of: place.coordinate, toleranceKm: Dataset.borderToleranceKm)
            #expect(place.regionID == expected.map { dataset.regions[$0.index].id }, "\(place.id) at \(place.coordinate)")
            #expect(dataset.region(containing: place.coordinate)?.id == dataset.regions.first { $0.contains(place.coordinate) }?.id)
            if expected != nil { assigned += 1 }
            if let e = expected, !e.isInside { byNearest += 1 }
        }
        #expect(byNearest > 50, "places in the gaps and across the antimeridian go to the nearest region (\(byNearest))")
        #expect(assigned < 5_000, "places far outside get no region")
        let acrossTheAntimeridian = dataset.places.filter { $0.coordinate.longitude > 179.8 && $0.regionID == "W-1" }
        #expect(!acrossTheAntimeridian.isEmpty, "the nearest region may lie across the antimeridian")
    }

    @Test func placesConvertedOnAllCoresReportTheFirstProblemInFileOrder() throws {
        // A duplicate id early and a bad place late: the duplicate is what reading in order meets first.
        let broken = try Self.syntheticDataset(places: 9_000) { n in
            switch n {
            case 3: return #"{"type":"Feature","properties":{"id":"p1","name":"Again"},"geometry":{"type":"Point","coordinates":[11,46]}}"#
            case 8_500: return #"{"type":"Feature","properties":{"id":"late","name":"  "},"geometry":{"type":"Point","coordinates":[11,46]}}"#
            default: return nil
            }
        }
        defer { try? FileManager.default.removeItem(at: broken) }
        let first = try #require(#expect(throws: DataError.self) { try Dataset.load(from: broken, displayPrefix: "d") })
        #expect(first.location == "features[3].properties.id" && first.message.contains("duplicate place id 'places:p1'"), "\(first)")

        let late = try Self.syntheticDataset(places: 9_000) { n in
            n == 8_500 ? #"{"type":"Feature","properties":{"id":"late","name":"  "},"geometry":{"type":"Point","coordinates":[11,46]}}"# : nil
        }
        defer { try? FileManager.default.removeItem(at: late) }
        let second = try #require(#expect(throws: DataError.self) { try Dataset.load(from: late, displayPrefix: "d") })
        #expect(second.location == "features[8500].properties.name" && second.message == "must not be empty", "\(second)")
    }

    @Test func keptMeasuresAreCheckedAndUsed() throws {
        let folder = try Self.syntheticDataset(places: 10)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("regions.geojson")
        var regions = try GeoJSONFeatureCollection.read(from: url)
        regions.features[0].properties["label_point"] = [10.3, 45.2]
        regions.features[0].properties["polygon_area_km2"] = 1234.5
        try regions.write(to: url)
        let region = try #require(try Dataset.load(from: folder).region(id: "G-0-0"))
        #expect(region.labelPoint == Coordinate(latitude: 45.2, longitude: 10.3))
        #expect(region.areaKm2 == 1234.5)

        regions.features[0].properties["label_point"] = [20, 45.2]
        try regions.write(to: url)
        let outside = try #require(#expect(throws: DataError.self) { try Dataset.load(from: folder, displayPrefix: "d") })
        #expect(outside.location == "features[0].properties.label_point" && outside.message.contains("outside"), "\(outside)")

        regions.features[0].properties["label_point"] = nil
        try regions.write(to: url)
        let alone = try #require(#expect(throws: DataError.self) { try Dataset.load(from: folder, displayPrefix: "d") })
        #expect(alone.location == "features[0].properties.label_point", "\(alone)")
    }
}

extension DatasetLoadingTests {
    @Test func theNearestRegionIsTheOneMeasuringEveryRegionFinds() throws {
        let folder = try Self.syntheticDataset(places: 10)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataset = try Dataset.load(from: folder)
        var random = SeededRandom(seed: 7)
        func unit() -> Double { Double(random.next() % 1_000_000) / 1_000_000 }
        for n in 0..<300 {
            let c = n % 3 == 0 ? Coordinate(latitude: -80 + unit() * 160, longitude: -180 + unit() * 360)
                : Coordinate(latitude: 44 + unit() * 5, longitude: n % 3 == 1 ? 9 + unit() * 9 : 177 + unit() * 6 - (unit() < 0.5 ? 0 : 360))
            guard c.isValid else { continue }
            let all = try #require(try dataset.regions.nearest(to: c))
            let found = try #require(try dataset.nearestRegion(to: c))
            #expect(found.region.id == dataset.regions[all.index].id && found.distanceKm == all.distanceKm, "\(c)")
        }
    }
}
