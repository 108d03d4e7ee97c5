import Foundation
import RegioGDAL
import RegioGeo

/// GSHHG's rivers (LGPL-3+) with their class, from GMT's binned netCDF
/// (`binned_river_f.nc`, Debian's `gmt-gshhg-full`), read through GDAL's
/// multidimensional API (``ArrayDataset``).
///
/// The file cuts every line at the edges of bins of `Bin_size_in_minutes`
/// (60: 360 × 180 bins, numbered by rows from the north-west corner, bin
/// `row × 360 + column` has its south-west corner at `90 − (row + 1)`°N,
/// `column`°E). A bin's segments are `N_segments_in_a_bin` from
/// `Id_of_first_segment_in_a_bin`; a segment has `N_points_for_a_segment`
/// points from `Id_of_first_point_in_a_segment`, and its class in
/// `Hierarchial_level_of_a_segment`: 0 river-lake banks, 1–4 permanent rivers
/// (major → minor), 5–7 intermittent, 8–10 canals. A point is two unsigned
/// 16-bit offsets from the bin's south-west corner, 65535 = the bin's size.
/// ``lines(in:)`` joins the pieces of a class whose ends meet again.
public struct GSHHGBinnedRivers {
    public struct Line: Sendable {
        public var riverClass: Int
        public var points: [Coordinate]
    }

    public let url: URL
    let binDegrees: Double
    let columns: Int
    let firstSegment: [Int32], segmentsInBin: [Int32]
    let firstPoint: [Int32], pointsInSegment: [Int32], level: [Int32]
    let dx: [Int32], dy: [Int32]

    /// Reads the arrays and checks that they fit together; throws naming the file and the array.
    public init(url: URL) throws {
        self.url = url
        let file = try ArrayDataset(url: url)
        func scalar(_ name: String) throws -> Int {
            guard let v = try file.integers(name).first else { throw DataError(file: url.path, location: name, message: "no value") }
            return Int(v)
        }
        let minutes = try scalar("Bin_size_in_minutes")
        columns = try scalar("N_bins_in_360_longitude_range")
        let rows = try scalar("N_bins_in_180_degree_latitude_range")
        guard minutes > 0, columns * minutes == 360 * 60, rows * minutes == 180 * 60 else {
            throw DataError(file: url.path, location: "Bin_size_in_minutes",
                            message: "bins of \(minutes)′ in \(columns) columns and \(rows) rows do not cover the globe")
        }
        binDegrees = Double(minutes) / 60
        firstSegment = try file.integers("Id_of_first_segment_in_a_bin")
        segmentsInBin = try file.integers("N_segments_in_a_bin")
        firstPoint = try file.integers("Id_of_first_point_in_a_segment")
        pointsInSegment = try file.integers("N_points_for_a_segment")
        level = try file.integers("Hierarchial_level_of_a_segment")
        dx = try file.integers("Relative_longitude_from_SW_corner_of_bin")
        dy = try file.integers("Relative_latitude_from_SW_corner_of_bin")
        guard firstSegment.count == columns * rows, segmentsInBin.count == firstSegment.count else {
            throw DataError(file: url.path, location: "Id_of_first_segment_in_a_bin",
                            message: "\(firstSegment.count) and \(segmentsInBin.count) bins, expected \(columns * rows)")
        }
        guard pointsInSegment.count == firstPoint.count, level.count == firstPoint.count, dy.count == dx.count else {
            throw DataError(file: url.path, location: "N_points_for_a_segment",
                            message: "the segment arrays (\(firstPoint.count), \(pointsInSegment.count), \(level.count)) or the point arrays (\(dx.count), \(dy.count)) differ in length")
        }
        for b in firstSegment.indices where segmentsInBin[b] != 0 {
            let s = Int(firstSegment[b]), n = Int(segmentsInBin[b])
            guard s >= 0, n >= 0, s + n <= firstPoint.count else {
                throw DataError(file: url.path, location: "bin \(b)", message: "segments \(s)..<\(s + n) are not in the file's \(firstPoint.count)")
            }
        }
        for s in firstPoint.indices {
            let p = Int(firstPoint[s]), n = Int(pointsInSegment[s])
            guard p >= 0, n >= 0, p + n <= dx.count else {
                throw DataError(file: url.path, location: "segment \(s)", message: "points \(p)..<\(p + n) are not in the file's \(dx.count)")
            }
        }
    }

