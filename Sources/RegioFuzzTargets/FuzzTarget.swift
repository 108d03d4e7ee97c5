import Foundation
import Regio
import RegioGeoPackage

/// One parser under fuzzing: it takes any bytes and must return or throw,
/// never crash, hang or exhaust memory. A target runs what a user's file
/// goes through, not only the parser: the quiz targets validate what they
/// parsed (`QuizValidator`), the sync body target runs every item through
/// the importer of each collection. `scripts/fuzz` runs each through
/// libFuzzer (the `regio-fuzz` executable); the regression tests replay the
/// inputs checked in under `Fuzz/regressions/<target>/`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case json, geojson, wkb, geopackage, csv, gift, quizjson, gpx, kml, style, manifest, syncbody, answer, replline

    /// Runs the parser on `data`; errors are the expected answer to bad input and are ignored.
    public func run(_ data: Data) {
        switch self {
        case .json:
            _ = try? JSONParser.parse(data, file: "fuzz.json")
        case .geojson:
            _ = try? GeoJSONFeatureCollection.parse(data, file: "fuzz.geojson")
        case .wkb:
            _ = try? WKB.decode(data)
        case .geopackage:
            _ = try? GeoPackageBinary(decoding: data)
        case .csv:
            guard let text = String(data: data, encoding: .utf8) else { return }
            _ = try? CSVPlaceImporter.read(text, file: "fuzz.csv", source: "fuzz")
            _ = try? FavouriteImport.read(data, file: "fuzz.csv", format: .csv)
        case .gift:
            guard let text = String(data: data, encoding: .utf8) else { return }
            _ = try? GIFTImporter.parse(text, file: "fuzz.gift", defaultID: "fuzz")
        case .quizjson:
            _ = try? QuizJSON.entries(data, file: "fuzz.json")
        case .gpx:
            _ = try? FavouriteImport.read(data, file: "fuzz.gpx", format: .gpx, partial: true)
        case .kml:
            _ = try? FavouriteImport.read(data, file: "fuzz.kml", format: .kml, partial: true)
        case .style:
            _ = try? MapStyle(json: data, file: "fuzz-style.json")
        case .manifest:
            _ = try? JSONDecoder().decode(DatasetManifest.self, from: data)
        case .syncbody:
            // The body check, then every item through the importer that reads its collection
            // (SyncedContentValidator, as a sync does): a synced quiz reaches QuizValidator.
            guard let items = try? CollectionBody.items(data) else { return }
            let validator = SyncedContentValidator()
            for item in items {
                for collection in [SyncCollection.places, .quizzes, .videos] {
                    _ = validator.problem(with: item, in: collection.name)
                }
            }
        case .answer:
            guard let text = String(data: data, encoding: .utf8) else { return }
            _ = AnswerInput.parse(text, options: ["Praha", "Brno", "České Budějovice", "Plzeň"])
        case .replline:
            // Any bytes, as the terminal or a pipe would hand them over (invalid UTF-8 repaired).
            Self.checkLineSplitting(String(decoding: data, as: UTF8.self))
        }
    }

    /// The REPL's line splitter must not crash, and what it returns must hold
    /// together: within the limits, and for a line without quotes or
    /// backslashes exactly the white-space-separated words. A violation traps
    /// (libFuzzer reports it as a crash).
    static func checkLineSplitting(_ line: String) {
        let blank = CommandLineSplitter.isBlankOrComment(line)
        let words: [String]?
        do { words = try CommandLineSplitter.command(line) } catch { return }
        guard let words else {
            precondition(blank, "a line with something to run gave no words")
            return
        }
        precondition(!blank && !words.isEmpty, "a blank line or a comment gave words")
        precondition(words.count <= CommandLineSplitter.maxWords, "more words than the limit")
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.contains(where: { $0 == "\"" || $0 == "'" || $0 == "\\" }) {
            precondition(words == trimmed.split(whereSeparator: \.isWhitespace).map(String.init), "plain words were split differently")
        }
    }

    /// The target named by `REGIO_FUZZ_TARGET` (for the libFuzzer entry point).
    public static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["REGIO_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("regio-fuzz: set REGIO_FUZZ_TARGET to one of \(allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        return target
    }()
}
