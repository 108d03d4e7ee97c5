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

        // MARK: Categories of places
        case .categoryTown: #"town"#
        case .categoryCastle: #"castle"#
        case .categoryChateau: #"chateau"#
        case .categoryRuin: #"ruin"#
        case .categoryLookoutTower: #"lookout-tower"#
        case .categoryMuseum: #"museum"#
        case .categoryInformationCentre: #"information-centre"#
        case .categoryPOI: #"poi"#

        // MARK: Errors of typed input (UserInput)
        case .inputNumber: #"{parameter} must be a number of {unit}, like 10 or 2.5; got '{text}'"#
        case .inputInteger: #"{parameter} must be a whole number in {min}…{max}; got '{text}'"#
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
        case .inputBoxLatitudes: #"latitudes must be within -85…85"#
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
        case .searchFavouritesMissing: #"{n} of your favourites {n|is|are} not in the current catalogue; `fav list` shows {n|it|them} from the saved snapshot."#
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
        case .regionAreaComputed: #"{area} km² (computed)"#
        case .regionAreaOfficial: #", {area} km² (official)"#
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
        case .splitTooManyWords: #"too many words: {count}, the limit is {limit} per command"#
        case .langInvalid: #"--lang must be a language code such as cs, en, de or pt-BR, not '{text}'"#

        // MARK: Help: search
        case .helpSearchNear: #"Prefer places near here (a position, or a place by id or name: --near karlstejn), and show the distance."#
        }
    }
}
