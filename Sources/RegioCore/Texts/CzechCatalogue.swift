// The catalogue's Czech texts. Add a text: a case in TextKey.swift, its English text in
// EnglishCatalogue.swift and its Czech text in CzechCatalogue.swift (the compiler
// insists on all three); CatalogueTests check the holes and plural forms agree.

extension TextKey {
    /// The Czech text (a ``TextTemplate``).
    public var czech: String {
        switch self {

        // MARK: Words
        case .wordNone: #"žádné"#
        case .wordYes: #"ano"#
        case .wordNo: #"ne"#
        case .unitKm: #"km"#
        case .unitDotsPerInch: #"bodů na palec"#

        // MARK: Categories of places
        case .categoryTown: #"město"#
        case .categoryCastle: #"hrad"#
        case .categoryChateau: #"zámek"#
        case .categoryRuin: #"zřícenina"#
        case .categoryLookoutTower: #"rozhledna"#
        case .categoryMuseum: #"muzeum"#
        case .categoryInformationCentre: #"informační centrum"#
        case .categoryPOI: #"zajímavost"#

        // MARK: Errors of typed input (UserInput)
        case .inputNumber: #"{parameter} musí být číslo ({unit}), například 10 nebo 2.5; zadáno '{text}'"#
        case .inputInteger: #"{parameter} musí být celé číslo v rozsahu {min}…{max}; zadáno '{text}'"#
        case .inputZoom: #"{parameter} musí být číslo v rozsahu 0…{max} (i desetinné, například 6.5); zadáno '{text}'"#
        case .inputZoomRangeShape: #"{parameter} '{text}': zadejte rozsah přiblížení, například 6-12"#
        case .inputZoomRangeOrder: #"{parameter} '{text}': první přiblížení nesmí být větší než druhé"#
        case .inputZoomRangeOutside: #"{parameter} {text} je mimo rozsah 0…{max}"#
        case .inputBearing: #"{parameter} musí být konečný počet stupňů, například 90 (východ nahoře) nebo -45; zadáno '{text}'"#
        case .inputViewSize: #"{parameter} musí být ŠÍŘKAxVÝŠKA v pixelech, každá 1…1 000 000, například 1024x768; zadáno '{text}'"#
        case .inputPaper: #"{parameter}: {reason}"#
        case .inputRegionUnknown: #"žádný region neodpovídá '{text}'; regiony: {list}"#
        case .inputParameterPrefix: #"{parameter}: {message}"#
        case .inputBox: #"{parameter} čeká ZÁPAD,JIH,VÝCHOD,SEVER ve stupních, například 14.2,49.9,14.7,50.2; chybný obdélník '{text}': {reason}"#
        case .inputBoxPartCount: #"má {n} {n|část|části|částí}, ne 4"#
        case .inputBoxNotNumber: #"'{part}' není číslo"#
        case .inputBoxLongitudes: #"zeměpisné délky musí být v rozsahu -180…180"#
        case .inputBoxLatitudes: #"zeměpisné šířky musí být v rozsahu -85…85"#
        case .inputBoxWestEast: #"západ ({west}) musí být menší než východ ({east})"#
        case .inputBoxSouthNorth: #"jih ({south}) musí být menší než sever ({north})"#
        case .inputCategoryUnknown: #"{parameter}: neznámá kategorie '{name}'; zdejší kategorie: {list}"#
        case .inputCoordinateShape: #"{parameter} čeká zeměpisnou šířku,délku ve stupních, například 49.8,15.5 nebo -33.9,18.4; zadáno '{text}'"#
        case .inputCoordinateNumber: #"{parameter} {text}: '{bad}' není počet stupňů; čeká se šířka,délka, například 49.8,15.5 nebo -33.9,18.4"#
        case .inputCoordinateRange: #"{parameter} {text} není poloha: šířka musí být v rozsahu -90…90 a délka v rozsahu -180…180"#
        case .inputNotEmpty: #"{parameter} nesmí být prázdné"#
        case .inputRange: #"{parameter} musí být v rozsahu {min}…{max}"#
        case .inputRangeGot: #"{parameter} musí být v rozsahu {min}…{max}; zadáno {value}"#
        case .inputNotNegative: #"{parameter} nesmí být záporné; zadáno {value}"#
        case .inputNeeds: #"{parameter} potřebuje {other}"#
        case .inputEitherOr: #"zadejte {a}, nebo {b}, ne obojí"#

        // MARK: Search
        case .searchRadiusNeedsNear: #"{parameter} potřebuje {near} ŠÍŘKA,DÉLKA nebo místo (střed)"#
        case .searchNearestNeedsNear: #"{parameter} potřebuje {near} ŠÍŘKA,DÉLKA nebo místo"#
        case .searchRadiusKm: #"{parameter} musí být počet km ≥ 0"#
        case .searchNoFavourites: #"Zatím nemáte žádná oblíbená místa: přidejte je příkazem `fav add <název nebo id>`."#
        case .searchNoMore: #"Další místa už neodpovídají (posun {offset})."#
        case .searchNoneFiltered: #"Těmto filtrům neodpovídá žádné místo."#
        case .searchNoMatch: #"Hledání '{text}' neodpovídá žádné místo."#
        case .searchNoMatchFiltered: #"Hledání '{text}' s těmito filtry neodpovídá žádné místo."#
        case .searchFavouritesMissing: #"{n} {n|oblíbené místo není|oblíbená místa nejsou|oblíbených míst není} v současném katalogu; `fav list` {n|ho|je|je} ukáže z uloženého snímku."#
        case .searchMore: #"Další s --offset {next}; podrobnosti: place <id>."#
        case .searchNearUnknown: #"{parameter}: žádné místo neodpovídá '{text}'; zadejte ŠÍŘKA,DÉLKA nebo id či název místa"#
        case .searchNearAround: #"V okolí: {name} ({position}):"#
        case .columnName: #"název"#
        case .columnCategory: #"kategorie"#
        case .columnRegion: #"region"#
        case .columnDistance: #"vzdálenost"#
        case .columnID: #"id"#
        case .columnCapital: #"hlavní město"#
        case .columnAreaKm2: #"rozloha km²"#
        case .columnPlaces: #"míst"#
        case .columnCommand: #"příkaz"#
        case .columnWhatItDoes: #"co dělá"#

        // MARK: Place
        case .placeFavouriteMark: #"★ oblíbené"#
        case .placeRowID: #"id"#
        case .placeRowAlso: #"také"#
        case .placeAlsoMore: #"… (další {n})"#
        case .placeRowRegion: #"region"#
        case .placeOutsideRegions: #"mimo regiony datové sady"#
        case .placeRowAddress: #"adresa"#
        case .placeRowPosition: #"poloha"#
        case .placeRowPopulation: #"obyvatel"#
        case .placeRowFavourite: #"oblíbené"#
        case .placeNotFavourite: #"ne — přidejte ho příkazem `fav add {id}`"#
        case .placeSnapshotOnly: #"Není v současném katalogu: zobrazeno z uloženého snímku oblíbeného místa."#
        case .placeSnapshotCatalogueFailed: #"Katalog se nepodařilo načíst: zobrazeno z uloženého snímku oblíbeného místa."#
        case .placeSaved: #"uloženo {date}"#
        case .placeChanged: #", změněno {date}"#
        case .placeRowNote: #"poznámka"#
        case .placeRowTags: #"štítky"#
        case .placeRowSinceSaved: #"od uložení"#
        case .placeRefreshHint: #"{changes} (`fav refresh` snímek obnoví)"#

        // MARK: Regions
        case .regionsSummary: #"{n} {n|region|regiony|regionů}, {area} km², {places} {places|místo|místa|míst}"#
        case .regionAlso: #"také"#
        case .regionCapital: #"hlavní město"#
        case .regionArea: #"rozloha"#
        case .regionAreaComputed: #"{area} km² (vypočteno)"#
        case .regionAreaOfficial: #", {area} km² (úředně)"#
        case .regionNeighbours: #"sousedé"#
        case .regionPlaces: #"míst"#
        case .regionLargest: #"největší"#
        case .whereInside: #"{position}: {name} ({id})"#
        case .whereOutside: #"{position}: mimo všechny regiony datové sady {dataset}"#
        case .whereNearest: #" (nejbližší: {name}, vzdálenost {distance})"#

        // MARK: REPL and errors around commands
        case .replBanner: #"Regio — {summary} Napište help pro seznam příkazů, quit nebo Ctrl-D pro konec."#
        case .replDatasetSummary: #"{dataset}: {regions} {regions|region|regiony|regionů}, {places} {places|místo|místa|míst}."#
        case .replDatasetFailed: #"Datovou sadu se nepodařilo načíst; `regions` ukáže proč."#
        case .replHelpRow: #"Tento seznam, nebo nápověda k jednomu příkazu."#
        case .replQuitRow: #"Konec (také Ctrl-D)."#
        case .errorPrefix: #"chyba:"#
        case .notePrefix: #"poznámka:"#
        case .splitUnclosedQuote: #"uvozovky nejsou uzavřené"#
        case .splitLineTooLong: #"řádek je příliš dlouhý: {length} znaků, nejvýš smí mít {limit}"#
        case .splitTooManyWords: #"příliš mnoho slov: {count}, jeden příkaz smí mít nejvýš {limit}"#
        case .langInvalid: #"--lang musí být kód jazyka, například cs, en, de nebo pt-BR, ne '{text}'"#

        // MARK: Help: search
        case .helpSearchNear: #"Upřednostnit místa poblíž (poloha, nebo místo podle id či názvu: --near karlstejn) a ukázat vzdálenost."#
        }
    }
}
