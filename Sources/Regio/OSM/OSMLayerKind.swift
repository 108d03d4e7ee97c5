/// The map layers Regio takes from an OSM extract, as named in `basemap.gpkg`.
public enum OSMLayerKind: String, CaseIterable, Codable, Sendable {
    /// Roads with their ``OSMRoadClass`` (`class`), `highway`, `name`, `ref`.
    case roads = "osm_roads"
    /// `railway` = rail, light_rail, narrow_gauge, tram, subway, funicular, monorail, preserved.
    case railways = "osm_railways"
    /// `route=ferry` lines.
    case ferries = "osm_ferries"
    /// `waterway` = river, stream, canal (with `kind` and `name`).
    case waterways = "osm_waterways"
    /// Lakes, reservoirs, riverbanks, basins (`natural=water`, `landuse=reservoir|basin`, `waterway=riverbank`).
    case water = "osm_water"
    /// Forests (`landuse=forest`, `natural=wood`), parks (`leisure=park`), protected
    /// areas (`boundary=protected_area|national_park`, `leisure=nature_reserve`), as `kind`.
    case landcover = "osm_landcover"
    /// Built-up areas: `landuse` = residential, commercial, industrial, retail.
    case builtUp = "osm_builtup"
    /// Where the extract has data: the convex hull of its objects in the
    /// dataset's box, one polygon, written when the extract has forests or
    /// waterways. Inside it the extract's forests stand for the coarse MODIS
    /// ones (at the zooms its land cover is drawn, ``MapScene/extractExtent``)
    /// and its waterways for the base map's rivers.
    case extent = "osm_extent"

    /// Whether the layer holds lines (else polygons).
    public var isLines: Bool { [.roads, .railways, .ferries, .waterways].contains(self) }
}
