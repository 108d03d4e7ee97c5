import Foundation
import Hummingbird
import Regio

/// Quiz attempts, played one step at a time: start (or resume), begin,
/// answer, skip, next, summary, retake, abandon. They live in the same store
/// as the REPL's, so an attempt begun here can be finished with `regio quiz`.
struct AttemptRoutes {
    let services: ServerServices

    /// `POST /api/attempts`.
    struct StartBody: Decodable {
        let quiz: String
        let mode: String?
        let tries: Int?
        let seed: UInt64?
        let startOver: Bool?
    }

    /// `POST /api/attempts/{id}/answer`.
    struct AnswerBody: Decodable {
        /// 1-based, as shown (a question answered with options).
        let option: Int?
        /// A map question's point (both or neither).
        let latitude: Double?
        let longitude: Double?
        /// A *find the region* answer as a region id (`CZ-63`).
        let region: String?
        /// The question answered: its position as the attempt state shows it (1-based).
        /// With it, a repeated request is answered as the first one was, never
        /// recorded against the next question.
        let question: Int?
    }

    /// `POST /api/attempts/{id}/retake`.
    struct RetakeBody: Decodable {
        let missedOnly: Bool?
    }

    func register(on router: Router<RegioRequestContext>) {
        let group = router.group("api/attempts").add(middleware: OwnerOnlyMiddleware(configuration: services.configuration))
        group.post { request, context in try await start(request, context: context) }
        group.get(":id") { request, context in
            try state(services.engine.quizRun(attemptID: attemptID(context)), context)
        }
        group.post(":id/begin") { request, context in
            try state(services.engine.beginQuiz(attemptID: attemptID(context)), context)
        }
        group.post(":id/answer") { request, context in
            let id = try attemptID(context)
            let body = try await JSONBody.decode(AnswerBody.self, from: request)
            let run = try services.engine.quizRun(attemptID: id)
            if let region = body.region, body.option == nil, body.latitude == nil, body.longitude == nil {
                let (feedback, after) = try services.engine.answerQuiz(attemptID: id, question: body.question, region: region,
                                                                       language: context.language)
                return try step(feedback, after, context)
            }
            if let latitude = body.latitude, let longitude = body.longitude, body.option == nil {
                let (feedback, after) = try services.engine.answerQuiz(attemptID: id, question: body.question,
                                                                       latitude: latitude, longitude: longitude,
                                                                       language: context.language)
                return try step(feedback, after, context)
            }
            guard let option = body.option, body.latitude == nil, body.longitude == nil else {
                throw InputError(parameter: "option", Message(.httpAnswerOptionOrPoint, ["parameter": "option"]))
            }
            let options = run.session.current?.options.count ?? run.session.quiz.questions.map(\.options.count).max() ?? 0
            guard (1...max(options, 1)).contains(option) else {
                throw InputError(parameter: "option", Message(.httpOptionRange, ["parameter": "option", "max": options, "value": option]))
            }
            let (feedback, after) = try services.engine.answerQuiz(attemptID: id, question: body.question, options: [option - 1])
            return try step(feedback, after, context)
        }
        group.post(":id/skip") { request, context in
            let (feedback, after) = try services.engine.skipQuizQuestion(attemptID: attemptID(context))
            return try step(feedback, after, context)
        }
        group.post(":id/next") { request, context in
            try state(services.engine.nextQuizQuestion(attemptID: attemptID(context)), context)
        }
        group.get(":id/summary") { request, context in
            let language = context.language
            let summary = try services.engine.quizSummary(attemptID: attemptID(context))
            return try JSONResponse.make(SummaryJSON(summary: summary, texts: QuizSummaryTexts(summary, language: language)),
                                         language: language)
        }
        group.post(":id/retake") { request, context in
            let id = try attemptID(context)
            let body = try await Self.optionalBody(RetakeBody.self, request) ?? RetakeBody(missedOnly: nil)
            return try state(services.engine.retakeQuiz(attemptID: id, missedOnly: body.missedOnly ?? false), context, status: .created)
        }
        group.delete(":id") { _, context in
            try services.engine.abandonQuiz(attemptID: attemptID(context))
            return JSONResponse.noContent()
        }
    }

    func start(_ request: Request, context: RegioRequestContext) async throws -> Response {
        let body = try await JSONBody.decode(StartBody.self, from: request)
        guard !body.quiz.isEmpty, body.quiz.count <= 200 else {
            throw InputError(parameter: "quiz", Message(.httpQuizOrRegion, ["parameter": "quiz"]))
        }
        let modeText = body.mode ?? "immediate"
        guard let mode = QuizMode(rawValue: modeText) else {
            throw InputError(parameter: "mode", Message(.httpAttemptMode, ["parameter": "mode", "text": modeText]))
        }
        var settings = QuizSettings(mode: mode)
        if let tries = body.tries {
            guard (1...10).contains(tries) else { throw InputError(parameter: "tries", Message(.inputRangeGot, ["parameter": "tries", "min": 1, "max": 10, "value": tries])) }
            settings.maxTries = tries
        }
        let started = try services.engine.startQuiz(QuizStartRequest(query: body.quiz, settings: settings, seed: body.seed,
                                                                     startOver: body.startOver ?? false))
        return try state(started.run, context, status: started.run.resumed ? .ok : .created)
    }

    private func state(_ run: QuizRun, _ context: RegioRequestContext, status: HTTPResponse.Status = .ok) throws -> Response {
        let language = context.language
        return try JSONResponse.make(try services.engine.attemptState(run, language: language), status: status, language: language)
    }

    private func step(_ feedback: AnswerFeedback, _ run: QuizRun, _ context: RegioRequestContext) throws -> Response {
        let language = context.language
        return try JSONResponse.make(StepJSON(feedback: QuizAttemptState.Feedback(feedback, language: language),
                                              attempt: try services.engine.attemptState(run, language: language)), language: language)
    }

    private func attemptID(_ context: RegioRequestContext) throws -> Int64 {
        let text = try context.pathParameter("id")
        guard let id = Int64(text), id > 0, text.allSatisfy(\.isASCII) else {
            throw InputError(parameter: "id", Message(.httpAttemptID, ["parameter": "id", "text": text]))
        }
        return id
    }

    /// A JSON body that may be absent (empty).
    static func optionalBody<T: Decodable>(_ type: T.Type, _ request: Request) async throws -> T? {
        guard let length = request.headers[.contentLength].flatMap(Int.init), length > 0 else { return nil }
        return try await JSONBody.decode(type, from: request)
    }

    struct StepJSON: Encodable {
        let feedback: QuizAttemptState.Feedback
        let attempt: QuizAttemptState
    }
}

/// A run's summary (``QuizSummary``'s members) with `texts`: the verdict, the pass
/// mark, the points and the counts in the request's language (``QuizSummaryTexts``).
struct SummaryJSON: Encodable {
    let summary: QuizSummary
    let texts: QuizSummaryTexts

    enum Keys: String, CodingKey { case texts }
    func encode(to encoder: Encoder) throws {
        try summary.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(texts, forKey: .texts)
    }
}
