import RegioCore
import RegioPlaces

/// A place's facts in words, in the reader's language: "founded 1348",
/// "17.7 m high", "national cultural monument" (Czech "založen 1348",
/// "výška 17,7 m", "národní kulturní památka"), never the data's keys
/// (`founded: 1348`, `nkp: true`). The attributes it reads (`founded`,
/// `height`, `elevation`, `nkp`) are the sights' (``SightsFile``) and OSM
/// places' elevations; the place details show them instead of the raw values.
public enum PlaceFacts {
    /// The attributes said here in words (left out of a place's raw attribute rows).
    public static let keys: Set<String> = ["founded", "height", "elevation", "nkp"]

    /// The facts of `place` in `language`, in a fixed order.
    public static func sentences(of place: Place, in language: Language) -> [String] {
        let a = place.attributes ?? [:]
        var out: [Message] = []
        if let year = a["founded"].flatMap({ Int($0) }) { out.append(Message(.placeFactFounded, ["year": .text(String(year))])) }
        if a["nkp"] == "true" { out.append(Message(.placeFactNationalMonument)) }
        if let height = a["height"].flatMap({ Double($0) }) { out.append(Message(.placeFactHeight, ["m": .decimal(height, decimals: 1)])) }
        if let elevation = a["elevation"].flatMap({ Double($0) }) {
            out.append(Message(.placeFactElevation, ["m": .grouped(elevation, decimals: 0)]))
        }
        return out.map { $0.text(in: language) }
    }
}
