import Foundation

/// Reads the fields of one Protocol Buffers message, in order, without a
/// schema: field number and value (varint, 64-bit, length-delimited bytes,
/// 32-bit). What ``OSMFileCheck`` needs of the PBF format's framing messages.
struct ProtobufReader {
    enum Value {
        case varint(UInt64)
        case fixed64(UInt64)
        case bytes(Data)
        case fixed32(UInt32)
    }

    enum Failure: Error, CustomStringConvertible {
        case truncated(at: Int)
        case badWireType(Int, at: Int)
        case missing(String)

        var description: String {
            switch self {
            case .truncated(let at): return "a field runs past the end of the message at byte \(at) of it"
            case .badWireType(let t, let at): return "wire type \(t) at byte \(at) of it"
            case .missing(let name): return "no \(name)"
            }
        }
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    /// The next field, or nil at the end of the message.
    mutating func next() throws -> (field: Int, value: Value)? {
        guard position < bytes.count else { return nil }
        let start = position
        let key = try varint()
        let field = Int(truncatingIfNeeded: key >> 3)
        switch key & 7 {
        case 0: return (field, .varint(try varint()))
        case 1:
            let raw = try take(8)
            return (field, .fixed64(raw.reversed().reduce(0) { $0 << 8 | UInt64($1) }))
        case 2:
            let length = try varint()
            guard length <= UInt64(bytes.count - position) else { throw Failure.truncated(at: start) }
            return (field, .bytes(Data(try take(Int(length)))))
        case 5:
            let raw = try take(4)
            return (field, .fixed32(raw.reversed().reduce(0) { $0 << 8 | UInt32($1) }))
        default: throw Failure.badWireType(Int(key & 7), at: start)
        }
    }

    private mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count <= bytes.count - position else { throw Failure.truncated(at: position) }
        defer { position += count }
        return bytes[position..<position + count]
    }

    private mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw Failure.truncated(at: position) }
            let byte = bytes[position]
            position += 1
            guard shift < 64 else { throw Failure.truncated(at: position) }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }
}
