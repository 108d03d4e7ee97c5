import RegioCore

/// The texts of the quiz engine: generated quizzes' prompts and explanations
/// (rendered in every language, so a quiz speaks each), the runner's errors,
/// GIFT's true and false. The raw value is the name (`msgctxt` in po/*.po);
/// see ``TextKey`` for how texts are named.
public enum QuizTextKey: String, CatalogueKey {

    // MARK: Words
    case wordTrue
    case wordFalse

    // MARK: Words a person types (each language's, understood in every language)
    case inputSkip

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

    // MARK: Region and comparison questions (issue 27)
    case genHighlightPrompt
    case genRegionBorders
    case genRegionNoNeighbours
    case genFindRegionPrompt
    case genFindRegionWrong
    case genFurtherNorthPrompt
    case genFurtherNorthExplanation
    case genCloserPrompt
    case genCloserExplanation
    case quizStepRegionNotAnOption
    case findRegionInNoRegion
    case findRegionNotANumber
    case findRegionOutsideWorld
    case locateOnTheSpot
    case locateOnTheSpotAlone
}

extension Message {
    /// The catalogue's text for `key` with `arguments` put in.
    public init(_ key: QuizTextKey, _ arguments: [String: TextValue] = [:]) { self.init(key: key, arguments) }

    /// The catalogue's text for `key` with `arguments` put in (strings, numbers, other messages).
    public init(_ key: QuizTextKey, _ arguments: KeyValuePairs<String, any TextArgument>) { self.init(key: key, arguments) }
}

extension Texts {
    /// The text of `key` with `arguments` put in.
    public func callAsFunction(_ key: QuizTextKey, _ arguments: KeyValuePairs<String, any TextArgument> = [:]) -> String {
        self(Message(key, arguments))
    }
}