    /// The lines of classes 1…10 with a bin meeting `box`, each class's pieces joined where their ends meet.
    public func lines(in box: BoundingBox) -> [Line] {
        var pieces: [Int: [[Coordinate]]] = [:]
        let scale = binDegrees / 65535
        guard [box.west, box.south, box.east, box.north].allSatisfy(\.isFinite) else { return [] }
        // The rows (from the north) of the bins the box meets, one more each way.
        let top = max(0, Int((90 - min(90, max(-90, box.north))) / binDegrees) - 1)
        let bottom = min(firstSegment.count / columns - 1, Int((90 - min(90, max(-90, box.south))) / binDegrees) + 1)
        for row in top...max(top, bottom) {
            let latitude = 90 - Double(row + 1) * binDegrees
            for column in 0..<columns {
                var longitude = Double(column) * binDegrees
                if longitude >= 180 { longitude -= 360 }
                guard BoundingBox(west: longitude, south: latitude, east: longitude + binDegrees, north: latitude + binDegrees)
                        .intersects(box) else { continue }
                let b = row * columns + column
                for s in Int(firstSegment[b])..<Int(firstSegment[b]) + Int(segmentsInBin[b]) where (1...10).contains(level[s]) {
                    let points = (Int(firstPoint[s])..<Int(firstPoint[s]) + Int(pointsInSegment[s])).map { i in
                        Coordinate(latitude: latitude + Double(UInt16(truncatingIfNeeded: dy[i])) * scale,
                                   longitude: longitude + Double(UInt16(truncatingIfNeeded: dx[i])) * scale)
                    }
                    guard let first = points.first, points.contains(where: { $0 != first }) else { continue }
                    pieces[Int(level[s]), default: []].append(points)
                }
            }
        }
        return pieces.sorted { $0.key < $1.key }.flatMap { riverClass, parts in
            Self.joined(parts).map { Line(riverClass: riverClass, points: $0) }
        }
    }

    /// Pieces chained where one's end is another's start or end (within 1e-4°, ~10 m): a point
    /// where exactly two pieces meet is inside one line; where three meet (a confluence) lines end.
    static func joined(_ pieces: [[Coordinate]]) -> [[Coordinate]] {
        struct Key: Hashable { var x: Int, y: Int }
        func key(_ c: Coordinate) -> Key { Key(x: Int((c.longitude * 1e4).rounded()), y: Int((c.latitude * 1e4).rounded())) }
        var ends: [Key: [Int]] = [:]
        for (i, p) in pieces.enumerated() {
            ends[key(p[0]), default: []].append(i)
            ends[key(p[p.count - 1]), default: []].append(i)
        }
        var used = [Bool](repeating: false, count: pieces.count)
        /// The other unused piece ending at `k`, when exactly two pieces end there.
        func next(at k: Key, from i: Int) -> Int? {
            guard let here = ends[k], here.count == 2 else { return nil }
            let other = here[0] == i ? here[1] : here[0]
            return other != i && !used[other] ? other : nil
        }
        var lines: [[Coordinate]] = []
        for start in pieces.indices where !used[start] {
            used[start] = true
            var line = pieces[start]
            var tail = start
            while let n = next(at: key(line[line.count - 1]), from: tail) {
                used[n] = true; tail = n
                let p = pieces[n]
                line += (key(p[0]) == key(line[line.count - 1]) ? p : p.reversed()).dropFirst()
            }
            var head = start
            while let n = next(at: key(line[0]), from: head) {
                used[n] = true; head = n
                let p = pieces[n]
                line = (key(p[p.count - 1]) == key(line[0]) ? p : p.reversed()).dropLast() + line
            }
            lines.append(line)
        }
        return lines
    }
}
