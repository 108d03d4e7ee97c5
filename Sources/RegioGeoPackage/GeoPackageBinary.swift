import Foundation
import RegioGeo

/// The GeoPackage geometry encoding (OGC 12-128r18, §2.1.3): a header, then
/// standard WKB.
///
/// Header: magic `GP`, version byte (0 = version 1), flags byte (bit 0: byte
/// order of the header, 1 = little endian; bits 1–3: envelope contents 0–4 =
/// none, XY, XYZ, XYM, XYZM; bit 4: empty geometry; bit 5: extended type),
/// an `Int32` SRS id, then the envelope (0, 4, 6 or 8 doubles).
///
/// ```swift
/// let blob = GeoPackageBinary.encode(.point(Coordinate(latitude: 50, longitude: 14)), srsID: 4326)
/// try GeoPackageBinary(decoding: blob).geometry   // .point(…)
/// ```
public struct GeoPackageBinary: Hashable, Sendable {
    public var version: UInt8
    public var srsID: Int32
    /// The envelope from the header (x and y only), when it has one.
    public var envelope: BoundingBox?
    /// nil when the header's empty flag is set.
    public var geometry: GeoJSONGeometry?
    /// The WKB after the header (empty when the empty flag is set), e.g. for
    /// ``Geometry/init(wkb:context:)``.
    public var wkb: Data

    /// Decodes a blob; throws ``GeoError/format(_:)`` saying what is wrong.
    public init(decoding blob: Data) throws {
        let bytes = [UInt8](blob)
        guard bytes.count >= 8 else { throw GeoError.format("GeoPackage geometry: \(bytes.count) bytes is shorter than the 8-byte header") }
        guard bytes[0] == 0x47, bytes[1] == 0x50 else {
            throw GeoError.format(String(format: "GeoPackage geometry: the blob does not start with \"GP\" (found 0x%02X 0x%02X)", bytes[0], bytes[1]))
        }
        version = bytes[2]
        let flags = bytes[3]
        guard flags & 0x20 == 0 else { throw GeoError.format("GeoPackage geometry: extended (non-standard) geometry types are not supported") }
        let little = flags & 0x01 == 1
        let envelopeKind = Int(flags >> 1) & 0x07
        let empty = flags & 0x10 != 0
        let doubles: Int
        switch envelopeKind {
        case 0: doubles = 0
        case 1: doubles = 4
        case 2, 3: doubles = 6
        case 4: doubles = 8
        default: throw GeoError.format("GeoPackage geometry: invalid envelope contents indicator \(envelopeKind) (must be 0–4)")
        }
        let headerSize = 8 + doubles * 8
        guard bytes.count >= headerSize else {
            throw GeoError.format("GeoPackage geometry: \(bytes.count) bytes is shorter than the \(headerSize)-byte header")
        }
        func u32(_ o: Int) -> UInt32 {
            let v = UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 3]) << 24
            return little ? v : v.byteSwapped
        }
        func f64(_ o: Int) -> Double {
            var v: UInt64 = 0
            for k in 0..<8 { v |= UInt64(bytes[o + k]) << (8 * UInt64(k)) }
            return Double(bitPattern: little ? v : v.byteSwapped)
        }
        srsID = Int32(bitPattern: u32(4))
        // The envelope is stored as minx, maxx, miny, maxy.
        envelope = doubles == 0 ? nil : BoundingBox(west: f64(8), south: f64(24), east: f64(16), north: f64(32))
        if empty {
            geometry = nil
            wkb = Data()
        } else {
            wkb = Data(bytes[headerSize...])
            geometry = try WKB.decode(wkb)
        }
    }

    /// A blob (version 1, little endian, XY envelope unless empty) for a geometry.
    public static func encode(_ geometry: GeoJSONGeometry?, srsID: Int32 = 4326) -> Data {
        var d = Data([0x47, 0x50, 0])
        let box = geometry?.bounds
        let isEmpty = geometry == nil || geometry?.isEmpty == true
        d.append(UInt8(1) | (box == nil ? 0 : 0x02) | (isEmpty ? 0x10 : 0))
        withUnsafeBytes(of: srsID.littleEndian) { d.append(contentsOf: $0) }
        if let box {
            for v in [box.west, box.east, box.south, box.north] {
                withUnsafeBytes(of: v.bitPattern.littleEndian) { d.append(contentsOf: $0) }
            }
        }
        d.append(WKB.encode(geometry ?? .geometryCollection([])))
        return d
    }
}
