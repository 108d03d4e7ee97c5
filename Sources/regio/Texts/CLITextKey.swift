import RegioCore

/// The texts only the command line shows: its commands' output, the REPL, help.
/// The raw value is the name (`msgctxt` in po/*.po); see ``TextKey`` for how
/// texts are named.
enum CLITextKey: String, CatalogueKey {

    // MARK: Words a person types (each language's, understood in every language)
    case inputYes
    case inputNo
    case inputAll
    case inputMissed

    // MARK: CSV output (search --csv, quiz history --csv, fav export --format csv)
    case helpSearchCSV
    case helpHistoryCSV
    case csvNotWithJSON

    // MARK: Help of fav export and fav import
    case helpFavExportDiscussion
    case helpFavExportFormat
    case helpFavExportOut
    case helpFavExportRegion
    case helpFavExportTag
    case helpFavImportDiscussion
    case helpFavImportFile
    case helpFavImportFormat
    case helpFavImportPartial

    // MARK: dataset build, tiles, offline pack and quiz history (messages and help)
    case datasetCountriesOrWorld
    case placeRowFacts
    case datasetOpenWith
    case datasetProgress
    case helpDatasetBuildDiscussion
    case helpDatasetCountries
    case helpDatasetWorld
    case helpDatasetOut
    case helpDatasetGeoNames
    case helpDatasetGeoPackage
    case helpDatasetFacts
    case helpDatasetOSM
    case helpDatasetDEM
    case helpDatasetDEMCredit
    case helpDatasetWater
    case helpDatasetWaterCredit
    case helpTilesDiscussion
    case helpTilesRegion
    case helpTilesBox
    case helpTilesZoom
    case helpTilesScale
    case helpTilesSize
    case helpTilesPalette
    case helpTilesOut
    case helpTilesForce
    case helpTilesStyle
    case helpOfflineDiscussion
    case helpOfflinePackDiscussion
    case helpOfflineFavourites
    case helpOfflineRegion
    case helpOfflineRadius
    case helpQuizHistoryDiscussion
    case helpQuizHistoryQuery

    // MARK: Errors of typed input (UserInput)
    case helpMapScale

    // MARK: Search
    case searchNoFavourites
    case searchNoMore
    case searchNoneFiltered
    case searchNoMatchFiltered
    case searchFavouritesMissing
    case searchMore
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
    case regionAlso
    case regionCapital
    case regionArea
    case regionAreaComputed
    case regionAreaOfficial
    case regionsAreasOfficial
    case regionsAreasComputed
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
    case notePrefix
    case langInvalid
    case langNotSpoken
    case helpTextsAbstract
    case helpTextsDiscussion
    case helpTextsListAbstract
    case helpTextsCheckAbstract
    case helpTextsCheckFiles
    case textsColumnTag
    case textsColumnLanguage
    case textsColumnTranslated
    case textsColumnFile
    case textsPseudo
    case textsCheckClean
    case textsCheckProblems

    // MARK: Help: search
    case helpSearchNear

    // MARK: Quiz: the quiz's own words
    case quizQuestions
    case quizTries
    case quizPoints
    case quizPassMark
    case quizModeImmediate
    case quizModeInteractive
    case quizModeDeferred
    case quizModeLine
    case quizHowToAnswer
    case quizRetakeMissed
    case quizRetakeRound
    case quizProgress
    case quizAnswerPrompt
    case quizRight
    case quizWrong
    case quizSkipped
    case quizNoted
    case quizTheAnswerIs
    case quizTryAgain
    case quizEarned
    case quizAmbiguous
    case quizUnknownAnswer
    case quizNoSuchOption
    case quizAlreadyTried
    case quizResumedAt
    case quizResumed
    case quizStartOverHint
    case quizStoppedAt
    case quizInputEnded
    case quizStopped
    case quizAnswersSaved
    case quizResult
    case quizMissedHeader
    case quizAnswersHeader
    case quizYourAnswer
    case quizCorrectAnswer
    case quizNotAnswered
    case quizRetakeAll
    case quizRetakeMissedChoice
    case quizRetakeQuestion
    case quizRetakeHelp
    case quizYesOrNo
    case quizWatchedVideo
    case quizOfferQuiz
    case quizHalfDone
    case quizNoQuizForVideo
    case quizMaybeLater
    case quizRanking
    case quizPickAll
    case quizPickAny
    case quizOneOptionOnly
    case quizWhichRegion
    case quizNoQuizYet

