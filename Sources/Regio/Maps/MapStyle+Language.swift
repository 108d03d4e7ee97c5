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
        func swap(_ value: inout String, _ english: String, _ text: Message) { if value == english { value = t(text) } }
        swap(&s.page.legendHighlighted, standard.page.legendHighlighted, Message(.legendHighlighted))
        swap(&s.page.legendRegion, standard.page.legendRegion, Message(.legendRegion))
        swap(&s.page.legendNeighbour, standard.page.legendNeighbour, Message(.legendNeighbour))
        swap(&s.page.legendRiver, standard.page.legendRiver, Message(.legendRiver))
        swap(&s.page.legendCluster, standard.page.legendCluster, Message(.legendCluster))
        swap(&s.page.legendFavourite, standard.page.legendFavourite, Message(.legendFavourite))
        swap(&s.page.legendTitle, standard.page.legendTitle, Message(.legendTitle))
        swap(&s.page.legendSea, standard.page.legendSea, Message(.legendSea))
        swap(&s.page.legendLake, standard.page.legendLake, Message(.legendLake))
        swap(&s.page.legendRelief, standard.page.legendRelief, Message(.legendRelief))
        swap(&s.page.legendRoad, standard.page.legendRoad, Message(.legendRoad))
        swap(&s.page.legendRailway, standard.page.legendRailway, Message(.legendRailway))
        swap(&s.page.legendForest, standard.page.legendForest, Message(.legendForest))
        swap(&s.page.legendPark, standard.page.legendPark, Message(.legendPark))
        swap(&s.page.legendBuiltUp, standard.page.legendBuiltUp, Message(.legendBuiltUp))
        swap(&s.page.legendProtected, standard.page.legendProtected, Message(.legendProtected))
        swap(&s.favourites.symbol.legend, standard.favourites.symbol.legend, Message(.legendFavourite))
        swap(&s.places.defaultSymbol.legend, standard.places.defaultSymbol.legend, Message(.legendPlace))
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
        let categories: [String: Message] = ["castle": Message(.categoryCastle), "chateau": Message(.categoryChateau), "ruin": Message(.legendRuin),
                                            "lookout-tower": Message(.categoryLookoutTower), "museum": Message(.categoryMuseum),
                                            "information-centre": Message(.legendInformation), "peak": Message(.categoryPeak),
                                            "church": Message(.categoryChurch)]
        for (category, text) in categories {
            guard let english = standard.places.categories[category]?.legend, s.places.categories[category] != nil else { continue }
            swap(&s.places.categories[category]!.legend, english, text)
        }
        return s
    }
}
