import Foundation
import RegioGeo

/// Why an OSM extract could not be used; each case names the file, and a
/// damaged `.osm.pbf` the byte offset of its bad block (``OSMFileCheck``).
public enum OSMExtractError: Error, Equatable, Sendable, CustomStringConvertible, LocalizableError {
    /// GDAL opened the file with another driver than OSM (not a .osm.pbf or .osm file).
    case notOSM(file: String, driver: String)
    /// The file holds nothing Regio uses inside the dataset's box.
    case noDataInBox(file: String, box: BoundingBox)
    /// The file ends inside the block that starts at `offset`, which needs `needed` bytes.
    case truncated(file: String, offset: Int, needed: Int, size: Int)
    /// A BlobHeader or Blob over the format's limit (64 KiB, 32 MiB).
    case blockTooLarge(file: String, offset: Int, part: String, size: Int, limit: Int)
    /// A block's zlib data does not inflate, or not to the size it declares.
    case badCompression(file: String, offset: Int, reason: String)
    /// A block's framing messages cannot be read.
    case damagedBlock(file: String, offset: Int, reason: String)
    /// A block compressed with something else than zlib (lzma, lz4, zstd).
    case unsupportedCompression(file: String, offset: Int, compression: String)
    /// The HeaderBlock requires a feature the reader lacks.
    case unsupportedFeature(file: String, feature: String)
    /// A history file (HeaderBlock `HistoricalInformation`).
    case historyFile(file: String)
    /// A change file (`.osc`, root `<osmChange>`).
    case changeFile(file: String)

    /// What went wrong, in any language.
    public var message: Message {
        switch self {
        case .notOSM(let file, let layers): return Message(.osmNotOSM, ["file": file, "layers": layers])
        case .noDataInBox(let file, let box): return Message(.osmNoDataInBox, ["file": file, "box": "\(box)"])
        case .truncated(let file, let offset, let needed, let size):
            return Message(.osmTruncated, ["file": file, "offset": "\(offset)", "needed": "\(needed)", "size": "\(size)"])
        case .blockTooLarge(let file, let offset, let part, let size, let limit):
            return Message(.osmBlockTooLarge, ["file": file, "offset": "\(offset)", "part": part, "size": "\(size)", "limit": "\(limit)"])
        case .badCompression(let file, let offset, let reason):
            return Message(.osmBadCompression, ["file": file, "offset": "\(offset)", "reason": reason])
        case .damagedBlock(let file, let offset, let reason):
            return Message(.osmDamagedBlock, ["file": file, "offset": "\(offset)", "reason": reason])
        case .unsupportedCompression(let file, let offset, let compression):
            return Message(.osmUnsupportedCompression, ["file": file, "offset": "\(offset)", "compression": compression])
        case .unsupportedFeature(let file, let feature): return Message(.osmUnsupportedFeature, ["file": file, "feature": feature])
        case .historyFile(let file): return Message(.osmHistoryFile, ["file": file])
        case .changeFile(let file): return Message(.osmChangeFile, ["file": file])
        }
    }

    public func message(in language: Language) -> String { message.text(in: language) }
    public var description: String { message.text(in: .en) }
}
