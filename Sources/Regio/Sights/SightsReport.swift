import Foundation
import RegioCore

/// What a build took from the shared sights files (``SightsFile``).
public struct SightsReport: Codable, Sendable, Equatable {
    /// The folder the two files were read from.
    public var folder: String
    public var castles = 0
    public var towers = 0
    public var byCategory: [String: Int] = [:]
    /// Lookout towers the source has no name for, left out.
    public var unnamedTowers = 0
    /// Sights farther than the border tolerance from every region, or without a position, name or kind.
    public var outsideRegions = 0
    public var leftOut = 0
    public var duplicates = 0

    public init(folder: String) { self.folder = folder }

    /// The rows of `ATTRIBUTION.md` for the sights.
    static func attributionRows(_ s: SightsReport) -> String {
        let kinds = [("castle", "castles"), ("chateau", "chateaux"), ("ruin", "ruins")]
            .map { "\(s.byCategory[$0.0] ?? 0) \($0.1)" }.joined(separator: ", ")
        return "| `\(SightsFile.fileName)` | \(s.castles) castles, chateaux and ruins (\(kinds)): Wikidata id, Czech name, category from the source's `kind`, year founded, national cultural monument; the source's `unesco` flag is not copied (it is wrong) | `cz-castles.geojson` of the project's shared data (Wikidata, compiled by github.com/ZdenekCDC/hrady-zamky; see its SOURCES.md) | CC0 1.0 — \"Wikidata (CC0)\" |\n"
            + "| `\(SightsFile.fileName)` | \(s.towers) named lookout towers (\(s.unnamedTowers) without a name left out): OSM id, name, height, elevation | `cz-lookout-towers.geojson` of the project's shared data (OpenStreetMap, via github.com/standakouba/rozhledny) | ODbL 1.0 — \"© OpenStreetMap contributors\" |\n"
    }

    func line(in language: Language) -> String {
        Message(.datasetSights, ["castles": castles, "towers": towers, "unnamed": unnamedTowers]).text(in: language)
    }
}