    // MARK: Quizzes, history, import, generate
    case quizzesNone
    case quizzesNoneInRegion
    case columnQuestions
    case columnBest
    case columnTitle
    case quizzesYours
    case quizzesSynced
    case quizzesSummary
    case quizzesUnfinishedHint
    case quizzesTakeHint
    case historyNone
    case historyNoneForQuiz
    case columnQuiz
    case columnAttempts
    case columnLast
    case columnAverage
    case columnUnfinished
    case columnStarted
    case columnMode
    case columnRight
    case columnWrong
    case columnSkipped
    case columnPoints
    case columnScore
    case columnResult
    case historyAtQuestion
    case historySummary
    case historyMissed
    case historyRetakeMark
    case historyUnfinishedAt
    case historyAbandoned
    case modeImmediate
    case modeInteractive
    case modeDeferred
    case quizNotImported
    case quizImportedAbout
    case quizImported
    case quizLeftOut
    case quizGeneratedHeader
    case quizGeneratedSummary
    case quizManyInRegion
    case quizOptionsForNewAttempt
    case quizTriesRange
    case quizTriesMode
    case quizPassRange
    case quizPlay

    // MARK: Favourites
    case favCatalogueUnchecked
    case favNoneMatch
    case favNoneYet
    case favCount
    case favChangedCount
    case favRemovedCount
    case columnNote
    case columnTags
    case columnStatus
    case favRefreshHint
    case favStatusOK
    case favStatusImported
    case favStatusRemoved
    case favStatusNotLoaded
    case favNotLoadedCount
    case favStatusUnchecked
    case favPickOutOfRange
    case favNothingAdded
    case favNoneChosen
    case favAlreadySnapshotKept
    case favNoteTagsUpdated
    case favAdded
    case favUpdated
    case favNoteLine
    case favTagsLine
    case favNoneToExport
    case favNoneToExportFiltered
    case favExported
    case favMoreLeftOut
    case favImported
    case favImportedLeftOut
    case favNoteMissing
    case favNoteCleared
    case favNoteSet
    case favAllUpToDate
    case favRefreshed
    case favRefreshKept
    case favRemoved
    case pickSeveral
    case pickWhich
    case pickTypeNumber
    case pickNotOne
    case pickChoose

    // MARK: Clusters
    case clustersLevel
    case clustersLevelZoom
    case clustersEveryPlace
    case clustersHeader
    case clustersNothing
    case clustersNoFavourites
    case clustersTryOther
    case columnCentre
    case columnLabel
    case columnCategories
    case columnPosition
    case columnPlace
    case singleCount
    case clustersSummary
    case clusterHeader
    case clusterPlaceHeader
    case clusterFilter
    case clusterSplits
    case clusterSingle
    case clusterNoneShown
    case clusterNoneFrom
    case clusterPlacesRange
    case clusterNext

    // MARK: Maps and tiles
    case mapLandscape
    case mapPortrait
    case mapVectorPDF
    case mapPixelsAtDPI
    case mapWrote
    case mapPlacesConflict
    case mapLandscapePortrait
    case tilesWrote
    case tilesAlreadyThere
    case tilesFile
    case tilesPlan
    case tilesZoomLine
    case tilesRate

    // MARK: Sync
    case syncNotModified
    case syncFull
    case syncIncremental
    case syncReport
    case syncNothingCached
    case syncKept
    case syncItems
    case syncBytes
    case syncInFuture
    case syncJustNow
    case syncAgo
    case syncAffected
    case syncSkippedItem
    case syncFailed
    case syncProgress
    case syncNeverSynced
    case syncLastAttemptFailed
    case syncStale
    case syncFresh
    case syncClockBack
    case syncFor
    case syncFreshFor
    case syncStatusLine
    case syncServerTime
    case syncServerTimeUnknown
    case syncFrom
    case syncLastChange
    case warningPrefix
    case autoSyncProgress
    case autoSyncSkipped
    case autoSyncOffline
    case autoSyncNeverSynced

