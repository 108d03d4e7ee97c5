import Foundation

/// Roads, railways and land cover from an OpenStreetMap extract, like a road
/// atlas: each road class a fill over a darker casing, its width in style
/// pixels at zoom 14 (halved every two zoom levels out, doubled every two in),
/// and from which zoom it shows (and its names, along the line); railways
/// dashed; forests as green areas.
/// `visible: false` turns a layer off (`"roads": {"visible": false}`).
public struct RoadStyle: Hashable, Sendable, Codable {
    /// One class's look.
    public struct Class: Hashable, Sendable, Codable {
        public var fill: StyleColor
        public var casing: StyleColor
        /// The fill's width at zoom 14.
        public var width: Double
        /// The casing on each side of the fill (0: none).
        public var casingWidth: Double
        /// Dash and gap lengths of the fill (empty: solid).
        public var dash: [Double]
        public var minZoom: Double
        /// From which zoom the class's names show along it (nil: never).
        public var labelMinZoom: Double?
        public init(fill: StyleColor, casing: StyleColor, width: Double, casingWidth: Double, dash: [Double] = [], minZoom: Double,
                    labelMinZoom: Double? = nil) {
            self.fill = fill; self.casing = casing; self.width = width; self.casingWidth = casingWidth
            self.dash = dash; self.minZoom = minZoom; self.labelMinZoom = labelMinZoom
        }
    }

    public var visible: Bool
    public var railwaysVisible: Bool
    public var landCoverVisible: Bool
    /// By ``MapRoad/Kind`` raw value (`motorway` … `path`, `railway`).
    public var classes: [String: Class]
    /// By ``MapLandArea/Kind`` raw value: `fill` fills, `casing` outlines (protected areas, dashed).
    public var landCover: [String: Class]

    public init(visible: Bool, railwaysVisible: Bool, landCoverVisible: Bool, classes: [String: Class], landCover: [String: Class]) {
        self.visible = visible; self.railwaysVisible = railwaysVisible; self.landCoverVisible = landCoverVisible
        self.classes = classes; self.landCover = landCover
    }

    /// A class's width in style pixels at `zoom`.
    public static func width(_ atZoom14: Double, zoom: Double) -> Double {
        atZoom14 * pow(2, max(-4, min(2, (zoom - 14) / 2)))
    }

    public static let standard: RoadStyle = {
        func c(_ hex: String) -> StyleColor { StyleColor(hex: hex)! }
        let casing = c("#6e6258")
        return RoadStyle(visible: true, railwaysVisible: true, landCoverVisible: true, classes: [
            "motorway": Class(fill: c("#e8794a"), casing: c("#9c4422"), width: 5, casingWidth: 0.9, minZoom: 5, labelMinZoom: 12),
            "trunk": Class(fill: c("#f29e5c"), casing: c("#a35a2a"), width: 4.5, casingWidth: 0.9, minZoom: 6, labelMinZoom: 12),
            "primary": Class(fill: c("#f7c46b"), casing: c("#a07a30"), width: 4, casingWidth: 0.8, minZoom: 7, labelMinZoom: 12),
            "secondary": Class(fill: c("#fbe28a"), casing: c("#9a8640"), width: 3.5, casingWidth: 0.7, minZoom: 8, labelMinZoom: 13),
            "tertiary": Class(fill: c("#ffffff"), casing: casing, width: 3, casingWidth: 0.6, minZoom: 9, labelMinZoom: 14),
            "minor": Class(fill: c("#ffffff"), casing: c("#9a9088"), width: 2.2, casingWidth: 0.5, minZoom: 11, labelMinZoom: 14.5),
            "track": Class(fill: c("#8a6a3c"), casing: c("#8a6a3c"), width: 1.1, casingWidth: 0, dash: [5, 2], minZoom: 12, labelMinZoom: 16),
            "path": Class(fill: c("#b0403a"), casing: c("#b0403a"), width: 0.9, casingWidth: 0, dash: [2.5, 2], minZoom: 13, labelMinZoom: 16),
            "railway": Class(fill: c("#ffffff"), casing: c("#4a4a4a"), width: 1.6, casingWidth: 0.9, dash: [6, 6], minZoom: 7),
        ], landCover: [
            "forest": Class(fill: c("#c3dfaa"), casing: c("#c3dfaa"), width: 0, casingWidth: 0, minZoom: 7),
            "park": Class(fill: c("#d4efc2"), casing: c("#d4efc2"), width: 0, casingWidth: 0, minZoom: 10),
            "builtUp": Class(fill: c("#e6ded6"), casing: c("#e6ded6"), width: 0, casingWidth: 0, minZoom: 9),
            "protected": Class(fill: c("#00000000"), casing: c("#3f8f3a"), width: 0, casingWidth: 1.5, dash: [6, 3], minZoom: 7),
        ])
    }()
}
