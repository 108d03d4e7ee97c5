import CGDAL
import Foundation
import RegioGeo

/// Writes vector layers into a new GeoPackage through GDAL's GPKG driver, so
/// each layer gets its R-tree spatial index and GIS tools open the file.
/// Coordinates are WGS 84 longitude/latitude (EPSG:4326).
///
/// ```swift
/// let writer = try GeoPackageWriter(url: folder.appendingPathComponent("basemap.gpkg"))
/// try writer.addLayer(VectorLayerContent(name: "rivers", geometryType: .multiLineString,
///                                        fields: [.init(name: "name", type: .string)], features: rivers))
/// try writer.close()
/// ```
public final class GeoPackageWriter {
    public let url: URL
    private var handle: GDALDatasetH?
    private let srs: OGRSpatialReferenceH

    /// Creates the file (replacing none: it must not exist yet).
    public init(url: URL) throws {
        try GDALLibrary.ensureRegistered()
        GDALLibrary.resetError()
        self.url = url
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw GDALError.cannotWrite(file: url.path, reason: "the file exists already")
        }
        guard let driver = GDALGetDriverByName("GPKG") else {
            throw GDALError.cannotWrite(file: url.path, reason: "this GDAL has no GPKG driver")
        }
        guard let handle = GDALCreate(driver, url.path, 0, 0, 0, GDT_Unknown, nil) else {
            throw GDALError.cannotWrite(file: url.path, reason: GDALLibrary.lastError(or: "GDAL could not create it"))
        }
        self.handle = handle
        srs = SpatialReference.wgs84()
    }

    /// Opens an existing GeoPackage to add layers to it (its layers are kept).
    public init(appendingTo url: URL) throws {
        try GDALLibrary.ensureRegistered()
        GDALLibrary.resetError()
        self.url = url
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw GDALError.cannotWrite(file: url.path, reason: "no such file")
        }
        let flags = UInt32(GDAL_OF_VECTOR) | UInt32(GDAL_OF_UPDATE) | UInt32(GDAL_OF_VERBOSE_ERROR)
        let drivers = CSLAddString(nil, "GPKG")
        defer { CSLDestroy(drivers) }
        guard let handle = GDALOpenEx(url.path, flags, GDALLibrary.constList(drivers), nil, nil) else {
            throw GDALError.cannotWrite(file: url.path, reason: GDALLibrary.lastError(or: "GDAL could not open it for update"))
        }
        self.handle = handle
        srs = SpatialReference.wgs84()
    }

    deinit {
        if let handle { GDALClose(handle) }
        OSRDestroySpatialReference(srs)
    }

    /// Removes the layer `name` when the file has one (before writing it anew).
    public func removeLayer(named name: String) throws {
        guard let handle else { throw GDALError.cannotWrite(file: url.path, reason: "the writer is closed") }
        try commit()
        GDALLibrary.resetError()
        for index in (0..<GDALDatasetGetLayerCount(handle)).reversed() {
            guard let layer = GDALDatasetGetLayer(handle, index), let layerName = OGR_L_GetName(layer),
                  String(cString: layerName) == name else { continue }
            guard GDALDatasetDeleteLayer(handle, index) == OGRERR_NONE else { throw failure("removing layer \(name)") }
        }
    }

    /// Sets a metadata item of the file (GeoPackage's `gpkg_metadata`, which
    /// `ogrinfo` lists; ``VectorDataset/metadataItem(_:)`` reads it).
    public func setMetadata(_ key: String, _ value: String) throws {
        guard let handle else { throw GDALError.cannotWrite(file: url.path, reason: "the writer is closed") }
        GDALLibrary.resetError()
        guard GDALSetMetadataItem(handle, key, value, nil) == CE_None else { throw failure("setting \(key)") }
    }

    /// A layer being written: created by ``createLayer(name:geometryType:fields:)``,
    /// filled by ``write(_:to:)``.
    public final class Layer {
        fileprivate let handle: OGRLayerH
        fileprivate let definition: OGRFeatureDefnH
        public let name: String
        public let geometryType: VectorLayerContent.GeometryType
        public let fields: [VectorLayerContent.Field]
        /// Features written to it so far.
        public fileprivate(set) var count = 0

        fileprivate init(handle: OGRLayerH, definition: OGRFeatureDefnH, name: String,
                         geometryType: VectorLayerContent.GeometryType, fields: [VectorLayerContent.Field]) {
            self.handle = handle; self.definition = definition; self.name = name
            self.geometryType = geometryType; self.fields = fields
        }
    }

    /// Features written in one SQLite transaction before it is committed and
    /// the next begins: few enough that SQLite's journal stays small, many
    /// enough that commits cost little.
    public static let featuresPerTransaction = 20_000
    private var inTransaction = 0

    /// Adds one layer with its features (a layer that fits in memory).
    public func addLayer(_ content: VectorLayerContent) throws {
        let layer = try createLayer(name: content.name, geometryType: content.geometryType, fields: content.fields)
        for feature in content.features { try write(feature, to: layer) }
        try commit()
    }

    /// Creates an empty layer (R-tree indexed) to stream features into with ``write(_:to:)``.
    public func createLayer(name: String, geometryType: VectorLayerContent.GeometryType,
                            fields: [VectorLayerContent.Field]) throws -> Layer {
        guard let handle else { throw GDALError.cannotWrite(file: url.path, reason: "the writer is closed") }
        try commit()
        GDALLibrary.resetError()
        let options = CSLAddString(nil, "SPATIAL_INDEX=YES")
        defer { CSLDestroy(options) }
        guard let layer = GDALDatasetCreateLayer(handle, name, srs, geometryType.ogrType, options) else {
            throw failure("creating layer \(name)")
        }
        for field in fields {
            let definition = OGR_Fld_Create(field.name, field.type.ogrType)
            defer { OGR_Fld_Destroy(definition) }
            guard OGR_L_CreateField(layer, definition, 1) == OGRERR_NONE else { throw failure("creating field \(field.name)") }
        }
        guard let definition = OGR_L_GetLayerDefn(layer) else { throw failure("reading back layer \(name)") }
        return Layer(handle: layer, definition: definition, name: name, geometryType: geometryType, fields: fields)
    }

    /// Writes one feature into `layer`, inside a transaction that is committed
    /// every ``featuresPerTransaction`` features (and by ``close()``).
    public func write(_ feature: VectorFeature, to layer: Layer) throws {
        guard let handle else { throw GDALError.cannotWrite(file: url.path, reason: "the writer is closed") }
        if inTransaction == 0 {
            GDALLibrary.resetError()
            guard GDALDatasetStartTransaction(handle, 0) == OGRERR_NONE else { throw failure("starting a transaction") }
        }
        guard let f = OGR_F_Create(layer.definition) else { throw failure("creating a feature") }
        defer { OGR_F_Destroy(f) }
        for (index, field) in layer.fields.enumerated() {
            switch feature.fields[field.name] {
            case .string(let s)?: OGR_F_SetFieldString(f, Int32(index), s)
            case .integer(let i)?: OGR_F_SetFieldInteger64(f, Int32(index), i)
            case .real(let d)?: OGR_F_SetFieldDouble(f, Int32(index), d)
            case nil: OGR_F_SetFieldNull(f, Int32(index))
            }
        }
        if let geometry = feature.geometry {
            let wkb = [UInt8](WKB.encode(layer.geometryType.promote(geometry)))
            var ogrGeometry: OGRGeometryH?
            let status = wkb.withUnsafeBufferPointer { buffer in
                OGR_G_CreateFromWkb(buffer.baseAddress, srs, &ogrGeometry, Int32(buffer.count))
            }
            guard status == OGRERR_NONE, let ogrGeometry else { throw failure("reading back a geometry of \(layer.name)") }
            OGR_F_SetGeometryDirectly(f, ogrGeometry)
        }
        guard OGR_L_CreateFeature(layer.handle, f) == OGRERR_NONE else { throw failure("writing a feature of \(layer.name)") }
        layer.count += 1
        inTransaction += 1
        if inTransaction >= Self.featuresPerTransaction { try commit() }
    }

    /// Commits the features written since the last commit.
    private func commit() throws {
        guard let handle, inTransaction > 0 else { return }
        inTransaction = 0
        guard GDALDatasetCommitTransaction(handle) == OGRERR_NONE else { throw failure("committing") }
    }

    /// Finishes the file (indexes, header); the writer cannot be used afterwards.
    public func close() throws {
        guard let handle else { return }
        try commit()
        GDALLibrary.resetError()
        GDALClose(handle)
        self.handle = nil
        if GDALLibrary.lastCallFailed { throw failure("closing") }
    }

    private func failure(_ what: String) -> GDALError {
        .cannotWrite(file: url.path, reason: GDALLibrary.lastError(or: "\(what) failed"))
    }
}

