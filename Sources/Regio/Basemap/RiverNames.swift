import RegioCore

/// River names in Czech and English, for maps and quizzes alike.
///
/// The base map's rivers are named after Natural Earth 10m (version 3.0.0 in
/// the cache), which gives one `name` per river, often the local one or an
/// English one ("Elbe", "Oder", "Donau (Danube)"), once misspelt ("Vitava"),
/// and no names per language (its later versions add some languages, not
/// Czech). Nothing else cached names rivers: the GeoNames file is cities only,
/// the OpenStreetMap samples cover no Czech rivers. So this small table,
/// keyed by Natural Earth's name, gives the Czech and English names of the
/// rivers of the embedded dataset's box; any other river keeps its Natural
/// Earth name in both languages.
enum RiverNames {
    static let byNaturalEarthName: [String: LocalizedText] = [
        "Elbe": LocalizedText(cs: "Labe", en: "Elbe"),
        "Vitava": LocalizedText(cs: "Vltava", en: "Vltava"),
        "Oder": LocalizedText(cs: "Odra", en: "Oder"),
        "Morava": LocalizedText(cs: "Morava", en: "Morava"),
        "Danube": LocalizedText(cs: "Dunaj", en: "Danube"),
        "Donau (Danube)": LocalizedText(cs: "Dunaj", en: "Danube"),
        "Vistula": LocalizedText(cs: "Visla", en: "Vistula"),
        "Rhine": LocalizedText(cs: "Rýn", en: "Rhine"),
        "Rhein": LocalizedText(cs: "Rýn", en: "Rhine"),
        "Rhin (Rhein)": LocalizedText(cs: "Rýn", en: "Rhine"),
        "Rhne": LocalizedText(cs: "Rhôna", en: "Rhône"),
        "Main": LocalizedText(cs: "Mohan", en: "Main"),
        "Weser": LocalizedText(cs: "Vezera", en: "Weser"),
        "Drau": LocalizedText(cs: "Dráva", en: "Drava"),
        "Mur": LocalizedText(cs: "Mura", en: "Mur"),
        "Tisa": LocalizedText(cs: "Tisa", en: "Tisza"),
        "Warta": LocalizedText(cs: "Varta", en: "Warta"),
    ]

    /// The names of a river Natural Earth calls `name`.
    static func names(_ name: String) -> LocalizedText {
        byNaturalEarthName[name] ?? LocalizedText(name)
    }
}
