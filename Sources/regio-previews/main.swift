import Foundation
import Regio
import RegioTestSupport

// Preview images for people to look at (not tests: nothing is checked):
// `scripts/previews [OUT_DIR] [render|maps]…` builds this and runs it. The
// render previews draw the Czech showcase scene from ../shared/data (finer
// borders, rivers, castles) straight through RegioRender; the map previews go
// through the library as `regio map` and `regio tiles` do, with the embedded
// dataset and the castles and lookout towers of ../shared/data.

let arguments = Array(CommandLine.arguments.dropFirst())
let out = URL(fileURLWithPath: arguments.first { !Previews.groups.keys.contains($0) } ?? "previews")
let chosen = arguments.filter { Previews.groups.keys.contains($0) }
do {
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    for name in chosen.isEmpty ? Previews.groups.keys.sorted() : chosen {
        for (title, make) in Previews.groups[name]! {
            let start = Date()
            try make(out)
            print("\(name)/\(title): \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        }
    }
    print("previews in \(out.path)")
} catch {
    FileHandle.standardError.write(Data("previews: \(error)\n".utf8))
    exit(1)
}

enum Previews {
    static let groups: [String: [(String, @Sendable (URL) throws -> Void)]] = [
        "render": [("overviews", RenderPreviews.overviews), ("crops", RenderPreviews.crops), ("metatiles", RenderPreviews.metatiles),
                   ("dataset", RenderPreviews.embeddedDataset), ("retina tiles", RenderPreviews.retinaTiles)],
        "maps": [("overviews with sights", MapPreviews.overviewsWithSights), ("tiles with sights", MapPreviews.tilesWithSights),
                 ("crops", MapPreviews.cropsAtPrintSize)],
    ]

    /// A piece of a PNG, for looking at details at full size.
    static func crop(_ url: URL, x: Int, y: Int, width: Int, height: Int, to target: URL) throws {
        let png = try PNGDecoder.decode(Data(contentsOf: url))
        let w = max(1, min(width, png.width - x)), h = max(1, min(height, png.height - y))
        var bgra = [UInt8](repeating: 255, count: w * h * 4)
        for yy in 0..<h { for xx in 0..<w {
            let p = png.pixel(min(x + xx, png.width - 1), min(y + yy, png.height - 1))
            let i = (yy * w + xx) * 4
            bgra[i] = p.b; bgra[i + 1] = p.g; bgra[i + 2] = p.r
        } }
        let data = try bgra.withUnsafeBufferPointer { buf in
            try PNGEncoder(options: PNGOptions()).encode(ARGBImage(pixels: buf.baseAddress!, width: w, height: h, stride: w * 4))
        }
        try data.write(to: target)
    }
}
