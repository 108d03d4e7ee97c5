import Foundation

/// The layers of a map's base map, as far as credits go: a source is credited
/// when one of its layers draws something.
public enum MapLayer: String, Hashable, Sendable, CaseIterable {
    case rivers, lakes, land, relief, roads, railways, landCover, forests
}

/// A source's credit and the layers it comes with: on a map it is listed
/// when one of those layers draws something there, and not otherwise (hidden
/// by the style, empty, or outside the view).
///
/// ```swift
/// LayerCredit("GSHHG (LGPL-3+)", layers: [.rivers, .lakes, .land])
/// LayerCredit("© OpenStreetMap contributors", layers: [.roads, .railways, .landCover])
/// ```
public struct LayerCredit: Hashable, Sendable {
    public var text: String
    public var layers: Set<MapLayer>
    public init(_ text: String, layers: Set<MapLayer>) { self.text = text; self.layers = layers }

    /// The texts of `credits` due for the layers in `drawn`, each once, in order, leaving out those in `listed`.
    public static func texts(_ credits: [LayerCredit], drawn: Set<MapLayer>, besides listed: [String] = []) -> [String] {
        var out: [String] = []
        for c in credits where !c.layers.isDisjoint(with: drawn) && !listed.contains(c.text) && !out.contains(c.text) {
            out.append(c.text)
        }
        return out
    }
}
