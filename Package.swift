// swift-tools-version: 6.1
// Regio: regional quizzes and points of interest with maps.
// Layers (lower never import higher):
//   regio (executable: CLI and REPL) → Regio (facade) → RegioRender, RegioSync → RegioStore, RegioPlaces, RegioQuiz → RegioGeo → C libraries
//   regio-serve (executable, started by `regio serve`) → RegioServer (HTTP, Hummingbird) → Regio: the
//   REPL's build (scripts/run) compiles neither Hummingbird nor SwiftNIO.
//   RegioCore (language, localized text, text folding, seeded generator, JSON values) sits below
//   them all; RegioGeo and RegioQuiz re-export it. RegioGeoPackage (GeoPackage reading, GRDB)
//   and RegioGDAL (GDAL: base-map layers in and out) sit on RegioGeo, beside the others.
import Foundation
import PackageDescription

/// The GDAL library the loader opens: the file libgdal.so (from libgdal-dev) points to, such as
/// "libgdal.so.32", which is the name the linker would have recorded. "libgdal.so" when it is not found.
let gdalLibrary: String = {
    let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib"]
    for folder in folders {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/libgdal.so") else { continue }
        return URL(fileURLWithPath: target).lastPathComponent
    }
    return "libgdal.so"
}()

let package = Package(
    name: "Regio",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Regio", targets: ["Regio"]),
        .library(name: "RegioCore", targets: ["RegioCore"]),
        .library(name: "RegioGeo", targets: ["RegioGeo"]),
        .library(name: "RegioGeoPackage", targets: ["RegioGeoPackage"]),
        .library(name: "RegioGDAL", targets: ["RegioGDAL"]),
        .library(name: "RegioPlaces", targets: ["RegioPlaces"]),
        .library(name: "RegioQuiz", targets: ["RegioQuiz"]),
        .library(name: "RegioStore", targets: ["RegioStore"]),
        .library(name: "RegioSync", targets: ["RegioSync"]),
        .library(name: "RegioRender", targets: ["RegioRender"]),
        .library(name: "RegioServer", targets: ["RegioServer"]),
        .executable(name: "regio", targets: ["regio"]),
        .executable(name: "regio-serve", targets: ["regio-serve"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // Without the default ConfigurationSupport trait, which would build swift-configuration.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: ["FullFoundation"]),
        // Already a dependency of Hummingbird; named here for the server tests' HTTP client.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        // Already a dependency of Hummingbird; named here for the server's own HTTP/1.1 pipeline.
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
    ],
    targets: [
        // C system libraries, found through pkg-config; installed by scripts/setup.
        .systemLibrary(name: "CGEOS", path: "Sources/CSystem/CGEOS", pkgConfig: "geos",
                       providers: [.apt(["libgeos-dev"])]),
        .systemLibrary(name: "CCairo", path: "Sources/CSystem/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CSystem/CPNG", pkgConfig: "libpng16",
                       providers: [.apt(["libpng-dev"])]),
        // GDAL's C API, loaded by the first call (GDALLoader.c) rather than linked: most commands
        // never read a file through GDAL, and loading it costs every start about 50 ms.
        .target(name: "CGDAL", path: "Sources/CSystem/CGDAL",
                cSettings: [.define("REGIO_GDAL_LIBRARY", to: "\"\(gdalLibrary)\"")]),
        .systemLibrary(name: "CEdit", path: "Sources/CSystem/CEdit", pkgConfig: "libedit",
                       providers: [.apt(["libedit-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CSystem/CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),

        // The base: language and localized text, text folding, the seeded generator, JSON values.
        .target(name: "RegioCore"),
        // Coordinates, Web Mercator, tiles, viewports; GEOS geometry; GeoJSON, WKB.
        .target(name: "RegioGeo", dependencies: ["RegioCore", "CGEOS"]),
        // GeoPackage reading (OGC, SQLite through GRDB) into GeoJSON features.
        .target(name: "RegioGeoPackage", dependencies: [
            "RegioGeo", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // GDAL (C API): vector features and raster windows in, GeoPackage and GeoTIFF out;
        // for the dataset builder's base-map layers and the maps that draw them.
        .target(name: "RegioGDAL", dependencies: ["RegioGeo", "CGDAL"]),
        // Place catalogue, name search index, cluster index.
        .target(name: "RegioPlaces", dependencies: ["RegioGeo"]),
        // Quiz model, formats (JSON, GIFT), the runner. Knows nothing about maps.
        .target(name: "RegioQuiz", dependencies: ["RegioCore"]),
        // User state in SQLite: favourites, quiz attempts, sync state.
        .target(name: "RegioStore", dependencies: [
            "RegioGeo", "RegioPlaces", "RegioQuiz", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // Content feeds over HTTP (conditional requests, tombstones) behind a transport protocol;
        // the synced copies live in the store.
        .target(name: "RegioSync", dependencies: [
            "RegioCore", "RegioGeo", "RegioStore", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // cairo drawing, PNG (libpng) and PDF output, overview maps, tiles, MBTiles.
        .target(name: "RegioRender", dependencies: [
            "RegioCore", "RegioGeo", "CCairo", "CPNG", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // The engine facade: datasets, regions, features wired together.
        .target(name: "Regio", dependencies: [
            "RegioGeo", "RegioGeoPackage", "RegioGDAL", "RegioPlaces", "RegioQuiz", "RegioStore", "RegioSync", "RegioRender",
            "CZlib",
        ]),
        // `regio serve`: the engine over HTTP (Hummingbird 2). The only target that links
        // Hummingbird; routes are a thin skin on the engine.
        .target(name: "RegioServer", dependencies: [
            "Regio", .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
        ]),
        // The command-line tool and REPL.
        .executableTarget(name: "regio", dependencies: [
            "Regio", "CEdit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The HTTP server, started by `regio serve` with the options it checked.
        .executableTarget(name: "regio-serve", dependencies: ["Regio", "RegioServer"]),
        // Rebuilds data/ from Debian's qgis-common GeoPackage and GeoNames (scripts/build-data).
        .executableTarget(name: "regio-build-data", dependencies: ["Regio", "RegioGeoPackage"]),
        // Benchmarks (scripts/bench), release builds only.
        .executableTarget(name: "regio-bench", dependencies: ["Regio", "RegioTestSupport"]),
        // Preview images for people to look at (scripts/previews); not tests.
        .executableTarget(name: "regio-previews", dependencies: ["Regio", "RegioTestSupport"]),
        // Fuzzing (scripts/fuzz): one target per parser; the executable is libFuzzer's entry
        // point when built with -D REGIO_FUZZ, a replayer of inputs otherwise.
        .target(name: "RegioFuzzTargets", dependencies: ["Regio", "RegioGeoPackage"]),
        .executableTarget(name: "regio-fuzz", dependencies: ["RegioFuzzTargets"]),

        // What the tests share: the data locator (TestData, honouring REGIO_DATA,
        // REGIO_SHARED_DATA, REGIO_GEONAMES, REGIO_WORLD_GPKG), the content-server
        // launcher, the Czech showcase scene from ../shared/data.
        .target(name: "RegioTestSupport", dependencies: ["RegioRender"], path: "Tests/RegioTestSupport"),

        .testTarget(name: "RegioCoreTests", dependencies: ["RegioCore"]),
        .testTarget(name: "RegioGeoTests", dependencies: [
            "RegioGeo", "RegioGeoPackage", "RegioTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "RegioPlacesTests", dependencies: ["RegioPlaces", "RegioTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "RegioQuizTests", dependencies: ["RegioQuiz", "RegioTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "RegioGDALTests", dependencies: ["RegioGDAL", "RegioTestSupport"]),
        .testTarget(name: "RegioStoreTests", dependencies: ["RegioStore", "RegioGeo"]),
        .testTarget(name: "RegioSyncTests", dependencies: ["RegioSync", "RegioStore", "RegioTestSupport"], exclude: ["content_server.py"]),
        .testTarget(name: "RegioRenderTests", dependencies: ["RegioRender", "RegioTestSupport"], resources: [.copy("Golden")]),
        .testTarget(name: "RegioTests", dependencies: ["Regio", "RegioTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "RegioFuzzTests", dependencies: ["RegioFuzzTargets"]),
        // The real application on a real socket, reached with a small HTTP/1.1 client on
        // SwiftNIO (HummingbirdTesting would build AsyncHTTPClient, swift-nio-ssl, HTTP/2).
        .testTarget(name: "RegioServerTests", dependencies: [
            "RegioServer", "RegioTestSupport",
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        .testTarget(name: "RegioCLITests", dependencies: ["regio", "regio-serve", "RegioCore", "RegioTestSupport"], exclude: ["pty_session.py"]),
    ]
)
