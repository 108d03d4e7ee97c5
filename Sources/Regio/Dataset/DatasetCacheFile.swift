import Foundation
import RegioCore

/// How a dataset's binary caches are framed (``PlacesSnapshot``,
/// ``DatasetZoomOutlines``): a magic number, the layout's version, the hash
/// of the files the cache was made from, a checksum of the payload and its
/// length, then the payload. A cache is read only while all of them match:
/// one whose sources changed, of another layout, cut short or with a byte
/// changed is passed over (nil), never read in part.
///
/// ```swift
/// try DatasetCacheFile.write(payload, magic: magic, version: 2, sources: hash, to: url)
/// let places = DatasetCacheFile.read(url, magic: magic, version: 2, sources: { hash }) { reader in try decode(&reader) }
/// ```
enum DatasetCacheFile {
    /// Writes the header and `payload` to `url` in one step (a reader never sees half a file).
    static func write(_ payload: ByteWriter, magic: UInt64, version: UInt32, sources: UInt64, to url: URL) throws {
        var header = ByteWriter()
        header.write(magic)
        header.write(version)
        header.write(sources)
        var check = ContentFingerprint()
        check.combine(payload.bytes)
        header.write(check.value)
        header.write(UInt64(payload.bytes.count))
        try Data(header.bytes + payload.bytes).write(to: url, options: .atomic)
    }

    /// What `decode` reads from the payload of the file at `url` (it must read
    /// all of it), or nil when there is no file, `sources` (the hash of the
    /// files now) or the header does not match, or the payload is damaged.
    static func read<T>(_ url: URL, magic: UInt64, version: UInt32, sources: () throws -> UInt64,
                        decode: (inout ByteReader) throws -> T) -> T? {
        guard FileManager.default.fileExists(atPath: url.path),
              let data = try? Data(contentsOf: url, options: .alwaysMapped),
              let expected = try? sources() else { return nil }
        return data.withUnsafeBytes { raw -> T? in
            var reader = ByteReader(raw)
            do {
                guard try reader.uint64() == magic, try reader.uint32() == version,
                      try reader.uint64() == expected else { return nil }
                let check = try reader.uint64()
                let length = try reader.uint64()
                let start = reader.offset
                guard length == UInt64(raw.count - start) else { return nil }
                var hash = ContentFingerprint()
                hash.combine(buffer: UnsafeRawBufferPointer(rebasing: raw[start...]))
                guard hash.value == check else { return nil }
                let value = try decode(&reader)
                return reader.isAtEnd ? value : nil
            } catch {
                // Only a cache: what it holds is made again.
                return nil
            }
        }
    }
}
