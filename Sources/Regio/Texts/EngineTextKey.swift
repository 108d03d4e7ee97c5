import RegioCore

/// The texts the engine says: its errors, dataset builds, maps' legends, OGC collections.
/// The raw value is the name (`msgctxt` in po/*.po); see ``TextKey`` for how
/// texts are named.
public enum EngineTextKey: String, CatalogueKey {

    // MARK: Generated quizzes (every language's text is made, so a quiz speaks each)
    case unitKm
    case unitDotsPerInch
    case unitDegrees

    // MARK: Input files (InputFile, InputLimit)
    case datasetNotAFolder

    // MARK: dataset build, tiles, offline pack and quiz history (messages and help)
    case datasetMissingInputFetch
    case datasetMissingInput
    case datasetUnknownCountry
    case datasetUnknownCountryClosest
    case datasetNoRegions
    case datasetOutput
    case datasetOutputIsFile
    case datasetOutputNotWritable
    case osmNotOSM
    case osmNoDataInBox
    case osmTruncated
    case osmBlockTooLarge
    case osmBadCompression
    case osmDamagedBlock
    case osmUnsupportedCompression
    case osmUnsupportedFeature
    case osmHistoryFile
    case osmChangeFile
    case datasetSummary
    case datasetBasemap
    case datasetOwnWater
    case datasetOSM
    case datasetOSMLeftOut
    case datasetSights
    case placeFactFounded
    case placeFactHeight
    case placeFactElevation
    case placeFactNationalMonument
    case datasetBasemapNoLakes
    case datasetBasemapForests
    case datasetBasemapNoForests
    case datasetBasemapMissing
    case datasetCountryMatched
    case datasetWithoutISO
    case datasetISOWithoutRegion
    case datasetListMore
    case datasetStageRegions
    case datasetStageNeighbours
    case datasetStageBasemap
    case datasetStageOSMCheck
    case datasetStageOSM
    case datasetStagePlaces
    case datasetStageSnapshot
    case datasetStageLabelPoints
    case datasetStageZoomOutlines

    // MARK: Errors of typed input (UserInput)
    case inputNumber
    case inputInteger
    case inputZoom
    case inputMapScale
    case mapScaleWithView
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
    case inputNotNegative

    // MARK: Search
    case searchRadiusNeedsNear
    case searchNearestNeedsNear
    case searchRadiusKm
    case searchNearUnknown

    // MARK: REPL and errors around commands
    case splitUnclosedQuote
    case splitLineTooLong
    case splitLineTooLarge
    case splitTooManyWords

    // MARK: Quiz: the quiz's own words
    case quizCounts
    case quizScore
    case quizPassMarkSummary

    // MARK: Favourites
    case favChangeRenamed
    case favChangeMoved
    case favChangeRecategorised
    case favChangeRegion
    case favNeedPlace
    case favNoPlaceMatches
    case favNoPlaceMatchesID
    case favSeveralNamed
    case favNoSuchFavourite
    case favCannotWrite

    // MARK: Clusters
    case selectionAll
    case selectionCategories
    case selectionFavourites
    case selectionFavouritesIn

    // MARK: Maps and tiles
    case mapUnknownRegion
    case mapNoFavourites
    case mapBearingFinite
    case mapRegionOrBox
    case mapFavouritesOrRegion
    case mapOutMBTiles
    case mapOutMustBeMBTiles
    case mapRadiusRange
    case mapRadiusPositive
    case mapScaleValues
    case mapSizeValues
    case mapOutNotEmpty
    case mapZoomOutside

    // MARK: Videos
    case videosKindUnknown
    case videosRegionNotOfVideo

    // MARK: Engine errors: quizzes, clusters, sync, places
    case quizNoMatch
    case quizNoneAboutRegion
    case quizNoMatchOrRegion
    case quizNameOne
    case quizCannotResume
    case quizNoAttempt
    case fileNotFound
    case clusterNotListed
    case clusterKindCluster
    case clusterKindPlace
    case syncUnknownCollection
    case syncNoServer
    case placeNoID
    case placeNoIDSearch
    case mapTitleFavourites
    case mapTitleView
    case mapTitleAround
    case mapTitleSearch
    case mapNoPins
    case mapOneSubject

    // MARK: A printed map's legend; OGC API collections
    case legendPlace
    case legendRuin
    case legendInformation
    case legendTownsUnder
    case legendTownsBetween
    case legendTownsOver
    case ogcPlacesTitle
    case ogcPlacesDescription
    case ogcRegionsTitle
    case ogcRegionsDescription

    // MARK: HTTP server messages (problem details, and the engine's errors the server shows)
    case tileScale
    case tileCacheUnreadable
    case tileCacheUnwritable
    case feedUnknownCollection
    case ogcNoFeature
    case videoURLNotFile
    case videoPathLeavesDataset
    case videoNotVideoFile
    case videoNoSuch
    case videoNotDatasetFile
    case videoFileMissing
    case clusterIndexFailed
    case quizLibraryProblems
    case favouriteExportFailed
    case favouriteNoPlaceID
    case favouriteAlready

    // MARK: Review (quiz review, the review schedule)
    case reviewTitle
    case reviewInstructions
    case reviewBadNow

    // MARK: A printed map's legend; OGC API collections
    case legendTitle
    case legendHighlighted
    case legendRegion
    case legendNeighbour
    case legendRiver
    case legendCluster
    case legendFavourite
    case legendSea
    case legendLake
    case legendRelief
    case legendRoad
    case legendRailway
    case legendForest
    case legendPark
    case legendBuiltUp
    case legendProtected
}

extension Message {
    /// The catalogue's text for `key` with `arguments` put in.
    public init(_ key: EngineTextKey, _ arguments: [String: TextValue] = [:]) { self.init(key: key, arguments) }

    /// The catalogue's text for `key` with `arguments` put in (strings, numbers, other messages).
    public init(_ key: EngineTextKey, _ arguments: KeyValuePairs<String, any TextArgument>) { self.init(key: key, arguments) }
}

extension Texts {
    /// The text of `key` with `arguments` put in.
    public func callAsFunction(_ key: EngineTextKey, _ arguments: KeyValuePairs<String, any TextArgument> = [:]) -> String {
        self(Message(key, arguments))
    }
}
