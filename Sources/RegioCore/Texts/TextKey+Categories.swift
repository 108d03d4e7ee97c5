extension TextKey {
    /// The key of a place category's name (`castle` → ``categoryCastle``), or
    /// nil for a category the catalogue does not know (shown as it is).
    public static func category(named rawValue: String) -> TextKey? {
        switch rawValue {
        case "town": return .categoryTown
        case "castle": return .categoryCastle
        case "chateau": return .categoryChateau
        case "ruin": return .categoryRuin
        case "lookout-tower": return .categoryLookoutTower
        case "museum": return .categoryMuseum
        case "information-centre": return .categoryInformationCentre
        case "poi": return .categoryPOI
        case "peak": return .categoryPeak
        case "viewpoint": return .categoryViewpoint
        case "attraction": return .categoryAttraction
        case "monument": return .categoryMonument
        case "church": return .categoryChurch
        case "cave": return .categoryCave
        case "waterfall": return .categoryWaterfall
        case "hut": return .categoryHut
        case "street": return .categoryStreet
        default: return nil
        }
    }
}

extension Message {
    /// A category's name (`castle` → "hrad" in Czech); unknown ones as they are.
    public static func category(_ rawValue: String) -> Message {
        TextKey.category(named: rawValue).map { Message($0) } ?? .verbatim(rawValue)
    }
}

extension Texts {
    /// A category's name in this language (`castle` → "hrad"); unknown ones as they are.
    public func category(_ rawValue: String) -> String {
        TextKey.category(named: rawValue).map { self($0) } ?? rawValue
    }
}
