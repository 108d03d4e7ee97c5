import Foundation
import RegioGeo
import RegioQuiz

/// Where a quiz attempt stands, in one language, for a front end that plays
/// it step by step (a browser): the intro announces the question count, then
/// one question at a time, its feedback (in immediate and interactive mode:
/// right or wrong and the correct answer; deferred: only that it was
/// recorded), and at the end the summary. Options are numbered from 1 as
/// shown. The same state resumes an attempt begun anywhere (the REPL too).
public struct QuizAttemptState: Encodable, Sendable {
    public struct QuizInfo: Encodable, Sendable {
        public let id: String
        public let title: String
        public let mode: QuizMode
        public let instructions: String?
        public let maxTries: Int
        public let passPercent: Double
    }

    public struct Question: Encodable, Sendable {
        /// 1-based, of ``QuizAttemptState/questionCount``.
        public let number: Int
        public let text: String
        public let options: [String]
        public let points: Double
        public let triesLeft: Int
        /// The options already tried wrongly (interactive mode), 1-based.
        public let triedWrong: [Int]
        /// `choice` (answer with `option`) or `locate` (answer with `latitude` and `longitude`).
        public let kind: String
        /// For a map question: the kind of place asked for (`town`); where it is comes only with the feedback.
        public let placeKind: String?
        /// For a map question: the places a learner may choose from instead of
        /// pointing (a screen reader, no pointer): every place the quiz asks
        /// for, by name in the request's language; answered with the place's point.
        public let choices: [PlaceChoice]?
        /// `highlightedRegion`: the region to highlight (its outline and box: `GET /api/regions/{id}`).
        public let region: String?
        /// Shown with the question (a region's neighbours), in the request's language.
        public let hint: String?
        /// `findRegion`: each option's region in shown order (answer with `region`, or a point inside it).
        public let optionRegions: [String]?
    }

    /// A place to choose as the answer to a map question: its name and point.
    public struct PlaceChoice: Encodable, Sendable {
        public let name: String
        public let latitude: Double
        public let longitude: Double
    }

