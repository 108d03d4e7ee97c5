import RegioQuiz
import RegioRender

extension MapStyle {
    /// The style with its legend texts in `language`: the standard English
    /// texts become Czech ones for `.cs`; texts a style file set itself stay.
    public func localized(_ language: Language) -> MapStyle {
        guard language == .cs else { return self }
        let standard = MapStyle.standard
        var s = self
        func swap(_ value: inout String, _ english: String, _ czech: String) { if value == english { value = czech } }
        swap(&s.page.legendHighlighted, standard.page.legendHighlighted, "kraj")
        swap(&s.page.legendRegion, standard.page.legendRegion, "ostatní kraje")
        swap(&s.page.legendNeighbour, standard.page.legendNeighbour, "sousední stát")
        swap(&s.page.legendRiver, standard.page.legendRiver, "řeka")
        swap(&s.page.legendCluster, standard.page.legendCluster, "skupina míst")
        swap(&s.page.legendFavourite, standard.page.legendFavourite, "oblíbené místo")
        swap(&s.page.legendTitle, standard.page.legendTitle, "Legenda")
        swap(&s.page.legendSea, standard.page.legendSea, "moře")
        swap(&s.page.legendLake, standard.page.legendLake, "jezero, nádrž")
        swap(&s.page.legendRelief, standard.page.legendRelief, "reliéf (stínovaný)")
        swap(&s.page.legendRoad, standard.page.legendRoad, "silnice")
        swap(&s.page.legendRailway, standard.page.legendRailway, "železnice")
        swap(&s.page.legendForest, standard.page.legendForest, "les")
        swap(&s.page.legendPark, standard.page.legendPark, "park")
        swap(&s.page.legendBuiltUp, standard.page.legendBuiltUp, "zástavba")
        swap(&s.page.legendProtected, standard.page.legendProtected, "chráněné území")
        swap(&s.favourites.symbol.legend, standard.favourites.symbol.legend, "oblíbené místo")
        swap(&s.places.defaultSymbol.legend, standard.places.defaultSymbol.legend, "místo")
        let towns = ["do 5 000", "5 000–20 000", "20 000–100 000", "100 000–1 000 000", "nad 1 000 000"]
        for i in s.towns.classes.indices where i < standard.towns.classes.count && i < towns.count {
            swap(&s.towns.classes[i].legend, standard.towns.classes[i].legend, towns[i])
        }
        let categories = ["castle": "hrad", "chateau": "zámek", "ruin": "zřícenina", "lookout-tower": "rozhledna",
                          "museum": "muzeum", "information-centre": "informační centrum", "peak": "vrchol", "church": "kostel"]
        for (key, czech) in categories {
            guard let english = standard.places.categories[key]?.legend, s.places.categories[key] != nil else { continue }
            swap(&s.places.categories[key]!.legend, english, czech)
        }
        return s
    }
}