    // MARK: Videos
    case videosNone
    case videosNoneOfKind
    case videosNoRegion
    case columnLength

    // MARK: Engine errors: quizzes, clusters, sync, places
    case mapViewNeedsZoom
    case mapPlaceNeedsName

    // MARK: Help: map
    case helpMapTarget
    case helpMapCenter
    case helpMapZoom
    case helpMapSize
    case helpMapRegion
    case helpMapCategory
    case helpMapLimit
    case helpMapOut
    case helpMapPaper
    case helpMapDPI
    case helpMapLandscape
    case helpMapPortrait
    case helpMapBearing
    case helpMapTitle
    case helpMapStyle

    // MARK: Help: regions, region, where, quizzes
    case helpRegionsDiscussion
    case helpRegionQuery
    case helpWhereDiscussion
    case helpWhereValues
    case helpQuizzesRegion

    // MARK: Help: quiz and its subcommands
    case helpQuizDiscussion
    case helpQuizRunDiscussion
    case helpQuizRunQuery
    case helpQuizMode
    case helpQuizTries
    case helpQuizSeed
    case helpQuizNew
    case helpQuizPass
    case helpQuizImportDiscussion
    case helpQuizImportFile
    case helpQuizImportID
    case helpQuizImportRegion
    case helpQuizImportTitle
    case helpQuizImportReplace
    case helpQuizGenerateDiscussion
    case helpQuizGenerateRegion
    case helpQuizGenerateSeed

    // MARK: Help: videos, watched
    case helpVideosDiscussion
    case helpVideosKind
    case helpWatchedDiscussion
    case helpWatchedVideoID
    case helpWatchedYes
    case helpWatchedRegion

    // MARK: Help: sync
    case helpSyncDiscussion
    case helpSyncUpdateDiscussion
    case helpSyncUpdateBaseURL
    case helpSyncUpdateCollection
    case helpSyncStatusDiscussion

    // MARK: Help: clusters, cluster
    case helpClustersDiscussion
    case helpViewCenter
    case helpViewZoom
    case helpViewBearing
    case helpViewSize
    case helpClusterFilterCategory
    case helpClusterFilterFavourites
    case helpClusterDiscussion
    case helpClusterID
    case helpClusterLimit
    case helpClusterOffset
    case helpClusterZoom

    // MARK: Help: place, fav
    case helpPlaceDiscussion
    case helpPlaceID
    case helpFavDiscussion
    case helpFavAddDiscussion
    case helpFavAddPlace
    case helpFavAddNote
    case helpFavAddTag
    case helpFavAddPick
    case helpFavListDiscussion
    case helpFavListRegion
    case helpFavListTag
    case helpFavNoteDiscussion
    case helpFavPlaceID
    case helpFavNoteText
    case helpFavRemoveDiscussion
    case helpFavRefreshDiscussion

    // MARK: Help: serve
    case helpServeDiscussion

    // MARK: argument-parser's own words (help and usage errors; the English text is the parser's, see ParserWords)
    case parserOverview
    case parserUsageHeading
    case parserArguments
    case parserOptions
    case parserSubcommands
    case parserSeeDetailedHelp
    case parserSeeMore
    case parserSubcommandPlaceholder
    case parserOptionsPlaceholder
    case parserShowHelp
    case parserShowVersion
    case parserHelpCommandAbstract
    case parserDefaultSubcommand
    case parserDefault
    case parserValuesDefault
    case parserDefaultAsFlag
    case parserValues
    case parserUsage
    case parserHelp
    case parserMissingArgument
    case parserMissingOneOf
    case parserUnknownOptionSuggestion
    case parserUnknownOption
    case parserMissingValue
    case parserTakesNoValue
    case parserUnexpectedArgument
    case parserUnexpectedArguments
    case parserInvalidValueFor
    case parserInvalidValue
    case parserProvideOneOfFollowing
    case parserProvideOneOf
    case parserListOr
    case parserListAnd
    case parserMissingSubcommand
    case parserInvalidOption

