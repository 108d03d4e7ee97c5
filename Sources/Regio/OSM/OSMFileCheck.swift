import CZlib
import Foundation

/// A quick pass over an extract before GDAL reads it, for what GDAL either
/// does not tell or tells without the place: a `.osm.pbf`'s framing (each
/// block a 4-byte big-endian BlobHeader length, the BlobHeader, the Blob; the
/// limits of the format: a BlobHeader under 64 KiB, a Blob and its inflated
/// data under 32 MiB), every zlib block inflated with the system's zlib to
/// the size it declares, the HeaderBlock's required features (a history file
/// is refused); an `.osm` XML file's root element (an `<osmChange>` file is
/// refused). Every failure is an ``OSMExtractError`` naming the file and,
/// for a damaged PBF, the byte offset of the block. Memory: one block at a time.
///
/// The format: the OpenStreetMap wiki's "PBF Format" page, whose limits
/// libosmium's reader enforces too.
enum OSMFileCheck {
    static let maxBlobHeaderSize = 64 * 1024
    static let maxBlobSize = 32 * 1024 * 1024
    /// Features a reader must support to read the file (HeaderBlock `required_features`).
    static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]
    static let historyFeature = "HistoricalInformation"

    /// What the check found in a PBF: its blocks and bytes.
    struct Summary: Equatable {
        var blocks = 0
        var bytes = 0
    }

    /// Checks `file`; nil for an XML file (or anything that is not a PBF, which GDAL then judges).
    @discardableResult
    static func check(_ file: URL, progress: ((_ bytesRead: Int, _ total: Int) -> Void)? = nil) throws -> Summary? {
        let handle: FileHandle
        do { handle = try FileHandle(forReadingFrom: file) } catch {
            return nil   // a missing or unreadable file: GDAL's error names it
        }
        defer { try? handle.close() }   // closing a file only read; nothing to lose
        let size = Int((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0)
        let start = try read(handle, count: 512)
        if isPBF(start) {
            try handle.seek(toOffset: 0)
            return try checkPBF(handle, file: file.path, size: size, progress: progress)
        }
        try checkXML(start, file: file)
        return nil
    }

    /// A PBF starts with a BlobHeader whose `type` (field 1) is "OSMHeader".
    static func isPBF(_ start: Data) -> Bool {
        let bytes = [UInt8](start.prefix(15))
        return bytes.count == 15 && bytes[4] == 0x0A && bytes[5] == 9 && String(decoding: bytes[6..<15], as: UTF8.self) == "OSMHeader"
    }

    // MARK: - XML

    /// Refuses an OsmChange file (`.osc`, root `<osmChange>`).
    static func checkXML(_ start: Data, file: URL) throws {
        let name = file.lastPathComponent.lowercased()
        if name.hasSuffix(".osc") || name.hasSuffix(".osc.gz") || name.hasSuffix(".osc.bz2") {
            throw OSMExtractError.changeFile(file: file.path)
        }
        if rootElement(start) == "osmChange" { throw OSMExtractError.changeFile(file: file.path) }
    }

    /// The name of the first element of an XML text (after the declaration, comments and a BOM).
    static func rootElement(_ start: Data) -> String? {
        let text = String(decoding: start, as: UTF8.self)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("?") || after.hasPrefix("!") {
                guard let close = after.firstIndex(of: ">") else { return nil }
                rest = after[after.index(after: close)...]
                continue
            }
            return String(after.prefix { $0.isLetter || $0.isNumber || $0 == ":" || $0 == "_" || $0 == "-" })
        }
        return nil
    }

    // MARK: - PBF

    static func checkPBF(_ handle: FileHandle, file: String, size: Int,
                         progress: ((Int, Int) -> Void)?) throws -> Summary {
        var summary = Summary()
        var offset = 0
        var inflated = [UInt8]()
        while true {
            let lengthBytes = try read(handle, count: 4)
            if lengthBytes.isEmpty { break }
            guard lengthBytes.count == 4 else { throw OSMExtractError.truncated(file: file, offset: offset, needed: 4, size: size) }
            let headerLength = lengthBytes.reduce(0) { $0 << 8 | Int($1) }
            guard headerLength <= maxBlobHeaderSize else {
                throw OSMExtractError.blockTooLarge(file: file, offset: offset, part: "BlobHeader", size: headerLength, limit: maxBlobHeaderSize)
            }
            let headerBytes = try read(handle, count: headerLength)
            guard headerBytes.count == headerLength else {
                throw OSMExtractError.truncated(file: file, offset: offset, needed: 4 + headerLength, size: size)
            }
            let header: BlobHeader
            do { header = try BlobHeader(ProtobufReader(headerBytes)) } catch {
                throw OSMExtractError.damagedBlock(file: file, offset: offset, reason: "BlobHeader: \(error)")
            }
            guard header.dataSize <= maxBlobSize else {
                throw OSMExtractError.blockTooLarge(file: file, offset: offset, part: "Blob", size: header.dataSize, limit: maxBlobSize)
            }
            let blobBytes = try read(handle, count: header.dataSize)
            guard blobBytes.count == header.dataSize else {
                throw OSMExtractError.truncated(file: file, offset: offset, needed: 4 + headerLength + header.dataSize, size: size)
            }
            let blob: Blob
            do { blob = try Blob(ProtobufReader(blobBytes)) } catch {
                throw OSMExtractError.damagedBlock(file: file, offset: offset, reason: "Blob: \(error)")
            }
            let data = try blob.data(file: file, offset: offset, buffer: &inflated, keep: summary.blocks == 0)
            if summary.blocks == 0 {
                guard header.type == "OSMHeader" else {
                    throw OSMExtractError.damagedBlock(file: file, offset: offset, reason: "the first block is \"\(header.type)\", not OSMHeader")
                }
                let required: [String]
                do { required = try HeaderBlock.requiredFeatures(ProtobufReader(data)) } catch {
                    throw OSMExtractError.damagedBlock(file: file, offset: offset, reason: "HeaderBlock: \(error)")
                }
                if required.contains(historyFeature) { throw OSMExtractError.historyFile(file: file) }
                if let unknown = required.first(where: { !supportedFeatures.contains($0) }) {
                    throw OSMExtractError.unsupportedFeature(file: file, feature: unknown)
                }
            }
            summary.blocks += 1
            offset += 4 + headerLength + header.dataSize
            if summary.blocks % 64 == 0 { progress?(offset, size) }
        }
        summary.bytes = offset
        progress?(offset, size)
        return summary
    }

    /// Up to `count` bytes (fewer at the end of the file).
    static func read(_ handle: FileHandle, count: Int) throws -> Data {
        guard count > 0 else { return Data() }
        var out = Data()
        while out.count < count, let chunk = try handle.read(upToCount: count - out.count), !chunk.isEmpty { out.append(chunk) }
        return out
    }

    /// `BlobHeader { required string type = 1; optional bytes indexdata = 2; required int32 datasize = 3; }`
    struct BlobHeader {
        var type = ""
        var dataSize = -1

        init(_ reader: ProtobufReader) throws {
            var reader = reader
            while let (field, value) = try reader.next() {
                switch (field, value) {
                case (1, .bytes(let b)): type = String(decoding: b, as: UTF8.self)
                case (3, .varint(let v)): dataSize = Int(truncatingIfNeeded: v)
                default: break
                }
            }
            guard !type.isEmpty else { throw ProtobufReader.Failure.missing("type") }
            guard dataSize >= 0 else { throw ProtobufReader.Failure.missing("datasize") }
        }
    }

    /// `Blob { raw = 1; raw_size = 2; zlib_data = 3; lzma_data = 4; OBSOLETE_bzip2_data = 5; lz4_data = 6; zstd_data = 7 }`
    struct Blob {
        var raw: Data?
        var rawSize: Int?
        var zlib: Data?
        var otherCompression: String?

        init(_ reader: ProtobufReader) throws {
            var reader = reader
            while let (field, value) = try reader.next() {
                switch (field, value) {
                case (1, .bytes(let b)): raw = b
                case (2, .varint(let v)): rawSize = Int(truncatingIfNeeded: v)
                case (3, .bytes(let b)): zlib = b
                case (4, .bytes): otherCompression = "lzma"
                case (5, .bytes): otherCompression = "bzip2"
                case (6, .bytes): otherCompression = "lz4"
                case (7, .bytes): otherCompression = "zstd"
                default: break
                }
            }
        }

        /// The block's data, inflated into `buffer` when compressed; copied out only when `keep`.
        func data(file: String, offset: Int, buffer: inout [UInt8], keep: Bool) throws -> Data {
            if let raw { return raw }
            if let otherCompression { throw OSMExtractError.unsupportedCompression(file: file, offset: offset, compression: otherCompression) }
            guard let zlib, let rawSize else {
                throw OSMExtractError.damagedBlock(file: file, offset: offset, reason: "a Blob with no data")
            }
            guard rawSize >= 0, rawSize <= OSMFileCheck.maxBlobSize else {
                throw OSMExtractError.blockTooLarge(file: file, offset: offset, part: "inflated Blob", size: rawSize, limit: OSMFileCheck.maxBlobSize)
            }
            if buffer.count < rawSize + 1 { buffer = [UInt8](repeating: 0, count: rawSize + 1) }
            var produced = 0
            let status: Int32 = zlib.withUnsafeBytes { input in
                buffer.withUnsafeMutableBufferPointer { output in
                    var stream = z_stream()
                    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return Z_MEM_ERROR }
                    defer { inflateEnd(&stream) }
                    stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                    stream.avail_in = uInt(input.count)
                    stream.next_out = output.baseAddress
                    stream.avail_out = uInt(rawSize + 1)
                    let status = inflate(&stream, Z_FINISH)
                    produced = Int(stream.total_out)
                    return status
                }
            }
            guard status == Z_STREAM_END else {
                let reason = status == Z_DATA_ERROR ? "not a valid zlib stream"
                    : status == Z_BUF_ERROR ? "the stream ends early" : "zlib error \(status)"
                throw OSMExtractError.badCompression(file: file, offset: offset, reason: reason)
            }
            guard produced == rawSize else {
                throw OSMExtractError.badCompression(file: file, offset: offset,
                                                     reason: "it inflates to \(produced) bytes, not the \(rawSize) it declares")
            }
            return keep ? Data(buffer[0..<produced]) : Data()
        }
    }

    /// `HeaderBlock { … repeated string required_features = 4; … }`
    enum HeaderBlock {
        static func requiredFeatures(_ reader: ProtobufReader) throws -> [String] {
            var reader = reader
            var out: [String] = []
            while let (field, value) = try reader.next() {
                if field == 4, case .bytes(let b) = value { out.append(String(decoding: b, as: UTF8.self)) }
            }
            return out
        }
    }
}
