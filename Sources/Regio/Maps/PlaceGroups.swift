import RegioPlaces

/// Arrays of places read as one list, without joining them: a world map's
/// quarter million towns and other places are not copied into a new array.
///
/// ```swift
/// let drawn = PlaceGroups(towns, pois)
/// drawn[towns.count]        // pois[0]
/// drawn.distinctSources     // ["geonames", "wikidata"]
/// ```
struct PlaceGroups {
    private let groups: [[Place]]
    /// Where each group starts in the list.
    private let starts: [Int]
    let count: Int

    init(_ groups: [Place]...) {
        self.groups = groups
        var starts: [Int] = [], count = 0
        for group in groups { starts.append(count); count += group.count }
        self.starts = starts; self.count = count
    }

    subscript(index: Int) -> Place {
        var g = groups.count - 1
        while starts[g] > index { g -= 1 }
        return groups[g][index - starts[g]]
    }

    /// The places' sources (``Place/source``), each once, in the order they
    /// first appear: a few among hundreds of thousands of places, so a short
    /// list, compared without making a string for each place, beats hashing.
    var distinctSources: [String] {
        var seen: [String] = []
        for group in groups {
            for i in group.indices {
                let source = Place.sourcePart(ofID: group[i].id)
                if !seen.contains(where: { $0 == source }) { seen.append(String(source)) }
            }
        }
        return seen
    }
}