    // MARK: Generated question kinds
    case kindCapital
    case kindTownRegion
    case kindNeighbour
    case kindLargerRegion
    case kindMostPopulousTown
    case kindTownRiver

    // MARK: Help: what each command does (argument-parser abstracts and discussions)
    case helpRegioAbstract
    case helpRegionsAbstract
    case helpRegionAbstract
    case helpWhereAbstract
    case helpQuizzesAbstract
    case helpQuizAbstract
    case helpQuizRunAbstract
    case helpQuizHistoryAbstract
    case helpQuizImportAbstract
    case helpQuizGenerateAbstract
    case helpVideosAbstract
    case helpWatchedAbstract
    case helpSyncAbstract
    case helpSyncUpdateAbstract
    case helpSyncStatusAbstract
    case helpClustersAbstract
    case helpClusterAbstract
    case helpSearchAbstract
    case helpPlaceAbstract
    case helpFavAbstract
    case helpFavAddAbstract
    case helpFavListAbstract
    case helpFavNoteAbstract
    case helpFavRemoveAbstract
    case helpFavRefreshAbstract
    case helpFavExportAbstract
    case helpFavImportAbstract
    case helpMapAbstract
    case helpTilesAbstract
    case helpServeAbstract
    case helpServeIdleTimeout
    case serveIdleTimeoutRange
    case helpServeHost
    case helpServePort
    case helpServeTilesCache
    case helpServeMbtiles
    case helpServeTokenFile
    case helpServeAllowedHost
    case serveNotBuilt
    case serveTokenUnreadable
    case serveTokenMalformed
    case servePortRange
    case serveHostEmpty
    case serveCacheOrMbtiles
    case helpOfflineAbstract
    case helpOfflinePackAbstract
    case helpDatasetAbstract
    case helpDatasetBuildAbstract
    case helpRegioDiscussion
    case helpSearchDiscussion
    case helpMapDiscussion
    case helpRegionDiscussion
    case helpQuizzesDiscussion

    // MARK: Help: options of search and of every command
    case helpSearchWords
    case helpSearchCategory
    case helpSearchRegion
    case helpSearchBox
    case helpSearchRadius
    case helpSearchNearest
    case helpSearchFavourites
    case helpSearchLimit
    case helpSearchOffset
    case helpGlobalData
    case helpGlobalStore
    case helpGlobalLang
    case helpGlobalPlaces
    case helpGlobalJSON
    case helpGlobalAutoSync

    // MARK: A printed map's legend; OGC API collections
    case replHelpSyntax

    // MARK: Review (quiz review, the review schedule)
    case reviewNothingDue
    case reviewNothingYet
    case reviewUnavailable
    case reviewSummaryLine
    case reviewNextOn
    case reviewNoRegion
    case columnMastered
    case columnDue
    case columnLearning
    case reviewRepaired
    case reviewRepairUnreadable
    case helpQuizReviewAbstract
    case helpQuizReviewDiscussion
    case helpReviewSummary
    case helpReviewRepair

    // MARK: Map questions (issue 27)
    case quizMapHowToAnswer
    case quizMapAnswerPrompt
    case quizMapNoSuchPlace
    case quizMapWhichPlace
    case quizMapPlaceAt
    case quizMapOnlyHowToAnswer
}

extension Message {
    /// The catalogue's text for `key` with `arguments` put in.
    init(_ key: CLITextKey, _ arguments: [String: TextValue] = [:]) { self.init(key: key, arguments) }

    /// The catalogue's text for `key` with `arguments` put in (strings, numbers, other messages).
    init(_ key: CLITextKey, _ arguments: KeyValuePairs<String, any TextArgument>) { self.init(key: key, arguments) }
}

extension Texts {
    /// The text of `key` with `arguments` put in.
    func callAsFunction(_ key: CLITextKey, _ arguments: KeyValuePairs<String, any TextArgument> = [:]) -> String {
        self(Message(key, arguments))
    }
}
