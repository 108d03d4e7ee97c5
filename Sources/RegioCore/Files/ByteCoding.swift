import Foundation

/// Little-endian binary writing and bounds-checked reading, for caches such
/// as a dataset's places snapshot. A reader never reads past its bytes: a
/// truncated or damaged file is a thrown ``ByteReader/Damaged``, never a crash.
///
/// ```swift
/// var writer = ByteWriter()
/// writer.write("Brno"); writer.write(49.195)
/// var reader = ByteReader(writer.bytes)
/// try reader.string()   // "Brno"
/// try reader.double()   // 49.195
/// ```
public struct ByteWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    public mutating func write(_ v: UInt8) { bytes.append(v) }
    public mutating func write(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    public mutating func write(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    public mutating func write(_ v: Int64) { write(UInt64(bitPattern: v)) }
    public mutating func write(_ v: Double) { write(v.bitPattern) }
    public mutating func write(_ v: Bool) { write(UInt8(v ? 1 : 0)) }

    /// A length (UInt32) and the UTF-8 bytes.
    public mutating func write(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            write(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// A length (UInt32) and the bytes, as they are.
    public mutating func write(_ data: Data) {
        write(UInt32(data.count))
        bytes.append(contentsOf: data)
    }

    /// ``ByteWriter/absent`` for nil, otherwise as ``write(_:)-(String)``.
    public mutating func write(_ s: String?) {
        if let s { write(s) } else { write(Self.absent) }
    }

    /// The length that marks a missing optional string.
    public static let absent = UInt32.max
}

public struct ByteReader {
    /// The bytes ran out, or a value is impossible.
    public struct Damaged: Error, Sendable {}

    private let bytes: UnsafeRawBufferPointer
    public private(set) var offset = 0

    /// Reads `bytes`, which must outlive the reader.
    public init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    public var isAtEnd: Bool { offset == bytes.count }

    @inline(__always)
    private mutating func take(_ n: Int) throws(Damaged) -> Int {
        guard n >= 0, n <= bytes.count - offset else { throw Damaged() }
        defer { offset += n }
        return offset
    }

    public mutating func uint8() throws(Damaged) -> UInt8 { bytes[try take(1)] }
    public mutating func uint32() throws(Damaged) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(4), as: UInt32.self))
    }
    public mutating func uint64() throws(Damaged) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(8), as: UInt64.self))
    }
    public mutating func int64() throws(Damaged) -> Int64 { Int64(bitPattern: try uint64()) }
    public mutating func double() throws(Damaged) -> Double { Double(bitPattern: try uint64()) }
    public mutating func bool() throws(Damaged) -> Bool {
        switch try uint8() {
        case 0: return false
        case 1: return true
        default: throw Damaged()
        }
    }

    /// Bytes written by ``ByteWriter/write(_:)-(Data)``.
    public mutating func data() throws(Damaged) -> Data {
        let n = Int(try uint32())
        let start = try take(n)
        return Data(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + n)]))
    }

    public mutating func string() throws(Damaged) -> String {
        let n = try uint32()
        guard n != ByteWriter.absent else { throw Damaged() }
        return try text(Int(n))
    }

    public mutating func optionalString() throws(Damaged) -> String? {
        let n = try uint32()
        return n == ByteWriter.absent ? nil : try text(Int(n))
    }

    private mutating func text(_ n: Int) throws(Damaged) -> String {
        let start = try take(n)
        let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<start + n])
        guard let s = String(validating: slice.bindMemory(to: UInt8.self), as: UTF8.self) else { throw Damaged() }
        return s
    }
}
