import Foundation
import RegioGeo
import Testing
@testable import RegioRender

/// Premultiplied native-endian ARGB32 words, as cairo stores them.
private func argb(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
    (a << 24) | ((r * a / 255) << 16) | ((g * a / 255) << 8) | (b * a / 255)
}

private func encode(_ words: [UInt32], width: Int, options: PNGOptions) throws -> Data {
    try words.withUnsafeBytes { raw in
        try PNGEncoder(options: options).encode(ARGBImage(pixels: raw.bindMemory(to: UInt8.self).baseAddress!,
                                                          width: width, height: words.count / width, stride: width * 4))
    }
}

@Suite struct PNGTests {
    @Test func rgbaUnpremultipliesAndReorders() throws {
        let words = [argb(255, 255, 0, 0), argb(128, 255, 0, 0), argb(0, 0, 0, 0), argb(255, 10, 200, 30),
                     argb(64, 0, 0, 255), argb(255, 255, 255, 255)]
        let png = try encode(words, width: 3, options: PNGOptions(colorMode: .rgba))
        let d = try PNGDecoder.decode(png)
        #expect(d.width == 3 && d.height == 2)
        #expect(d.colorType == 6)   // RGBA: the image has transparency
        #expect(d.px(0, 0) == [255, 0, 0, 255])
        let half = d.pixel(1, 0)
        #expect(half.r >= 253 && half.g == 0 && half.b == 0 && half.a == 128)
        #expect(d.pixel(2, 0).a == 0)
        #expect(d.px(0, 1) == [10, 200, 30, 255])
        let blue = d.pixel(1, 1)
        #expect(blue.b >= 251 && blue.r == 0 && blue.a == 64)
    }

    @Test func opaqueImagesDropTheAlphaChannel() throws {
        let words = (0..<64).map { (i: Int) -> UInt32 in argb(255, UInt32(i * 4), UInt32(255 - i * 4), 77) }
        let png = try encode(words, width: 8, options: PNGOptions(colorMode: .rgba))
        let d = try PNGDecoder.decode(png)
        #expect(d.colorType == 2)
        for i in 0..<64 { #expect(d.px(i % 8, i / 8) == [UInt8(i * 4), UInt8(255 - i * 4), 77, 255]) }
    }

    @Test func paletteIsExactUpTo256Colours() throws {
        var rng = SeededRandom(seed: 7)
        let colours = (0..<200).map { _ in argb(255, UInt32.random(in: 0...255, using: &rng), UInt32.random(in: 0...255, using: &rng),
                                                 UInt32.random(in: 0...255, using: &rng)) }
        let words = (0..<(64 * 64)).map { _ in colours.randomElement(using: &rng)! }
        let rgba = try PNGDecoder.decode(try encode(words, width: 64, options: PNGOptions(colorMode: .rgba)))
        let indexed = try PNGDecoder.decode(try encode(words, width: 64, options: PNGOptions(colorMode: .palette)))
        #expect(indexed.colorType == 3 && indexed.bitDepth == 8)
        #expect(indexed.rgba == rgba.rgba)
    }

    @Test func fewColoursUseSmallerBitDepths() throws {
        let words = (0..<100).map { (i: Int) -> UInt32 in i % 2 == 0 ? argb(255, 255, 255, 255) : argb(255, 0, 0, 0) }
        let d = try PNGDecoder.decode(try encode(words, width: 10, options: PNGOptions(colorMode: .palette)))
        #expect(d.colorType == 3 && d.bitDepth == 1)
        #expect(d.px(0, 0) == [255, 255, 255, 255] && d.px(1, 0) == [0, 0, 0, 255])
    }

    @Test func paletteQuantisesManyColoursClosely() throws {
        // A smooth gradient with translucent pixels: 4096 distinct colours.
        let words = (0..<(64 * 64)).map { (i: Int) -> UInt32 in argb(i % 7 == 0 ? 128 : 255, UInt32(i % 64 * 4), UInt32(i / 64 * 4), 128) }
        let exact = try PNGDecoder.decode(try encode(words, width: 64, options: PNGOptions(colorMode: .rgba)))
        let indexed = try PNGDecoder.decode(try encode(words, width: 64, options: PNGOptions(colorMode: .palette)))
        #expect(indexed.colorType == 3)
        var worst = 0
        for i in 0..<exact.rgba.count { worst = max(worst, abs(Int(exact.rgba[i]) - Int(indexed.rgba[i]))) }
        #expect(worst <= 40, "largest channel error \(worst)")
        var mean = 0
        for i in 0..<exact.rgba.count { mean += abs(Int(exact.rgba[i]) - Int(indexed.rgba[i])) }
        #expect(Double(mean) / Double(exact.rgba.count) < 6)
    }

    @Test(arguments: PNGOptions.Filter.allCases)
    func everyFilterDecodes(_ filter: PNGOptions.Filter) throws {
        let words = (0..<(32 * 32)).map { (i: Int) -> UInt32 in argb(255, UInt32(i % 32 * 8), UInt32(i / 32 * 8), UInt32(i % 5 * 50)) }
        for strategy in PNGOptions.Strategy.allCases {
            let d = try PNGDecoder.decode(try encode(words, width: 32, options: PNGOptions(compressionLevel: 9, filter: filter, strategy: strategy)))
            #expect(d.px(31, 31) == [248, 248, UInt8(1023 % 5 * 50), 255])
            #expect(d.px(3, 2) == [24, 16, UInt8(67 % 5 * 50), 255])
        }
    }

    @Test func badDataIsAnErrorNotACrash() throws {
        #expect(throws: RenderError.self) { try PNGDecoder.decode(Data("not a png at all, not a png at all".utf8)) }
        let good = try encode([argb(255, 1, 2, 3)], width: 1, options: PNGOptions())
        #expect(throws: RenderError.self) { try PNGDecoder.decode(good.prefix(good.count - 20)) }
        var corrupt = good
        corrupt[40] ^= 0xFF
        #expect(throws: RenderError.self) { try PNGDecoder.decode(corrupt) }
    }

    @Test func cairoBaselineWriterMatchesLibpngPixels() throws {
        let source = try TileSource(scene: SyntheticScene.make(), options: TileOptions())
        let renderer = try TileRenderer(source: source)
        let ours = try PNGDecoder.decode(try renderer.renderPNG(zoom: 8, originX: 137 * 256, originY: 86 * 256, width: 256, height: 256))
        let cairo = try PNGDecoder.decode(try renderer.cairoPNG())
        #expect(ours.rgba == cairo.rgba)
    }
}

extension DecodedPNG {
    /// The pixel as [r, g, b, a].
    func px(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * width + x) * 4; return Array(rgba[i..<(i + 4)]) }
}
