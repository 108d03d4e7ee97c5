import CGDAL
import Foundation
import RegioGeo

/// A vector dataset opened read-only through GDAL (Shapefile, GeoPackage,
/// GeoJSON, … every vector driver GDAL has). Coordinates are read as stored:
/// the layers are expected in longitude/latitude (WGS 84).
///
/// Not thread-safe (a GDAL dataset handle is not): use one per thread.
///
/// ```swift
/// let rivers = try VectorDataset(url: shapefile)
/// let inCzechia = try rivers.features(layer: rivers.layerNames[0],
///     in: BoundingBox(west: 12, south: 48.5, east: 19, north: 51.1))
/// ```
public final class VectorDataset {
    public let url: URL
    private let handle: GDALDatasetH

    /// Opens `url` with the driver's `openOptions` (`["CONFIG_FILE": …]` for an
    /// OSM extract); throws ``GDALError/cannotOpen(file:reason:)`` naming what GDAL said.
    public init(url: URL, openOptions: [String: String] = [:]) throws {
        self.url = url
        let handle = try GDALLibrary.open(url, kind: GDAL_OF_VECTOR, what: "vector", openOptions: openOptions)
        self.handle = handle
    }

    deinit { GDALClose(handle) }

    /// The names of the layers, in the dataset's order.
    public var layerNames: [String] {
        (0..<GDALDatasetGetLayerCount(handle)).compactMap { index in
            GDALDatasetGetLayer(handle, index).flatMap { OGR_L_GetName($0) }.map { String(cString: $0) }
        }
    }

    /// The features of `layer` whose geometry's envelope meets `box` (all of
    /// them when `box` is nil), through the layer's spatial index where it has one.
    /// A box across the antimeridian is read as its two halves.
    public func features(layer name: String, in box: BoundingBox? = nil) throws -> [VectorFeature] {
        guard let layer = GDALDatasetGetLayerByName(handle, name) else {
            throw GDALError.noSuchLayer(file: url.path, layer: name, available: layerNames)
        }
        guard let box else { return try read(layer, west: nil) }
        if box.crossesAntimeridian {
            return try read(layer, west: box.west, south: box.south, east: 180, north: box.north)
                + read(layer, west: -180, south: box.south, east: box.east, north: box.north)
        }
        return try read(layer, west: box.west, south: box.south, east: box.east, north: box.north)
    }

