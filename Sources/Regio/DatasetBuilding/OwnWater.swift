import Foundation
import RegioGDAL
import RegioGeo

/// A user's rivers and lakes (`regio dataset build --water FILE`, repeatable:
/// any vector file GDAL reads, such as a Shapefile, GeoPackage or GeoJSON, in
/// any coordinate system), cut to the dataset's box in WGS 84.
///
/// Every layer of each file is read: its lines become rivers, its polygons
/// lakes (points are ignored). A feature's name is its field `name` in any
/// letter case (`name`, `NAME`, `Name`: Natural Earth, OpenStreetMap exports),
/// else `gnis_name` (the USGS National Hydrography Dataset); a numeric
/// `scalerank` (Natural Earth's) is kept for the river's width. A lake keeps
/// its whole area (km², measured before the cut) as `area_km2`. How they join
/// GSHHG's layers is ``BasemapBuilder``'s part.
struct OwnWater {
    /// The fields a name is taken from, in this order (the first in any letter case).
    static let nameFields = ["name", "gnis_name"]

    let files: [URL]
    var rivers: [VectorFeature] = []
    var lakes: [VectorFeature] = []
    /// Who made the data, for the maps' attribution.
    let credit: String

    /// Reads `files` for `box`, simplifying to `tolerance` degrees. Throws a
    /// ``GDALError`` naming a file GDAL cannot open or read (damaged, truncated),
    /// and a ``DataError`` naming a file with no line or polygon in the box.
    init(files: [URL], box: BoundingBox, tolerance: Double, credit: String?, context: GeometryContext) throws {
        self.files = files
        self.credit = credit ?? files.map(\.lastPathComponent).joined(separator: ", ")
        for file in files {
            let dataset = try VectorDataset(url: file)
            var found = 0, ignored = 0
            for layer in dataset.layerNames {
                for feature in try dataset.featuresInWGS84(layer: layer, in: box) {
                    let name = Self.name(of: feature)
                    let lines = DatasetBasemap.lines(feature.geometry), polygons = DatasetBasemap.polygons(feature.geometry)
                    if lines.isEmpty && polygons.isEmpty { ignored += 1; continue }
                    if !lines.isEmpty, let river = try river(lines, name: name, from: feature, box: box,
                                                             tolerance: tolerance, context: context) {
                        rivers.append(river); found += 1
                    }
                    if !polygons.isEmpty, let lake = try lake(polygons, name: name, box: box, tolerance: tolerance, context: context) {
                        lakes.append(lake); found += 1
                    }
                }
            }
            guard found > 0 else {
                throw DataError(file: file.path, message: "has no lines (rivers) or polygons (lakes) within the dataset's box "
                                + "\(OwnElevationModel.text(box)) (longitude, latitude)"
                                + (ignored > 0 ? "; its \(ignored) other features there are not water this build can use" : ""))
            }
        }
    }

    /// The feature's name (``nameFields``), or nil.
    static func name(of feature: VectorFeature) -> String? {
        for wanted in nameFields {
            let key = feature.fields.keys.filter { $0.lowercased() == wanted }.sorted().first
            if let key, let text = feature.string(key)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty { return text }
        }
        return nil
    }

    private func river(_ lines: [[Coordinate]], name: String?, from feature: VectorFeature, box: BoundingBox,
                       tolerance: Double, context: GeometryContext) throws -> VectorFeature? {
        let g = try Geometry(geoJSON: .multiLineString(lines), context: context).clipped(to: box).simplified(tolerance: tolerance)
        let parts = try g.lines.filter { $0.count >= 2 }
        guard !parts.isEmpty else { return nil }
        var fields: [String: GDALFieldValue] = [:]
        if let name { fields["name"] = .string(name) }
        let rankKey = feature.fields.keys.first { $0.lowercased() == "scalerank" }
        if let rank = rankKey.flatMap({ feature.fields[$0]?.number }), let whole = Int64(exactly: rank.rounded()) {
            fields["scalerank"] = .integer(whole)
        }
        return VectorFeature(fields: fields, geometry: .multiLineString(parts))
    }

    private func lake(_ polygons: [[[Coordinate]]], name: String?, box: BoundingBox, tolerance: Double,
                      context: GeometryContext) throws -> VectorFeature? {
        var whole = try Geometry(geoJSON: .multiPolygon(polygons), context: context)
        if !whole.isValid { whole = try whole.madeValid() }
        let area = try whole.areaKm2
        var g = try whole.clipped(to: box)
        guard !g.isEmpty else { return nil }
        g = try g.simplified(tolerance: tolerance)
        if !g.isValid { g = try g.madeValid() }
        let parts = try g.polygons
        guard !parts.isEmpty else { return nil }
        var fields: [String: GDALFieldValue] = ["area_km2": .real(area)]
        if let name { fields["name"] = .string(name) }
        return VectorFeature(fields: fields, geometry: .multiPolygon(parts))
    }
}
