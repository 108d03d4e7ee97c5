import RegioPlaces

/// Which OSM objects are places a tourist looks for, and their Regio category
/// (docs/osm-tags.md lists the same table). The first rule that matches wins;
/// an object needs a `name` to become a place.
enum OSMPlaceCategories {
    /// One rule: a tag (and, when given, a second tag that must also hold) → a category.
    struct Rule: Sendable {
        var key: String
        var values: Set<String>
        var also: (key: String, value: String)?
        var category: PlaceCategory
    }

    static let rules: [Rule] = [
        Rule(key: "natural", values: ["peak", "volcano"], category: .peak),
        Rule(key: "historic", values: ["castle"], also: ("castle_type", "palace"), category: .chateau),
        Rule(key: "historic", values: ["castle"], also: ("castle_type", "stately"), category: .chateau),
        Rule(key: "historic", values: ["castle", "fort"], category: .castle),
        Rule(key: "historic", values: ["ruins"], category: .ruin),
        Rule(key: "man_made", values: ["tower"], also: ("tower:type", "observation"), category: .lookoutTower),
        Rule(key: "tourism", values: ["museum"], category: .museum),
        Rule(key: "tourism", values: ["viewpoint"], category: .viewpoint),
        Rule(key: "tourism", values: ["attraction", "zoo", "theme_park"], category: .attraction),
        Rule(key: "historic", values: ["monument", "memorial"], category: .monument),
        Rule(key: "amenity", values: ["place_of_worship"], category: .church),
        Rule(key: "tourism", values: ["information"], category: .informationCentre),
        Rule(key: "natural", values: ["cave_entrance"], category: .cave),
        Rule(key: "waterway", values: ["waterfall"], category: .waterfall),
        Rule(key: "natural", values: ["waterfall"], category: .waterfall),
        Rule(key: "tourism", values: ["alpine_hut", "wilderness_hut"], category: .hut),
        Rule(key: "place", values: ["city", "town", "village", "hamlet"], category: .town),
    ]

    /// The category of an object with these tags, or nil when it is none of the above.
    static func category(of tags: OSMTags) -> PlaceCategory? {
        rules.first { rule in
            guard let value = tags[rule.key], rule.values.contains(value) else { return false }
            guard let also = rule.also else { return true }
            return tags[also.key] == also.value
        }?.category
    }

    /// The weight a place of `category` gets in search and clusters (towns by their population elsewhere).
    static func importance(of category: PlaceCategory, tags: OSMTags) -> Double {
        switch category {
        case .peak: return 200 + (tags.elevation ?? 0) / 10
        case .viewpoint, .waterfall, .cave, .hut, .monument, .church, .attraction: return 150
        case .town: return Double(tags["population"].flatMap { Int($0) } ?? 0)
        default: return CategoryWeight.importance(for: category)
        }
    }
}
