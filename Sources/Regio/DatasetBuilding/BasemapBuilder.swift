import Foundation
import RegioGDAL
import RegioGeo

/// Writes a dataset's base-map layers for a box, from the folder
/// `scripts/fetch-basemap` fills (``BasemapFiles``):
///
/// - `basemap.gpkg`, a GeoPackage (GDAL's GPKG driver, R-tree indexed) with
///   `rivers` (class 1–10, see ``GSHHGBinnedRivers``; name, name_alt,
///   scalerank of the Natural Earth river it follows, see ``RiverNaming``), `lakes` (area_km2; GSHHG level 2, lakes and reservoirs)
///   and `land` (GSHHG level 1: where there is no land is sea), clipped to the
///   box and simplified to ``tolerance``; and `forest` (``MODISForests``)
///   when the cache has the MODIS land cover, its credit in `LANDCOVER_CREDIT`;
/// - `relief.tif`, the elevations (Float32 metres) of the box as a GeoTIFF:
///   at 2′ from Marble's SRTM30 grid (``MarbleRelief``) when
///   `scripts/fetch-basemap` could get it, else ETOPO5's 5′. Elevations rather than a hillshade: the map computes the shade
///   for its own scale and light, a hypsometric tint can use the same file,
///   and a user's DEM is the same kind of file (Czechia is ~150×90 pixels).
///
/// A user's own data joins in: their elevation model (``OwnElevationModel``)
/// is `relief.tif` instead of ETOPO5; their rivers and lakes (``OwnWater``)
/// are added to GSHHG's, and where both have one the user's wins: a GSHHG
/// river that a named river of theirs follows (``RiverNaming``'s rule) is left
/// out, their line standing for it with its name and the most important GSHHG
/// class it replaced (so it is drawn as wide, from the same zoom); a GSHHG lake
/// that one of their lakes overlaps is left out. Their unnamed lines are added
/// without replacing anything. The credits go into the files (`CREDIT` of
/// `relief.tif`, `WATER_CREDIT` of `basemap.gpkg`) for the maps' attribution.
///
/// Each file is written under a temporary name and renamed at the end.
struct BasemapBuilder {
    var files: BasemapFiles
    var box: BoundingBox
    /// The user's elevation model (`--dem`), already read for ``box``.
    var ownElevation: OwnElevationModel? = nil
    /// The user's rivers and lakes (`--water`), already read for ``box``.
    var ownWater: OwnWater? = nil

