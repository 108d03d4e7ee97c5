/// The saved form of a session, checked on load: a state that is damaged or
/// edited by hand is refused with a clear message, never run into a crash.
extension QuizSession: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, quiz, settings, seed, round, scope, items, position, phase
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(Int.self, forKey: .version)
        guard version <= Self.stateVersion else {
            throw DecodingError.dataCorrupted(.init(codingPath: [CodingKeys.version],
                debugDescription: "the quiz state was saved by a newer version of Regio (state version \(version))"))
        }
        quiz = try c.decode(Quiz.self, forKey: .quiz)
        settings = try c.decode(QuizSettings.self, forKey: .settings)
        seed = try c.decode(UInt64.self, forKey: .seed)
        round = try c.decode(Int.self, forKey: .round)
        scope = try c.decode(QuizScope.self, forKey: .scope)
        items = try c.decode([QuizItem].self, forKey: .items)
        position = try c.decode(Int.self, forKey: .position)
        phase = try c.decode(QuizPhase.self, forKey: .phase)
        if let problem = consistencyProblem() {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the saved quiz state is inconsistent: \(problem)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.stateVersion, forKey: .version)
        try c.encode(quiz, forKey: .quiz)
        try c.encode(settings, forKey: .settings)
        try c.encode(seed, forKey: .seed)
        try c.encode(round, forKey: .round)
        try c.encode(scope, forKey: .scope)
        try c.encode(items, forKey: .items)
        try c.encode(position, forKey: .position)
        try c.encode(phase, forKey: .phase)
    }

    /// What is wrong with a decoded state, or nil.
    func consistencyProblem() -> String? {
        do { try settings.validate() } catch { return error.description }
        if quiz.questions.isEmpty || items.isEmpty { return "no questions" }
        for q in quiz.questions {
            if q.isLocate {
                if !LocateValidation.problems(q, mapBounds: nil).isEmpty { return "map question \"\(q.id)\" has no valid location" }
                continue
            }
            if let problem = Self.correctnessProblem(q) { return problem.description }
            if q.options.count < 2 { return "question \"\(q.id)\" has fewer than two options" }
        }
        if round < 0 { return "negative round" }
        for (k, item) in items.enumerated() {
            guard quiz.questions.indices.contains(item.questionIndex) else { return "item \(k) refers to a missing question" }
            let n = quiz.questions[item.questionIndex].options.count
            if item.optionOrder.sorted() != Array(0..<n) { return "item \(k) has an invalid option order" }
            if Set(item.tries).count != item.tries.count || item.tries.contains(where: { !(0..<n).contains($0) }) {
                return "item \(k) has invalid tries"
            }
            if item.tries.count > triesAllowed(item) { return "item \(k) has more tries than allowed" }
            if item.mapAnswer != nil && !quiz.questions[item.questionIndex].isLocate
                && !(quiz.questions[item.questionIndex].kind == .findRegion && item.tries.isEmpty) {
                return "item \(k) has a point on a question with options"
            }
            if let selection = item.selection {
                if !quiz.questions[item.questionIndex].isMultipleResponse { return "item \(k) has a selection on a single-choice question" }
                if selection.isEmpty || Set(selection).count != selection.count || selection.contains(where: { !(0..<n).contains($0) }) {
                    return "item \(k) has an invalid selection"
                }
            }
        }
        guard items.indices.contains(position) else { return "position \(position) is out of range" }
        for k in 0..<position where !isDecided(items[k]) { return "question \(k + 1) is before the current one but open" }
        for k in (position + 1)..<items.count where !items[k].tries.isEmpty || items[k].skipped || items[k].selection != nil
            || items[k].mapAnswer != nil {
            return "question \(k + 1) is after the current one but answered"
        }
        let decided = isDecided(items[position])
        switch phase {
        case .intro: if position != 0 || decided { return "intro after the first question" }
        case .question: if decided { return "the current question is decided but the phase is question" }
        case .feedback: if !decided { return "the current question is open but the phase is feedback" }
        case .finished: if position != items.count - 1 || !decided { return "finished before the last question" }
        }
        return nil
    }
}
