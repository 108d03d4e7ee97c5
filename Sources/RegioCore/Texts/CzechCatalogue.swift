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
        case .unitDegrees: #"stupňů"#

        // MARK: Categories of places
        case .categoryTown: #"obec"#
        case .categoryCastle: #"hrad"#
        case .categoryChateau: #"zámek"#
        case .categoryRuin: #"zřícenina"#
        case .categoryLookoutTower: #"rozhledna"#
        case .categoryMuseum: #"muzeum"#
        case .categoryInformationCentre: #"informační centrum"#
        case .categoryPOI: #"zajímavost"#
        case .categoryPeak: #"vrchol"#
        case .categoryViewpoint: #"vyhlídka"#
        case .categoryAttraction: #"atrakce"#
        case .categoryMonument: #"pomník"#
        case .categoryChurch: #"kostel"#
        case .categoryCave: #"jeskyně"#
        case .categoryWaterfall: #"vodopád"#
        case .categoryHut: #"horská chata"#
        case .categoryStreet: #"ulice"#
        case .helpSearchCSV: #"Vypsat výsledky jako CSV podle RFC 4180 pro tabulkový procesor (řádek záhlaví, pak řádek na místo, názvy podle --lang)."#
        case .helpHistoryCSV: #"Vypsat každý pokus jako CSV podle RFC 4180 pro tabulkový procesor (řádek záhlaví, pak řádek na pokus)."#
        case .csvNotWithJSON: #"--csv i --json určují formát výstupu; zadejte jen jedno z nich."#
        case .fileNoSuchFile: #"nelze přečíst: soubor neexistuje"#
        case .fileNoPermission: #"nelze přečíst: chybí oprávnění ke čtení"#
        case .fileCannotBeRead: #"nelze přečíst: {reason}"#
        case .fileIsFolder: #"nelze přečíst: je to složka, ne soubor"#
        case .fileTooLarge: #"soubor má {size}; limit pro {kind} je {limit}"#
        case .inputTooLarge: #"vstup má víc než {limit}, což je limit pro {kind}"#
        case .dataMoreProblems: #"(další problémy nejsou vypsány; nejdřív opravte tyto)"#
        case .datasetNotAFolder: #"není složka datové sady (neexistuje, nebo to není složka)"#
        case .limitDatasetFile: #"soubor datové sady"#
        case .limitManifest: #"manifest"#
        case .limitFacts: #"soubor faktů"#
        case .limitCatalogue: #"katalog míst"#
        case .limitQuiz: #"soubor kvízu"#
        case .limitStyle: #"styl mapy"#
        case .limitFavourites: #"import oblíbených míst"#
        case .limitSettings: #"soubor nastavení"#
        case .limitHistory: #"historii REPL"#
        case .limitBuilderSource: #"zdroj datové sady"#
        case .helpFavExportDiscussion: #"""
            Přenese se vše, co Regio uchovává (id, kategorie, region, poznámka, štítky, časy), takže se export naimportuje zpět beze změny; mapy a GPS aplikace ukážou název, polohu a poznámku. CSV (RFC 4180, s řádkem záhlaví) je pro tabulkové procesory. Formát určí --format, jinak přípona souboru --out, jinak GPX. Příklady:
              fav export --format gpx --out favourites.gpx
              fav export --format kml > favourites.kml
              fav export --out trip.geojson --tag trip
              fav export --out favourites.csv
            """#
        case .helpFavExportFormat: #"Formát (výchozí: podle přípony souboru --out, jinak GPX)."#
        case .helpFavExportOut: #"Zapsat do tohoto souboru (výchozí: standardní výstup)."#
        case .helpFavExportRegion: #"Jen oblíbená místa v tomto regionu (id nebo název)."#
        case .helpFavExportTag: #"Jen oblíbená místa s tímto štítkem."#
        case .helpFavImportDiscussion: #"""
            Body trasy GPX 1.1, místa KML s bodem (Point), body GeoJSON, řádky CSV se sloupci latitude a longitude. Exporty Regia se vrátí beze změny; body z jiných aplikací dostanou id ze svého názvu a polohy, takže druhý import téhož souboru nic nepřidá. Příklady:
              fav import favourites.gpx
              fav import "My Places.kml"
              fav import points.json --format geojson
              fav import favourites.csv
            """#
        case .helpFavImportFile: #"Soubor ke čtení."#
        case .helpFavImportFormat: #"Formát (výchozí: podle přípony nebo obsahu)."#
        case .helpFavImportPartial: #"U poškozeného souboru GPX nebo KML: naimportovat, co je před poškozením, a říct, kolik se ztratilo."#
        case .datasetMissingInputFetch: #"{what} není v mezipaměti ({path}): stáhněte ho příkazem `{fetch}` (v repozitáři Regia), nebo ho zadejte pomocí {option} SOUBOR"#
        case .datasetMissingInput: #"{what} nenalezen: {path} ({option})"#
        case .datasetUnknownCountry: #"'{code}' není kód země podle ISO 3166-1"#
        case .datasetUnknownCountryClosest: #"'{code}' není kód země podle ISO 3166-1; nejbližší: {closest}"#
        case .datasetNoRegions: #"Natural Earth nemá pro {country} žádné regiony první úrovně (admin-1)"#
        case .datasetNoCountries: #"zadejte aspoň jeden kód země podle ISO (například AT), nebo --world"#
        case .datasetCountriesOrWorld: #"zadejte kódy zemí, nebo --world, ne obojí"#
        case .datasetOutput: #"datovou sadu nelze zapsat do {path}: {reason}"#
        case .datasetOutputIsFile: #"je to soubor, ne složka"#
        case .datasetOutputNotWritable: #"do složky nelze zapisovat"#
        case .osmNotOSM: #"{file} není výřez OpenStreetMap (.osm.pbf ani .osm XML); GDAL ho čte jako vrstvy {layers}"#
        case .osmNoDataInBox: #"{file} nemá uvnitř obdélníku datové sady ({box}) žádné silnice, železnice, vodní toky, plochy ani místa: není to výřez jiné země?"#
        case .osmTruncated: #"{file} je useknutý: blok na bajtu {offset} potřebuje {needed} bajtů a soubor končí na bajtu {size} (nedokončené stahování?)"#
        case .osmBlockTooLarge: #"{file} je poškozený: {part} bloku na bajtu {offset} má {size} bajtů, víc než limit formátu PBF {limit} bajtů"#
        case .osmBadCompression: #"{file} je poškozený: data zlib bloku na bajtu {offset} nejdou rozbalit ({reason})"#
        case .osmDamagedBlock: #"{file} je poškozený: blok na bajtu {offset} nejde přečíst ({reason})"#
        case .osmUnsupportedCompression: #"{file}: blok na bajtu {offset} je komprimovaný {compression}, který čtečka OSM v GDAL nečte; překomprimujte soubor do zlib (osmium cat -o novy.osm.pbf)"#
        case .osmUnsupportedFeature: #"{file} vyžaduje od čtečky podporu „{feature}“, kterou čtečka Regia nemá"#
        case .osmHistoryFile: #"{file} je soubor historie OpenStreetMap (všechny verze všech objektů, vlastnost HeaderBlock HistoricalInformation), ne výřez: použijte aktuální výřez (.osm.pbf)"#
        case .osmChangeFile: #"{file} je soubor změn OpenStreetMap (osmChange, .osc: úpravy pro databázi), ne výřez: použijte aktuální výřez (.osm.pbf)"#
        case .datasetSummary: #"{name}: {regions} {regions|region|regiony|regionů} ({iso} s id podle ISO 3166-2), {places} {places|místo|místa|míst} ({nearest} s nejbližším regionem, {leftOut} vynecháno), {countries} {countries|země|země|zemí} kolem, názvy v {languages} {languages|jazyce|jazycích|jazycích} → {output}"#
        case .datasetOwnWater: #"  vaše vody ({credit}): {rivers} {rivers|linie řek|linie řek|linií řek} a {lakes} {lakes|jezero|jezera|jezer}; nahrazují {replacedRivers} {replacedRivers|linii řek|linie řek|linií řek} a {replacedLakes} {replacedLakes|jezero|jezera|jezer} GSHHG"#
        case .datasetBasemap: #"podkladová mapa: {rivers} {rivers|linie řek|linie řek|linií řek}, {lakes} {lakes|jezero|jezera|jezer}, reliéf {width}×{height} ({relief}), {kb} KB v basemap.gpkg a relief.tif"#
        case .placeFactFounded: #"založen {year}"#
        case .placeFactHeight: #"výška {m} m"#
        case .placeFactElevation: #"{m} m n. m."#
        case .placeFactNationalMonument: #"národní kulturní památka"#
        case .placeRowFacts: #"fakta"#
        case .datasetSights: #"Památky: {castles} {castles|hrad, zámek či zřícenina|hrady, zámky a zříceniny|hradů, zámků a zřícenin} (Wikidata) a {towers} {towers|rozhledna|rozhledny|rozhleden} (OpenStreetMap; {unnamed} bez jména vynecháno) v sights.geojson"#
        case .datasetOSM: #"OpenStreetMap ({file}): {roads} {roads|silnice|silnice|silnic}, {railways} {railways|železniční trať|železniční tratě|železničních tratí}, {waterways} {waterways|vodní tok|vodní toky|vodních toků}, {areas} {areas|plocha|plochy|ploch} v basemap.gpkg; {places} {places|místo|místa|míst} v osm-places.geojson (vynecháno {merged} {merged|obec|obce|obcí}, které už má GeoNames)"#
        case .datasetOSMLeftOut: #"; vynecháno: {duplicates} {duplicates|místo zmapované|místa zmapovaná|míst zmapovaných} dvakrát, {ways} {ways|cesta|cesty|cest} a {relations} {relations|multipolygon|multipolygony|multipolygonů} s členy, které v souboru chybí (okraj výřezu), {skipped} {skipped|nečitelný objekt|nečitelné objekty|nečitelných objektů}"#
        case .datasetBasemapNoLakes: #" (v mezipaměti nejsou polygony jezer: vrstva lakes je prázdná)"#
        case .datasetBasemapForests: #", {forests} polygonů lesa (MODIS)"#
        case .datasetBasemapNoForests: #" (v mezipaměti chybí krajinný pokryv: mapy nebudou mít lesy; získá ho {fetch})"#
        case .datasetBasemapMissing: #"podkladová mapa vynechána: {path} nenalezeno (spusťte {fetch})"#
        case .datasetCountryMatched: #"{code} {name}: {matched} z {regions} regionů odpovídá ISO 3166-2"#
        case .datasetWithoutISO: #"; bez kódu ISO: {list}"#
        case .datasetISOWithoutRegion: #"; kódy ISO bez regionu: {list}"#
        case .datasetListMore: #"{list} a {n} {n|další|další|dalších}"#
        case .datasetOpenWith: #"Otevřete ji příkazem: regio --data {folder} regions"#
        case .datasetProgress: #"sestavuji: {stage}"#
        case .datasetStageRegions: #"regiony"#
        case .datasetStageNeighbours: #"sousední země"#
        case .datasetStageBasemap: #"podkladová mapa"#
        case .datasetStageOSMCheck: #"kontrola výřezu OpenStreetMap (MB)"#
        case .datasetStageOSM: #"výřez OpenStreetMap"#
        case .datasetStagePlaces: #"místa"#
        case .datasetStageSnapshot: #"snímek míst"#
        case .helpDatasetBuildDiscussion: #"""
            Čte Natural Earth (scripts/fetch-natural-earth) a GeoNames (scripts/fetch-geonames) ze složky mezipaměti ($XDG_CACHE_HOME/regio, jinak ~/.cache/regio), nebo ze zadaných souborů; kódy ISO 3166-2 a přeložené názvy z debianího balíku iso-codes. Příklady:
              dataset build AT --out datasets/at
              dataset build US --out datasets/us --json
              dataset build --world --out datasets/world
            """#
        case .helpDatasetCountries: #"Kódy zemí podle ISO 3166-1 (AT, PL, US …)."#
        case .helpDatasetWorld: #"Všechny země světa (asi 4 500 regionů a 235 000 míst)."#
        case .helpDatasetOut: #"Složka datové sady k zápisu (výchozí: datasets/<kódy> nebo datasets/world)."#
        case .helpDatasetGeoNames: #"GeoNames cities500.json (výchozí: ze složky mezipaměti)."#
        case .helpDatasetGeoPackage: #"Natural Earth world_map.gpkg (výchozí: ze složky mezipaměti)."#
        case .helpDatasetFacts: #"Soubor faktů s hlavními městy a úředními rozlohami (viz data/facts/cz-regions.json)."#
        case .helpDatasetDEM: #"Vlastní výškový model (jakýkoli rastr, který GDAL čte, např. GeoTIFF SRTM nebo Copernicus, v libovolném souřadnicovém systému) pro relief.tif místo ETOPO5. Musí mít souřadnicový systém a pokrývat regiony; kde nemá data, reliéf není."#
        case .helpDatasetDEMCredit: #"Uvedení zdroje reliéfu na mapách s --dem (výchozí: název souboru)."#
        case .helpDatasetWater: #"Vlastní řeky a jezera (Shapefile, GeoPackage, GeoJSON, cokoli vektorového, co GDAL čte; lze opakovat): linie do řek, polygony do jezer, pojmenované podle pole name; přidají se k GSHHG, a kde mají obě totéž, platí vaše."#
        case .helpDatasetWaterCredit: #"Uvedení zdroje řek a jezer z --water na mapách (výchozí: názvy souborů)."#
        case .helpDatasetOSM: #"Výřez OpenStreetMap (.osm.pbf nebo .osm): silnice, železnice, vodní toky, vody, lesy a zástavba do basemap.gpkg, vrcholy a turistická místa do míst (viz docs/osm-tags.md)."#
        case .helpTilesDiscussion: #"""
            Dlaždice ukazují regiony (vybraný zvýrazněný), okolní země, města, další načtená místa (od přiblížení 9) a vaše oblíbená místa. Nejdřív se vypíše počet dlaždic; na terminálu se ukazuje ukazatel průběhu se zbývajícím časem. Kreslí obě jádra. Dlaždice, které už existují, se přeskočí, takže přerušený běh pokračuje tam, kde skončil; --force je nakreslí znovu. Bez --out jdou dlaždice do složky tiles/ v aktuálním adresáři. Příklady:
              tiles --region vysocina --zoom 6-11                 do tiles/
              tiles --region CZ-64 --zoom 6-12 --out jm.mbtiles   jeden soubor MBTiles 1.3
              tiles --bbox 14.2,49.9,14.7,50.2 --zoom 10-14 --scale 2 --out praha@2x
              tiles --region CZ-63 --zoom 8-10 --palette --force  8bitová PNG, vše znovu
            """#
        case .helpTilesRegion: #"Region (id nebo název)."#
        case .helpTilesBox: #"Obdélník ve stupních."#
        case .helpTilesZoom: #"Úrovně přiblížení, např. 6-12 (0–20)."#
        case .helpTilesScale: #"Hustota pixelů: 2 pro displeje s vysokým rozlišením (dvakrát víc pixelů, stejná plocha)."#
        case .helpTilesSize: #"Šířka dlaždice v pixelech stylu: 512 ukáže podrobnosti dalšího přiblížení."#
        case .helpTilesPalette: #"8bitová PNG s paletou (asi třetinová velikost)."#
        case .helpTilesOut: #"Kam zapsat: složka (z/x/y.png) nebo soubor s příponou .mbtiles."#
        case .helpTilesForce: #"Nakreslit znovu všechny dlaždice, i ty, které už existují."#
        case .helpTilesStyle: #"Soubor stylu (JSON nad standardním stylem)."#
        case .helpOfflineDiscussion: #"""
            10 km kolem každého oblíbeného místa, 3 km, celý region:
              offline pack --favourites --zoom 8-14 --out mine.mbtiles
              offline pack --favourites --zoom 10-15 --radius 3 --out walk.mbtiles
              offline pack --region vysocina --zoom 6-12 --out vysocina.mbtiles
            """#
        case .helpOfflinePackDiscussion: #"""
            S --favourites balíček obsahuje dlaždice do --radius km (výchozí 10) od každého oblíbeného místa; s --region všechny dlaždice nad regionem a --radius km kolem něj. Stejně jako `tiles` balíček navazuje: dlaždice, které už v souboru jsou, zůstanou, pokud nezadáte --force. Příklady:
              offline pack --favourites --zoom 8-14 --out mine.mbtiles
              offline pack --region CZ-63 --zoom 6-12 --radius 5 --out kraj.mbtiles --json
            """#
        case .helpOfflineFavourites: #"Dlaždice kolem vašich oblíbených míst."#
        case .helpOfflineRegion: #"Dlaždice nad regionem (id nebo název)."#
        case .helpOfflineRadius: #"Kilometry kolem každého oblíbeného místa (výchozí 10), nebo kolem regionu (výchozí 0)."#
        case .helpQuizHistoryDiscussion: #"""
            Nejlepší, poslední a průměrný výsledek počítají každý dokončený pokus, i opakování chybných otázek (jeho vlastním procentem, označeným „opakování chybných“, je-li nejlepší nebo poslední). Řádky jsou číslované podle pokusů vypsaného kvízu. Příklady:
              quiz history
              quiz history cz-64-south-moravia
              quiz history CZ-31 --json
              quiz history --csv > attempts.csv
            """#
        case .helpQuizHistoryQuery: #"Id kvízu, nebo id či název regionu."#

        // MARK: Errors of typed input (UserInput)
        case .inputNumber: #"{parameter} musí být číslo ({unit}), například 10 nebo 2.5; zadáno '{text}'"#
        case .inputInteger: #"{parameter} musí být celé číslo v rozsahu {min}…{max}; zadáno '{text}'"#
        case .inputMapScale: #"{parameter} musí být měřítko jako 1:15000, od 1:{min} do 1:{max}; zadáno '{text}'"#
        case .mapScaleWithView: #"{scale} určuje měřítko tištěné stránky; pohled ({center} a {zoom}) má vlastní: zadejte jen jedno z nich"#
        case .helpMapScale: #"Kreslit v tomto měřítku (1:15000) se středem v tom, co mapa ukazuje; kolik se vejde, určí stránka. Bez něj mapa ukáže celou oblast."#
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
        case .inputBoxLatitudes: #"zeměpisné šířky musí být v rozsahu -{max}…{max}"#
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
        case .searchFavouritesMissing: #"{n} {n|oblíbené místo není|oblíbená místa nejsou|oblíbených míst není} v současném katalogu: {n|je ukázáno|jsou ukázána|jsou ukázána} z uloženého snímku."#
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
        case .regionAreaComputed: #"{area} km² (vypočteno z polygonu)"#
        case .regionAreaOfficial: #"{area} km² (úřední)"#
        case .regionsAreasOfficial: #"Rozlohy jsou úřední (z údajů datové sady)."#
        case .regionsAreasComputed: #"* vypočteno z polygonu regionu (datová sada úřední rozlohu nemá); ostatní jsou úřední."#
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
        case .splitLineTooLarge: #"řádek je příliš dlouhý: přes {bytes} bajtů, nejvýš smí mít {limit} znaků"#
        case .splitTooManyWords: #"příliš mnoho slov: {count}, jeden příkaz smí mít nejvýš {limit}"#
        case .langInvalid: #"--lang musí být kód jazyka, například cs, en, de nebo pt-BR, ne '{text}'"#

        // MARK: Help: search
        case .helpSearchNear: #"Upřednostnit místa poblíž (poloha, nebo místo podle id či názvu: --near karlstejn) a ukázat vzdálenost."#

        // MARK: Quiz: the quiz's own words
        case .quizQuestions: #"{n} {n|otázka|otázky|otázek}"#
        case .quizTries: #"{n} {n|pokus|pokusy|pokusů}"#
        case .quizPoints: #"{n} {n|bod|body|bodů|bodu}"#
        case .quizPassMark: #"k úspěchu {percent} %"#
        case .quizModeImmediate: #"jeden pokus na otázku, vyhodnocení hned"#
        case .quizModeInteractive: #"až {tries} na otázku; každý špatný pokus stojí {cost} % jejích bodů"#
        case .quizModeDeferred: #"odpovědi se vyhodnotí až na konci"#
        case .quizModeLine: #"{questions} · {mode} · {pass}"#
        case .quizHowToAnswer: #"Odpovídejte číslem nebo prvními písmeny možnosti; přeskočit otázku přeskočí, konec kvíz přeruší (místo se uloží)."#
        case .quizRetakeMissed: #"Opakování chybných otázek"#
        case .quizRetakeRound: #"Opakování {round}"#
        case .quizProgress: #"Otázka {number}/{total}"#
        case .quizAnswerPrompt: #"Odpověď (1–{count}, přeskočit, konec): "#
        case .quizRight: #"Správně"#
        case .quizWrong: #"Špatně"#
        case .quizSkipped: #"Přeskočeno"#
        case .quizNoted: #"Zaznamenáno."#
        case .quizTheAnswerIs: #"Správná odpověď je {answer}."#
        case .quizTryAgain: #"Tahle to není. Zbývá {tries}."#
        case .quizEarned: #"{points} z {max} {max|bodu|bodů|bodů|bodu}"#
        case .quizAmbiguous: #"'{input}' odpovídá více možnostem ({options}): napište víc, nebo číslo."#
        case .quizUnknownAnswer: #"'{input}' není žádná z možností: napište 1–{count}, začátek možnosti, přeskočit nebo konec."#
        case .quizNoSuchOption: #"Taková možnost není: vyberte 1–{count}."#
        case .quizAlreadyTried: #"Možnost {option} už jste zkusili; vyberte jinou."#
        case .quizResumedAt: #"Pokračujete v rozehraném pokusu z {date} otázkou {number}/{total}."#
        case .quizResumed: #"Pokračujete v rozehraném pokusu z {date}."#
        case .quizStartOverHint: #"(quiz {id} --new začne znovu)"#
        case .quizStoppedAt: #" u otázky {number}/{total}"#
        case .quizInputEnded: #"Vstup skončil"#
        case .quizStopped: #"Přerušeno"#
        case .quizAnswersSaved: #". Odpovědi jsou uložené: quiz {id} naváže."#
        case .quizResult: #"Výsledek"#
        case .quizCounts: #"{right} správně · {wrong} špatně · {skipped} přeskočeno, z {n} {n|otázky|otázek|otázek}"#
        case .quizScore: #"Body: {points} z {max} ({percent} %)"#
        case .quizPassed: #"splněno"#
        case .quizFailed: #"nesplněno"#
        case .quizPassMarkSummary: #"hranice {percent} %"#
        case .quizMissedHeader: #"K zopakování:"#
        case .quizAnswersHeader: #"Vaše odpovědi:"#
        case .quizYourAnswer: #"vaše odpověď"#
        case .quizCorrectAnswer: #"správně"#
        case .quizNotAnswered: #"přeskočeno"#
        case .quizRetakeAll: #"a = všechny otázky ({n})"#
        case .quizRetakeMissedChoice: #", m = jen chybné ({n})"#
        case .quizRetakeQuestion: #"Hrát znovu? {all}{missed}, n = ne: "#
        case .quizRetakeHelp: #"Napište a, m nebo n."#
        case .quizYesOrNo: #"Napište a nebo n."#
        case .quizWatchedVideo: #"Zhlédli jste „{title}“{duration}."#
        case .quizOfferQuiz: #"Spustit kvíz „{title}“ ({questions}{unfinished}) hned? [A/n] "#
        case .quizHalfDone: #", rozehraný"#
        case .quizNoQuizForVideo: #"K regionu tohoto videa zatím žádný kvíz není."#
        case .quizMaybeLater: #"Třeba později:"#
        case .quizRanking: #"Hodnocení"#
        case .quizPickAll: #"Vyberte všechny správné možnosti: čísla jako 1 3 nebo 1,3."#
        case .quizPickAny: #"Platí kterákoli správná možnost; můžete zadat i víc: 1 3 nebo 1,3."#
        case .quizOneOptionOnly: #"Tato otázka má jednu odpověď: vyberte jedno číslo."#
        case .quizWhichRegion: #"Video je o více regionech. Kvíz kterého z nich?"#
        case .quizNoQuizYet: #"zatím bez kvízu"#

        // MARK: Quizzes, history, import, generate
        case .quizzesNone: #"Tato datová sada nemá žádné kvízy."#
        case .quizzesNoneInRegion: #"O tomto regionu zatím žádný kvíz není."#
        case .columnQuestions: #"otázek"#
        case .columnBest: #"nejlépe"#
        case .columnTitle: #"název"#
        case .quizzesYours: #"váš"#
        case .quizzesSynced: #"stažený"#
        case .quizzesSummary: #"{n} {n|kvíz|kvízy|kvízů}"#
        case .quizzesUnfinishedHint: #"; ▶ rozehrané: `quiz <id>` pokračuje, kde jste skončili"#
        case .quizzesTakeHint: #". `quiz <id|region>` spustí kvíz."#
        case .historyNone: #"Zatím žádné pokusy: `quizzes` vypíše kvízy, `quiz <id>` jeden spustí."#
        case .historyNoneForQuiz: #"Zatím žádné pokusy: `quiz {id}` spustí první."#
        case .columnQuiz: #"kvíz"#
        case .columnAttempts: #"pokusů"#
        case .columnLast: #"naposled"#
        case .columnAverage: #"průměr"#
        case .columnUnfinished: #"rozehráno"#
        case .columnStarted: #"začátek"#
        case .columnMode: #"režim"#
        case .columnRight: #"správně"#
        case .columnWrong: #"špatně"#
        case .columnSkipped: #"přeskočeno"#
        case .columnPoints: #"body"#
        case .columnScore: #"skóre"#
        case .columnResult: #"výsledek"#
        case .historyAtQuestion: #"u otázky {number}/{total}"#
        case .historySummary: #"nejlépe {best} · naposled {last} · průměr {average}"#
        case .historyMissed: #"{n} {n|chybná|chybné|chybných}"#
        case .historyRetakeMark: #" (opakování chybných)"#
        case .historyUnfinishedAt: #"rozehráno, u otázky {number}"#
        case .historyAbandoned: #"opuštěno"#
        case .modeImmediate: #"hned"#
        case .modeInteractive: #"interaktivně"#
        case .modeDeferred: #"na konci"#
        case .quizNotImported: #"neimportováno: {problem}"#
        case .quizImportedAbout: #", o regionu {region}"#
        case .quizImported: #"Importováno {id}: „{title}“, {questions}{region}. Spustíte ho příkazem `quiz {id}`."#
        case .quizLeftOut: #"vynecháno: {what}"#
        case .quizGeneratedHeader: #"{title} ({id}, varianta {seed})"#
        case .quizGeneratedSummary: #"{questions} z datové sady; ✓ označuje odpověď."#
        case .quizManyInRegion: #"o tomto regionu {n|je|jsou|je} {n} {n|kvíz|kvízy|kvízů}; `quizzes {region}` je vypíše"#
        case .quizOptionsForNewAttempt: #"{options} {n|platí|platí|platí} jen pro nový pokus; přidejte --new a začněte znovu"#
        case .quizTriesRange: #"--tries musí být od 1 do 10, ne {n}"#
        case .quizTriesMode: #"--tries platí pro --mode interactive, ne {mode}"#
        case .quizPassRange: #"--pass musí být procento od 0 do 100, ne {n}"#
        case .quizPlay: #"quiz {id}"#

        // MARK: Favourites
        case .favChangeRenamed: #"přejmenováno z {from} na {to}"#
        case .favChangeMoved: #"posunuto o {metres} m"#
        case .favChangeRecategorised: #"nyní {to} (dříve {from})"#
        case .favChangeRegion: #"region {from} → {to}"#
        case .favNeedPlace: #"zadejte id nebo název místa, například `fav add karlstejn`"#
        case .favNoPlaceMatches: #"žádné místo neodpovídá '{text}'; zkuste `search {text}` s méně písmeny, nebo přidejte katalog pomocí {places} SOUBOR"#
        case .favNoPlaceMatchesID: #"žádné místo neodpovídá '{text}' (ani jako id v katalogu); zkuste `search {text}` s méně písmeny, nebo přidejte katalog pomocí {places} SOUBOR"#
        case .favSeveralNamed: #"{n} {n|oblíbené místo se jmenuje|oblíbená místa se jmenují|oblíbených míst se jmenuje} '{text}'; zadejte id: {ids}"#
        case .favNoSuchFavourite: #"žádné oblíbené místo s id '{text}' (viz `fav list`)"#
        case .favCannotWrite: #"nelze zapsat {file}: {reason}"#
        case .favCatalogueUnchecked: #"katalog míst nelze načíst, oblíbená místa jsou proto ukázána z uložených snímků, bez kontroly: {error}"#
        case .favNoneMatch: #"Žádné oblíbené místo neodpovídá."#
        case .favNoneYet: #"Zatím žádná oblíbená místa. Přidejte je příkazem `fav add <název nebo id>` (místa najde `search`)."#
        case .favCount: #"{n} {n|oblíbené místo|oblíbená místa|oblíbených míst}"#
        case .favChangedCount: #"{n} {n|změněno|změněna|změněno} v katalogu"#
        case .favRemovedCount: #"{n} {n|není|nejsou|není} v katalogu, {n|zachováno|zachována|zachováno} ze snímku"#
        case .columnNote: #"poznámka"#
        case .columnTags: #"štítky"#
        case .columnStatus: #"stav"#
        case .favRefreshHint: #"`fav refresh` pořídí nové snímky změněných míst."#
        case .favStatusOK: #"v pořádku"#
        case .favStatusImported: #"importovaný bod"#
        case .favStatusRemoved: #"odstraněno z katalogu"#
        case .favStatusNotLoaded: #"teď nenačteno ({source})"#
        case .favNotLoadedCount: #"{n} teď nenačteno"#
        case .favStatusUnchecked: #"nezkontrolováno"#
        case .favPickOutOfRange: #"--pick {pick}: hledání '{text}' našlo jen {n} {n|místo|místa|míst}:"#
        case .favNothingAdded: #"Nic nepřidáno."#
        case .favNoneChosen: #"pro '{text}' nebylo vybráno žádné místo"#
        case .favAlreadySnapshotKept: #"★ {name} už je oblíbené místo (katalog ho nemá; snímek zůstává)"#
        case .favNoteTagsUpdated: #"; poznámka a štítky změněny."#
        case .favAdded: #"★ Přidáno {label} — {id}"#
        case .favUpdated: #"★ Změněno {label} — {id} (už bylo oblíbené; snímek obnoven)"#
        case .favNoteLine: #"  poznámka: {note}"#
        case .favTagsLine: #"  štítky: {tags}"#
        case .favNoneToExport: #"žádná oblíbená místa k exportu; soubor žádná nemá"#
        case .favNoneToExportFiltered: #"s těmito filtry žádná oblíbená místa k exportu; soubor žádná nemá"#
        case .favExported: #"Exportováno {n} {n|oblíbené místo|oblíbená místa|oblíbených míst} do {file} ({format})."#
        case .favMoreLeftOut: #"… a dalších {n} vynecháno"#
        case .favImported: #"Importováno {n} {n|oblíbené místo|oblíbená místa|oblíbených míst} ze souboru {file}: nová {added}, změněná {updated}"#
        case .favImportedLeftOut: #"; {n} vynecháno (viz poznámky)."#
        case .favNoteMissing: #"zadejte poznámku za id, například `fav note {id} v pondělí zavřeno` ("" ji smaže)"#
        case .favNoteCleared: #"Poznámka u {name} smazána."#
        case .favNoteSet: #"Poznámka u {name}: {note}"#
        case .favAllUpToDate: #"Snímky všech oblíbených míst jsou aktuální."#
        case .favRefreshed: #"Obnoveno {n} {n|oblíbené místo|oblíbená místa|oblíbených míst} z katalogu."#
        case .favRefreshKept: #" {n} mimo katalog {n|si ponechalo|si ponechala|si ponechalo} snímek."#
        case .favRemoved: #"{name} ({id}) odebráno z oblíbených."#
        case .pickSeveral: #"Hledání '{text}' odpovídá více míst:"#
        case .pickWhich: #"Které? {min}–{max}, Enter zruší: "#
        case .pickTypeNumber: #"Napište číslo od 1 do {n}, nebo Enterem zrušte."#
        case .pickNotOne: #"{pick} není žádné z míst, která hledání '{text}' našlo ({n}):"#
        case .pickChoose: #"hledání '{text}' našlo {n} {n|místo|místa|míst}; vyberte jedno pomocí --pick N (nebo zadejte id):"#

        // MARK: Clusters
        case .selectionAll: #"všechna místa"#
        case .selectionCategories: #"{n|kategorie|kategorie|kategorie} {list}"#
        case .selectionFavourites: #"oblíbená místa"#
        case .selectionFavouritesIn: #"oblíbená místa v: {kinds}"#
        case .clustersLevel: #"úroveň přiblížení {level}"#
        case .clustersLevelZoom: #" (přiblížení {zoom})"#
        case .clustersEveryPlace: #", každé místo zvlášť"#
        case .clustersHeader: #"Shluky na úrovni: {level}; {width}×{height} px kolem {centre}, natočení {bearing}; {selection}"#
        case .clustersNothing: #"V tomto výřezu nic není."#
        case .clustersNoFavourites: #" Zatím nemáte žádná oblíbená místa."#
        case .clustersTryOther: #" Zkuste menší --zoom, jiný --center, nebo clusters bez voleb, které ukáže všechna místa."#
        case .columnCentre: #"střed"#
        case .columnLabel: #"popisek"#
        case .columnCategories: #"kategorie"#
        case .columnPosition: #"poloha"#
        case .columnPlace: #"místo"#
        case .clusterCount: #"{n} {n|shluk|shluky|shluků}"#
        case .singleCount: #"{n} {n|samostatné místo|samostatná místa|samostatných míst}"#
        case .placeCount: #"{n} {n|místo|místa|míst}"#
        case .clustersSummary: #"{clusters} a {singles}: ve výřezu {places}. Shluk otevře: cluster <id>{arguments}"#
        case .clusterHeader: #"Shluk {id}: {places} kolem {centre}, popisek {label} ({categories})"#
        case .clusterPlaceHeader: #"Místo {id}: {label} ({categories}) na {centre}"#
        case .clusterFilter: #"Filtr: {selection}"#
        case .clusterSplits: #"Rozpadne se při přiblížení {zoom} na {n}:"#
        case .clusterSingle: #"Samostatné místo, ne shluk."#
        case .clusterNoneShown: #"Žádná místa nezobrazena (--limit 0)."#
        case .clusterNoneFrom: #"Od {from} dál žádná místa: shluk jich má {total} (--offset 0…{last})."#
        case .clusterPlacesRange: #"Místa {from}–{to} z {total}:"#
        case .clusterNext: #"Další: cluster {id} --offset {next}{limit}{arguments}"#

        // MARK: Maps and tiles
        case .mapLandscape: #"na šířku"#
        case .mapPortrait: #"na výšku"#
        case .mapVectorPDF: #"vektorové PDF"#
        case .mapPixelsAtDPI: #"{width}×{height} px při {dpi} dpi"#
        case .mapWrote: #"Zapsáno {file}: {page}, měřítko 1:{scale}, {bytes} za {seconds}"#
        case .mapPlacesConflict: #"--places {a} a --places {b}: zadejte jen jedno z towns, pois, clusters, none"#
        case .mapLandscapePortrait: #"--landscape a --portrait nelze zadat zároveň"#
        case .tilesWrote: #"Zapsáno {n} {n|dlaždice|dlaždice|dlaždic} do {path}"#
        case .tilesAlreadyThere: #" ({n} už existovalo)"#
        case .tilesFile: #": soubor {bytes}"#
        case .tilesPlan: #"{n} {n|dlaždice|dlaždice|dlaždic}: {title}, přiblížení {from}–{to} → {path}"#
        case .tilesZoomLine: #"{name}: {all} dlaždic, {skipped} už hotových, {todo} k vykreslení"#
        case .tilesRate: #"{rate} dlaždic/s"#
        case .mapUnknownRegion: #"žádný region neodpovídá '{text}'; zadejte id nebo název regionu ({list}), obdélník Z,J,V,S ve stupních, nebo favourites"#
        case .mapNoFavourites: #"zatím nemáte žádná oblíbená místa; přidejte je příkazem `fav add <místo>`, nebo zadejte region či obdélník"#
        case .mapBearingFinite: #"{parameter} musí být konečný počet stupňů"#
        case .mapRegionOrBox: #"zadejte buď {region} R, nebo {bbox} Z,J,V,S"#
        case .mapFavouritesOrRegion: #"zadejte buď {favourites}, nebo {region} R"#
        case .mapOutMBTiles: #"zadejte soubor k zápisu pomocí {out} SOUBOR.mbtiles"#
        case .mapOutMustBeMBTiles: #"offline balík je jeden soubor MBTiles: {out} musí končit na .mbtiles, ne '{file}'"#
        case .mapRadiusRange: #"{radius} musí být vzdálenost od 0 do 500 km, ne {value}"#
        case .mapRadiusPositive: #"{radius} musí být kolem oblíbených míst víc než 0 km"#
        case .mapScaleValues: #"{parameter} musí být 1 nebo 2, ne {value}"#
        case .mapSizeValues: #"{parameter} musí být 256 nebo 512, ne {value}"#
        case .mapOutNotEmpty: #"{parameter} musí být složka nebo soubor .mbtiles, ne prázdný"#
        case .mapZoomOutside: #"{parameter} {from}-{to} je mimo rozsah 0…{max}"#

        // MARK: Sync
        case .syncNotModified: #"{collection}: beze změny ({items}, nic se nestahovalo)"#
        case .syncFull: #"celé stažení"#
        case .syncIncremental: #"přírůstková aktualizace"#
        case .syncReport: #"{collection}: {how}: {items} (přidáno {added}, změněno {changed}, odebráno {removed}), {bytes}"#
        case .syncNothingCached: #"zatím nic není v mezipaměti"#
        case .syncKept: #"zůstává a dál se používá kopie z mezipaměti ({items}, staženo {ago})"#
        case .syncItems: #"{n} {n|položka|položky|položek}"#
        case .syncBytes: #"{n} {n|bajt|bajty|bajtů}"#
        case .syncInFuture: #"v budoucnosti (hodiny byly vráceny)"#
        case .syncJustNow: #"právě teď"#
        case .syncAgo: #"před {duration}"#
        case .syncAffected: #"{n} {n|oblíbené místo server odebral|oblíbená místa server odebral|oblíbených míst server odebral}; v oblíbených {n|zůstává|zůstávají|zůstává} s uloženými údaji:"#
        case .syncSkippedItem: #"{problem} (položka se přeskočí)"#
        case .syncFailed: #"selhalo"#
        case .syncProgress: #"stahuji {collection}"#
        case .syncNeverSynced: #"{name}: nikdy nestaženo ({stale}); `sync <base-url>` ho stáhne"#
        case .syncLastAttemptFailed: #"poslední pokus {ago} selhal"#
        case .syncStale: #"zastaralé"#
        case .syncFresh: #"čerstvé"#
        case .syncClockBack: #" (poslední stažení je v budoucnosti: hodiny byly vráceny)"#
        case .syncFor: #" už {duration}"#
        case .syncFreshFor: #" ještě {duration}"#
        case .syncStatusLine: #"{name}: {items}, staženo {ago} ({time}), {freshness}"#
        case .syncServerTime: #"  čas serveru: {time}"#
        case .syncServerTimeUnknown: #"neznámý (server neposlal Date)"#
        case .syncFrom: #"  odkud: {url}"#
        case .syncLastChange: #"  poslední změna: {ago} ({time})"#
        case .warningPrefix: #"varování:"#
        case .autoSyncProgress: #"auto-sync: obnovuji zastaralé kolekce"#
        case .autoSyncSkipped: #"auto-sync vynechán: {error}"#
        case .autoSyncOffline: #"auto-sync: {collection}: {error}; pracuji offline: {kept}"#
        case .autoSyncNeverSynced: #"auto-sync: {names} {n|nebylo|nebyly|nebylo} nikdy {n|staženo|staženy|staženo}; `sync <base-url>` {n|ho|je|je} jednou stáhne"#

        // MARK: Videos
        case .videosNone: #"Tato datová sada nemá žádná videa."#
        case .videosNoneOfKind: #"Videa typu {kind} tu nejsou."#
        case .videosNoRegion: #"poznámka: video {id} nejmenuje žádný region této datové sady (v kategorii, názvu, popisu ani kapitolách); kvíz po něm nebude, dokud ho manifest (sync.videoCategories) nepřiřadí"#
        case .videosKindUnknown: #"{parameter} musí být broadcast, class nebo cooking (zadáno „{kind}“)"#
        case .videosRegionNotOfVideo: #"video {id} je o regionech {regions}, ne o {region}"#
        case .columnLength: #"délka"#

        // MARK: Engine errors: quizzes, clusters, sync, places
        case .quizNoMatch: #"žádný kvíz ani region neodpovídá '{text}'; `quizzes` vypíše kvízy"#
        case .quizNoneAboutRegion: #"o regionu {region} ({id}) zatím žádný kvíz není; `quizzes` vypíše kvízy"#
        case .quizNoMatchOrRegion: #"žádný kvíz ani region neodpovídá '{text}'; `quizzes` vypíše kvízy, `regions` regiony"#
        case .quizNameOne: #"zadejte kvíz nebo region, například `quiz CZ-64`; `quizzes` je vypíše"#
        case .quizCannotResume: #"{problem}; `quiz {id} --new` začne znovu"#
        case .quizNoAttempt: #"žádný pokus {id}"#
        case .fileNotFound: #"{file}: takový soubor není"#
        case .clusterNotListed: #"ve výpisu {selection}{given} není {kind} {id}. Id shluku platí jen s filtrem, pod kterým byl vypsán: dejte příkazu `cluster` stejné volby {category}, {favourites} a {zoom} jako příkazu `clusters`, který ho vypsal."#
        case .clusterKindCluster: #"shluk"#
        case .clusterKindPlace: #"místo"#
        case .syncUnknownCollection: #"kolekce '{name}' neexistuje; kolekce jsou {list}"#
        case .syncNoServer: #"zatím není znám žádný server s obsahem; zadejte jeho adresu, například `sync https://content.example.org/api`"#
        case .placeNoID: #"žádné místo s id '{id}'; nemysleli jste {list}?"#
        case .placeNoIDSearch: #"žádné místo s id '{id}'; id najdete příkazem `search <název>`"#
        case .mapTitleFavourites: #"Oblíbená místa"#
        case .mapTitleAround: #"{name} a okolí"#
        case .mapTitleView: #"Výřez kolem {centre}, přiblížení {zoom}"#
        case .mapTitleSearch: #"„{query}“: {n} {n|místo|místa|míst}"#
        case .mapNoPins: #"hledání nenašlo žádná místa, která by šla zakreslit"#
        case .mapViewNeedsZoom: #"mapa výřezu potřebuje {center} ŠÍŘKA,DÉLKA a {zoom} Z (jako `clusters`)"#
        case .mapOneSubject: #"zadejte jednu věc k zakreslení: region, obdélník, favourites, place <id nebo název>, search <text>, nebo {center} se {zoom}"#
        case .mapPlaceNeedsName: #"`map place` potřebuje id nebo název místa, například `map place karlstejn --out karlstejn.png`"#
        case .mapWroteList: #"{number}. {name} ({category}{region})"#

        // MARK: Help: map
        case .helpMapTarget: #"Region (id nebo název), obdélník Z,J,V,S ve stupních, favourites, `place <id nebo název>` nebo `search <text>`."#
        case .helpMapCenter: #"Se --zoom: mapa přesně toho výřezu, který `clusters` vypíše pro stejné --center, --zoom, --size a --bearing."#
        case .helpMapZoom: #"Přiblížení výřezu, 0…24 (s --center)."#
        case .helpMapSize: #"Velikost výřezu v pixelech (s --center; výchozí 1024x768)."#
        case .helpMapRegion: #"Se `search`: jen místa v tomto regionu; lze opakovat."#
        case .helpMapCategory: #"Jen místa této kategorie (castle, lookout-tower, …; oddělené čárkou nebo opakované); města zůstávají jako podklad."#
        case .helpMapLimit: #"Se `search`: kolik výsledků zakreslit (1…100, výchozí 20)."#
        case .helpMapOut: #"Soubor k zápisu: podle jeho přípony vznikne PNG nebo PDF."#
        case .helpMapPaper: #"A4, A3, A2, A1, A0 nebo velikost v pixelech, například 1600x1200px (výchozí: A4)."#
        case .helpMapDPI: #"Body na palec (výchozí: 300 na papíře, 96 pro velikost v pixelech); 150 pro náhled."#
        case .helpMapLandscape: #"Otočit stránku na šířku (výchozí: na šířku, když je oblast širší než vyšší)."#
        case .helpMapPortrait: #"Ponechat stránku na výšku."#
        case .helpMapBearing: #"O kolik stupňů po směru hodinových ručiček od severu je natočený horní okraj mapy (ukáže se severka); i záporně: --bearing -30."#
        case .helpMapTitle: #"Nadpis nad mapou (výchozí: název regionu); "" pro žádný."#
        case .helpMapStyle: #"Soubor se stylem (JSON nad standardním stylem)."#

        // MARK: Help: regions, region, where, quizzes
        case .helpRegionsDiscussion: #"Příklad: regions --lang cs"#
        case .helpRegionQuery: #"Id regionu (CZ-63) nebo jeho název (vysocina)."#
        case .helpWhereDiscussion: #"""
            Příklady:
              where 50.0875 14.4213
              where 49.1951,16.6068
              where -33.92 18.42     (mimo: řekne to a uvede nejbližší region)
            """#
        case .helpWhereValues: #"Zeměpisná šířka a délka: dvě čísla, nebo ŠÍŘKA,DÉLKA."#
        case .helpQuizzesRegion: #"Jen kvízy o tomto regionu (id nebo název)."#

        // MARK: Help: quiz and its subcommands
        case .helpQuizDiscussion: #"""
            quiz <id|region> spustí kvíz (`quizzes` je vypíše); ostatní podpříkazy:
              quiz CZ-64                      první kvíz o Jihomoravském kraji
              quiz vysocina --mode interactive --tries 2
              quiz cz-64-south-moravia --seed 7 --new
              quiz history                    vaše pokusy u všech kvízů
              quiz import wine.gift --region CZ-64
              quiz generate jihocesky --json  kvíz vytvořený z datové sady, v Regio JSON
            Z roury jedna odpověď na řádek: printf '2\n1\n3\n' | regio quiz CZ-64 --seed 7
            """#
        case .helpQuizRunDiscussion: #"""
            Každá otázka ukáže očíslované možnosti: odpovězte číslem nebo prvními písmeny možnosti (na velikosti písmen a diakritice nezáleží), `přeskočit` (i `skip`) otázku přeskočí, `konec` (i `quit`) kvíz přeruší. Každá odpověď se hned uloží: `quiz X` pokračuje tam, kde jste přestali (i po Ctrl-C), `quiz X --new` začne znovu, samotné `quiz` pokračuje vaším posledním nedokončeným kvízem. Na konci: výsledek, otázky, ve kterých jste chybovali, s jejich odpověďmi, a nabídka hrát znovu (vše, nebo jen chybné). Příklady:
              quiz CZ-64
              quiz "South Moravian" --mode deferred
              quiz gen-cz-63 --mode interactive --tries 2 --pass 80
              printf '2\n1\nskip\n' | regio quiz CZ-64 --seed 7 --json
            """#
        case .helpQuizRunQuery: #"Id kvízu, nebo id či název regionu (výchozí: váš poslední nedokončený kvíz)."#
        case .helpQuizMode: #"immediate: jeden pokus, vyhodnocený hned (výchozí); interactive: více pokusů, každý chybný stojí body; deferred: vyhodnocení až na konci."#
        case .helpQuizTries: #"Počet pokusů na otázku v režimu interactive (1–10, výchozí 3); zapne --mode interactive."#
        case .helpQuizSeed: #"Zamíchat otázky a možnosti podle tohoto čísla, aby šel běh zopakovat."#
        case .helpQuizNew: #"Začít nový pokus, i když je nějaký nedokončený (jinak se pokračuje tam, kde jste přestali)."#
        case .helpQuizPass: #"Hranice úspěchu v procentech (výchozí: hranice kvízu, jinak 60)."#
        case .helpQuizImportDiscussion: #"""
            Kvíz se ověří proti regionům datové sady a uloží se jako Regio JSON do složky vašich kvízů (quizzes/ vedle úložiště: $XDG_DATA_HOME/regio/quizzes/), která se čte spolu s kvízy datové sady. Ze souboru GIFT vznikne jeden kvíz; jeho id, region a název se vezmou z voleb, z hlavičkových řádků (// @id: …, // @region: …, // @title: …), nebo z názvu souboru. Otázky jiných typů GIFT než výběr jedné možnosti, vážený výběr více možností a pravda/nepravda se vypíšou jako neimportované, s číslem řádku; soubor GIFT bez // @lang: se čte v jazyce relace (--lang). Soubor .json může být Regio JSON nebo JSON ze SlickQuiz (kvízový feed původní aplikace). Příklady:
              quiz import wine.gift --region CZ-64 --title "Moravské víno"
              quiz import my-quizzes.json
              quiz import wine.gift --id wine --replace
            """#
        case .helpQuizImportFile: #"Soubor .gift nebo .json."#
        case .helpQuizImportID: #"Id kvízu (výchozí: ze souboru)."#
        case .helpQuizImportRegion: #"Region, o kterém kvíz je: id nebo název."#
        case .helpQuizImportTitle: #"Název (v obou jazycích)."#
        case .helpQuizImportReplace: #"Nahradit dříve importovaný kvíz se stejným id."#
        case .helpQuizGenerateDiscussion: #"""
            Otázky vycházejí přímo z datové sady: hlavní město regionu, ve kterém regionu leží město (GeoNames), který region s ním sousedí (polygony), který ze dvou regionů je větší (oficiální rozlohy), které ze tří měst má nejvíc obyvatel. Vlastní vygenerovaný kvíz regionu (gen-cz-64, …) je --seed 1; jiný --seed dá jinou variantu. --json ho vypíše v Regio JSON, připravený k úpravám a k `quiz import`. Příklady:
              quiz generate CZ-64
              quiz generate vysocina --seed 5
              quiz generate "Zlín Region" --json > zlin.json
            """#
        case .helpQuizGenerateRegion: #"Id nebo název regionu."#
        case .helpQuizGenerateSeed: #"Která varianta (výchozí 1: kvíz z výpisu `quizzes`)."#

        // MARK: Help: videos, watched
        case .helpVideosDiscussion: #"""
            Po zhlédnutí videa nabídne `watched <id>` jeho kvíz. Za tabulkou následuje u každého videa úryvek a kapitoly. Video, které neuvádí žádný region, se zmíní jednou, tady. Příklady:
              videos
              videos --kind class
              videos --json
            """#
        case .helpVideosKind: #"Jen videa tohoto druhu: broadcast, class nebo cooking."#
        case .helpWatchedDiscussion: #"""
            Nabídne se vlastní kvíz videa, jinak první kvíz jeho regionu. U videa o více regionech se zeptá, který (nebo ho zadejte pomocí --region). Enter nebo „a“ (ano) kvíz spustí (s volbami jako u `quiz`), „n“ ho odloží na později; --yes ho spustí bez ptaní. Z roury odpovídá další řádek. Příklady:
              watched 101
              watched 103 --mode interactive
              printf 'y\n1\n2\n' | regio watched 101 --seed 7
            """#
        case .helpWatchedVideoID: #"Id videa (vypíše je `videos`)."#
        case .helpWatchedYes: #"Spustit kvíz bez ptaní."#
        case .helpWatchedRegion: #"U videa o více regionech: region, jehož kvíz spustit."#

        // MARK: Help: sync
        case .helpSyncDiscussion: #"""
            `sync <adresa>` stáhne z této adresy places.json, quizzes.json a videos.json a uloží je do vašeho úložiště; fungují offline až do další synchronizace. Stahuje se jen to, co se změnilo (odpověď 304 „beze změny“ nestojí žádná data), a nepovedené stažení nic nezmění: dál se používá kopie z mezipaměti. Příklady:
              sync https://content.example.org/api
              sync https://content.example.org/api --collection videos
              sync                       (znovu ze serveru, odkud která kolekce přišla)
              sync status
              sync status --json
            Se --auto-sync se zastaralé kolekce obnoví před příkazem nebo před výzvou: `regio --auto-sync quizzes`. Cesty a intervaly zastarání určuje manifest.json datové sady (člen "sync"; viz README).
            """#
        case .helpSyncUpdateDiscussion: #"""
            U každé kolekce vypíše, zda se nezměnila, stáhla se celá, nebo se aktualizovala po částech (přidané, změněné a odebrané položky; přijaté bajty). Kolekce, jejíž stažení selže (bez připojení, vypršený čas, chyba HTTP, poškozený JSON), si ponechá kopii z mezipaměti, která se dál používá; návratový kód je pak 1. Oblíbená místa, jejichž místo server odebral, se vypíšou; nikdy se nemění. Příklady:
              sync https://content.example.org/api
              sync update https://content.example.org/api --collection places
              sync --json
            """#
        case .helpSyncUpdateBaseURL: #"Základní adresa serveru s obsahem (výchozí: server, ze kterého se každá kolekce stahovala naposledy)."#
        case .helpSyncUpdateCollection: #"Jen tato kolekce: places, quizzes nebo videos (lze opakovat)."#
        case .helpSyncStatusDiscussion: #"""
            Čte jen úložiště (bez sítě). Kolekce je zastaralá, když je její poslední úspěšná synchronizace starší než její interval (místa a kvízy 24 h, videa 15 min, pokud manifest datové sady neříká jinak); `--auto-sync` zastaralé kolekce obnoví při spuštění. Příklady:
              sync status
              sync status --json
            """#

        // MARK: Help: clusters, cluster
        case .helpClustersDiscussion: #"""
            Místa, která by se na mapě překrývala (do 40 px při 512 px na dlaždici), se slučují do shluku. Shluky se tvoří jednou pro každé celé přiblížení, ve světových souřadnicích, takže posun ani natočení výřezu je nemění; neceločíselné přiblížení použije svou celou část. Bez voleb jsou ve výřezu všechna místa. Příklady:
              clusters
              clusters --center 49.8,15.5 --zoom 6
              clusters --center 50.08,14.42 --zoom 9.5 --bearing 30 --size 800x600
              clusters --center -33.9,18.4 --zoom 8     (záporná čísla nevadí)
              clusters --zoom 7 --category castle --category chateau
              clusters --zoom 6 --favourites --json
            Pak `cluster <id>` vypíše místa shluku; zadejte mu stejné volby --category, --favourites a --zoom.
            """#
        case .helpViewCenter: #"Střed výřezu: zeměpisná šířka,délka ve stupních (výchozí: uprostřed míst)."#
        case .helpViewZoom: #"Přiblížení mapy, 0…24, i neceločíselné; shluky se berou podle jeho celé části (výchozí: všechna místa ve výřezu)."#
        case .helpViewBearing: #"O kolik stupňů po směru hodinových ručiček od severu je natočený horní okraj výřezu (výchozí 0)."#
        case .helpViewSize: #"Výřez v pixelech, ŠÍŘKAxVÝŠKA (výchozí 1024x768; 512 px na dlaždici)."#
        case .helpClusterFilterCategory: #"Jen místa této kategorie (opakujte ji, nebo oddělte čárkami: castle,museum)."#
        case .helpClusterFilterFavourites: #"Jen vaše oblíbená místa."#
        case .helpClusterDiscussion: #"""
            Id pochází z výpisu `clusters`: c<přiblížení>-<číslo> pro shluk, p<číslo> pro samostatné místo. Id má smysl jen s filtrem, se kterým bylo vypsáno: zadejte stejné volby --category, --favourites a --zoom jako u příkazu `clusters`, který ho vypsal. Příklady:
              cluster c6-35
              cluster c6-35 --offset 10            (místa 11–20)
              cluster c6-35 --limit 50 --json
              cluster c7-12 --category castle      (z clusters … --category castle)
              cluster c7-2803 --zoom 7             (z clusters --center 50.08,14.42 --zoom 7)
            """#
        case .helpClusterID: #"Id z výpisu `clusters`: c7-123 nebo p123."#
        case .helpClusterLimit: #"Počet míst na stránku, 0…1 000."#
        case .helpClusterOffset: #"Kolik míst přeskočit."#
        case .helpClusterZoom: #"Přiblížení, u kterého bylo id vypsáno (jak ho uvedl `clusters`): jeho shluky jsou odznaky toho přiblížení (výchozí: všechna místa, pak přiblížení, kde shluk vzniká)."#

        // MARK: Help: place, fav
        case .helpPlaceDiscussion: #"""
            Id je poslední sloupec výpisu `search` (zdroj:id). Stačí část za dvojtečkou, je-li jednoznačná. Oblíbené místo se ukáže ze svého uloženého snímku, když místo v katalogu není (offline, nebo se katalog změnil). Příklady:
              place geonames:3067696
              place wikidata:Q266698      (s --places ../shared/data/cz-castles.geojson)
              place Q266698
              place osm:way/485549536 --json
            """#
        case .helpPlaceID: #"Id místa (geonames:3067696, wikidata:Q266698, osm:way/485549536)."#
        case .helpFavDiscussion: #"""
            Oblíbená místa se ukládají do vašeho úložiště (--store) se snímkem každého místa (název, poloha, kategorie, region): fungují i úplně bez datové sady a místo, které z katalogu zmizí, se ukáže jako odstraněné, nikdy se neztratí. Příklady:
              fav add karlstejn --note "s dětmi" --tag výlet
              fav add geonames:3067696
              fav list
              fav list --region jihocesky --tag výlet
              fav note wikidata:Q266698 "v pondělí zavřeno"
              fav remove wikidata:Q266698
              fav export --format gpx --out favourites.gpx
              fav import favourites.kml
              fav refresh                 (nové snímky míst, která se změnila)
            """#
        case .helpFavAddDiscussion: #"""
            Podle id (poslední sloupec výpisu `search`), nebo podle názvu, jak byste ho hledali. Když odpovídá jedno místo (nebo je přesnou shodou jen to první), přidá se. Když jich odpovídá více: na terminálu jedno vyberete číslem; z roury může číslo přijít na dalším řádku; jinak se místa vypíšou a jedno vybere --pick N. Opětovné přidání oblíbeného místa obnoví jeho snímek; --note a --tag nahradí poznámku a štítky. Příklady:
              fav add ceske budejovice
              fav add geonames:3067696 --note "začít tady" --tag výlet --tag město
              fav add karlstejn --pick 1
              printf 'fav add karlstejn\n2\nfav list\n' | regio --places castles.geojson
            """#
        case .helpFavAddPlace: #"Id místa, nebo název k vyhledání."#
        case .helpFavAddNote: #"Poznámka, např. otevírací doba nebo s kým jet."#
        case .helpFavAddTag: #"Štítek; lze opakovat."#
        case .helpFavAddPick: #"Které z více odpovídajících míst (1 je první vypsané)."#
        case .helpFavListDiscussion: #"""
            Každé oblíbené místo se porovná s aktuálním katalogem (datová sada a --places): „změněno“ říká jak (přejmenováno, posunuto, …; `fav refresh` pořídí nové snímky), „odstraněno z katalogu“ znamená, že místo v katalogu už není (oblíbené místo zůstává, ze svého snímku); „teď nenačteno“ znamená, že jeho katalog (např. soubor --places) není v tomto běhu načtený. Bez datové sady se oblíbená místa vypíšou nezkontrolovaná. Příklady:
              fav list
              fav list --region jihomoravsky
              fav list --tag výlet --json
            """#
        case .helpFavListRegion: #"Jen oblíbená místa v tomto regionu (id nebo název)."#
        case .helpFavListTag: #"Jen oblíbená místa s tímto štítkem."#
        case .helpFavNoteDiscussion: #"""
            Oblíbené místo se zadává id místa, částí id za dvojtečkou, nebo názvem. Příklady:
              fav note wikidata:Q266698 v pondělí zavřeno
              fav note "Český Krumlov" "zamluvit divadlo"
              fav note geonames:3067696 ""
            """#
        case .helpFavPlaceID: #"Id oblíbeného místa (nebo jeho název)."#
        case .helpFavNoteText: #"Poznámka; více slov se spojí."#
        case .helpFavRemoveDiscussion: #"""
            Příklady:
              fav remove wikidata:Q266698
              fav remove Q266698
              fav remove "Karlštejn"
            """#
        case .helpFavRefreshDiscussion: #"""
            Přejmenovaná, posunutá nebo jinak zařazená místa dostanou nový snímek; oblíbená místa, jejichž místo z katalogu zmizelo, si ponechají ten svůj (nikdy se neodeberou). Příklady:
              fav refresh
              regio --places castles.geojson fav refresh
            """#

        // MARK: Help: serve
        case .helpServeDiscussion: #"""
            Naslouchá na 127.0.0.1:8080, není-li řečeno jinak, a vypíše adresu (--json: jeden řádek JSON s url, host, port a readOnly). Cesty popisuje docs/HTTP-API.md. Zápis oblíbených míst a pokusů v kvízech je povolen z tohoto počítače, nebo odkudkoli s tokenem (bearer) uloženým v --token-file. Na jiné adrese bez tokenu je server jen pro čtení a oznámí to. SIGTERM nebo Ctrl-C nechá rozpracované požadavky doběhnout a pak server zastaví.
            Příklady:
              serve                              http://127.0.0.1:8080, aplikace na /
              serve --port 0 --json              volný port, oznámený jako JSON
              serve --tiles-cache tiles.mbtiles  dlaždice uchované v souboru MBTiles
              serve --mbtiles cz.mbtiles         dlaždice ze souboru od `regio tiles`
              serve --host 0.0.0.0 --token-file ~/.config/regio/token
            """#

        // MARK: argument-parser's own words (help and usage errors; the English text is the parser's, see ParserWords)
        case .parserOverview: #"PŘEHLED:"#
        case .parserUsageHeading: #"POUŽITÍ:"#
        case .parserArguments: #"ARGUMENTY:"#
        case .parserOptions: #"VOLBY:"#
        case .parserSubcommands: #"PODPŘÍKAZY:"#
        case .parserSeeDetailedHelp: #"Podrobnou nápovědu k podpříkazu ukáže '{command} <podpříkaz>'."#
        case .parserSeeMore: #"Více informací: '{command}'."#
        case .parserSubcommandPlaceholder: #"<podpříkaz>"#
        case .parserOptionsPlaceholder: #"[<volby>]"#
        case .parserShowHelp: #"Ukáže nápovědu."#
        case .parserShowVersion: #"Ukáže verzi."#
        case .parserHelpCommandAbstract: #"Ukáže nápovědu k podpříkazu."#
        case .parserDefaultSubcommand: #"(výchozí)"#
        case .parserDefault: #"(výchozí:"#
        case .parserValuesDefault: #"; výchozí:"#
        case .parserDefaultAsFlag: #"výchozí jako přepínač:"#
        case .parserValues: #"(hodnoty:"#
        case .parserUsage: #"Použití:"#
        case .parserHelp: #"Nápověda:"#
        case .parserMissingArgument: #"Chybí očekávaný argument '{argument}'"#
        case .parserMissingOneOf: #"Chybí jeden z argumentů: '{list}'"#
        case .parserUnknownOptionSuggestion: #"Neznámá volba '{option}'. Měli jste na mysli '{suggestion}'?"#
        case .parserUnknownOption: #"Neznámá volba '{option}'"#
        case .parserMissingValue: #"Chybí hodnota volby '{option}'"#
        case .parserTakesNoValue: #"Volba '{option}' nebere žádnou hodnotu, ale bylo zadáno '{value}'."#
        case .parserUnexpectedArgument: #"Nečekaný argument '{argument}'"#
        case .parserUnexpectedArguments: #"{n} {n|nečekaný argument|nečekané argumenty|nečekaných argumentů}: '{list}'"#
        case .parserInvalidValueFor: #"Hodnota '{value}' není platná pro '{option}'"#
        case .parserInvalidValue: #"Hodnota '{value}' není platná."#
        case .parserProvideOneOfFollowing: #"Zadejte jednu z těchto hodnot:"#
        case .parserProvideOneOf: #"Zadejte jednu z hodnot {list}."#
        case .parserListOr: #"' nebo '"#
        case .parserListAnd: #"' nebo '"#
        case .parserMissingSubcommand: #"Chybí povinný podpříkaz."#
        case .parserInvalidOption: #"Neplatná volba: {option}"#

        // MARK: Generated question kinds
        case .kindCapital: #"hlavní město"#
        case .kindTownRegion: #"město a kraj"#
        case .kindNeighbour: #"soused"#
        case .kindLargerRegion: #"větší kraj"#
        case .kindMostPopulousTown: #"nejlidnatější město"#
        case .kindTownRiver: #"řeka u města"#

        // MARK: Help: what each command does (argument-parser abstracts and discussions)
        case .helpRegioAbstract: #"Regionální kvízy a zajímavá místa s mapami, offline."#
        case .helpRegionsAbstract: #"Vypíše regiony: id, název, hlavní město, rozlohu a počet míst."#
        case .helpRegionAbstract: #"Ukáže region: názvy, hlavní město, rozlohu, sousedy, největší města."#
        case .helpWhereAbstract: #"Řekne, ve kterém regionu leží bod (zeměpisná šířka, délka ve stupních)."#
        case .helpQuizzesAbstract: #"Vypíše kvízy: region, otázky, váš nejlepší výsledek, rozehrané pokusy."#
        case .helpQuizAbstract: #"Kvíz o regionu; historie pokusů, import (GIFT, JSON), generování."#
        case .helpQuizRunAbstract: #"Spustí kvíz: podle id, nebo první kvíz regionu (id či název)."#
        case .helpQuizHistoryAbstract: #"Vaše pokusy: u jednoho kvízu podrobně, jinak řádek na kvíz."#
        case .helpQuizImportAbstract: #"Importuje kvíz ze souboru Moodle GIFT, SlickQuiz JSON nebo Regio JSON mezi vaše kvízy."#
        case .helpQuizGenerateAbstract: #"Ukáže kvíz vygenerovaný pro region z datové sady (s odpověďmi)."#
        case .helpVideosAbstract: #"Vypíše videa a kvíz nabízený po každém z nich."#
        case .helpWatchedAbstract: #"Po zhlédnutí videa nabídne jeho kvíz (nebo kvíz jeho regionu) a na ano ho spustí."#
        case .helpSyncAbstract: #"Stáhne aktualizace katalogu (místa, kvízy, videa) ze serveru s obsahem."#
        case .helpSyncUpdateAbstract: #"Stáhne hned; `sync <adresa>` je zkratka pro `sync update <adresa>`."#
        case .helpSyncStatusAbstract: #"Ukáže u každé kolekce poslední stažení, čas serveru, ETag, počet položek a stáří."#
        case .helpClustersAbstract: #"Vypíše shluky a samostatná místa, která ukazuje výřez mapy (střed, přiblížení, velikost, natočení)."#
        case .helpClusterAbstract: #"Ukáže shluk z výpisu `clusters`: kde se rozpadá, jeho části a místa (po stránkách)."#
        case .helpSearchAbstract: #"Najde místa podle názvu: bez diakritiky, napůl napsaná, s překlepy, česky i anglicky."#
        case .helpPlaceAbstract: #"Ukáže místo: názvy, kategorii, region, adresu, polohu, údaje a zda je mezi oblíbenými."#
        case .helpFavAbstract: #"Oblíbená místa s poznámkami a štítky; výpis, export (GPX, KML, GeoJSON, CSV), import."#
        case .helpFavAddAbstract: #"Přidá místo mezi oblíbená, podle id nebo názvu."#
        case .helpFavListAbstract: #"Vypíše oblíbená místa a ukáže ta, která se v katalogu změnila nebo z něj zmizela."#
        case .helpFavNoteAbstract: #"Nastaví poznámku oblíbeného místa ("" ji smaže)."#
        case .helpFavRemoveAbstract: #"Odebere oblíbené místo (podle id místa nebo názvu)."#
        case .helpFavRefreshAbstract: #"Pořídí nové snímky oblíbených míst, která se v katalogu změnila."#
        case .helpFavExportAbstract: #"Zapíše oblíbená místa jako GPX, KML, GeoJSON nebo CSV (na výstup nebo do --out SOUBOR)."#
        case .helpFavImportAbstract: #"Přidá oblíbená místa ze souboru GPX, KML, GeoJSON nebo CSV (z exportu Regia i jiných aplikací)."#
        case .helpMapAbstract: #"Nakreslí mapu k tisku: region, obdélník, oblíbená místa, místo, výřez nebo výsledky hledání (PNG nebo vektorové PDF)."#
        case .helpTilesAbstract: #"Vykreslí mapové dlaždice regionu nebo obdélníku: složku XYZ (z/x/y.png) nebo soubor MBTiles."#
        case .helpServeAbstract: #"Zpřístupní místa, dlaždice, shluky, kvízy a webovou aplikaci přes HTTP."#
        case .helpServeIdleTimeout: #"Spojení, které tolik sekund nic nepošle (nebo posílá příliš pomalu), se zavře."#
        case .serveIdleTimeoutRange: #"--idle-timeout musí být 1…3600 sekund; zadáno {seconds}"#
        case .helpServeHost: #"Adresa, na které server naslouchá."#
        case .helpServePort: #"Port (0: libovolný volný port)."#
        case .helpServeTilesCache: #"Vykreslené dlaždice uchovávat ve složce nebo v souboru MBTiles."#
        case .helpServeMbtiles: #"Podávat dlaždice hotového souboru MBTiles tak, jak jsou."#
        case .helpServeTokenFile: #"Soubor s tokenem (bearer), který povoluje čtení a změny oblíbených a pokusů z jiných počítačů."#
        case .helpServeAllowedHost: #"Jméno, pod kterým klienti server volají, kromě localhost a jeho adresy (lze opakovat; .mapy.lan povolí všechna jména pod ním). Požadavky s jiným hostem dostanou 400."#
        case .serveListening: #"Server běží na {url} (Ctrl-C ho zastaví)"#
        case .serveReadOnly: #"jen pro čtení: {host} není adresa zpětné smyčky (loopback) a chybí --token-file, takže oblíbená místa a pokusy v kvízech nelze přes HTTP měnit"#
        case .serveCannotServe: #"nelze spustit server na {host}:{port}: {reason}"#
        case .serveNotBuilt: #"server není sestaven: regio serve spouští {path}, který chybí (scripts/run sestaví jen REPL; `scripts/run serve` nebo `swift build -c release --product regio-serve` sestaví i server)"#
        case .serveTokenUnreadable: #"--token-file {path}: nelze přečíst: {reason}"#
        case .serveTokenMalformed: #"--token-file {path}: musí obsahovat jeden token (bez mezer), například výstup `openssl rand -hex 32`"#
        case .servePortRange: #"--port musí být v rozsahu 0…65535; zadáno {port}"#
        case .serveHostEmpty: #"--host musí být adresa, například 127.0.0.1 nebo 0.0.0.0"#
        case .serveCacheOrMbtiles: #"--tiles-cache a --mbtiles nejdou spolu: --mbtiles podává hotový soubor tak, jak je"#
        case .helpOfflineAbstract: #"Zabalí mapové dlaždice pro offline použití kolem oblíbených míst nebo přes region."#
        case .helpOfflinePackAbstract: #"Zapíše soubor MBTiles s dlaždicemi kolem oblíbených míst nebo přes region."#
        case .helpDatasetAbstract: #"Sestaví datové sady pro jiné země z otevřených dat."#
        case .helpDatasetBuildAbstract: #"Sestaví složku s datovou sadou pro země (kódy ISO) nebo celý svět; otevřete ji pomocí --data SLOŽKA."#
        case .helpRegioDiscussion: #"""
            Bez příkazu otevře `regio` interaktivní výzvu (regio>); s příkazem ho jednou provede. Příkazy se dají posílat i rourou, jeden na řádek:
              printf 'regions\nwhere 50.08 14.43\n' | regio
            Každý příkaz bere --data SLOŽKA, --store CESTA, --lang cs|en, --places SOUBOR, --json a --auto-sync.
            `regio --version [--json]` vypíše verzi a použitou datovou sadu (název, datum, složku).
            """#
        case .helpSearchDiscussion: #"""
            Slova mohou být v libovolném pořadí; poslední smí být napsané jen zčásti; drobné překlepy se odpouštějí; slovo kategorie (hrad, castle, zamek, rozhledna, lookout) zúží hledání na ten druh.
            Příklady:
              search ceske bud
              search olomuc                       (překlep: Olomouc)
              search prague --limit 3
              search hrad --region stredocesky --limit 20
              search rozhledna --near 49.19,16.61 --radius 15
              search rozhledna --near 49.19,16.61 --nearest     (nejbližší první)
              search hrad --near karlstejn --radius 20          (kolem místa)
              search --category castle --bbox 14.0,49.8,14.6,50.0
              search --favourites                 (jen oblíbená místa)
              regio --places ../shared/data/cz-castles.geojson search karlstejn
            S --near se ukazuje vzdálenost a mezi podobně dobrými shodami jsou blízká místa první; --nearest řadí jen podle vzdálenosti. --json vypíše celé výsledky, --csv tabulku pro tabulkový procesor (search hrad --region CZ-20 --limit 100 --csv > hrady.csv). ★ značí oblíbená místa.
            """#
        case .helpMapDiscussion: #"""
            Mapa vloží oblast na stránku s nadpisem, legendou, měřítkem, zdroji dat a při natočení se severkou. Města mají česká jména; části měst (Žižkov, Brno-střed) se vynechávají. Oblíbená místa se ukazují vždy, s hvězdičkou. Příklady:
              map vysocina --out vysocina.png                 A4 při 300 dpi
              map CZ-64 --out jm.pdf --paper A3               vektorové PDF pro tisk
              map 15.2,49.1,16.0,49.6 --out box.png --dpi 150 --portrait
              map favourites --out mine.png --places none     oblíbená místa nad regiony
              map praha --out praha.png --bearing 30 --title "Praha"
              map place karlstejn --out karlstejn.png         místo uprostřed s okolím
              map search hrad --region CZ-20 --out hrady.png  očíslované výsledky hledání
              map --center 49.8,15.5 --zoom 6 --size 1024x768 --out vyrez.png
                                                              výřez jako u `clusters`
            --places říká, co ukázat: towns (města), pois (města a další místa: hrady, rozhledny …), clusters (města a další místa ve shlucích s počtem) nebo none; případně načte katalog ze SOUBORU jako u každého příkazu. Výchozí: pois, zná-li relace i jiná místa než města, jinak towns.
            --category ponechá jen místa těchto kategorií (města zůstávají jako podklad).
              map CZ-20 --places ../shared/data/cz-castles.geojson --out castles.png
              map CZ-31 --places castles.geojson --places clusters --out badges.pdf
            --style SOUBOR změní vzhled mapy (soubor JSON nad standardním stylem).
            """#
        case .helpRegionDiscussion: #"""
            Region se zadává id nebo názvem česky či anglicky; na velikosti písmen a diakritice nezáleží. Příklady:
              region CZ-63
              region vysocina
              region "South Moravian"
            """#
        case .helpQuizzesDiscussion: #"""
            Nejdřív kvízy datové sady a vaše (`quiz import`), pak jeden kvíz na region vygenerovaný z datové sady (id gen-…). `quiz <id>` jeden spustí. Příklady:
              quizzes
              quizzes CZ-64
              quizzes --json
            """#

        // MARK: Help: options of search and of every command
        case .helpSearchWords: #"Co hledat (i více slov); bez textu vypíše místa podle významu."#
        case .helpSearchCategory: #"Jen tato kategorie (town, castle, chateau, ruin, lookout-tower, …); opakujte ji, nebo oddělte čárkami: castle,chateau."#
        case .helpSearchRegion: #"Jen tento region, podle id nebo názvu (CZ-20, vysocina); lze opakovat."#
        case .helpSearchBox: #"Jen uvnitř tohoto obdélníku."#
        case .helpSearchRadius: #"Jen do této vzdálenosti v km od --near."#
        case .helpSearchNearest: #"S --near: nejbližší první bez ohledu na shodu (mezi {n} nejlepšími shodami)."#
        case .helpSearchFavourites: #"Jen vaše oblíbená místa."#
        case .helpSearchLimit: #"Nejvýše tolik výsledků (1…{n})."#
        case .helpSearchOffset: #"Nejdřív tolik výsledků přeskočit (další stránka)."#
        case .helpGlobalData: #"Složka s datovou sadou (výchozí: vestavěná česká datová sada)."#
        case .helpGlobalStore: #"Soubor SQLite s oblíbenými místy a pokusy v kvízech (výchozí: $XDG_DATA_HOME/regio/regio.sqlite)."#
        case .helpGlobalLang: #"Jazyk názvů regionů: kterýkoli jazyk datové sady (de, ja, …; kde název chybí, anglicky); texty a kvízy jsou česky nebo anglicky (pro jiné jazyky anglicky). Výchozí: podle národního prostředí."#
        case .helpGlobalPlaces: #"Katalog míst k prohledání vedle míst datové sady (body GeoJSON, GeoNames, CSV nebo POI feed); lze opakovat."#
        case .helpGlobalJSON: #"Vypsat výsledek jako JSON, pro skripty."#
        case .helpGlobalAutoSync: #"Nejdřív obnovit zastaralé stažené kolekce (offline: varování, pak kopie z mezipaměti)."#
        }
    }
}
