import RegioQuiz
import RegioRender

extension MapStyle {
    /// The style with its legend texts in `language`, from the catalogues
    /// (`legend…`, the categories' names): each standard English text becomes
    /// the language's; texts a style file set itself stay.
    public func localized(_ language: Language) -> MapStyle {
        guard language != .en else { return self }
        let t = Texts(language)
        let standard = MapStyle.standard
        var s = self
        func swap(_ value: inout String, _ english: String, _ key: TextKey) { if value == english { value = t(key) } }
        swap(&s.page.legendHighlighted, standard.page.legendHighlighted, .legendHighlighted)
        swap(&s.page.legendRegion, standard.page.legendRegion, .legendRegion)
        swap(&s.page.legendNeighbour, standard.page.legendNeighbour, .legendNeighbour)
        swap(&s.page.legendRiver, standard.page.legendRiver, .legendRiver)
        swap(&s.page.legendCluster, standard.page.legendCluster, .legendCluster)
        swap(&s.page.legendFavourite, standard.page.legendFavourite, .legendFavourite)
        swap(&s.page.legendTitle, standard.page.legendTitle, .legendTitle)
        swap(&s.page.legendSea, standard.page.legendSea, .legendSea)
        swap(&s.page.legendLake, standard.page.legendLake, .legendLake)
        swap(&s.page.legendRelief, standard.page.legendRelief, .legendRelief)
        swap(&s.page.legendRoad, standard.page.legendRoad, .legendRoad)
        swap(&s.page.legendRailway, standard.page.legendRailway, .legendRailway)
        swap(&s.page.legendForest, standard.page.legendForest, .legendForest)
        swap(&s.page.legendPark, standard.page.legendPark, .legendPark)
        swap(&s.page.legendBuiltUp, standard.page.legendBuiltUp, .legendBuiltUp)
        swap(&s.page.legendProtected, standard.page.legendProtected, .legendProtected)
        swap(&s.favourites.symbol.legend, standard.favourites.symbol.legend, .legendFavourite)
        swap(&s.places.defaultSymbol.legend, standard.places.defaultSymbol.legend, .legendPlace)
        // Town classes: "under 5 000", "5 000–20 000" … "over 1 000 000", numbers as the language writes them.
        let classes = standard.towns.classes
        for i in s.towns.classes.indices where i < classes.count {
            let from = TextValue.grouped(Double(classes[i].minPopulation), decimals: 0)
            let text: String
            if i == 0, classes.count > 1 {
                text = t(.legendTownsUnder, ["population": TextValue.grouped(Double(classes[1].minPopulation), decimals: 0)])
            } else if i + 1 < classes.count {
                text = t(.legendTownsBetween, ["from": from, "to": TextValue.grouped(Double(classes[i + 1].minPopulation), decimals: 0)])
            } else {
                text = t(.legendTownsOver, ["population": from])
            }
            if s.towns.classes[i].legend == classes[i].legend { s.towns.classes[i].legend = text }
        }
        let categories: [String: TextKey] = ["castle": .categoryCastle, "chateau": .categoryChateau, "ruin": .legendRuin,
                                            "lookout-tower": .categoryLookoutTower, "museum": .categoryMuseum,
                                            "information-centre": .legendInformation, "peak": .categoryPeak, "church": .categoryChurch]
        for (category, key) in categories {
            guard let english = standard.places.categories[category]?.legend, s.places.categories[category] != nil else { continue }
            swap(&s.places.categories[category]!.legend, english, key)
        }
        return s
    }
}
