import Foundation
import RegioRender

/// A printable map in memory (for a server): the same map as ``RegioEngine/map(_:)``
/// draws, as PNG or PDF bytes, within limits that keep one request from taking
/// the machine.
public enum MapImage {
    /// Resolution limits (dots per inch).
    public static let dpiRange: ClosedRange<Double> = 36...300
    /// The largest page in pixels (A3 at 300 dpi is 17.4 million).
    public static let maxPixels = 18_000_000
    /// The longest side of a pixel-sized paper.
    public static let maxSide = 8_000

    /// Checks paper and dpi against the limits; the error names the parameter at fault.
    public static func check(paper: Paper, dpi: Double, paperParameter: String = "paper", dpiParameter: String = "dpi") throws(InputError) {
        guard dpi.isFinite, dpiRange.contains(dpi) else {
            throw InputError(parameter: dpiParameter, message:
                "\(dpiParameter) must be a number in \(Int(dpiRange.lowerBound))…\(Int(dpiRange.upperBound)); got \(dpi)")
        }
        let size = paper.pixelSize(dpi: dpi, landscape: false)
        guard size.width <= maxSide, size.height <= maxSide else {
            throw InputError(parameter: paperParameter, message: "\(paperParameter): a page is at most \(maxSide) pixels wide and high; got \(size.width)x\(size.height)")
        }
        guard size.width * size.height <= maxPixels else {
            throw InputError(parameter: paperParameter, message:
                "\(paperParameter) \(paper) at \(Int(dpi)) dpi is \(size.width)x\(size.height) pixels, more than the \(maxPixels / 1_000_000) million allowed; lower \(dpiParameter) or choose a smaller paper")
        }
    }
}

extension RegioEngine {
    /// Draws the map of `request` (its ``MapRequest/file`` is ignored) as PNG or
    /// PDF bytes, with what ``map(_:)`` reports about it. The page is drawn by
    /// ``map(_:)`` itself into a private temporary file, so both give the same map.
    public func mapImage(_ request: MapRequest, format: OverviewMap.Format) throws -> (data: Data, result: MapResult) {
        try MapImage.check(paper: request.paper, dpi: request.effectiveDPI, paperParameter: parameter("paper"), dpiParameter: parameter("dpi"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("regio-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var drawn = request
        drawn.file = folder.appendingPathComponent("map.\(format.rawValue)").path
        let result = try map(drawn)
        return (try Data(contentsOf: URL(fileURLWithPath: drawn.file)), result)
    }
}
