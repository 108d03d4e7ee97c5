extension MapStyle {
    private static func c(_ hex: String) -> StyleColor { StyleColor(hex: hex)! }

    /// The built-in style: cream regions, a warm highlight, blue rivers, dark
    /// towns, red-brown castles; DejaVu Sans.
    public static let standard = MapStyle(
        fontFamily: "DejaVu Sans",
        background: c("#dde5ea"),
        neighbour: AreaStyle(fill: c("#ebe9e4"), stroke: c("#b4afa5"), strokeWidth: 0.8),
        region: AreaStyle(fill: c("#f8f5ec"), stroke: c("#9a9486"), strokeWidth: 0.9, dash: [4, 2]),
        highlighted: AreaStyle(fill: c("#fdf0c8"), stroke: c("#b8412d"), strokeWidth: 2.2),
        river: RiverStyle(color: c("#6b9fd0"), minWidth: 0.7, maxWidth: 2.2, minZoom: 0),
        towns: TownStyle(fill: c("#ffffff"), stroke: c("#2d2d2d"), strokeWidth: 1.1, classes: [
            TownClass(minPopulation: 0, radius: 2.2, fontSize: 9.5, bold: false, minZoom: 9, legend: "under 5 000"),
            TownClass(minPopulation: 5_000, radius: 2.6, fontSize: 10, bold: false, minZoom: 8.5, legend: "5 000–20 000"),
            TownClass(minPopulation: 20_000, radius: 3.2, fontSize: 11, bold: false, minZoom: 7, legend: "20 000–100 000"),
            TownClass(minPopulation: 100_000, radius: 4.2, fontSize: 12.5, bold: true, minZoom: 5, legend: "100 000–1 000 000"),
            TownClass(minPopulation: 1_000_000, radius: 5.2, fontSize: 14, bold: true, minZoom: 0, legend: "over 1 000 000"),
        ]),
        places: PlaceStyle(
            minZoom: 9, fontSize: 9,
            defaultSymbol: SymbolStyle(shape: .circle, fill: c("#6a5acd"), stroke: c("#ffffff"), radius: 3.2, legend: "place"),
            categories: [
                "castle": SymbolStyle(shape: .square, fill: c("#8e2c1c"), stroke: c("#ffffff"), radius: 3.4, legend: "castle"),
                "chateau": SymbolStyle(shape: .diamond, fill: c("#b5651d"), stroke: c("#ffffff"), radius: 3.8, legend: "chateau"),
                "ruin": SymbolStyle(shape: .triangle, fill: c("#6d6256"), stroke: c("#ffffff"), radius: 3.8, legend: "castle ruin"),
                "lookout-tower": SymbolStyle(shape: .tower, fill: c("#2e7d32"), stroke: c("#ffffff"), radius: 3.8, legend: "lookout tower"),
                "museum": SymbolStyle(shape: .square, fill: c("#5b4b8a"), stroke: c("#ffffff"), radius: 3.2, legend: "museum"),
                "information-centre": SymbolStyle(shape: .circle, fill: c("#1565c0"), stroke: c("#ffffff"), radius: 3.2, legend: "information"),
                "peak": SymbolStyle(shape: .triangle, fill: c("#5a3b1e"), stroke: c("#ffffff"), radius: 4.2, legend: "peak"),
                "church": SymbolStyle(shape: .diamond, fill: c("#37474f"), stroke: c("#ffffff"), radius: 3.2, legend: "church"),
            ]),
        clusters: ClusterStyle(fill: c("#2c6fa8"), stroke: c("#ffffff"), text: c("#ffffff"), minRadius: 8, maxRadius: 17, fontSize: 9.5),
        favourites: FavouriteStyle(symbol: SymbolStyle(shape: .star, fill: c("#f5c518"), stroke: c("#6b4e00"), radius: 6.5, legend: "favourite")),
        labels: LabelStyle(town: c("#1f1f1f"), place: c("#5a2416"), region: c("#7a6f5c"), highlightedRegion: c("#8c2a1b"),
                           river: c("#2f6aa3"), halo: c("#ffffffd9"), haloWidth: 1.6, regionFontSize: 11,
                           highlightedRegionFontSize: 15, riverFontSize: 9, padding: 1.5),
        page: PageStyle(paper: c("#ffffff"), frame: c("#4a4a4a"), text: c("#1f1f1f"), panel: c("#fdfdfb"),
                        titleFontSize: 22, legendFontSize: 9.5, attributionFontSize: 7.5,
                        legendHighlighted: "region", legendRegion: "other regions", legendNeighbour: "neighbouring country",
                        legendRiver: "river", legendCluster: "group of places", legendFavourite: "favourite",
                        legendTitle: "Legend"))
}
