import Foundation
import RegioGeo
import RegioRender

extension TileService {
    /// The places these tiles draw in a view (``RegioEngine/drawnPlaces(_:townsLeftUnnamed:)``):
    /// the sights the style shows at the zoom, and the towns whose names found
    /// room on the tiles (a town whose label was left out has no dot either).
    /// A served MBTiles file was drawn elsewhere: its towns are taken as the style shows them.
    public func drawnPlaces(_ request: DrawnPlacesRequest) throws -> SearchResult {
        try engine.drawnPlaces(request) { zoom in
            guard fixed == nil else { return [] }
            let source = try source(VariantKey(scale: 1, language: request.language))
            let scale = source.options.worldScale(zoom: zoom)
            let northWest = WebMercator.project(Coordinate(latitude: request.box.north, longitude: request.box.west))
            let southEast = WebMercator.project(Coordinate(latitude: request.box.south, longitude: request.box.east))
            // A box across the antimeridian (west > east) meets the whole width.
            let (minX, maxX) = northWest.x <= southEast.x ? (northWest.x, southEast.x) : (0, 1)
            return try source.unnamedTowns(zoom: zoom, meeting: PixelRect(minX: minX * scale, minY: northWest.y * scale,
                                                                         maxX: maxX * scale, maxY: southEast.y * scale))
        }
    }
}