/// A layer to write: its name, geometry type, fields and features.
public struct VectorLayerContent: Sendable {
    public enum GeometryType: Sendable {
        case multiLineString, multiPolygon

        var ogrType: OGRwkbGeometryType {
            switch self {
            case .multiLineString: return wkbMultiLineString
            case .multiPolygon: return wkbMultiPolygon
            }
        }

        /// A single line or polygon as the one-part multi the layer declares.
        func promote(_ g: GeoJSONGeometry) -> GeoJSONGeometry {
            switch (self, g) {
            case (.multiLineString, .lineString(let line)): return .multiLineString([line])
            case (.multiPolygon, .polygon(let rings)): return .multiPolygon([rings])
            default: return g
            }
        }
    }

    public struct Field: Sendable {
        public enum FieldType: Sendable {
            case string, integer, real
            var ogrType: OGRFieldType {
                switch self {
                case .string: return OFTString
                case .integer: return OFTInteger64
                case .real: return OFTReal
                }
            }
        }
        public var name: String
        public var type: FieldType
        public init(name: String, type: FieldType) { self.name = name; self.type = type }
    }

    public var name: String
    public var geometryType: GeometryType
    public var fields: [Field]
    public var features: [VectorFeature]

    public init(name: String, geometryType: GeometryType, fields: [Field], features: [VectorFeature]) {
        self.name = name; self.geometryType = geometryType; self.fields = fields; self.features = features
    }
}
