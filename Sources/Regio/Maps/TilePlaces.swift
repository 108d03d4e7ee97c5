import Foundation
import RegioGeo
import RegioPlaces
import RegioRender

/// Which places the map tiles draw themselves at a zoom, and so which places
/// a web map shows over them as cluster badges and pins: one rule for the
/// tiles (``MapSceneBuilder/tileScene(highlighting:viewBox:)`` drawn with
/// ``MapStyle/shows(_:atZoom:)``) and for `clusters` (``RegioEngine/clusters(_:)``),
/// so the two never disagree.
///
/// - Towns are not badges: the tiles label them, more of them as the zoom
///   grows (each population class from its `minZoom`).
/// - Every other place drawn as a point (sights, a user's catalogues) is a
///   badge until the tiles draw its symbol (from ``PlaceStyle/minZoom``), then
///   the tiles' own.
/// - Favourites are never on the tiles (tiles are public and cacheable), so
///   they are badges at every zoom, a favourite town too (with its star).
///
/// ```swift
/// let rule = TilePlaces(style: .standard)
/// rule.tilesDraw(karlstejn, atTileZoom: 8)   // false: a badge at zoom 8
/// rule.tilesDraw(karlstejn, atTileZoom: 9)   // true: the tiles' square, no badge
/// ```
public struct TilePlaces: Sendable {
    /// The style the tiles are drawn with.
    public let style: MapStyle

    public init(style: MapStyle) { self.style = style }

    /// Whether a place can be a badge at all: drawn as a point (streets are
    /// drawn as roads). Towns are badges only as favourites.
    public static func canBeBadge(_ place: Place) -> Bool { place.category.isDrawnAsPoint }

    /// Whether the tiles of `tileZoom` (256-pixel tiles, as Leaflet counts
    /// zooms) draw `place`: it is in the tiles' scene (a town or a place drawn
    /// as a point) and the style shows it at that zoom. City sections are
    /// not towns the tiles draw, but they are never badges either.
    public func tilesDraw(_ place: Place, atTileZoom tileZoom: Double) -> Bool {
        guard place.category.isDrawnAsPoint else { return false }
        return MapStyle.shows(minZoom: style.minZoom(of: MapSceneBuilder.kind(of: place)), atZoom: tileZoom)
    }

    /// Whether a web map shows `place` as a badge (or a pin) at `tileZoom`:
    /// a favourite always, any other place but a town while the tiles do not draw it.
    public func isBadge(_ place: Place, atTileZoom tileZoom: Double, favourite: Bool) -> Bool {
        guard Self.canBeBadge(place) else { return false }
        return favourite || (MapSceneBuilder.isPOI(place) && !tilesDraw(place, atTileZoom: tileZoom))
    }

    /// The tile zoom that shows a cluster level: the cluster index counts
    /// zooms of tiles `extent` pixels wide (512, as supercluster does), tiles
    /// are 256 pixels, so level 8 is what tiles of zoom 9 show.
    public static func tileZoom(ofClusterLevel level: Int, extent: Double) -> Double {
        Double(level) + log2(extent / 256)
    }
}
