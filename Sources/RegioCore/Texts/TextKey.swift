// Texts are named by keys; each module names the texts it shows itself, in an
// enum of its own: `TextKey` here (texts more than one module shows), `EngineTextKey`
// (Regio), `ServerTextKey` (RegioServer), `CLITextKey` (the regio command).
// Add a text: a case in the enum of the module that shows it, and its English text
// in po/en.po (then `scripts/texts update` gives every other catalogue the new
// entry to translate). CatalogueTests, and each module's own test, check that
// every key has its text and that the holes and plural forms agree.

/// The texts more than one module shows (words, the generated quizzes, place
/// categories, file errors …), by name. Grouped by where they are used; the
/// raw value is the name (`msgctxt` in the catalogues).
public enum TextKey: String, CatalogueKey {

    // MARK: Words
    case wordNone
    case wordTrue
    case wordFalse

    // MARK: Words a person types (each language's, understood in every language)
    case inputSkip
    case inputQuit

    // MARK: Generated quizzes (every language's text is made, so a quiz speaks each)
    case genQuizTitle
    case genQuizInstructions
    case genCapitalPrompt
    case genCapitalExplanation
    case genTownRegionPrompt
    case genTownRegionExplanation
    case genNeighbourPrompt
    case genNeighbourExplanation
    case genLargerPrompt
    case genLargerExplanation
    case genMostPopulousPrompt
    case genMostPopulousExplanation
    case genTownWithPopulation
    case genTownRiverPrompt
    case genTownRiverExplanation
    case listAnd

    // MARK: Categories of places
    case categoryTown
    case categoryCastle
    case categoryChateau
    case categoryRuin
    case categoryLookoutTower
    case categoryMuseum
    case categoryInformationCentre
    case categoryPOI
    case categoryPeak
    case categoryViewpoint
    case categoryAttraction
    case categoryMonument
    case categoryChurch
    case categoryCave
    case categoryWaterfall
    case categoryHut
    case categoryStreet

    // MARK: Input files (InputFile, InputLimit)
    case fileNoSuchFile
    case fileNoPermission
    case fileCannotBeRead
    case fileIsFolder
    case fileTooLarge
    case inputTooLarge
    case dataMoreProblems
    case limitDatasetFile
    case limitManifest
    case limitFacts
    case limitCatalogue
    case limitQuiz
    case limitStyle
    case limitFavourites
    case limitSettings
    case limitHistory
    case limitBuilderSource

    // MARK: dataset build, tiles, offline pack and quiz history (messages and help)
    case datasetNoCountries

    // MARK: Errors of typed input (UserInput)
    case inputRangeGot
    case inputEitherOr

    // MARK: Search
    case searchNoMatch

    // MARK: Regions
    case regionsSummary

    // MARK: REPL and errors around commands
    case errorPrefix

    // MARK: Quiz: the quiz's own words
    case quizPassed
    case quizFailed

    // MARK: Clusters
    case clusterCount
    case placeCount

    // MARK: Engine errors: quizzes, clusters, sync, places
    case mapWroteList

    // MARK: Help: what each command does (argument-parser abstracts and discussions)
    case serveCannotServe

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

    // MARK: The quiz runner's errors (QuizRunnerError)
    case quizStepNotStarted
    case quizStepAlreadyStarted
    case quizStepFinished
    case quizStepAlreadyAnswered
    case quizStepNotAnswered
    case quizStepNotCurrent
    case quizStepNotCurrentOver
    case quizStepNoSuchOption
    case quizStepAlreadyTried
    case quizStepOneOptionOnly
    case quizStepNoOptionPicked
    case quizStepNotFinished
    case quizStepNothingToRetake
    case quizCannotRun
    case quizInvalidSettings
    case quizHasNoQuestions
    case quizQuestionNoCorrect
    case quizQuestionNotOneCorrect
    case quizQuestionFewOptions
    case quizQuestionNoPoints
    case quizSettingsPassMark
    case quizSettingsTries
    case quizSettingsPenalty

    // MARK: Map questions (issue 27)
    case quizStepMapQuestion
    case quizStepNotMapQuestion
    case quizQuestionNoLocation
    case locateOffBy
    case locateOffByAlone
    case locateNotANumber
    case locateOutsideWorld
    case compassNorth
    case compassNorthEast
    case compassEast
    case compassSouthEast
    case compassSouth
    case compassSouthWest
    case compassWest
    case compassNorthWest
    case genLocateQuizTitle
    case genLocateQuizInstructions
    case genLocatePrompt
}
