// The catalogue's keys. Add a text: a case in TextKey.swift, its English text in
// EnglishCatalogue.swift and its Czech text in CzechCatalogue.swift (the compiler
// insists on all three); CatalogueTests check the holes and plural forms agree.

/// Every text a person reads, by name. Grouped by where it is used; the
/// raw value is the name (for HTTP clients and tests).
public enum TextKey: String, CaseIterable, Sendable {

    // MARK: Words
    case wordNone
    case wordYes
    case wordNo
    case unitKm
    case unitDotsPerInch

    // MARK: Categories of places
    case categoryTown
    case categoryCastle
    case categoryChateau
    case categoryRuin
    case categoryLookoutTower
    case categoryMuseum
    case categoryInformationCentre
    case categoryPOI

    // MARK: Errors of typed input (UserInput)
    case inputNumber
    case inputInteger
    case inputZoom
    case inputZoomRangeShape
    case inputZoomRangeOrder
    case inputZoomRangeOutside
    case inputBearing
    case inputViewSize
    case inputPaper
    case inputRegionUnknown
    case inputParameterPrefix
    case inputBox
    case inputBoxPartCount
    case inputBoxNotNumber
    case inputBoxLongitudes
    case inputBoxLatitudes
    case inputBoxWestEast
    case inputBoxSouthNorth
    case inputCategoryUnknown
    case inputCoordinateShape
    case inputCoordinateNumber
    case inputCoordinateRange
    case inputNotEmpty
    case inputRange
    case inputRangeGot
    case inputNotNegative
    case inputNeeds
    case inputEitherOr

    // MARK: Search
    case searchRadiusNeedsNear
    case searchNearestNeedsNear
    case searchRadiusKm
    case searchNoFavourites
    case searchNoMore
    case searchNoneFiltered
    case searchNoMatch
    case searchNoMatchFiltered
    case searchFavouritesMissing
    case searchMore
    case searchNearUnknown
    case searchNearAround
    case columnName
    case columnCategory
    case columnRegion
    case columnDistance
    case columnID
    case columnCapital
    case columnAreaKm2
    case columnPlaces
    case columnCommand
    case columnWhatItDoes

    // MARK: Place
    case placeFavouriteMark
    case placeRowID
    case placeRowAlso
    case placeAlsoMore
    case placeRowRegion
    case placeOutsideRegions
    case placeRowAddress
    case placeRowPosition
    case placeRowPopulation
    case placeRowFavourite
    case placeNotFavourite
    case placeSnapshotOnly
    case placeSnapshotCatalogueFailed
    case placeSaved
    case placeChanged
    case placeRowNote
    case placeRowTags
    case placeRowSinceSaved
    case placeRefreshHint

    // MARK: Regions
    case regionsSummary
    case regionAlso
    case regionCapital
    case regionArea
    case regionAreaComputed
    case regionAreaOfficial
    case regionNeighbours
    case regionPlaces
    case regionLargest
    case whereInside
    case whereOutside
    case whereNearest

    // MARK: REPL and errors around commands
    case replBanner
    case replDatasetSummary
    case replDatasetFailed
    case replHelpRow
    case replQuitRow
    case errorPrefix
    case notePrefix
    case splitUnclosedQuote
    case splitLineTooLong
    case splitTooManyWords
    case langInvalid

    // MARK: Help: search
    case helpSearchNear
}