    /// The features of `layer` whose envelope meets `box`, with their geometries
    /// transformed from the layer's coordinate system to WGS 84 longitude/latitude
    /// (a user's Shapefile in a national grid). A layer without a coordinate
    /// system is read as longitude/latitude, as ``features(layer:in:)`` reads it.
    public func featuresInWGS84(layer name: String, in box: BoundingBox) throws -> [VectorFeature] {
        guard let layer = GDALDatasetGetLayerByName(handle, name) else {
            throw GDALError.noSuchLayer(file: url.path, layer: name, available: layerNames)
        }
        guard let source = OGR_L_GetSpatialRef(layer) else { return try features(layer: name, in: box) }
        let from = OSRClone(source), to = SpatialReference.wgs84()
        defer { OSRDestroySpatialReference(from); OSRDestroySpatialReference(to) }
        OSRSetAxisMappingStrategy(from, OAMS_TRADITIONAL_GIS_ORDER)
        if OSRIsSame(from, to) != 0 { return try features(layer: name, in: box) }
        GDALLibrary.resetError()
        guard let toWGS84 = OCTNewCoordinateTransformation(from, to), let fromWGS84 = OCTNewCoordinateTransformation(to, from) else {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "layer \(name): its coordinate system cannot be turned into longitude/latitude"))
        }
        defer { OCTDestroyCoordinateTransformation(toWGS84); OCTDestroyCoordinateTransformation(fromWGS84) }
        var west = 0.0, south = 0.0, east = 0.0, north = 0.0
        guard OCTTransformBounds(fromWGS84, box.west, box.south, box.east, box.north, &west, &south, &east, &north, 21) != 0 else {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "layer \(name): the box \(box) cannot be put in its coordinate system"))
        }
        return try read(layer, west: west, south: south, east: east, north: north, transformation: toWGS84)
    }

    /// A metadata item of the file (default domain), such as one ``GeoPackageWriter/setMetadata(_:_:)`` wrote.
    public func metadataItem(_ key: String) -> String? {
        GDALGetMetadataItem(handle, key, nil).map { String(cString: $0) }
    }

    /// Every feature of every layer in the order the file holds them, handed to
    /// `body` with its layer's name: the dataset-wide (interleaved) reading that
    /// GDAL's OSM driver wants, one pass over the file, features not kept.
    /// A read error (truncated or damaged data) throws ``GDALError/unreadable(file:reason:)``.
    public func forEachFeature(_ body: (_ layer: String, _ feature: VectorFeature) throws -> Void) throws {
        GDALDatasetResetReading(handle)
        GDALLibrary.resetError()
        var fieldNames: [OGRLayerH: (name: String, fields: [String])] = [:]
        while true {
            var layer: OGRLayerH?
            guard let feature = GDALDatasetGetNextFeature(handle, &layer, nil, nil, nil) else { break }
            defer { OGR_F_Destroy(feature) }
            guard let layer else { continue }
            let names = try fieldNames[layer] ?? {
                guard let definition = OGR_L_GetLayerDefn(layer) else {
                    throw GDALError.unreadable(file: url.path, reason: "a layer has no definition")
                }
                let fields = (0..<OGR_FD_GetFieldCount(definition)).map { index in
                    OGR_Fld_GetNameRef(OGR_FD_GetFieldDefn(definition, index)).map { String(cString: $0) } ?? "field\(index)"
                }
                return (OGR_L_GetName(layer).map { String(cString: $0) } ?? "", fields)
            }()
            fieldNames[layer] = names
            try body(names.name, try decode(feature, fieldNames: names.fields))
        }
        if GDALLibrary.lastCallFailed {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "reading features failed"))
        }
    }

    private func read(_ layer: OGRLayerH, west: Double?, south: Double = 0, east: Double = 0,
                      north: Double = 0, transformation: OGRCoordinateTransformationH? = nil) throws -> [VectorFeature] {
        if let west {
            OGR_L_SetSpatialFilterRect(layer, west, south, east, north)
        } else {
            OGR_L_SetSpatialFilter(layer, nil)
        }
        defer { OGR_L_SetSpatialFilter(layer, nil) }
        OGR_L_ResetReading(layer)
        GDALLibrary.resetError()
        guard let definition = OGR_L_GetLayerDefn(layer) else {
            throw GDALError.unreadable(file: url.path, reason: "the layer has no definition")
        }
        let fieldNames = (0..<OGR_FD_GetFieldCount(definition)).map { index in
            OGR_Fld_GetNameRef(OGR_FD_GetFieldDefn(definition, index)).map { String(cString: $0) } ?? "field\(index)"
        }
        var features: [VectorFeature] = []
        while let feature = OGR_L_GetNextFeature(layer) {
            defer { OGR_F_Destroy(feature) }
            features.append(try decode(feature, fieldNames: fieldNames, transformation: transformation))
        }
        // OGR ends the loop both at the end and on a read error: tell them apart.
        if GDALLibrary.lastCallFailed {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "reading features failed"))
        }
        return features
    }

    private func decode(_ feature: OGRFeatureH, fieldNames: [String],
                        transformation: OGRCoordinateTransformationH? = nil) throws -> VectorFeature {
        var fields: [String: GDALFieldValue] = [:]
        for (index, name) in fieldNames.enumerated() {
            let i = Int32(index)
            guard OGR_F_IsFieldSetAndNotNull(feature, i) != 0 else { continue }
            switch OGR_Fld_GetType(OGR_F_GetFieldDefnRef(feature, i)) {
            case OFTInteger, OFTInteger64: fields[name] = .integer(OGR_F_GetFieldAsInteger64(feature, i))
            case OFTReal: fields[name] = .real(OGR_F_GetFieldAsDouble(feature, i))
            default: fields[name] = OGR_F_GetFieldAsString(feature, i).map { .string(String(cString: $0)) }
            }
        }
        guard let geometry = OGR_F_GetGeometryRef(feature) else { return VectorFeature(fields: fields, geometry: nil) }
        guard let transformation else { return VectorFeature(fields: fields, geometry: try Self.decode(geometry, file: url.path)) }
        guard let copy = OGR_G_Clone(geometry) else {
            throw GDALError.unreadable(file: url.path, reason: "a geometry could not be copied")
        }
        defer { OGR_G_DestroyGeometry(copy) }
        guard OGR_G_Transform(copy, transformation) == OGRERR_NONE else {
            throw GDALError.unreadable(file: url.path, reason: GDALLibrary.lastError(or: "a geometry could not be turned into longitude/latitude"))
        }
        return VectorFeature(fields: fields, geometry: try Self.decode(copy, file: url.path))
    }

    /// An OGR geometry through ISO WKB into RegioGeo's geometry.
    static func decode(_ geometry: OGRGeometryH, file: String) throws -> GeoJSONGeometry {
        let size = Int(OGR_G_WkbSize(geometry))
        var bytes = [UInt8](repeating: 0, count: size)
        let status = bytes.withUnsafeMutableBufferPointer { OGR_G_ExportToIsoWkb(geometry, wkbNDR, $0.baseAddress) }
        guard status == OGRERR_NONE else {
            throw GDALError.unreadable(file: file, reason: "a geometry could not be exported (OGR error \(status))")
        }
        do {
            return try WKB.decode(Data(bytes))
        } catch {
            throw GDALError.unreadable(file: file, reason: "\(error)")
        }
    }
}
