import Foundation

/// The marks of a whole PNG file: the 8-byte signature, the `IHDR` chunk first
/// and the `IEND` chunk last. A cheap check that a file is a PNG and was
/// written to the end, without decoding it.
public enum PNGSignature {
    /// The eight bytes every PNG file starts with.
    public static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The last twelve bytes of every PNG file: an empty `IEND` chunk and its CRC.
    static let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Whether `data` starts like a PNG and ends with `IEND`.
    public static func isWholePNG(_ data: Data) -> Bool {
        data.count >= 8 + 25 + 12 && data.prefix(8).elementsEqual(bytes)
            && data.dropFirst(12).prefix(4).elementsEqual(Array("IHDR".utf8)) && data.suffix(12).elementsEqual(end)
    }
}
