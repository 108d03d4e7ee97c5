import Foundation
import RegioGeo
import Testing
@testable import Regio

/// The GSHHG reader on small files written here: what it reads, and that a
/// damaged file is an error naming the file and what is wrong.
struct GSHHGShorelinesTests {
    /// A folder with `gshhsmeta_f.dat` (the given lines) and `gshhs_f.dat` (the rings, Float32 little-endian).
    private func folder(meta: String, rings: [[(Double, Double)]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-gshhg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var data = Data()
        for ring in rings {
            for (lon, lat) in ring {
                for v in [Float(lon), Float(lat)] { withUnsafeBytes(of: v.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
            }
        }
        try data.write(to: folder.appendingPathComponent("gshhs_f.dat"))
        try Data(meta.utf8).write(to: folder.appendingPathComponent("gshhsmeta_f.dat"))
        return folder
    }

    private let square = [(16.5, 48.8), (16.7, 48.8), (16.7, 48.9), (16.5, 48.9), (16.5, 48.8)]
    private let far = [(100.0, 10.0), (101.0, 10.0), (101.0, 11.0), (100.0, 10.0)]

    @Test func readsThePolygonsOfALevelInABox() throws {
        let folder = try folder(meta: "2 12.5 5 48.8 48.9 0 40 7\n1 9000 4 10 11 40 32 8\n", rings: [square, far])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shorelines = try GSHHGShorelines(folder: folder)
        let czechia = BoundingBox(west: 12, south: 48.5, east: 19, north: 51.1)
        let lakes = try shorelines.polygons(level: .lake, in: czechia)
        #expect(lakes.count == 1 && lakes[0].areaKm2 == 12.5 && lakes[0].ring.count == 5)
        #expect(abs(lakes[0].ring[1].longitude - 16.7) < 1e-5 && abs(lakes[0].ring[2].latitude - 48.9) < 1e-5)
        #expect(try shorelines.polygons(level: .land, in: czechia).isEmpty, "the land polygon lies at 100°E")
        #expect(try shorelines.polygons(level: .land, in: BoundingBox(west: 99, south: 9, east: 102, north: 12)).count == 1)
    }

    @Test func aTruncatedDataFileNamesTheFileAndWhereItEnds() throws {
        // The meta file says 5 points at byte 0 (40 bytes); the data file holds only 3 points.
        let folder = try folder(meta: "2 12.5 5 48.8 48.9 0 40 7\n", rings: [Array(square.prefix(3))])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shorelines = try GSHHGShorelines(folder: folder)
        let error = try #require(throws: DataError.self) {
            try shorelines.polygons(level: .lake, in: BoundingBox(west: 12, south: 48.5, east: 19, north: 51.1))
        }
        #expect(error.file.hasSuffix("gshhs_f.dat") && error.description.contains("truncated"), "\(error)")
        #expect(error.description.contains("40 bytes") && error.description.contains("(24 bytes)"), "\(error)")
    }

    @Test func aDamagedMetaLineNamesTheFileAndTheLine() throws {
        for (line, words) in [("2 12.5 5 48.8 48.9 0 41 7", "5 × 8 bytes"), ("2 12.5 five 48.8 48.9 0 40 7", "whole numbers"),
                              ("2 12.5 5 48.8", "8 fields"), ("2 12.5 5 48.8 95 0 40 7", "latitudes"),
                              ("2 12.5 9223372036854775807 48.8 48.9 0 40 7", "bytes")] {
            let folder = try folder(meta: "2 1 5 48.8 48.9 0 40 1\n" + line + "\n", rings: [square])
            defer { try? FileManager.default.removeItem(at: folder) }
            let error = try #require(throws: DataError.self) { try GSHHGShorelines(folder: folder) }
            #expect(error.file.hasSuffix("gshhsmeta_f.dat") && error.location == "line 2" && error.description.contains(words),
                    "\(line): \(error)")
        }
    }

    @Test func aPointOffTheGlobeIsAnError() throws {
        let folder = try folder(meta: "2 1 5 48.8 48.9 0 40 1\n", rings: [[(16.5, 48.8), (716.7, 48.8), (16.7, 48.9), (16.5, 48.9), (16.5, 48.8)]])
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try #require(throws: DataError.self) {
            try GSHHGShorelines(folder: folder).polygons(level: .lake, in: BoundingBox(west: 12, south: 48.5, east: 19, north: 51.1))
        }
        #expect(error.file.hasSuffix("gshhs_f.dat") && error.description.contains("716.7"), "\(error)")
    }
}
