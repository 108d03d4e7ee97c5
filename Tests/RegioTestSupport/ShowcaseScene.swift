import Foundation
import RegioGeo
import RegioRender

/// A realistic Czech map scene from real third-party data in the shared data
/// folder (``TestData/sharedData``, read in place, never copied): the 14
/// regions with finer borders, Natural Earth rivers, Wikidata castles and the
/// larger towns. For render tests, previews and demos.
///
/// ```swift
/// @Suite(.enabled(if: ShowcaseScene.isAvailable, "needs ../shared/data"))
/// let scene = try ShowcaseScene.czech(highlight: "CZ063")
/// ```
public enum ShowcaseScene {
    static let files = ["cz-regions-jlacko.geojson", "ne-rivers-cz.geojson", "cz-castles.geojson"]

    /// Whether the shared files the scene is made of are on this machine.
    public static var isAvailable: Bool { files.allSatisfy { TestData.shared($0) != nil } }

    private static func features(_ name: String) throws -> [[String: Any]] {
        guard let url = TestData.shared(name) else { throw TestFailure("\(name) is not in \(TestData.sharedData.path)") }
        let data = try Data(contentsOf: url)
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        return root["features"] as! [[String: Any]]
    }

    private static func coords(_ any: Any) -> [Coordinate] {
        (any as! [[Double]]).map { Coordinate(latitude: $0[1], longitude: $0[0]) }
    }

    /// The 14 regions: id (NUTS 3), name, rings.
    public static func regions(highlight: String? = nil) throws -> [MapPolygon] {
        try features("cz-regions-jlacko.geojson").map { f in
            let props = f["properties"] as! [String: Any]
            let geometry = f["geometry"] as! [String: Any]
            let id = props["KOD_CZNUTS3"] as! String
            let polygons: [[[Coordinate]]]
            if geometry["type"] as! String == "Polygon" {
                polygons = [(geometry["coordinates"] as! [Any]).map(coords)]
            } else {
                polygons = (geometry["coordinates"] as! [[Any]]).map { $0.map(coords) }
            }
            return MapPolygon(id: id, name: props["NAZ_CZNUTS3"] as? String, role: id == highlight ? .highlighted : .region,
                              rings: polygons)
        }
    }

    /// Natural Earth's Czech rivers, wider for a lower scale rank.
    public static func rivers() throws -> [MapLine] {
        try features("ne-rivers-cz.geojson").enumerated().map { i, f in
            let props = f["properties"] as! [String: Any]
            let geometry = f["geometry"] as! [String: Any]
            let parts: [[Coordinate]] = geometry["type"] as! String == "LineString"
                ? [coords(geometry["coordinates"]!)] : (geometry["coordinates"] as! [Any]).map(coords)
            let rank = (props["scalerank"] as? Double) ?? 10
            return MapLine(id: "river-\(i)", name: props["name"] as? String, parts: parts,
                           importance: max(0, min(1, (12 - rank) / 8)))
        }
    }

    /// Castles, chateaux and ruins from Wikidata (national monuments label first).
    public static func castles() throws -> [MapPoint] {
        try features("cz-castles.geojson").map { f in
            let props = f["properties"] as! [String: Any]
            let c = (f["geometry"] as! [String: Any])["coordinates"] as! [Double]
            let kind = props["kind"] as? String ?? ""
            let category = kind == "zricenina" ? "ruin" : kind == "hrad" ? "castle" : kind == "hradozamek" ? "castle" : "chateau"
            let important = (props["nkp"] as? Bool) == true
            return MapPoint(id: props["id"] as! String, name: props["name"] as? String,
                            coordinate: Coordinate(latitude: c[1], longitude: c[0]), kind: .place(category: category),
                            labelPriority: important ? 20_000 : 10_000)
        }
    }

    /// Capitals of the regions and a few towns with populations (approximate, for a realistic map).
    public static let towns: [(String, Double, Double, Int)] = [
        ("Praha", 50.0875, 14.4213, 1_357_326), ("Brno", 49.1951, 16.6068, 382_405), ("Ostrava", 49.8209, 18.2625, 284_982),
        ("Plzeň", 49.7384, 13.3736, 175_219), ("Liberec", 50.7663, 15.0543, 104_802), ("Olomouc", 49.5938, 17.2509, 100_663),
        ("České Budějovice", 48.9745, 14.4743, 94_463), ("Hradec Králové", 50.2092, 15.8328, 92_683),
        ("Ústí nad Labem", 50.6607, 14.0323, 92_716), ("Pardubice", 50.0343, 15.7812, 91_727), ("Zlín", 49.2265, 17.6707, 74_935),
        ("Jihlava", 49.3961, 15.5912, 51_216), ("Karlovy Vary", 50.2319, 12.8720, 48_319), ("Kladno", 50.1473, 14.1028, 68_552),
        ("Most", 50.5030, 13.6362, 65_341), ("Opava", 49.9387, 17.9026, 55_996), ("Frýdek-Místek", 49.6833, 18.3500, 55_006),
        ("Třebíč", 49.2148, 15.8817, 35_000), ("Tábor", 49.4144, 14.6578, 34_000), ("Znojmo", 48.8555, 16.0488, 33_000),
        ("Příbram", 49.6899, 14.0104, 32_000), ("Cheb", 50.0796, 12.3739, 31_000), ("Trutnov", 50.5610, 15.9127, 30_000),
        ("Kolín", 50.0281, 15.2006, 31_000), ("Písek", 49.3088, 14.1475, 30_000), ("Kroměříž", 49.2979, 17.3931, 28_000),
        ("Šumperk", 49.9653, 16.9706, 25_000), ("Vsetín", 49.3387, 17.9962, 25_000), ("Český Krumlov", 48.8127, 14.3175, 13_000),
        ("Telč", 49.1842, 15.4528, 5_300), ("Kutná Hora", 49.9484, 15.2682, 21_000), ("Litomyšl", 49.8681, 16.3131, 10_000),
        ("Žďár nad Sázavou", 49.5626, 15.9392, 20_000), ("Děčín", 50.7821, 14.2148, 48_000), ("Náchod", 50.4167, 16.1629, 19_000),
    ]

    /// ``towns`` as map points.
    public static func townPoints() -> [MapPoint] {
        towns.map { MapPoint(id: "town:\($0.0)", name: $0.0, coordinate: Coordinate(latitude: $0.1, longitude: $0.2),
                             kind: .town(population: $0.3)) }
    }

    public static let attribution = ["Region boundaries: ArcČR 500, © ARCDATA PRAHA, ČÚZK, ČSÚ, CC BY 4.0",
                              "Rivers: Natural Earth", "Castles: Wikidata (CC0)"]

    /// The whole country: regions, rivers, towns and (optionally) castles.
    public static func czech(highlight: String? = nil, castles withCastles: Bool = true) throws -> MapScene {
        MapScene(polygons: try regions(highlight: highlight), lines: try rivers(),
                 points: townPoints() + (withCastles ? try castles() : []), attribution: attribution)
    }
}
