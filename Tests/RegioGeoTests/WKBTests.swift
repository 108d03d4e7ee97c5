import Foundation
import Testing
@testable import RegioGeo

@Suite struct WKBTests {
    /// Bytes written by hand, in either byte order.
    struct Bytes {
        var data = Data()
        let little: Bool
        mutating func byte(_ b: UInt8) { data.append(b) }
        mutating func u32(_ v: UInt32) { var x = little ? v.littleEndian : v.bigEndian; withUnsafeBytes(of: &x) { data.append(contentsOf: $0) } }
        mutating func f64(_ d: Double) { var x = little ? d.bitPattern.littleEndian : d.bitPattern.bigEndian; withUnsafeBytes(of: &x) { data.append(contentsOf: $0) } }
        mutating func header(_ type: UInt32) { byte(little ? 1 : 0); u32(type) }
    }

    static func randomGeometry(_ rng: inout SeededRandom, depth: Int = 0) -> GeoJSONGeometry {
        func c() -> Coordinate { Coordinate(Double.random(in: -90...90, using: &rng), Double.random(in: -180...180, using: &rng)) }
        func line(_ n: Int) -> [Coordinate] { (0..<n).map { _ in c() } }
        func ring() -> [Coordinate] { let l = line(Int.random(in: 3...8, using: &rng)); return l + [l[0]] }
        switch Int.random(in: 0..<(depth < 2 ? 7 : 6), using: &rng) {
        case 0: return .point(c())
        case 1: return .multiPoint(line(Int.random(in: 0...4, using: &rng)))
        case 2: return .lineString(line(Int.random(in: 2...6, using: &rng)))
        case 3: return .multiLineString((0..<Int.random(in: 0...3, using: &rng)).map { _ in line(Int.random(in: 2...5, using: &rng)) })
        case 4: return .polygon((0..<Int.random(in: 1...3, using: &rng)).map { _ in ring() })
        case 5: return .multiPolygon((0..<Int.random(in: 0...3, using: &rng)).map { _ in (0..<Int.random(in: 1...2, using: &rng)).map { _ in ring() } })
        default: return .geometryCollection((0..<Int.random(in: 0...3, using: &rng)).map { _ in randomGeometry(&rng, depth: depth + 1) })
        }
    }

    @Test func randomGeometriesRoundTripInBothByteOrders() throws {
        var rng = SeededRandom(seed: 2024)
        let context = GeometryContext()
        for _ in 0..<300 {
            let g = Self.randomGeometry(&rng)
            for order in [WKB.ByteOrder.littleEndian, .bigEndian] {
                let data = WKB.encode(g, byteOrder: order)
                #expect(try WKB.decode(data) == g)
                #expect(try Geometry(wkb: data, context: context).geoJSON == g, "GEOS reads what we write")
            }
        }
    }

    @Test func encodesTheISOLayout() {
        let data = WKB.encode(.point(Coordinate(2, 1)), byteOrder: .bigEndian)
        #expect(data.count == 21)
        #expect(Array(data.prefix(5)) == [0, 0, 0, 0, 1])
        var expected = Bytes(little: true)
        expected.header(1); expected.f64(1); expected.f64(2)
        #expect(WKB.encode(.point(Coordinate(2, 1))) == expected.data)
    }

    @Test func dropsZAndMInISOAndExtendedWKB() throws {
        for (code, dims) in [(UInt32(1002), 3), (2002, 3), (3002, 4), (0x8000_0002, 3), (0x4000_0002, 3), (0xC000_0002, 4)] {
            for little in [true, false] {
                var b = Bytes(little: little)
                b.header(code); b.u32(2)
                for p in [[14.0, 50.0, 300, 7], [15.0, 51.0, 310, 8]] { for k in 0..<dims { b.f64(p[k]) } }
                #expect(try WKB.decode(b.data) == .lineString([Coordinate(50, 14), Coordinate(51, 15)]), "type \(code)")
            }
        }
        // EWKB with an SRID (PostGIS), nested polygon in a multipolygon with Z.
        var b = Bytes(little: true)
        b.header(0xA000_0006); b.u32(4326); b.u32(1)
        b.header(0x8000_0003); b.u32(1); b.u32(4)
        for p in [[0.0, 0], [1, 0], [1, 1], [0, 0]] { b.f64(p[0]); b.f64(p[1]); b.f64(99) }
        #expect(try WKB.decode(b.data) == .multiPolygon([[[Coordinate(0, 0), Coordinate(0, 1), Coordinate(1, 1), Coordinate(0, 0)]]]))
    }

