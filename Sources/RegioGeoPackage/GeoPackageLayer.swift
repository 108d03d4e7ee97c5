import RegioGeo

/// A feature layer of a ``GeoPackage`` (a row of `gpkg_contents` joined with
/// `gpkg_geometry_columns`).
public struct GeoPackageLayer: Hashable, Sendable {
    /// The table (and layer) name, e.g. "states_provinces".
    public var tableName: String
    /// The human-readable identifier from `gpkg_contents`, if any.
    public var identifier: String?
    /// The column holding the geometry blobs, e.g. "geom".
    public var geometryColumn: String
    /// The declared geometry type, e.g. "MULTIPOLYGON".
    public var geometryType: String
    /// The spatial reference system id (4326 = WGS 84 longitude/latitude).
    public var srsID: Int
    public var featureCount: Int
    /// The extent recorded in `gpkg_contents`, when present.
    public var bounds: BoundingBox?
}
