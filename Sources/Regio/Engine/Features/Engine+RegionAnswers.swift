import RegioGeo
import RegioQuiz

/// *Find the region* answers (``QuestionKind/findRegion``, issue 27) given as
/// a region id or as a point, turned into the option that stands for that
/// region and answered like a picked option.
extension RegioEngine {
    /// Answers question `question` (1-based; nil: the current one) with the
    /// option standing for `regionID` (`CZ-63`, any case).
    ///
    /// ```swift
    /// let (feedback, _) = try engine.answerQuiz(attemptID: 12, question: 2, region: "CZ-64")
    /// feedback.optionFeedback?.text(for: .en)  // "That is “Jihomoravský kraj”. “Kraj Vysočina” borders …"
    /// ```
    /// - Throws: ``QuizRunnerError/notMapQuestion`` for a question of another kind;
    ///   ``QuizRunnerError/regionNotAnOption(_:)`` when no option stands for the region.
    /// - Parameter language: the language an unknown region's name is given in, in the error.
    public func answerQuiz(attemptID: Int64, question: Int?, region regionID: String,
                           language: Language = .cs) throws -> (feedback: AnswerFeedback, run: QuizRun) {
        var run = try quizRun(attemptID: attemptID)
        if run.session.phase == .intro { try run.begin() }
        guard run.session.current?.kind == .findRegion else { throw QuizRunnerError.notMapQuestion }
        guard let index = run.session.shownIndex(ofRegion: regionID) else {
            let name = try quizLibrary().dataset.region(id: regionID.uppercased())?.name(language) ?? regionID
            throw QuizRunnerError.regionNotAnOption(name)
        }
        return try answerQuiz(attemptID: attemptID, question: question, options: [index])
    }

    /// The region of the dataset containing a point, for a *find the region*
    /// answer given as a point; nil outside every region (or for numbers not on the Earth).
    public func regionID(containingLatitude latitude: Double, longitude: Double) throws -> String? {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        return try quizLibrary().dataset.region(containing: Coordinate(latitude: latitude, longitude: longitude))?.id
    }
}
