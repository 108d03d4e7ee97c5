import Foundation
import Testing
@testable import Regio

/// Datasets built from the open data once per test run (each country once),
/// into the tests' temporary folder. The inputs come from REGIO_WORLD_GPKG and
/// REGIO_GEONAMES (set by scripts/test) or the cache the fetch scripts fill;
/// the tests that need them are skipped with a message when they cannot be had.
enum BuiltDatasets {
    static let inputs: DatasetBuildInputs? = {
        let env = ProcessInfo.processInfo.environment
        var inputs = try? DatasetBuildInputs.locate(geoPackage: env["REGIO_WORLD_GPKG"], geoNames: env["REGIO_GEONAMES"])
        if let folder = env["REGIO_BASEMAP"], !folder.isEmpty { inputs?.basemap = BasemapFiles(folder: URL(fileURLWithPath: folder)) }
        return inputs
    }()

    /// Whether the base-map inputs (`scripts/fetch-basemap`) are here too.
    static var basemapAvailable: Bool { available && inputs?.basemap?.missingFile == nil }

    static let isoCodesInstalled = FileManager.default.fileExists(atPath: "/usr/share/iso-codes/json/iso_3166-2.json")

    /// Whether the inputs are here; the reason to skip otherwise.
    static var available: Bool { inputs != nil && isoCodesInstalled }
    static let skipReason: Comment = "Natural Earth, GeoNames or iso-codes is missing: run scripts/fetch-natural-earth and scripts/fetch-geonames (scripts/test does)"

    struct Built: @unchecked Sendable {
        let folder: URL
        let report: DatasetBuildReport
    }

    static func build(_ countries: [String], facts: URL? = nil, basemap: BasemapFiles?? = nil,
                      name: String? = nil) -> Result<Built, Error> {
        Result {
            guard var inputs else { throw DatasetBuildError.missingInput("inputs", path: "", fetchCommand: nil, option: "") }
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("regio-built-\(name ?? countries.joined(separator: "-"))-\(ProcessInfo.processInfo.processIdentifier)")
            if let basemap { inputs.basemap = basemap }
            try? FileManager.default.removeItem(at: folder)
            let request = DatasetBuildRequest(scope: .countries(countries), inputs: inputs, output: folder, facts: facts)
            return Built(folder: folder, report: try DatasetBuilder(request: request).build())
        }
    }

    // Each built once, on first use (static lets are initialised once, thread-safely).
    static let austria = build(["AT"])
    static let poland = build(["PL"])
    /// Without the base map: the United States' box is the whole world (the
    /// Aleutians cross the antimeridian), and its GSHHG land and lakes take
    /// minutes to clip in a debug build. ``mexico`` has the Gulf coast.
    static let unitedStates = build(["US"], basemap: .some(nil))
    /// Mexico, whose box holds the Gulf of Mexico and the coast of Texas.
    static let mexico = build(["MX"])
    static let czechia = build(["CZ"])
}

extension BuiltDatasets {
    static let japan = build(["JP"])
}
