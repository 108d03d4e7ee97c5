// The catalogue's English texts. Add a text: a case in TextKey.swift, its English text in
// EnglishCatalogue.swift and its Czech text in CzechCatalogue.swift (the compiler
// insists on all three); CatalogueTests check the holes and plural forms agree.

extension TextKey {
    /// The English text (a ``TextTemplate``).
    public var english: String {
        switch self {

        // MARK: Words
        case .wordNone: #"none"#
        case .wordYes: #"yes"#
        case .wordNo: #"no"#
        case .unitKm: #"km"#
        case .unitDotsPerInch: #"dots per inch"#
        case .unitDegrees: #"degrees"#

        // MARK: Categories of places
        case .categoryTown: #"town"#
        case .categoryCastle: #"castle"#
        case .categoryChateau: #"chateau"#
        case .categoryRuin: #"ruin"#
        case .categoryLookoutTower: #"lookout tower"#
        case .categoryMuseum: #"museum"#
        case .categoryInformationCentre: #"information centre"#
        case .categoryPOI: #"point of interest"#
        case .categoryPeak: #"peak"#
        case .categoryViewpoint: #"viewpoint"#
        case .categoryAttraction: #"attraction"#
        case .categoryMonument: #"monument"#
        case .categoryChurch: #"church"#
        case .categoryCave: #"cave"#
        case .categoryWaterfall: #"waterfall"#
        case .categoryHut: #"mountain hut"#
        case .categoryStreet: #"street"#
        case .helpSearchCSV: #"Print the results as RFC 4180 CSV for a spreadsheet (a header row, one row per place, names in --lang)."#
        case .helpHistoryCSV: #"Print every attempt as RFC 4180 CSV for a spreadsheet (a header row, one row per attempt)."#
        case .csvNotWithJSON: #"--csv and --json both ask for the output's format; give one of them."#
        case .fileNoSuchFile: #"cannot be read: there is no such file"#
        case .fileNoPermission: #"cannot be read: permission denied"#
        case .fileCannotBeRead: #"cannot be read: {reason}"#
        case .fileIsFolder: #"cannot be read: this is a folder, not a file"#
        case .fileTooLarge: #"the file is {size}; the limit for {kind} is {limit}"#
        case .inputTooLarge: #"the input is more than {limit}, the limit for {kind}"#
        case .dataMoreProblems: #"(more problems not shown; fix these first)"#
        case .datasetNotAFolder: #"is not a dataset folder (it does not exist or is not a folder)"#
        case .limitDatasetFile: #"a dataset file"#
        case .limitManifest: #"a manifest"#
        case .limitFacts: #"a facts file"#
        case .limitCatalogue: #"a place catalogue"#
        case .limitQuiz: #"a quiz file"#
        case .limitStyle: #"a map style"#
        case .limitFavourites: #"a favourites import"#
        case .limitSettings: #"a settings file"#
        case .limitHistory: #"the REPL history"#
        case .limitBuilderSource: #"a dataset source"#
        case .helpFavExportDiscussion: #"""
            Everything Regio keeps goes along (id, category, region, note, tags, times), so an export imports back unchanged; maps and GPS apps show the name, position and note. CSV (RFC 4180, a header row) is for spreadsheets. The format comes from --format, else from the --out file's extension, else GPX. Examples:
              fav export --format gpx --out favourites.gpx
              fav export --format kml > favourites.kml
              fav export --out trip.geojson --tag trip
              fav export --out favourites.csv
            """#
        case .helpFavExportFormat: #"The format (default: from the --out file's extension, else GPX)."#
        case .helpFavExportOut: #"Write to this file (default: standard output)."#
        case .helpFavExportRegion: #"Only favourites in this region (id or name)."#
        case .helpFavExportTag: #"Only favourites with this tag."#
        case .helpFavImportDiscussion: #"""
            GPX 1.1 waypoints, KML placemarks with a Point, GeoJSON Point features, CSV rows with latitude and longitude columns. Regio's own exports come back unchanged; points from other apps get an id from their name and position, so importing a file twice adds nothing new. Examples:
              fav import favourites.gpx
              fav import "My Places.kml"
              fav import points.json --format geojson
              fav import favourites.csv
            """#
        case .helpFavImportFile: #"The file to read."#
        case .helpFavImportFormat: #"The format (default: from the extension or the content)."#
        case .helpFavImportPartial: #"For a damaged GPX or KML file: import what comes before the damage and say how much was lost."#
        case .datasetMissingInputFetch: #"{what} is not in the cache ({path}): fetch it with `{fetch}` (in the Regio repository), or give it with {option} FILE"#
        case .datasetMissingInput: #"{what} not found: {path} ({option})"#
        case .datasetUnknownCountry: #"'{code}' is not an ISO 3166-1 country code"#
        case .datasetUnknownCountryClosest: #"'{code}' is not an ISO 3166-1 country code; closest: {closest}"#
        case .datasetNoRegions: #"Natural Earth has no admin-1 regions for {country}"#
        case .datasetNoCountries: #"give at least one ISO country code (for example AT), or --world"#
        case .datasetCountriesOrWorld: #"give country codes or --world, not both"#
        case .datasetOutput: #"cannot write the dataset to {path}: {reason}"#
        case .datasetOutputIsFile: #"it is a file, not a folder"#
        case .datasetOutputNotWritable: #"the folder is not writable"#
        case .osmNotOSM: #"{file} is not an OpenStreetMap extract (.osm.pbf or .osm XML); GDAL reads it as layers {layers}"#
        case .osmNoDataInBox: #"{file} has no roads, railways, waterways, areas or places inside the dataset's box ({box}): is it an extract of another country?"#
        case .osmTruncated: #"{file} is cut short: the block at byte {offset} needs {needed} bytes, and the file ends at byte {size} (an unfinished download?)"#
        case .osmBlockTooLarge: #"{file} is damaged: the {part} of the block at byte {offset} is {size} bytes, over the PBF format's limit of {limit} bytes"#
        case .osmBadCompression: #"{file} is damaged: the zlib data of the block at byte {offset} does not inflate ({reason})"#
        case .osmDamagedBlock: #"{file} is damaged: the block at byte {offset} cannot be read ({reason})"#
        case .osmUnsupportedCompression: #"{file}: the block at byte {offset} is compressed with {compression}, which GDAL's OSM reader does not read; recompress the file with zlib (osmium cat -o new.osm.pbf)"#
        case .osmUnsupportedFeature: #"{file} needs the reader to support "{feature}", which Regio's reader does not"#
        case .osmHistoryFile: #"{file} is an OpenStreetMap history file (every version of every object, HeaderBlock feature HistoricalInformation), not an extract: use a current extract (.osm.pbf)"#
        case .osmChangeFile: #"{file} is an OpenStreetMap change file (osmChange, .osc: edits to apply to a database), not an extract: use a current extract (.osm.pbf)"#
        case .datasetSummary: #"{name}: {regions} {regions|region|regions} ({iso} with ISO 3166-2 ids), {places} {places|place|places} ({nearest} given the nearest region, {leftOut} left out), {countries} {countries|country|countries} for context, names in {languages} {languages|language|languages} → {output}"#
        case .datasetOwnWater: #"  your water ({credit}): {rivers} {rivers|river line|river lines} and {lakes} {lakes|lake|lakes}; they stand for {replacedRivers} GSHHG {replacedRivers|river line|river lines} and {replacedLakes} GSHHG {replacedLakes|lake|lakes}"#
        case .datasetBasemap: #"base map: {rivers} {rivers|river line|river lines}, {lakes} {lakes|lake|lakes}, relief {width}×{height} ({relief}), {kb} KB in basemap.gpkg and relief.tif"#
        case .placeFactFounded: #"founded {year}"#
        case .placeFactHeight: #"{m} m high"#
        case .placeFactElevation: #"{m} m above sea level"#
        case .placeFactNationalMonument: #"national cultural monument"#
        case .placeRowFacts: #"facts"#
        case .datasetSights: #"Sights: {castles} {castles|castle, chateau or ruin|castles, chateaux and ruins} (Wikidata) and {towers} {towers|lookout tower|lookout towers} (OpenStreetMap; {unnamed} without a name left out) in sights.geojson"#
        case .datasetOSM: #"OpenStreetMap ({file}): {roads} {roads|road|roads}, {railways} {railways|railway line|railway lines}, {waterways} {waterways|waterway|waterways}, {areas} {areas|area|areas} in basemap.gpkg; {places} {places|place|places} in osm-places.geojson ({merged} {merged|town|towns} GeoNames has already left out)"#
        case .datasetOSMLeftOut: #"; left out: {duplicates} {duplicates|place|places} mapped twice, {ways} {ways|way|ways} and {relations} {relations|multipolygon|multipolygons} with members missing from the file (the extract's edge), {skipped} unreadable {skipped|object|objects}"#
        case .datasetBasemapNoLakes: #" (no lake polygons in the cache: the lakes layer is empty)"#
        case .datasetBasemapForests: #", {forests} forest polygons (MODIS)"#
        case .datasetBasemapNoForests: #" (no land cover in the cache: maps show no forests; {fetch} gets it)"#
        case .datasetBasemapMissing: #"base map left out: {path} not found (run {fetch})"#
        case .datasetCountryMatched: #"{code} {name}: {matched} of {regions} regions matched ISO 3166-2"#
        case .datasetWithoutISO: #"; without ISO code: {list}"#
        case .datasetISOWithoutRegion: #"; ISO codes without a region: {list}"#
        case .datasetListMore: #"{list} and {n} more"#
        case .datasetOpenWith: #"Open it with: regio --data {folder} regions"#
        case .datasetProgress: #"building: {stage}"#
        case .datasetStageRegions: #"regions"#
        case .datasetStageNeighbours: #"neighbours"#
        case .datasetStageBasemap: #"base map"#
        case .datasetStageOSMCheck: #"checking the OpenStreetMap extract (MB)"#
        case .datasetStageOSM: #"OpenStreetMap extract"#
        case .datasetStagePlaces: #"places"#
        case .datasetStageSnapshot: #"snapshot of the places"#
        case .helpDatasetBuildDiscussion: #"""
            Reads Natural Earth (scripts/fetch-natural-earth) and GeoNames (scripts/fetch-geonames) from the cache folder ($XDG_CACHE_HOME/regio, else ~/.cache/regio), or the files given; ISO 3166-2 codes and translated names from Debian's iso-codes. Examples:
              dataset build AT --out datasets/at
              dataset build US --out datasets/us --json
              dataset build --world --out datasets/world
            """#
        case .helpDatasetCountries: #"ISO 3166-1 country codes (AT, PL, US …)."#
        case .helpDatasetWorld: #"Every country of the world (about 4,500 regions and 235,000 places)."#
        case .helpDatasetOut: #"The dataset folder to write (default: datasets/<codes> or datasets/world)."#
        case .helpDatasetGeoNames: #"GeoNames cities500.json (default: from the cache folder)."#
        case .helpDatasetGeoPackage: #"Natural Earth world_map.gpkg (default: from the cache folder)."#
        case .helpDatasetFacts: #"A facts file with capitals and official areas (see data/facts/cz-regions.json)."#
        case .helpDatasetDEM: #"Your own elevation model (any raster GDAL reads, e.g. an SRTM or Copernicus GeoTIFF, in any coordinate system) for relief.tif instead of ETOPO5. It must have a coordinate system and cover the regions; no-data stays without relief."#
        case .helpDatasetDEMCredit: #"The relief's credit on maps with --dem (default: the file's name)."#
        case .helpDatasetWater: #"Your own rivers and lakes (Shapefile, GeoPackage, GeoJSON, any vector GDAL reads; repeatable): lines go to rivers, polygons to lakes, named by their name field; added to GSHHG's, yours winning where both have one."#
        case .helpDatasetWaterCredit: #"The credit of --water's rivers and lakes on maps (default: the files' names)."#
        case .helpDatasetOSM: #"An OpenStreetMap extract (.osm.pbf or .osm): its roads, railways, waterways, water, forests and built-up areas go into basemap.gpkg, its peaks and tourist places into the places (see docs/osm-tags.md)."#
        case .helpTilesDiscussion: #"""
            Tiles show the regions (the chosen one highlighted), the countries around, towns, the other places you loaded (from zoom 9) and your favourites. The tile count is shown first; a progress bar with the time left shows on a terminal. Both cores render. Tiles already there are skipped, so an interrupted run goes on where it stopped; --force renders them again. Without --out the tiles go to the folder tiles/ in the current directory. Examples:
              tiles --region vysocina --zoom 6-11                 into tiles/
              tiles --region CZ-64 --zoom 6-12 --out jm.mbtiles   one MBTiles 1.3 file
              tiles --bbox 14.2,49.9,14.7,50.2 --zoom 10-14 --scale 2 --out praha@2x
              tiles --region CZ-63 --zoom 8-10 --palette --force  8-bit PNGs, all again
            """#
        case .helpTilesRegion: #"A region (id or name)."#
        case .helpTilesBox: #"A box in degrees."#
        case .helpTilesZoom: #"Zoom levels, e.g. 6-12 (0–20)."#
        case .helpTilesScale: #"Pixel density: 2 for high-density screens (twice the pixels, same area)."#
        case .helpTilesSize: #"Tile width in style pixels: 512 shows the detail of the next zoom."#
        case .helpTilesPalette: #"8-bit palette PNGs (about a third of the size)."#
        case .helpTilesOut: #"Where to write: a folder (z/x/y.png) or a file ending in .mbtiles."#
        case .helpTilesForce: #"Render every tile again, even those already there."#
        case .helpTilesStyle: #"A style file (JSON over the standard style)."#
        case .helpOfflineDiscussion: #"""
            10 km around each favourite, 3 km, a whole region:
              offline pack --favourites --zoom 8-14 --out mine.mbtiles
              offline pack --favourites --zoom 10-15 --radius 3 --out walk.mbtiles
              offline pack --region vysocina --zoom 6-12 --out vysocina.mbtiles
            """#
        case .helpOfflinePackDiscussion: #"""
            With --favourites the pack holds the tiles within --radius km (default 10) of each favourite; with --region, every tile over the region, and --radius km around it. Like `tiles`, a pack resumes: tiles already in the file are kept unless --force. Examples:
              offline pack --favourites --zoom 8-14 --out mine.mbtiles
              offline pack --region CZ-63 --zoom 6-12 --radius 5 --out kraj.mbtiles --json
            """#
        case .helpOfflineFavourites: #"Tiles around your favourites."#
        case .helpOfflineRegion: #"Tiles over a region (id or name)."#
        case .helpOfflineRadius: #"Kilometres around each favourite (default 10), or around the region (default 0)."#
        case .helpQuizHistoryDiscussion: #"""
            Best, last and average count every finished attempt, a retake of the missed questions too (by its own percent, marked "retake of the missed" where it is the best or the last). Rows are numbered by attempt of the quiz shown. Examples:
              quiz history
              quiz history cz-64-south-moravia
              quiz history CZ-31 --json
              quiz history --csv > attempts.csv
            """#
        case .helpQuizHistoryQuery: #"A quiz id, or a region's id or name."#

        // MARK: Errors of typed input (UserInput)
        case .inputNumber: #"{parameter} must be a number of {unit}, like 10 or 2.5; got '{text}'"#
        case .inputInteger: #"{parameter} must be a whole number in {min}…{max}; got '{text}'"#
        case .inputMapScale: #"{parameter} must be a scale like 1:15000, from 1:{min} to 1:{max}; got '{text}'"#
        case .mapScaleWithView: #"{scale} sets the scale of a printed page; a view ({center} and {zoom}) has its own: give one of them"#
        case .helpMapScale: #"Draw at this scale (1:15000), centred on what the map shows; the page decides how much fits. Without it the map fits its area."#
        case .inputZoom: #"{parameter} must be a number in 0…{max} (fractions allowed, like 6.5); got '{text}'"#
        case .inputZoomRangeShape: #"{parameter} '{text}': write a zoom range such as 6-12"#
        case .inputZoomRangeOrder: #"{parameter} '{text}': the first zoom must not be larger than the second"#
        case .inputZoomRangeOutside: #"{parameter} {text} is outside 0…{max}"#
        case .inputBearing: #"{parameter} must be a finite number of degrees, like 90 (east at the top) or -45; got '{text}'"#
        case .inputViewSize: #"{parameter} must be WIDTHxHEIGHT in pixels, each 1…1,000,000, like 1024x768; got '{text}'"#
        case .inputPaper: #"{parameter}: {reason}"#
        case .inputRegionUnknown: #"no region matches '{text}'; regions: {list}"#
        case .inputParameterPrefix: #"{parameter}: {message}"#
        case .inputBox: #"{parameter} expects WEST,SOUTH,EAST,NORTH in degrees, like 14.2,49.9,14.7,50.2; bad bounding box '{text}': {reason}"#
        case .inputBoxPartCount: #"it has {n} {n|part|parts}, not 4"#
        case .inputBoxNotNumber: #"'{part}' is not a number"#
        case .inputBoxLongitudes: #"longitudes must be within -180…180"#
        case .inputBoxLatitudes: #"latitudes must be within -{max}…{max}"#
        case .inputBoxWestEast: #"west ({west}) must be less than east ({east})"#
        case .inputBoxSouthNorth: #"south ({south}) must be less than north ({north})"#
        case .inputCategoryUnknown: #"{parameter}: unknown category '{name}'; the categories here are: {list}"#
        case .inputCoordinateShape: #"{parameter} expects latitude,longitude in degrees, like 49.8,15.5 or -33.9,18.4; got '{text}'"#
        case .inputCoordinateNumber: #"{parameter} {text}: '{bad}' is not a number of degrees; expected latitude,longitude, like 49.8,15.5 or -33.9,18.4"#
        case .inputCoordinateRange: #"{parameter} {text} is not a position: latitude must be in -90…90 and longitude in -180…180"#
        case .inputNotEmpty: #"{parameter} must not be empty"#
        case .inputRange: #"{parameter} must be in {min}…{max}"#
        case .inputRangeGot: #"{parameter} must be in {min}…{max}; got {value}"#
        case .inputNotNegative: #"{parameter} must not be negative; got {value}"#
        case .inputNeeds: #"{parameter} needs {other}"#
        case .inputEitherOr: #"give {a} or {b}, not both"#

        // MARK: Search
        case .searchRadiusNeedsNear: #"{parameter} needs {near} LAT,LON or a place (the centre)"#
        case .searchNearestNeedsNear: #"{parameter} needs {near} LAT,LON or a place"#
        case .searchRadiusKm: #"{parameter} must be a number of km ≥ 0"#
        case .searchNoFavourites: #"You have no favourites yet: add one with `fav add <name or id>`."#
        case .searchNoMore: #"No more places match (offset {offset})."#
        case .searchNoneFiltered: #"No places match these filters."#
        case .searchNoMatch: #"No places match '{text}'."#
        case .searchNoMatchFiltered: #"No places match '{text}' with these filters."#
        case .searchFavouritesMissing: #"{n} of your favourites {n|is|are} not in the current catalogue: shown from the saved snapshot."#
        case .searchMore: #"More with --offset {next}; details: place <id>."#
        case .searchNearUnknown: #"{parameter}: no place matches '{text}'; give LAT,LON or a place id or name"#
        case .searchNearAround: #"Around {name} ({position}):"#
        case .columnName: #"name"#
        case .columnCategory: #"category"#
        case .columnRegion: #"region"#
        case .columnDistance: #"distance"#
        case .columnID: #"id"#
        case .columnCapital: #"capital"#
        case .columnAreaKm2: #"area km²"#
        case .columnPlaces: #"places"#
        case .columnCommand: #"command"#
        case .columnWhatItDoes: #"what it does"#

        // MARK: Place
        case .placeFavouriteMark: #"★ favourite"#
        case .placeRowID: #"id"#
        case .placeRowAlso: #"also"#
        case .placeAlsoMore: #"… ({n} more)"#
        case .placeRowRegion: #"region"#
        case .placeOutsideRegions: #"outside the dataset's regions"#
        case .placeRowAddress: #"address"#
        case .placeRowPosition: #"position"#
        case .placeRowPopulation: #"population"#
        case .placeRowFavourite: #"favourite"#
        case .placeNotFavourite: #"no — keep it with `fav add {id}`"#
        case .placeSnapshotOnly: #"Not in the current catalogue: shown from your favourite's snapshot."#
        case .placeSnapshotCatalogueFailed: #"The catalogue could not be loaded: shown from your favourite's snapshot."#
        case .placeSaved: #"saved {date}"#
        case .placeChanged: #", changed {date}"#
        case .placeRowNote: #"note"#
        case .placeRowTags: #"tags"#
        case .placeRowSinceSaved: #"since saved"#
        case .placeRefreshHint: #"{changes} (`fav refresh` updates the snapshot)"#

        // MARK: Regions
        case .regionsSummary: #"{n} {n|region|regions}, {area} km², {places} {places|place|places}"#
        case .regionAlso: #"also"#
        case .regionCapital: #"capital"#
        case .regionArea: #"area"#
        case .regionAreaComputed: #"{area} km² (computed from the polygon)"#
        case .regionAreaOfficial: #"{area} km² (official)"#
        case .regionsAreasOfficial: #"Areas are official (the dataset's facts)."#
        case .regionsAreasComputed: #"* computed from the region's polygon (the dataset has no official area); the others are official."#
        case .regionNeighbours: #"neighbours"#
        case .regionPlaces: #"places"#
        case .regionLargest: #"largest"#
        case .whereInside: #"{position}: {name} ({id})"#
        case .whereOutside: #"{position}: outside every region of {dataset}"#
        case .whereNearest: #" (nearest: {name}, {distance} away)"#

        // MARK: REPL and errors around commands
        case .replBanner: #"Regio — {summary} Type help for the commands, quit or Ctrl-D to leave."#
        case .replDatasetSummary: #"{dataset}: {regions} {regions|region|regions}, {places} {places|place|places}."#
        case .replDatasetFailed: #"The dataset could not be loaded; `regions` shows why."#
        case .replHelpRow: #"This list, or the help of one command."#
        case .replQuitRow: #"Leave (Ctrl-D too)."#
        case .errorPrefix: #"error:"#
        case .notePrefix: #"note:"#
        case .splitUnclosedQuote: #"a quote is not closed"#
        case .splitLineTooLong: #"the line is too long: {length} characters, the limit is {limit}"#
        case .splitLineTooLarge: #"the line is too long: over {bytes} bytes, the limit is {limit} characters"#
        case .splitTooManyWords: #"too many words: {count}, the limit is {limit} per command"#
        case .langInvalid: #"--lang must be a language code such as cs, en, de or pt-BR, not '{text}'"#

        // MARK: Help: search
        case .helpSearchNear: #"Prefer places near here (a position, or a place by id or name: --near karlstejn), and show the distance."#

        // MARK: Quiz: the quiz's own words
        case .quizQuestions: #"{n} {n|question|questions}"#
        case .quizTries: #"{n} {n|try|tries}"#
        case .quizPoints: #"{n} {n|point|points}"#
        case .quizPassMark: #"pass mark {percent} %"#
        case .quizModeImmediate: #"one try per question, checked at once"#
        case .quizModeInteractive: #"up to {tries} per question; each wrong try costs {cost} % of its points"#
        case .quizModeDeferred: #"answers are checked at the end"#
        case .quizModeLine: #"{questions} · {mode} · {pass}"#
        case .quizHowToAnswer: #"Answer with a number or the first letters of an option; skip, or quit to stop (your place is kept)."#
        case .quizRetakeMissed: #"Retake of the missed questions"#
        case .quizRetakeRound: #"Retake {round}"#
        case .quizProgress: #"Question {number}/{total}"#
        case .quizAnswerPrompt: #"Answer (1–{count}, skip, quit): "#
        case .quizRight: #"Right"#
        case .quizWrong: #"Wrong"#
        case .quizSkipped: #"Skipped"#
        case .quizNoted: #"Noted."#
        case .quizTheAnswerIs: #"The answer is {answer}."#
        case .quizTryAgain: #"Not this one. {tries} left."#
        case .quizEarned: #"{points} of {max} {max|point|points}"#
        case .quizAmbiguous: #"'{input}' fits several options ({options}): type more of it, or its number."#
        case .quizUnknownAnswer: #"'{input}' is not one of the options: type 1–{count}, the start of an option, skip or quit."#
        case .quizNoSuchOption: #"There is no such option: choose 1–{count}."#
        case .quizAlreadyTried: #"You already tried {option}; choose another option."#
        case .quizResumedAt: #"Going on with your unfinished attempt from {date} at question {number}/{total}."#
        case .quizResumed: #"Going on with your unfinished attempt from {date}."#
        case .quizStartOverHint: #"(quiz {id} --new starts over)"#
        case .quizStoppedAt: #" at question {number}/{total}"#
        case .quizInputEnded: #"The input ended"#
        case .quizStopped: #"Stopped"#
        case .quizAnswersSaved: #". Your answers are saved: quiz {id} goes on from there."#
        case .quizResult: #"Result"#
        case .quizCounts: #"{right} right · {wrong} wrong · {skipped} skipped, of {n} {n|question|questions}"#
        case .quizScore: #"Points: {points} of {max} ({percent} %)"#
        case .quizPassed: #"passed"#
        case .quizFailed: #"not passed"#
        case .quizPassMarkSummary: #"pass mark {percent} %"#
        case .quizMissedHeader: #"To look at again:"#
        case .quizAnswersHeader: #"Your answers:"#
        case .quizYourAnswer: #"your answer"#
        case .quizCorrectAnswer: #"correct"#
        case .quizNotAnswered: #"skipped"#
        case .quizRetakeAll: #"a = all {n} {n|question|questions}"#
        case .quizRetakeMissedChoice: #", m = the {n} missed"#
        case .quizRetakeQuestion: #"Play again? {all}{missed}, n = no: "#
        case .quizRetakeHelp: #"Type a, m or n."#
        case .quizYesOrNo: #"Type y or n."#
        case .quizWatchedVideo: #"You watched “{title}”{duration}."#
        case .quizOfferQuiz: #"Take the quiz “{title}” ({questions}{unfinished}) now? [Y/n] "#
        case .quizHalfDone: #", half done"#
        case .quizNoQuizForVideo: #"There is no quiz for this video's region yet."#
        case .quizMaybeLater: #"Maybe later:"#
        case .quizRanking: #"Ranking"#
        case .quizPickAll: #"Pick every right option: numbers such as 1 3 or 1,3."#
        case .quizPickAny: #"Any right option counts; you may give several: 1 3 or 1,3."#
        case .quizOneOptionOnly: #"This question takes one option: choose one number."#
        case .quizWhichRegion: #"The video is about several regions. Which one's quiz?"#
        case .quizNoQuizYet: #"no quiz yet"#

        // MARK: Quizzes, history, import, generate
        case .quizzesNone: #"No quizzes for this dataset."#
        case .quizzesNoneInRegion: #"No quizzes about this region yet."#
        case .columnQuestions: #"questions"#
        case .columnBest: #"best"#
        case .columnTitle: #"title"#
        case .quizzesYours: #"yours"#
        case .quizzesSynced: #"synced"#
        case .quizzesSummary: #"{n} {n|quiz|quizzes}"#
        case .quizzesUnfinishedHint: #"; ▶ unfinished: `quiz <id>` goes on where you stopped"#
        case .quizzesTakeHint: #". `quiz <id|region>` takes one."#
        case .historyNone: #"No attempts yet: `quizzes` lists the quizzes, `quiz <id>` starts one."#
        case .historyNoneForQuiz: #"No attempts yet: `quiz {id}` starts one."#
        case .columnQuiz: #"quiz"#
        case .columnAttempts: #"attempts"#
        case .columnLast: #"last"#
        case .columnAverage: #"average"#
        case .columnUnfinished: #"unfinished"#
        case .columnStarted: #"started"#
        case .columnMode: #"mode"#
        case .columnRight: #"right"#
        case .columnWrong: #"wrong"#
        case .columnSkipped: #"skipped"#
        case .columnPoints: #"points"#
        case .columnScore: #"score"#
        case .columnResult: #"result"#
        case .historyAtQuestion: #"at question {number}/{total}"#
        case .historySummary: #"best {best} · last {last} · average {average}"#
        case .historyMissed: #"{n} missed"#
        case .historyRetakeMark: #" (retake of the missed)"#
        case .historyUnfinishedAt: #"unfinished, at question {number}"#
        case .historyAbandoned: #"abandoned"#
        case .modeImmediate: #"immediate"#
        case .modeInteractive: #"interactive"#
        case .modeDeferred: #"deferred"#
        case .quizNotImported: #"not imported: {problem}"#
        case .quizImportedAbout: #", about {region}"#
        case .quizImported: #"Imported {id}: “{title}”, {questions}{region}. Take it with `quiz {id}`."#
        case .quizLeftOut: #"left out: {what}"#
        case .quizGeneratedHeader: #"{title} ({id}, seed {seed})"#
        case .quizGeneratedSummary: #"{questions} generated from the dataset; ✓ marks the answer."#
        case .quizManyInRegion: #"{n} {n|quiz|quizzes} about this region; `quizzes {region}` lists them"#
        case .quizOptionsForNewAttempt: #"{options} {n|applies|apply} to a new attempt; add --new to start one"#
        case .quizTriesRange: #"--tries must be from 1 to 10, not {n}"#
        case .quizTriesMode: #"--tries applies to --mode interactive, not {mode}"#
        case .quizPassRange: #"--pass must be a percentage from 0 to 100, not {n}"#
        case .quizPlay: #"quiz {id}"#

        // MARK: Favourites
        case .favChangeRenamed: #"renamed from {from} to {to}"#
        case .favChangeMoved: #"moved {metres} m"#
        case .favChangeRecategorised: #"now a {to} (was {from})"#
        case .favChangeRegion: #"region {from} → {to}"#
        case .favNeedPlace: #"give a place id or a name, like `fav add karlstejn`"#
        case .favNoPlaceMatches: #"no place matches '{text}'; try `search {text}` with fewer letters, or add a catalogue with {places} FILE"#
        case .favNoPlaceMatchesID: #"no place matches '{text}' (not an id in the catalogue either); try `search {text}` with fewer letters, or add a catalogue with {places} FILE"#
        case .favSeveralNamed: #"{n} favourites are called '{text}'; give the id: {ids}"#
        case .favNoSuchFavourite: #"no favourite with id '{text}' (see `fav list`)"#
        case .favCannotWrite: #"cannot write {file}: {reason}"#
        case .favCatalogueUnchecked: #"the place catalogue cannot be loaded, so favourites are shown from their snapshots, unchecked: {error}"#
        case .favNoneMatch: #"No favourites match."#
        case .favNoneYet: #"No favourites yet. Keep one with `fav add <name or id>` (find places with `search`)."#
        case .favCount: #"{n} {n|favourite|favourites}"#
        case .favChangedCount: #"{n} changed in the catalogue"#
        case .favRemovedCount: #"{n} not in the catalogue, kept from {n|its snapshot|their snapshots}"#
        case .columnNote: #"note"#
        case .columnTags: #"tags"#
        case .columnStatus: #"status"#
        case .favRefreshHint: #"`fav refresh` takes new snapshots of the changed places."#
        case .favStatusOK: #"ok"#
        case .favStatusImported: #"imported point"#
        case .favStatusRemoved: #"removed from the catalogue"#
        case .favStatusNotLoaded: #"not loaded now ({source})"#
        case .favNotLoadedCount: #"{n} not loaded now"#
        case .favStatusUnchecked: #"unchecked"#
        case .favPickOutOfRange: #"--pick {pick}: only {n} {n|place matches|places match} '{text}':"#
        case .favNothingAdded: #"Nothing added."#
        case .favNoneChosen: #"no place was chosen for '{text}'"#
        case .favAlreadySnapshotKept: #"★ {name} is a favourite already (the catalogue does not have it; its snapshot is kept)"#
        case .favNoteTagsUpdated: #"; note and tags updated."#
        case .favAdded: #"★ Added {label} — {id}"#
        case .favUpdated: #"★ Updated {label} — {id} (it was a favourite already; snapshot refreshed)"#
        case .favNoteLine: #"  note: {note}"#
        case .favTagsLine: #"  tags: {tags}"#
        case .favNoneToExport: #"no favourites to export; the file has none"#
        case .favNoneToExportFiltered: #"no favourites to export with these filters; the file has none"#
        case .favExported: #"Exported {n} {n|favourite|favourites} to {file} ({format})."#
        case .favMoreLeftOut: #"… and {n} more left out"#
        case .favImported: #"Imported {n} {n|favourite|favourites} from {file}: {added} added, {updated} updated"#
        case .favImportedLeftOut: #"; {n} left out (see the notes)."#
        case .favNoteMissing: #"give the note after the id, like `fav note {id} closed on Mondays` ("" clears it)"#
        case .favNoteCleared: #"Cleared the note of {name}."#
        case .favNoteSet: #"Note of {name}: {note}"#
        case .favAllUpToDate: #"Every favourite's snapshot is up to date."#
        case .favRefreshed: #"Refreshed {n} {n|favourite|favourites} from the catalogue."#
        case .favRefreshKept: #" {n} not in the catalogue kept {n|its snapshot|their snapshots}."#
        case .favRemoved: #"Removed {name} ({id}) from your favourites."#
        case .pickSeveral: #"Several places match '{text}':"#
        case .pickWhich: #"Which one? {min}–{max}, Enter to cancel: "#
        case .pickTypeNumber: #"Type a number from 1 to {n}, or press Enter to cancel."#
        case .pickNotOne: #"{pick} is not one of the {n} places matching '{text}':"#
        case .pickChoose: #"{n} places match '{text}'; choose one with --pick N (or give its id):"#

        // MARK: Clusters
        case .selectionAll: #"all places"#
        case .selectionCategories: #"{n|category|categories} {list}"#
        case .selectionFavourites: #"favourites"#
        case .selectionFavouritesIn: #"favourites in {kinds}"#
        case .clustersLevel: #"zoom level {level}"#
        case .clustersLevelZoom: #" (zoom {zoom})"#
        case .clustersEveryPlace: #", every place on its own"#
        case .clustersHeader: #"Clusters at {level}: {width}×{height} px around {centre}, bearing {bearing}; {selection}"#
        case .clustersNothing: #"Nothing in this view."#
        case .clustersNoFavourites: #" You have no favourites yet."#
        case .clustersTryOther: #" Try a lower --zoom, another --center, or clusters with no options to see every place."#
        case .columnCentre: #"centre"#
        case .columnLabel: #"label"#
        case .columnCategories: #"categories"#
        case .columnPosition: #"position"#
        case .columnPlace: #"place"#
        case .clusterCount: #"{n} {n|cluster|clusters}"#
        case .singleCount: #"{n} {n|single place|single places}"#
        case .placeCount: #"{n} {n|place|places}"#
        case .clustersSummary: #"{clusters} and {singles}: {places} in view. Open a cluster with: cluster <id>{arguments}"#
        case .clusterHeader: #"Cluster {id}: {places} around {centre}, labelled {label} ({categories})"#
        case .clusterPlaceHeader: #"Place {id}: {label} ({categories}) at {centre}"#
        case .clusterFilter: #"Filter: {selection}"#
        case .clusterSplits: #"Splits at zoom {zoom} into {n}:"#
        case .clusterSingle: #"A single place, not a cluster."#
        case .clusterNoneShown: #"No places shown (--limit 0)."#
        case .clusterNoneFrom: #"No places from {from} on: the cluster holds {total} (--offset 0…{last})."#
        case .clusterPlacesRange: #"Places {from}–{to} of {total}:"#
        case .clusterNext: #"Next: cluster {id} --offset {next}{limit}{arguments}"#

        // MARK: Maps and tiles
        case .mapLandscape: #"landscape"#
        case .mapPortrait: #"portrait"#
        case .mapVectorPDF: #"vector PDF"#
        case .mapPixelsAtDPI: #"{width}×{height} px at {dpi} dpi"#
        case .mapWrote: #"Wrote {file}: {page}, scale 1:{scale}, {bytes} in {seconds}"#
        case .mapPlacesConflict: #"--places {a} and --places {b}: give one of towns, pois, clusters, none"#
        case .mapLandscapePortrait: #"--landscape and --portrait cannot both be given"#
        case .tilesWrote: #"Wrote {n} {n|tile|tiles} to {path}"#
        case .tilesAlreadyThere: #" ({n} already there)"#
        case .tilesFile: #": {bytes} file"#
        case .tilesPlan: #"{n} {n|tile|tiles} of {title}, zoom {from}–{to} → {path}"#
        case .tilesZoomLine: #"{name}: {all} tiles, {skipped} already present, {todo} to render"#
        case .tilesRate: #"{rate} tiles/s"#
        case .mapUnknownRegion: #"no region matches '{text}'; use a region id or name ({list}), a box W,S,E,N in degrees, or favourites"#
        case .mapNoFavourites: #"you have no favourites yet; add some with `fav add <place>`, or name a region or a box instead"#
        case .mapBearingFinite: #"{parameter} must be a finite number of degrees"#
        case .mapRegionOrBox: #"give either {region} R or {bbox} W,S,E,N"#
        case .mapFavouritesOrRegion: #"give either {favourites} or {region} R"#
        case .mapOutMBTiles: #"give the file to write with {out} FILE.mbtiles"#
        case .mapOutMustBeMBTiles: #"an offline pack is one MBTiles file: {out} must end in .mbtiles, not '{file}'"#
        case .mapRadiusRange: #"{radius} must be a distance from 0 to 500 km, not {value}"#
        case .mapRadiusPositive: #"{radius} must be more than 0 km around favourites"#
        case .mapScaleValues: #"{parameter} must be 1 or 2, not {value}"#
        case .mapSizeValues: #"{parameter} must be 256 or 512, not {value}"#
        case .mapOutNotEmpty: #"{parameter} must name a folder or a .mbtiles file, not be empty"#
        case .mapZoomOutside: #"{parameter} {from}-{to} is outside 0…{max}"#

        // MARK: Sync
        case .syncNotModified: #"{collection}: not modified ({items}, nothing downloaded)"#
        case .syncFull: #"full download"#
        case .syncIncremental: #"incremental update"#
        case .syncReport: #"{collection}: {how}: {items} (+{added} added, {changed} changed, {removed} removed), {bytes}"#
        case .syncNothingCached: #"nothing is cached yet for it"#
        case .syncKept: #"the cached copy is kept and still used ({items}, synced {ago})"#
        case .syncItems: #"{n} {n|item|items}"#
        case .syncBytes: #"{n} {n|byte|bytes}"#
        case .syncInFuture: #"in the future (the clock was set back)"#
        case .syncJustNow: #"just now"#
        case .syncAgo: #"{duration} ago"#
        case .syncAffected: #"{n} of your favourites {n|is a place|are places} the server removed; {n|it stays|they stay} in your favourites with the saved details:"#
        case .syncSkippedItem: #"{problem} (the item is skipped)"#
        case .syncFailed: #"failed"#
        case .syncProgress: #"syncing {collection}"#
        case .syncNeverSynced: #"{name}: never synced ({stale}); `sync <base-url>` downloads it"#
        case .syncLastAttemptFailed: #"last attempt {ago} failed"#
        case .syncStale: #"stale"#
        case .syncFresh: #"fresh"#
        case .syncClockBack: #" (the last sync is in the future: the clock was set back)"#
        case .syncFor: #" for {duration}"#
        case .syncFreshFor: #" for {duration}"#
        case .syncStatusLine: #"{name}: {items}, synced {ago} ({time}), {freshness}"#
        case .syncServerTime: #"  server time: {time}"#
        case .syncServerTimeUnknown: #"unknown (the server sent no Date)"#
        case .syncFrom: #"  from: {url}"#
        case .syncLastChange: #"  last change: {ago} ({time})"#
        case .warningPrefix: #"warning:"#
        case .autoSyncProgress: #"auto-sync: refreshing stale collections"#
        case .autoSyncSkipped: #"auto-sync skipped: {error}"#
        case .autoSyncOffline: #"auto-sync: {collection}: {error}; working offline: {kept}"#
        case .autoSyncNeverSynced: #"auto-sync: {names} never synced; `sync <base-url>` downloads {n|it|them} once"#

        // MARK: Videos
        case .videosNone: #"This dataset has no videos."#
        case .videosNoneOfKind: #"There are no {kind} videos."#
        case .videosNoRegion: #"note: video {id} names no region of this dataset (in its category, title, excerpt or chapters); no quiz can follow it until the manifest's sync.videoCategories maps its category"#
        case .videosKindUnknown: #"{parameter} must be broadcast, class or cooking (found "{kind}")"#
        case .videosRegionNotOfVideo: #"video {id} is about {regions}, not {region}"#
        case .columnLength: #"length"#

        // MARK: Engine errors: quizzes, clusters, sync, places
        case .quizNoMatch: #"no quiz or region matches '{text}'; `quizzes` lists the quizzes"#
        case .quizNoneAboutRegion: #"there is no quiz about {region} ({id}) yet; `quizzes` lists the quizzes"#
        case .quizNoMatchOrRegion: #"no quiz or region matches '{text}'; `quizzes` lists the quizzes, `regions` the regions"#
        case .quizNameOne: #"name a quiz or a region, e.g. `quiz CZ-64`; `quizzes` lists them"#
        case .quizCannotResume: #"{problem}; `quiz {id} --new` starts over"#
        case .quizNoAttempt: #"no quiz attempt {id}"#
        case .fileNotFound: #"{file}: no such file"#
        case .clusterNotListed: #"no {kind} {id} in the listing of {selection}{given}. A cluster id only means something with the filter it was listed under: give `cluster` the same {category}, {favourites} and {zoom} options as the `clusters` command that listed it."#
        case .clusterKindCluster: #"cluster"#
        case .clusterKindPlace: #"place"#
        case .syncUnknownCollection: #"there is no collection '{name}'; the collections are {list}"#
        case .syncNoServer: #"no content server is known yet; give its address, for example `sync https://content.example.org/api`"#
        case .placeNoID: #"no place with id '{id}'; did you mean {list}?"#
        case .placeNoIDSearch: #"no place with id '{id}'; find ids with `search <name>`"#
        case .mapTitleFavourites: #"Favourites"#
        case .mapTitleAround: #"{name} and surroundings"#
        case .mapTitleView: #"View around {centre}, zoom {zoom}"#
        case .mapTitleSearch: #"“{query}”: {n} {n|place|places}"#
        case .mapNoPins: #"the search found no places to put on the map"#
        case .mapViewNeedsZoom: #"a map of a view needs {center} LAT,LON and {zoom} Z (as `clusters` takes them)"#
        case .mapOneSubject: #"give one thing to map: a region, a box, favourites, place <id or name>, search <text>, or {center} with {zoom}"#
        case .mapPlaceNeedsName: #"`map place` needs a place id or name, like `map place karlstejn --out karlstejn.png`"#
        case .mapWroteList: #"{number}. {name} ({category}{region})"#

        // MARK: Help: map
        case .helpMapTarget: #"A region (id or name), a box W,S,E,N in degrees, favourites, `place <id or name>` or `search <text>`."#
        case .helpMapCenter: #"With --zoom: a map of exactly the view `clusters` lists for the same --center, --zoom, --size and --bearing."#
        case .helpMapZoom: #"The view's zoom, 0…24 (with --center)."#
        case .helpMapSize: #"The view's size in pixels (with --center; default 1024x768)."#
        case .helpMapRegion: #"With `search`: only places in this region; repeat for several."#
        case .helpMapCategory: #"Only places of this category (castle, lookout-tower, …; comma-separated or repeated); towns stay as the base map."#
        case .helpMapLimit: #"With `search`: how many results to pin (1…100, default 20)."#
        case .helpMapOut: #"The file to write: its extension picks PNG or PDF."#
        case .helpMapPaper: #"A4, A3, A2, A1, A0, or a size in pixels such as 1600x1200px (default: A4)."#
        case .helpMapDPI: #"Dots per inch (default: 300 on paper, 96 for a size in pixels); 150 for a draft."#
        case .helpMapLandscape: #"Turn the page sideways (default: landscape when the area is wider than tall)."#
        case .helpMapPortrait: #"Keep the page upright."#
        case .helpMapBearing: #"Degrees clockwise from north that the top of the map faces (a north arrow shows); negative too: --bearing -30."#
        case .helpMapTitle: #"The title above the map (default: the region's name); "" for none."#
        case .helpMapStyle: #"A style file (JSON over the standard style)."#

        // MARK: Help: regions, region, where, quizzes
        case .helpRegionsDiscussion: #"Example: regions --lang cs"#
        case .helpRegionQuery: #"The region's id (CZ-63) or name (vysocina)."#
        case .helpWhereDiscussion: #"""
            Examples:
              where 50.0875 14.4213
              where 49.1951,16.6068
              where -33.92 18.42     (outside: says so, with the nearest region)
            """#
        case .helpWhereValues: #"Latitude and longitude: two numbers, or LAT,LON."#
        case .helpQuizzesRegion: #"Only the quizzes about this region (id or name)."#

        // MARK: Help: quiz and its subcommands
        case .helpQuizDiscussion: #"""
            quiz <id|region> runs a quiz (`quizzes` lists them); the other subcommands:
              quiz CZ-64                      the first quiz about the South Moravian Region
              quiz vysocina --mode interactive --tries 2
              quiz cz-64-south-moravia --seed 7 --new
              quiz history                    your attempts of every quiz
              quiz import wine.gift --region CZ-64
              quiz generate jihocesky --json  a quiz made from the dataset, in Regio JSON
            From a pipe, one answer per line: printf '2\n1\n3\n' | regio quiz CZ-64 --seed 7
            """#
        case .helpQuizRunDiscussion: #"""
            Each question shows numbered options: answer with the number or the first
            letters of an option (case and diacritics do not matter), `skip` to skip it,
            `quit` to stop. Every answer is saved at once: `quiz X` goes on where you
            stopped (even after Ctrl-C), `quiz X --new` starts over, `quiz` alone goes on
            with your latest unfinished quiz. At the end: the score, the questions you
            missed with their answers, and the offer to play again (all or missed only).
            Examples:
              quiz CZ-64
              quiz "South Moravian" --mode deferred
              quiz gen-cz-63 --mode interactive --tries 2 --pass 80
              printf '2\n1\nskip\n' | regio quiz CZ-64 --seed 7 --json
            """#
        case .helpQuizRunQuery: #"A quiz id, or a region's id or name (default: your latest unfinished quiz)."#
        case .helpQuizMode: #"immediate: one try, checked at once (default); interactive: several tries, each wrong one costs points; deferred: checked at the end."#
        case .helpQuizTries: #"Tries per question in interactive mode (1–10, default 3); implies --mode interactive."#
        case .helpQuizSeed: #"Shuffle questions and options from this seed, so that a run can be repeated."#
        case .helpQuizNew: #"Start a new attempt even if one is unfinished (otherwise it goes on from where you stopped)."#
        case .helpQuizPass: #"The pass mark in percent (default: the quiz's own, or 60)."#
        case .helpQuizImportDiscussion: #"""
            The quiz is checked against the dataset's regions and saved as Regio JSON in
            your quizzes folder (quizzes/ beside the store: $XDG_DATA_HOME/regio/quizzes/),
            which is read together with the dataset's quizzes. A GIFT file becomes one
            quiz; its id, region and title come from the options, from header lines
            (// @id: …, // @region: …, // @title: …), or from the file name. Questions
            of GIFT types other than multiple choice, weighted multiple response and
            true/false are listed as not imported, with their line; a GIFT file without
            // @lang: is read in the session's --lang. A .json file may be Regio JSON or
            SlickQuiz's JSON (the original app's quiz feed). Examples:
              quiz import wine.gift --region CZ-64 --title "Moravian wine"
              quiz import my-quizzes.json
              quiz import wine.gift --id wine --replace
            """#
        case .helpQuizImportFile: #"A .gift or .json file."#
        case .helpQuizImportID: #"The quiz id (default: from the file)."#
        case .helpQuizImportRegion: #"The region the quiz is about: an id or a name."#
        case .helpQuizImportTitle: #"The title (in both languages)."#
        case .helpQuizImportReplace: #"Replace a quiz you imported before with the same id."#
        case .helpQuizGenerateDiscussion: #"""
            Questions come from the dataset itself: the region's capital, which region a
            town is in (GeoNames), which region borders it (the polygons), which of two
            regions is larger (official areas), which of three towns has the most
            inhabitants. The library's own generated quiz of a region (gen-cz-64, …) uses
            seed 1; another --seed gives another variant. --json prints it in Regio JSON,
            ready to edit and `quiz import`. Examples:
              quiz generate CZ-64
              quiz generate vysocina --seed 5
              quiz generate "Zlín Region" --json > zlin.json
            """#
        case .helpQuizGenerateRegion: #"A region's id or name."#
        case .helpQuizGenerateSeed: #"Which variant (default 1: the quiz in `quizzes`)."#

        // MARK: Help: videos, watched
        case .helpVideosDiscussion: #"""
            After watching one, `watched <id>` offers its quiz. Each video's excerpt and
            chapters follow the table. A video that names no region is noted once, here.
            Examples:
              videos
              videos --kind class
              videos --json
            """#
        case .helpVideosKind: #"Only videos of this kind: broadcast, class or cooking."#
        case .helpWatchedDiscussion: #"""
            The video's own quiz is offered, or else the first quiz of its region. A video
            about several regions asks which one (or give it with --region). Enter or
            y starts it (with the options of `quiz`), n leaves it for later; --yes starts it
            without asking. From a pipe the next line answers. Examples:
              watched 101
              watched 103 --mode interactive
              printf 'y\n1\n2\n' | regio watched 101 --seed 7
            """#
        case .helpWatchedVideoID: #"The video's id (`videos` lists them)."#
        case .helpWatchedYes: #"Start the quiz without asking."#
        case .helpWatchedRegion: #"For a video about several regions: the region whose quiz to take."#

        // MARK: Help: sync
        case .helpSyncDiscussion: #"""
            `sync <base-url>` fetches places.json, quizzes.json and videos.json under the
            address and keeps them in your store; they work offline until the next sync.
            Only what changed is downloaded (a 304 "not modified" costs no data), and a
            failed download changes nothing: the cached copy stays in use. Examples:
              sync https://content.example.org/api
              sync https://content.example.org/api --collection videos
              sync                       (again from the server each collection came from)
              sync status
              sync status --json
            Start with --auto-sync to refresh stale collections before a command or
            the prompt: `regio --auto-sync quizzes`. Paths and staleness intervals
            come from the dataset's manifest.json ("sync" member; see the README).
            """#
        case .helpSyncUpdateDiscussion: #"""
            Prints for each collection whether it was not modified, downloaded in full, or
            updated incrementally (items added, changed and removed; bytes received). A
            collection that fails (no connection, time-out, HTTP error, broken JSON) keeps
            its cached copy, which stays in use; the exit status is then 1. Favourites
            whose place the server removed are listed; they are never changed. Examples:
              sync https://content.example.org/api
              sync update https://content.example.org/api --collection places
              sync --json
            """#
        case .helpSyncUpdateBaseURL: #"The content server's base address (default: the server each collection was last synced from)."#
        case .helpSyncUpdateCollection: #"Only this collection: places, quizzes or videos (repeatable)."#
        case .helpSyncStatusDiscussion: #"""
            Reads the store only (no network). A collection is stale when its last
            successful sync is older than its interval (places and quizzes 24 h, videos
            15 min, unless the dataset's manifest says otherwise); `--auto-sync` refreshes
            stale ones at start-up. Examples:
              sync status
              sync status --json
            """#

        // MARK: Help: clusters, cluster
        case .helpClustersDiscussion: #"""
            Places that would overlap on the map (within 40 px at 512 px per tile)
            merge into a cluster. Clusters are made once per whole zoom, in world
            coordinates, so panning or rotating the view never changes them; a
            fractional zoom uses its whole part. With no options, every place is in
            view. Examples:
              clusters
              clusters --center 49.8,15.5 --zoom 6
              clusters --center 50.08,14.42 --zoom 9.5 --bearing 30 --size 800x600
              clusters --center -33.9,18.4 --zoom 8     (negative numbers are fine)
              clusters --zoom 7 --category castle --category chateau
              clusters --zoom 6 --favourites --json
            Then `cluster <id>` lists a cluster's places; give it the same
            --category, --favourites and --zoom options.
            """#
        case .helpViewCenter: #"The centre of the view: latitude,longitude in degrees (default: the middle of the places)."#
        case .helpViewZoom: #"The map zoom, 0…24, fractions allowed; clusters come from its whole part (default: all places in view)."#
        case .helpViewBearing: #"Degrees clockwise from north that the top of the view faces (default 0)."#
        case .helpViewSize: #"The view in pixels, WIDTHxHEIGHT (default 1024x768; 512 px per tile)."#
        case .helpClusterFilterCategory: #"Only places of this category (repeat it, or separate with commas: castle,museum)."#
        case .helpClusterFilterFavourites: #"Only your favourite places."#
        case .helpClusterDiscussion: #"""
            The id comes from `clusters`: c<zoom>-<number> for a cluster, p<number>
            for a single place. An id only means something with the filter it was
            listed under: give the same --category, --favourites and --zoom options
            as the `clusters` command that listed it. Examples:
              cluster c6-35
              cluster c6-35 --offset 10            (places 11–20)
              cluster c6-35 --limit 50 --json
              cluster c7-12 --category castle      (from clusters … --category castle)
              cluster c7-2803 --zoom 7             (from clusters --center 50.08,14.42 --zoom 7)
            """#
        case .helpClusterID: #"The id from `clusters`: c7-123 or p123."#
        case .helpClusterLimit: #"Places per page, 0…1,000."#
        case .helpClusterOffset: #"How many places to skip."#
        case .helpClusterZoom: #"The zoom the id was listed at, as `clusters` gave it: its clusters are that zoom's badges (default: every place, then the zoom the cluster forms at)."#

        // MARK: Help: place, fav
        case .helpPlaceDiscussion: #"""
            The id is the last column of `search` (source:id). The part after the colon is
            enough when it is unique. A favourite is shown from its saved snapshot when the
            place is not in the catalogue (offline, or the catalogue changed). Examples:
              place geonames:3067696
              place wikidata:Q266698      (with --places ../shared/data/cz-castles.geojson)
              place Q266698
              place osm:way/485549536 --json
            """#
        case .helpPlaceID: #"The place's id (geonames:3067696, wikidata:Q266698, osm:way/485549536)."#
        case .helpFavDiscussion: #"""
            Favourites live in your store (--store) with a snapshot of each place (name,
            position, category, region): they work with no dataset at all, and a place that
            leaves the catalogue is shown as removed, never dropped. Examples:
              fav add karlstejn --note "with the kids" --tag trip
              fav add geonames:3067696
              fav list
              fav list --region jihocesky --tag trip
              fav note wikidata:Q266698 "closed on Mondays"
              fav remove wikidata:Q266698
              fav export --format gpx --out favourites.gpx
              fav import favourites.kml
              fav refresh                 (take new snapshots of places that changed)
            """#
        case .helpFavAddDiscussion: #"""
            By id (the last column of `search`), or by name as you would search it. When
            one place matches — or only the first is an exact match — it is added. When
            several match: on a terminal you pick one by number; from a pipe the next line
            may give the number; otherwise the places are listed and --pick N chooses.
            Adding a favourite again refreshes its snapshot; --note and --tag replace
            the note and the tags. Examples:
              fav add ceske budejovice
              fav add geonames:3067696 --note "start here" --tag trip --tag city
              fav add karlstejn --pick 1
              printf 'fav add karlstejn\n2\nfav list\n' | regio --places castles.geojson
            """#
        case .helpFavAddPlace: #"The place's id, or a name to search."#
        case .helpFavAddNote: #"A note, e.g. opening hours or who to go with."#
        case .helpFavAddTag: #"A tag; repeat for several."#
        case .helpFavAddPick: #"Which of several matching places (1 is the first listed)."#
        case .helpFavListDiscussion: #"""
            Each favourite is compared with the current catalogue (the dataset and --places):
            "changed" says how (renamed, moved, …; `fav refresh` takes new snapshots),
            "removed" means the place is no longer there — the favourite is kept, from its
            snapshot; "not loaded now" means its catalogue (e.g. a --places file) is not
            loaded in this run. Without a dataset the favourites are listed unchecked. Examples:
              fav list
              fav list --region jihomoravsky
              fav list --tag trip --json
            """#
        case .helpFavListRegion: #"Only favourites in this region (id or name)."#
        case .helpFavListTag: #"Only favourites with this tag."#
        case .helpFavNoteDiscussion: #"""
            The favourite is named by its place id, the part after the colon, or its name. Examples:
              fav note wikidata:Q266698 closed on Mondays
              fav note "Český Krumlov" "book the theatre"
              fav note geonames:3067696 ""
            """#
        case .helpFavPlaceID: #"The favourite's place id (or its name)."#
        case .helpFavNoteText: #"The note; several words are joined."#
        case .helpFavRemoveDiscussion: #"""
            Examples:
              fav remove wikidata:Q266698
              fav remove Q266698
              fav remove "Karlštejn"
            """#
        case .helpFavRefreshDiscussion: #"""
            Renamed, moved or recategorised places get a new snapshot; favourites whose place
            is gone keep theirs (they are never removed). Examples:
              fav refresh
              regio --places castles.geojson fav refresh
            """#

        // MARK: Help: serve
        case .helpServeDiscussion: #"""
            Listens on 127.0.0.1:8080 unless told otherwise and prints the address
            (--json: one line of JSON with url, host, port and readOnly). The routes
            are listed in docs/HTTP-API.md. Writing favourites and quiz attempts is
            allowed from this machine, or from anywhere with the bearer token kept in
            --token-file. Bound to another address without a token, the server is
            read-only and says so. SIGTERM or Ctrl-C lets the requests in flight
            finish, then stops.
            Examples:
              serve                                     http://127.0.0.1:8080, the web app at /
              serve --port 0 --json                     a free port, announced as JSON
              serve --tiles-cache tiles.mbtiles         rendered tiles kept in an MBTiles file
              serve --mbtiles cz.mbtiles                tiles from a file made by `regio tiles`
              serve --host 0.0.0.0 --token-file ~/.config/regio/token
            """#

        // MARK: argument-parser's own words (help and usage errors; the English text is the parser's, see ParserWords)
        case .parserOverview: #"OVERVIEW:"#
        case .parserUsageHeading: #"USAGE:"#
        case .parserArguments: #"ARGUMENTS:"#
        case .parserOptions: #"OPTIONS:"#
        case .parserSubcommands: #"SUBCOMMANDS:"#
        case .parserSeeDetailedHelp: #"See '{command} <subcommand>' for detailed help."#
        case .parserSeeMore: #"See '{command}' for more information."#
        case .parserSubcommandPlaceholder: #"<subcommand>"#
        case .parserOptionsPlaceholder: #"[<options>]"#
        case .parserShowHelp: #"Show help information."#
        case .parserShowVersion: #"Show the version."#
        case .parserHelpCommandAbstract: #"Show subcommand help information."#
        case .parserDefaultSubcommand: #"(default)"#
        case .parserDefault: #"(default:"#
        case .parserValuesDefault: #"; default:"#
        case .parserDefaultAsFlag: #"default as flag:"#
        case .parserValues: #"(values:"#
        case .parserUsage: #"Usage:"#
        case .parserHelp: #"Help:"#
        case .parserMissingArgument: #"Missing expected argument '{argument}'"#
        case .parserMissingOneOf: #"Missing one of: '{list}'"#
        case .parserUnknownOptionSuggestion: #"Unknown option '{option}'. Did you mean '{suggestion}'?"#
        case .parserUnknownOption: #"Unknown option '{option}'"#
        case .parserMissingValue: #"Missing value for '{option}'"#
        case .parserTakesNoValue: #"The option '{option}' does not take any value, but '{value}' was specified."#
        case .parserUnexpectedArgument: #"Unexpected argument '{argument}'"#
        case .parserUnexpectedArguments: #"{n} unexpected arguments: '{list}'"#
        case .parserInvalidValueFor: #"The value '{value}' is invalid for '{option}'"#
        case .parserInvalidValue: #"The value '{value}' is invalid."#
        case .parserProvideOneOfFollowing: #"Please provide one of the following:"#
        case .parserProvideOneOf: #"Please provide one of {list}."#
        case .parserListOr: #"' or '"#
        case .parserListAnd: #"' and '"#
        case .parserMissingSubcommand: #"Missing required subcommand."#
        case .parserInvalidOption: #"Invalid option: {option}"#

        // MARK: Generated question kinds
        case .kindCapital: #"capital"#
        case .kindTownRegion: #"town-region"#
        case .kindNeighbour: #"neighbour"#
        case .kindLargerRegion: #"larger-region"#
        case .kindMostPopulousTown: #"most-populous-town"#
        case .kindTownRiver: #"town-river"#

        // MARK: Help: what each command does (argument-parser abstracts and discussions)
        case .helpRegioAbstract: #"Regional quizzes and points of interest with maps, offline."#
        case .helpRegionsAbstract: #"List the regions: id, name, capital, area and number of places."#
        case .helpRegionAbstract: #"Show a region: names, capital, area, neighbours, largest towns."#
        case .helpWhereAbstract: #"Tell which region contains a point (latitude, longitude in degrees)."#
        case .helpQuizzesAbstract: #"List the quizzes: region, questions, your best score, unfinished attempts."#
        case .helpQuizAbstract: #"Take a quiz about a region; its history, import (GIFT, JSON), generation."#
        case .helpQuizRunAbstract: #"Take a quiz: by its id, or the first quiz of a region (id or name)."#
        case .helpQuizHistoryAbstract: #"Your attempts: of one quiz in detail, or a line per quiz."#
        case .helpQuizImportAbstract: #"Import a quiz from a Moodle GIFT file, a SlickQuiz JSON file or a Regio JSON file into your quizzes."#
        case .helpQuizGenerateAbstract: #"Show the quiz generated for a region from the dataset (with the answers)."#
        case .helpVideosAbstract: #"List the videos and the quiz offered after each."#
        case .helpWatchedAbstract: #"After a video: offers its quiz (or its region's) and starts it on yes."#
        case .helpSyncAbstract: #"Download catalogue updates (places, quizzes, videos) from a content server."#
        case .helpSyncUpdateAbstract: #"Sync now; `sync <base-url>` is short for `sync update <base-url>`."#
        case .helpSyncStatusAbstract: #"Show each collection's last sync, server time, ETag, items and staleness."#
        case .helpClustersAbstract: #"List the clusters and single places a map view shows (by centre, zoom, size, bearing)."#
        case .helpClusterAbstract: #"Show a cluster listed by `clusters`: where it splits, its parts and its places (paged)."#
        case .helpSearchAbstract: #"Find places by name: without diacritics, partly typed, with typos, Czech or English."#
        case .helpPlaceAbstract: #"Show a place: names, category, region, address, position, facts, whether it is a favourite."#
        case .helpFavAbstract: #"Keep favourite places with notes and tags; list, export (GPX, KML, GeoJSON, CSV), import."#
        case .helpFavAddAbstract: #"Keep a place as a favourite, by id or by name."#
        case .helpFavListAbstract: #"List your favourites, showing those changed or removed in the catalogue."#
        case .helpFavNoteAbstract: #"Set the note of a favourite ("" clears it)."#
        case .helpFavRemoveAbstract: #"Remove a favourite (by place id, or its name)."#
        case .helpFavRefreshAbstract: #"Take new snapshots of favourites whose place changed in the catalogue."#
        case .helpFavExportAbstract: #"Write your favourites as GPX, KML, GeoJSON or CSV (to stdout or --out FILE)."#
        case .helpFavImportAbstract: #"Add favourites from a GPX, KML, GeoJSON or CSV file (Regio's exports or other apps')."#
        case .helpMapAbstract: #"Draw a printable map of a region, a box, your favourites, a place, a view or search results (PNG or vector PDF)."#
        case .helpTilesAbstract: #"Render map tiles of a region or a box: an XYZ folder (z/x/y.png) or an MBTiles file."#
        case .helpServeAbstract: #"Serve the places, tiles, clusters, quizzes and the web app over HTTP."#
        case .helpServeIdleTimeout: #"Close a connection that sends nothing (or too slowly) for this many seconds."#
        case .serveIdleTimeoutRange: #"--idle-timeout must be in 1…3600 seconds; got {seconds}"#
        case .helpServeHost: #"The address to listen on."#
        case .helpServePort: #"The port (0: any free port)."#
        case .helpServeTilesCache: #"Keep rendered tiles in a folder or an MBTiles file."#
        case .helpServeMbtiles: #"Serve the tiles of an existing MBTiles file as they are."#
        case .helpServeTokenFile: #"A file holding the bearer token that allows reading and changing favourites and attempts from other machines."#
        case .helpServeAllowedHost: #"A name clients reach the server by, besides localhost and its address (repeatable; .example.org allows every name under it). Requests naming another host get 400."#
        case .serveListening: #"Serving on {url} (Ctrl-C stops)"#
        case .serveReadOnly: #"read-only: {host} is not a loopback address and no --token-file was given, so favourites and quiz attempts cannot be changed over HTTP"#
        case .serveCannotServe: #"cannot serve on {host}:{port}: {reason}"#
        case .serveNotBuilt: #"the server is not built: regio serve starts {path}, which is missing (scripts/run builds the REPL alone; `scripts/run serve` or `swift build -c release --product regio-serve` builds the server too)"#
        case .serveTokenUnreadable: #"--token-file {path}: cannot be read: {reason}"#
        case .serveTokenMalformed: #"--token-file {path}: must hold one token (no spaces), like the output of `openssl rand -hex 32`"#
        case .servePortRange: #"--port must be in 0…65535; got {port}"#
        case .serveHostEmpty: #"--host must name an address, like 127.0.0.1 or 0.0.0.0"#
        case .serveCacheOrMbtiles: #"--tiles-cache and --mbtiles exclude each other: --mbtiles serves a finished file as it is"#
        case .helpOfflineAbstract: #"Pack the map tiles you need offline around your favourites or over a region."#
        case .helpOfflinePackAbstract: #"Write an MBTiles file with the tiles around your favourites or over a region."#
        case .helpDatasetAbstract: #"Build datasets for other countries from open data."#
        case .helpDatasetBuildAbstract: #"Build a dataset folder for countries (ISO codes) or the world; open it with --data DIR."#
        case .helpRegioDiscussion: #"""
            Run `regio` with no command to open the interactive prompt (regio>), or give a
            command to run it once. Commands also read from a pipe, one per line:
              printf 'regions\nwhere 50.08 14.43\n' | regio
            Every command takes --data DIR, --store PATH, --lang cs|en, --places FILE, --json and --auto-sync.
            `regio --version [--json]` prints the version and the dataset in use (name, date, folder).
            """#
        case .helpSearchDiscussion: #"""
            Words may come in any order; the last one may be partly typed; small typos are
            forgiven; a category word (hrad, castle, zamek, rozhledna, lookout) narrows to that kind.
            Examples:
              search ceske bud
              search olomuc                       (a typo: Olomouc)
              search prague --limit 3
              search hrad --region stredocesky --limit 20
              search rozhledna --near 49.19,16.61 --radius 15
              search rozhledna --near 49.19,16.61 --nearest     (closest first)
              search hrad --near karlstejn --radius 20          (around a place)
              search --category castle --bbox 14.0,49.8,14.6,50.0
              search --favourites                 (your favourites only)
              regio --places ../shared/data/cz-castles.geojson search karlstejn
            With --near the distance is shown and nearby places come first among similar
            matches; --nearest orders by distance alone. --json prints the full results, --csv a
            table for a spreadsheet (search hrad --region CZ-20 --limit 100 --csv > hrady.csv). ★ marks your favourites.
            """#
        case .helpMapDiscussion: #"""
            The map fits the area on the page with a title, a legend, a scale bar, the
            data's attribution and, when rotated, a north arrow. Towns carry their Czech
            names; parts of cities (Žižkov, Brno-střed) are left out. Your favourites
            always show, with a star. Examples:
              map vysocina --out vysocina.png                       A4 at 300 dpi, landscape if the area is wide
              map CZ-64 --out jm.pdf --paper A3                     a vector PDF for any print size
              map 15.2,49.1,16.0,49.6 --out box.png --dpi 150 --portrait
              map favourites --out mine.png --places none           only your favourites over the regions
              map praha --out praha.png --bearing 30 --title "Praha"
              map place karlstejn --out karlstejn.png               the place at the centre, with its surroundings
              map search hrad --region CZ-20 --out hrady.png        numbered search results
              map --center 49.8,15.5 --zoom 6 --size 1024x768 --out view.png
                                                                    exactly the view `clusters` lists for the same values
            --places says what to show: towns, pois (towns and the other places: castles,
            lookout towers …), clusters (towns, and the other places in badges that count
            them) or none; or it loads a catalogue FILE, as for every command. The
            default: pois when the session knows places other than towns, else towns.
            --category keeps only places of these categories (towns stay as the base map).
              map CZ-20 --places ../shared/data/cz-castles.geojson --out castles.png
              map CZ-31 --places castles.geojson --places clusters --out badges.pdf
            --style FILE restyles the map (a JSON file over the standard style).
            """#
        case .helpRegionDiscussion: #"""
            The region is named by its id or by its name in Czech or English; case and
            diacritics do not matter. Examples:
              region CZ-63
              region vysocina
              region "South Moravian"
            """#
        case .helpQuizzesDiscussion: #"""
            The dataset's quizzes and yours (`quiz import`) come first, then one quiz per
            region generated from the dataset (ids gen-…). `quiz <id>` takes one. Examples:
              quizzes
              quizzes CZ-64
              quizzes --json
            """#

        // MARK: Help: options of search and of every command
        case .helpSearchWords: #"What to look for (several words are fine); empty lists by importance."#
        case .helpSearchCategory: #"Only this category (town, castle, chateau, ruin, lookout-tower, …); repeat it, or separate with commas: castle,chateau."#
        case .helpSearchRegion: #"Only this region, by id or name (CZ-20, vysocina); repeat for several."#
        case .helpSearchBox: #"Only inside this box."#
        case .helpSearchRadius: #"Only within this many km of --near."#
        case .helpSearchNearest: #"With --near: nearest first, whatever the match (among the best {n} matches)."#
        case .helpSearchFavourites: #"Only your favourites."#
        case .helpSearchLimit: #"At most this many results (1…{n})."#
        case .helpSearchOffset: #"Skip this many results first, for the next page."#
        case .helpGlobalData: #"A dataset folder (default: the embedded Czech dataset)."#
        case .helpGlobalStore: #"The SQLite file with your favourites and quiz attempts (default: $XDG_DATA_HOME/regio/regio.sqlite)."#
        case .helpGlobalLang: #"Language of region names: any language the dataset has (de, ja, …; English where a name is missing); texts and quizzes are in cs or en (en for other languages). Default: from the locale."#
        case .helpGlobalPlaces: #"A place catalogue to search besides the dataset's places (GeoJSON points, GeoNames, CSV or POI feed); repeat for several."#
        case .helpGlobalJSON: #"Print the result as JSON, for scripts."#
        case .helpGlobalAutoSync: #"First refresh the synced collections that are stale (offline: a warning, then the cached copies)."#
        }
    }
}