    /// The places of map questions, each once, sorted by name (``Question/choices``).
    static func placeChoices(_ targets: [RegioQuiz.MapTarget], language: Language) -> [PlaceChoice] {
        var seen = Set<String>()
        var out: [PlaceChoice] = []
        for target in targets {
            let name = target.name.text(for: language)
            guard seen.insert("\(name)|\(target.latitude)|\(target.longitude)").inserted else { continue }
            out.append(PlaceChoice(name: name, latitude: target.latitude, longitude: target.longitude))
        }
        return out.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// A map question's feedback: the place, the point given, the distance and the words.
    public struct LocationFeedback: Encodable, Sendable {
        public struct Point: Encodable, Sendable {
            public let latitude: Double
            public let longitude: Double
        }
        public let place: String
        public let target: Point
        /// The point given; nil when it was not on the Earth.
        public let answer: Point?
        public let distanceKm: Double?
        /// The fraction of the points earned (0…1).
        public let fraction: Double
        public let fullRadiusKm: Double
        public let zeroRadiusKm: Double
        /// The landmark the words relate the place to, if any.
        public let landmark: String?
        public let landmarkPoint: Point?
        /// "38 km off: Telč is 25 km south-west of Jihlava", in the request's language.
        public let text: String

        public init(_ f: LocateFeedback, language: Language) {
            place = f.target.name.text(for: language)
            target = Point(latitude: f.target.latitude, longitude: f.target.longitude)
            if f.answer.problem == nil, let lat = f.answer.latitude, let lon = f.answer.longitude {
                answer = Point(latitude: lat, longitude: lon)
            } else {
                answer = nil
            }
            distanceKm = f.distanceKm.map { QuizScore.rounded($0, places: 1) }
            fraction = f.fraction
            fullRadiusKm = f.radii.fullKm
            zeroRadiusKm = f.radii.zeroKm
            landmark = f.target.landmark?.name.text(for: language)
            landmarkPoint = f.target.landmark.map { Point(latitude: $0.latitude, longitude: $0.longitude) }
            text = f.summary.text(in: language)
        }
    }

    public struct Feedback: Encodable, Sendable {
        /// `right`, `wrong`, `tryAgain` (interactive, tries left), `recorded` (deferred), `skipped`.
        public let outcome: String
        /// Whether the answer was right; nil while it is not revealed (deferred) or skipped.
        public let correct: Bool?
        /// The option picked, 1-based (nil for a skip).
        public let chosen: Int?
        /// The correct option, 1-based, when revealed.
        public let correctOption: Int?
        public let correctText: String?
        public let explanation: String?
        public let optionFeedback: String?
        public let triesLeft: Int
        public let pointsEarned: Double?
        /// A map question's place, point and distance, when revealed.
        public let location: LocationFeedback?

        public init(_ f: AnswerFeedback, language: Language) {
            outcome = f.outcome.rawValue
            switch f.outcome {
            case .right: correct = true
            case .wrong, .tryAgain: correct = false
            case .recorded, .skipped: correct = nil
            }
            chosen = f.chosenIndex.map { $0 + 1 }
            correctOption = f.correctIndex.map { $0 + 1 }
            correctText = f.correctText?.text(for: language)
            explanation = f.explanation?.text(for: language)
            optionFeedback = f.optionFeedback?.text(for: language)
            triesLeft = f.triesLeft
            pointsEarned = f.pointsEarned
            location = f.location.map { LocationFeedback($0, language: language) }
        }
    }

    public let id: Int64
    public let quiz: QuizInfo
    public let questionCount: Int
    /// 1-based position of the current question (0 in the intro, count + 1 when finished).
    public let position: Int
    /// Questions decided so far.
    public let decided: Int
    /// `intro`, `question`, `feedback` or `finished`.
    public let state: String
    /// `all` or `missed` (a retake of the missed questions).
    public let scope: String
    public let round: Int
    /// Whether a start went on with this attempt, begun earlier, instead of
    /// starting a new one (false for a new attempt and in the answers to its steps).
    public let resumed: Bool
    public let question: Question?
    public let feedback: Feedback?
    /// The result, once finished.
    public let summary: QuizSummary?

    /// - Parameter places: the targets a map question's list offers (nil: the
    ///   quiz's own; ``RegioEngine/attemptState(_:language:)`` gives a review
    ///   the places of the quizzes its questions come from).
    public init(_ run: QuizRun, language: Language, places: [RegioQuiz.MapTarget]? = nil) {
        let s = run.session
        id = run.attemptID
        let intro = s.intro
        quiz = QuizInfo(id: s.quiz.id, title: intro.title.text(for: language), mode: intro.mode,
                        instructions: intro.instructions.map { $0.text(for: language) }, maxTries: intro.maxTries,
                        passPercent: intro.passPercent)
        questionCount = s.items.count
        switch s.phase {
        case .intro: position = 0
        case .finished: position = s.items.count + 1
        case .question, .feedback: position = s.position + 1
        }
        decided = run.decidedCount
        state = s.phase.rawValue
        scope = s.scope.rawValue
        round = s.round
        resumed = run.resumed
        question = s.current.map {
            Question(number: $0.number, text: $0.prompt.text(for: language), options: $0.options.map { $0.text(for: language) },
                     points: $0.points, triesLeft: $0.triesLeft, triedWrong: $0.triedWrong.map { $0 + 1 },
                     kind: ($0.kind ?? .choice).rawValue, placeKind: $0.placeKind,
                     choices: $0.kind == .locate ? Self.placeChoices(places ?? s.quiz.questions.compactMap(\.location), language: language) : nil,
                     region: $0.region, hint: $0.hint?.text(for: language), optionRegions: $0.optionRegions)
        }
        feedback = s.lastFeedback.map { Feedback($0, language: language) }
        summary = s.isFinished ? try? s.summary() : nil
    }
}
