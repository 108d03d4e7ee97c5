import Foundation

/// How an overview map is laid out.
public struct OverviewMapOptions: Hashable, Sendable {
    public var paper: Paper
    /// Dots per inch: 150 for screens and drafts, 300 for print. Sizes in the
    /// style scale by dpi/96.
    public var dpi: Double
    public var landscape: Bool
    /// Degrees clockwise from north that the top of the map faces; a north arrow shows when ≠ 0.
    public var bearing: Double
    /// Space between the area and the map frame, in millimetres.
    public var paddingMillimetres: Double
    /// White margin around the map frame, in millimetres (nil: 8 mm on paper, none for pixel sizes).
    public var marginMillimetres: Double?
    public var title: String?
    /// Draw at 1 : this at the area's centre instead of fitting the area (nil: fit it).
    public var scaleDenominator: Double?
    public var showLegend: Bool
    /// Lines listed in a column beside the map (the numbered search results
    /// of a map with ``MapPoint/Kind/pin(number:)`` points); empty: none.
    public var sideList: [String] = []
    public var style: MapStyle
    public var png: PNGOptions

    public init(paper: Paper = .a4, dpi: Double = 150, landscape: Bool = false, bearing: Double = 0,
                paddingMillimetres: Double = 6, marginMillimetres: Double? = nil, title: String? = nil,
                showLegend: Bool = true, style: MapStyle = .standard, png: PNGOptions = .print) {
        self.paper = paper; self.dpi = dpi; self.landscape = landscape; self.bearing = bearing
        self.paddingMillimetres = paddingMillimetres; self.marginMillimetres = marginMillimetres; self.title = title
        self.showLegend = showLegend; self.style = style; self.png = png
    }

    /// Throws a ``RenderError`` naming the first bad value.
    public func validate() throws {
        guard dpi.isFinite, dpi > 0, dpi <= 1200 else { throw RenderError.invalidDPI(dpi) }
        guard bearing.isFinite else { throw RenderError.invalidOption("bearing \(bearing) must be a finite number of degrees") }
        guard paddingMillimetres.isFinite, (0...100).contains(paddingMillimetres) else {
            throw RenderError.invalidOption("padding \(paddingMillimetres) mm must be 0…100 mm")
        }
        if let m = marginMillimetres, !(m.isFinite && (0...50).contains(m)) {
            throw RenderError.invalidOption("margin \(m) mm must be 0…50 mm")
        }
        if let s = scaleDenominator, !(s.isFinite && s >= 100) {
            throw RenderError.invalidOption("scale 1:\(s) must be a finite 1:n with n ≥ 100")
        }
        let size = paper.pixelSize(dpi: dpi, landscape: landscape)
        guard size.width >= 16, size.height >= 16 else {
            throw RenderError.invalidSize("\(paper) at \(dpi) dpi is only \(size.width)×\(size.height) px")
        }
        guard size.width * size.height <= CairoSurface.maxPixels else {
            throw RenderError.invalidSize("\(paper) at \(Int(dpi)) dpi would be \(size.width)×\(size.height) px; lower the dpi")
        }
        try style.validate()
    }
}
