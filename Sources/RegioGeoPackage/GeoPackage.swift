import Foundation
import RegioGeo
import GRDB

/// A GeoPackage (OGC, an SQLite file) opened read-only: its feature layers
/// and their features as GeoJSON values.
///
/// Geometries are decoded in pure Swift (``GeoPackageBinary``, ``WKB``) and
/// returned in the layer's own coordinates (longitude/latitude when the SRS is
/// 4326). The primary key becomes the feature `id`; every other
/// non-geometry column becomes a property (BOOLEAN columns as true/false,
/// blobs as base64 strings). A feature's ``GeoJSONFeature/jsonPath`` is
/// `layer[fid=12]`, so property errors read `states_provinces[fid=12].properties.name`.
///
/// ```swift
/// let gpkg = try GeoPackage(path: "/usr/share/qgis/resources/data/world_map.gpkg")
/// let czech = try gpkg.features(in: "states_provinces", where: "iso_a2 = 'CZ'")
/// ```
public struct GeoPackage: Sendable {
    /// The path of the file.
    public let path: String
    /// The name used in error messages.
    public let displayName: String
    private let db: DatabaseQueue

    /// Opens the file read-only. Throws a ``DataError`` naming the file when
    /// it is missing, not an SQLite database or not a GeoPackage.
    public init(path: String, displayName: String? = nil) throws {
        self.path = path
        let name = displayName ?? path
        self.displayName = name
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw DataError(file: name, message: "no such GeoPackage file")
        }
        var config = Configuration()
        config.readonly = true
        config.label = "GeoPackage"
        do {
            db = try DatabaseQueue(path: path, configuration: config)
            let hasContents = try db.read { db in try db.tableExists("gpkg_contents") }
            guard hasContents else {
                throw DataError(file: name, message: "is not a GeoPackage: the SQLite database has no gpkg_contents table")
            }
        } catch let e as DataError {
            throw e
        } catch let e as DatabaseError {
            throw Self.error(e, file: name)
        }
    }

    /// Opens the file at `url` read-only (see ``init(path:displayName:)``).
    public init(url: URL, displayName: String? = nil) throws {
        try self.init(path: url.path, displayName: displayName)
    }

    static func error(_ e: DatabaseError, file: String) -> DataError {
        switch e.resultCode {
        case .SQLITE_NOTADB:
            return DataError(file: file, message: "is not a GeoPackage: not an SQLite database")
        case .SQLITE_CORRUPT:
            return DataError(file: file, message: "is a damaged SQLite database: \(e.message ?? "corrupt")")
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            return DataError(file: file, message: "cannot be opened: \(e.message ?? "\(e.resultCode)")")
        default:
            return DataError(file: file, message: "SQLite error: \(e.message ?? "\(e.resultCode)")")
        }
    }

    private func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try db.read(body) }
        catch let e as DataError { throw e }
        catch let e as DatabaseError { throw Self.error(e, file: displayName) }
    }

    /// The feature layers, sorted by table name.
    public func layers() throws -> [GeoPackageLayer] {
        try read { db in
            let hasColumns = try db.tableExists("gpkg_geometry_columns")
            guard hasColumns else {
                throw DataError(file: displayName, message: "is not a valid GeoPackage: it has no gpkg_geometry_columns table")
            }
            let rows = try Row.fetchAll(db, sql: """
                SELECT c.table_name AS table_name, c.identifier AS identifier,
                       c.min_x AS min_x, c.min_y AS min_y, c.max_x AS max_x, c.max_y AS max_y,
                       g.column_name AS column_name, g.geometry_type_name AS geometry_type_name, g.srs_id AS srs_id
                FROM gpkg_contents c JOIN gpkg_geometry_columns g ON g.table_name = c.table_name
                WHERE c.data_type = 'features'
                ORDER BY c.table_name
                """)
            return try rows.map { row in
                let table: String = row["table_name"]
                let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(Self.quote(table))") ?? 0
                let xs: [Double?] = [row["min_x"], row["min_y"], row["max_x"], row["max_y"]]
                var bounds: BoundingBox?
                if let w = xs[0], let s = xs[1], let e = xs[2], let n = xs[3] {
                    bounds = BoundingBox(west: w, south: s, east: e, north: n)
                }
                return GeoPackageLayer(tableName: table, identifier: row["identifier"],
                                       geometryColumn: row["column_name"], geometryType: row["geometry_type_name"] ?? "GEOMETRY",
                                       srsID: row["srs_id"] ?? 0, featureCount: count, bounds: bounds)
            }
        }
    }

    /// The layer with this table name; throws a ``DataError`` listing the
    /// layers when there is none.
    public func layer(named name: String) throws -> GeoPackageLayer {
        let all = try layers()
        guard let layer = all.first(where: { $0.tableName == name }) else {
            let names = all.map(\.tableName).joined(separator: ", ")
            throw DataError(file: displayName, message: "has no feature layer '\(name)' (layers: \(names.isEmpty ? "none" : names))")
        }
        return layer
    }

    /// Every feature of a layer, optionally filtered by an SQL condition on
    /// its columns (e.g. `"iso_a2 = 'CZ'"`; the condition is trusted SQL).
    /// A geometry blob that cannot be decoded throws a ``DataError`` naming
    /// the layer and the row id.
    public func features(in layerName: String, where condition: String? = nil) throws -> [GeoJSONFeature] {
        let layer = try layer(named: layerName)
        return try read { db in
            let columns = try db.columns(in: layer.tableName)
            let primaryKey = columns.first { $0.primaryKeyIndex > 0 }?.name
            let declared = Dictionary(columns.map { ($0.name.lowercased(), $0.type.uppercased()) }, uniquingKeysWith: { a, _ in a })
            var sql = "SELECT * FROM \(Self.quote(layer.tableName))"
            if let condition, !condition.trimmingCharacters(in: .whitespaces).isEmpty { sql += " WHERE \(condition)" }
            if let primaryKey { sql += " ORDER BY \(Self.quote(primaryKey))" }
            let cursor: RowCursor
            do { cursor = try Row.fetchCursor(db, sql: sql) } catch let e as DatabaseError {
                throw DataError(file: displayName, location: "layer \(layer.tableName)",
                                message: "the query \(sql) failed: \(e.message ?? "\(e.resultCode)")")
            }
            var features: [GeoJSONFeature] = []
            var index = 0
            while let row = try cursor.next() {
                var id: String?
                if let primaryKey {
                    switch (row[primaryKey] as DatabaseValue).storage {
                    case .int64(let i): id = String(i)
                    case .double(let d): id = GeoJSONFormat.number(d)
                    case .string(let s): id = s
                    default: id = nil
                    }
                }
                let rowName = id.map { "\(primaryKey!)=\($0)" } ?? "row \(index + 1)"
                var geometry: GeoJSONGeometry?
                var properties: [String: JSONValue] = [:]
                for (column, value) in zip(row.columnNames, row.databaseValues) where column != primaryKey {
                    if column.caseInsensitiveCompare(layer.geometryColumn) == .orderedSame {
                        geometry = try decodeGeometry(value, layer: layer, row: rowName)
                    } else {
                        properties[column] = Self.json(value, declared: declared[column.lowercased()] ?? "")
                    }
                }
                features.append(GeoJSONFeature(id: id, geometry: geometry, properties: properties, index: index,
                                               jsonPath: "\(layer.tableName)[\(rowName)]"))
                index += 1
            }
            return features
        }
    }

    private func decodeGeometry(_ value: DatabaseValue, layer: GeoPackageLayer, row: String) throws -> GeoJSONGeometry? {
        let location = "layer \(layer.tableName), \(row), column \(layer.geometryColumn)"
        switch value.storage {
        case .null:
            return nil
        case .blob(let data):
            do { return try GeoPackageBinary(decoding: data).geometry } catch let GeoError.format(message) {
                throw DataError(file: displayName, location: location, message: "bad geometry: \(message)")
            }
        default:
            throw DataError(file: displayName, location: location, message: "bad geometry: expected a blob, found \(value)")
        }
    }

    /// An SQLite value as JSON.
    static func json(_ value: DatabaseValue, declared: String) -> JSONValue {
        switch value.storage {
        case .null: return .null
        case .int64(let i): return declared.hasPrefix("BOOL") ? .bool(i != 0) : .number(Double(i))
        case .double(let d): return d.isFinite ? .number(d) : .null
        case .string(let s): return .string(s)
        case .blob(let b): return .string(b.base64EncodedString())
        }
    }

    /// An SQL identifier in double quotes.
    static func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