    @Test func anEmptyPointBecomesAnEmptyMultiPoint() throws {
        var b = Bytes(little: true)
        b.header(1); b.f64(.nan); b.f64(.nan)
        #expect(try WKB.decode(b.data) == .multiPoint([]))
        let context = GeometryContext()
        let empty = try Geometry(wkb: b.data, context: context)
        #expect(empty.isEmpty)
    }

    @Test func malformedWKBIsAClearError() {
        func message(_ d: Data) -> String {
            do { _ = try WKB.decode(d); return "no error" } catch let GeoError.format(m) { return m } catch { return "\(error)" }
        }
        #expect(message(Data()) == "WKB: data ends inside the byte order (0 bytes) at byte 0")
        #expect(message(Data([2, 1, 0, 0, 0])) == "WKB: byte order must be 0 or 1, found 2 at byte 0")
        var circular = Bytes(little: true); circular.header(8); circular.u32(0)
        #expect(message(circular.data).hasPrefix("WKB: unsupported geometry type 8"))
        var truncated = Bytes(little: true); truncated.header(1); truncated.f64(1)
        #expect(message(truncated.data) == "WKB: data ends inside a point (13 bytes) at byte 5")
        var huge = Bytes(little: true); huge.header(2); huge.u32(0xFFFF_FFFF)
        #expect(message(huge.data) == "WKB: 4294967295 points cannot fit in the 0 bytes left at byte 5")
        var trailing = Bytes(little: true); trailing.header(1); trailing.f64(1); trailing.f64(2); trailing.byte(0)
        #expect(message(trailing.data) == "WKB: 1 unexpected bytes after the geometry at byte 21")
        var nan = Bytes(little: true); nan.header(2); nan.u32(2); nan.f64(1); nan.f64(2); nan.f64(.nan); nan.f64(2)
        #expect(message(nan.data).hasPrefix("WKB: coordinate (nan, 2.0) in a line is not a finite number"))
        var wrongChild = Bytes(little: true); wrongChild.header(6); wrongChild.u32(1); wrongChild.header(1); wrongChild.f64(1); wrongChild.f64(2)
        #expect(message(wrongChild.data) == "WKB: a Polygon was expected inside the multi-geometry, found a Point at byte 9")
        var deep = Bytes(little: true)
        for _ in 0..<40 { deep.header(7); deep.u32(1) }
        deep.header(1); deep.f64(1); deep.f64(2)
        #expect(message(deep.data).hasPrefix("WKB: collections nested deeper than 32 levels"))
        var badCode = Bytes(little: true); badCode.header(5001)
        #expect(message(badCode.data).hasPrefix("WKB: unknown geometry type code 5001"))
    }

    @Test func randomBytesNeverCrash() {
        var rng = SeededRandom(seed: 99)
        var decoded = 0
        for _ in 0..<20_000 {
            var d = WKB.encode(Self.randomGeometry(&rng))
            // Corrupt a few bytes or cut the data short.
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                d[Int.random(in: 0..<d.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            if Bool.random(using: &rng) { d = d.prefix(Int.random(in: 0...d.count, using: &rng)) }
            if (try? WKB.decode(d)) != nil { decoded += 1 }
        }
        #expect(decoded > 0 && decoded < 20_000)
    }

    @Test func corruptWKBIsAGEOSErrorNotACrash() {
        var rng = SeededRandom(seed: 5)
        let context = GeometryContext()
        var failed = 0
        for _ in 0..<2000 {
            var d = WKB.encode(Self.randomGeometry(&rng))
            d[Int.random(in: 0..<d.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            d = d.prefix(Int.random(in: 0...d.count, using: &rng))
            do { _ = try Geometry(wkb: d, context: context) } catch GeoError.geos { failed += 1 } catch { Issue.record("\(error)") }
        }
        #expect(failed > 100)
        #expect(context.liveObjectCount == 0, "no geometry is left behind by a failed read")
    }
}