    func write(into folder: URL) throws -> DatasetBuildReport.BasemapReport {
        let started = Date()
        let context = GeometryContext()
        let naming = try RiverNaming(rivers: try VectorDataset(url: files.rivers).features(layer: files.riversLayer, in: box),
                                     context: context)
        let ownNaming = try ownWater.map { try RiverNaming(rivers: $0.rivers, context: context) }
        var ownClass: [Int: Int] = [:]   // by the index of the user's river: the GSHHG class it stands for
        var replacedRivers = 0
        var rivers = try GSHHGBinnedRivers(url: files.binnedRivers).lines(in: box).compactMap { line -> VectorFeature? in
            if let match = try ownNaming?.match(for: line.points, riverClass: line.riverClass) {
                ownClass[match.index] = min(ownClass[match.index] ?? line.riverClass, line.riverClass)
                replacedRivers += 1
                return nil
            }
            var g = try Geometry(geoJSON: .lineString(line.points), context: context).clipped(to: box)
            g = try g.simplified(tolerance: tolerance)
            let parts = try g.lines.filter { $0.count >= 2 }
            guard !parts.isEmpty else { return nil }
            var fields = try naming.fields(for: line.points, riverClass: line.riverClass).filter { ["name", "name_alt", "scalerank"].contains($0.key) }
            if let rank = fields["scalerank"]?.number { fields["scalerank"] = Int64(exactly: rank.rounded()).map(GDALFieldValue.integer) }
            fields["class"] = .integer(Int64(line.riverClass))
            return VectorFeature(fields: fields, geometry: .multiLineString(parts))
        }
        let shorelines = try GSHHGShorelines(folder: files.folder)
        // GSHHG's full resolution is about 1:250,000, where a lake of 0.5 km² is
        // under 3 × 3 mm and drawn by a handful of points; maps drop lakes
        // smaller than a few pixels anyway (WaterStyle.minSize), so smaller ones
        // would only make the file bigger (Czechia: 16 lakes ≥ 0.5 km², 100+ below).
        var lakes = try areas(try shorelines.polygons(level: .lake, in: box).filter { $0.areaKm2 >= Self.smallestLakeKm2 },
                              context: context, areaField: true)
        var replacedLakes = 0
        if let ownWater {
            for (i, river) in ownWater.rivers.enumerated() {
                var river = river
                if let c = ownClass[i] { river.fields["class"] = .integer(Int64(c)) }
                rivers.append(river)
            }
            let own = try ownWater.lakes.compactMap { f in try f.geometry.map { try Geometry(geoJSON: $0, context: context) } }
            let before = lakes.count
            lakes = try lakes.filter { lake in
                guard let g = lake.geometry else { return true }
                let shape = try Geometry(geoJSON: g, context: context)
                guard let bounds = shape.bounds else { return true }
                return try !own.contains { o in try (o.bounds?.intersects(bounds) ?? false) && o.intersects(shape) }
            }
            replacedLakes = before - lakes.count
            lakes += ownWater.lakes
        }
        // Islands smaller than a square of the tolerance would simplify to nothing.
        let smallestIsland = pow(tolerance * 111, 2)
        let land = try areas(try shorelines.polygons(level: .land, in: box).filter { $0.areaKm2 >= smallestIsland },
                             context: context, areaField: false)

        let forests = files.hasLandCover ? try MODISForests(url: files.landCover).features(in: box, context: context) : nil

        let gpkg = folder.appendingPathComponent(BasemapFiles.layersFileName)
        let partial = folder.appendingPathComponent(".\(BasemapFiles.layersFileName).\(UUID().uuidString).part")
        do {
            let writer = try GeoPackageWriter(url: partial)
            try writer.addLayer(VectorLayerContent(
                name: "rivers", geometryType: .multiLineString,
                fields: [.init(name: "name", type: .string), .init(name: "name_alt", type: .string),
                         .init(name: "scalerank", type: .integer), .init(name: "class", type: .integer)],
                features: rivers))
            try writer.addLayer(VectorLayerContent(
                name: "lakes", geometryType: .multiPolygon,
                fields: [.init(name: "name", type: .string), .init(name: "area_km2", type: .real)], features: lakes))
            if let ownWater { try writer.setMetadata(DatasetBasemap.waterCreditKey, ownWater.credit) }
            try writer.addLayer(VectorLayerContent(name: "land", geometryType: .multiPolygon, fields: [], features: land))
            if let forests {
                try writer.addLayer(VectorLayerContent(name: DatasetBasemap.forestLayer, geometryType: .multiPolygon, fields: [],
                                                       features: forests))
                try writer.setMetadata(DatasetBasemap.landCoverCreditKey, MODISForests.credit)
            }
            try writer.close()
            try Self.replace(gpkg, with: partial)
        } catch {
            try? FileManager.default.removeItem(at: partial)   // cleanup of a failed write; the error is what matters
            throw error
        }

        let relief = folder.appendingPathComponent(BasemapFiles.reliefFileName)
        let partialRelief = folder.appendingPathComponent(".\(BasemapFiles.reliefFileName).\(UUID().uuidString).part")
        let grid: RasterGrid, reliefCredit: String, reliefSource: String
        if let ownElevation {
            (grid, reliefCredit, reliefSource) = (ownElevation.grid, ownElevation.credit, ownElevation.file.lastPathComponent)
        } else if files.hasMarbleRelief {
            let marble = try MarbleRelief(tiles: files.marbleRelief, etopo: files.elevation).read(box)
            grid = marble.grid
            reliefCredit = MarbleRelief.credit + (marble.etopoUsed ? "; " + DatasetBasemap.reliefCredit : "")
            reliefSource = marble.etopoUsed ? "Marble SRTM30 2′, ETOPO5 at sea" : "Marble SRTM30 2′"
        } else {
            (grid, reliefCredit, reliefSource) = (try RasterDataset(url: files.elevation).read(box), DatasetBasemap.reliefCredit,
                                                  "ETOPO5 5′, without \(files.marbleRelief.lastPathComponent)")
        }
        do {
            try GeoTIFFWriter.write(grid, to: partialRelief, metadata: [DatasetBasemap.reliefCreditKey: reliefCredit],
                                    overviewsDownTo: ProjectedRelief.smallestOverview)
            try Self.replace(relief, with: partialRelief)
        } catch {
            try? FileManager.default.removeItem(at: partialRelief)
            throw error
        }
        let bytes = try [gpkg, relief].reduce(0) { sum, url in
            sum + ((try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        }
        return DatasetBuildReport.BasemapReport(rivers: rivers.count, lakes: lakes.count, lakesSource: true, land: land.count,
                                                reliefWidth: grid.width, reliefHeight: grid.height, bytes: bytes,
                                                seconds: Date().timeIntervalSince(started), missing: nil,
                                                dem: ownElevation?.file.path, reliefCredit: reliefCredit,
                                                forests: forests?.count,
                                                reliefSource: reliefSource,
                                                ownWater: ownWater.map { w in
                                                    .init(files: w.files.map(\.path), credit: w.credit, rivers: w.rivers.count,
                                                          lakes: w.lakes.count, replacedRivers: replacedRivers, replacedLakes: replacedLakes)
                                                })
    }

    /// Lakes smaller than this (km²) are left out.
    static let smallestLakeKm2 = 0.5

    /// Points closer than this (degrees) are merged: 1/16,000 of the box's
    /// larger side, so an A0 print of the whole box (about 14,000 pixels at
    /// 300 dpi) loses nothing, and a world box keeps about 2 km (Natural Earth
    /// 10m's detail) rather than GSHHG's 85 MB.
    var tolerance: Double { Self.tolerance(for: box) }

    /// ``tolerance`` for a box (degrees).
    static func tolerance(for box: BoundingBox) -> Double { max(box.east - box.west, box.north - box.south) / 16_000 }

    /// GSHHG polygons cut to the box (GEOS ClipByRect), simplified, made valid;
    /// with `areaField` each keeps its whole area as `area_km2`.
    private func areas(_ polygons: [GSHHGShorelines.Polygon], context: GeometryContext,
                       areaField: Bool) throws -> [VectorFeature] {
        try polygons.compactMap { p in
            var g = try Geometry.polygon([p.ring], context: context).clipped(to: box)
            guard !g.isEmpty else { return nil }
            g = try g.simplified(tolerance: tolerance)
            if !g.isValid { g = try g.madeValid() }
            let parts = try g.polygons   // only the polygons of what MakeValid returns
            guard !parts.isEmpty else { return nil }
            return VectorFeature(fields: areaField ? ["area_km2": .real(p.areaKm2)] : [:], geometry: .multiPolygon(parts))
        }
    }

    /// Moves `partial` to `url`, replacing what was there.
    /// rename(2), which replaces atomically (Foundation's replaceItemAt on Linux
    /// failed with "file doesn't exist" when rebuilding data/ in place).
    static func replace(_ url: URL, with partial: URL) throws {
        guard rename(partial.path, url.path) == 0 else {
            throw DataError(file: url.path, message: "cannot move \(partial.lastPathComponent) there: \(String(cString: strerror(errno)))")
        }
    }
}
