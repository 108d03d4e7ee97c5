import Foundation
import Hummingbird
import Regio

/// The review schedule (issue 27), the owner's only: the questions due today
/// mixed from every quiz, a review to play, and the history per region.
///
/// A review is an attempt of the mixed review quiz: `POST /api/review` starts
/// it (or returns today's unfinished one) and the attempt routes play it
/// (`POST /api/attempts/{id}/answer`, `…/next`): each answer is recorded and
/// moves its question along the schedule in the same transaction.
///
/// ```
/// GET  /api/review?limit=20     → {"today": "2026-11-29", "questions": [...], "nextDue": ..., "unavailable": [...]}
/// POST /api/review              → 201 {"today": ..., "attempt": {"id": 12, ...}}   (attempt null: nothing due)
/// GET  /api/review/summary      → {"regions": [{"regionID": "CZ-63", "mastered": 4, "due": 2, "learning": 7, ...}], ...}
/// ```
struct ReviewRoutes {
    let services: ServerServices

    /// `POST /api/review` (an empty body is fine).
    struct StartBody: Decodable {
        let seed: UInt64?
    }

    /// What `POST /api/review` answers.
    struct StartJSON: Encodable {
        let today: ReviewDay
        /// The review to play; nil when nothing is due.
        let attempt: QuizAttemptState?
        /// When nothing is due: the first day something is (nil: nothing was ever answered).
        let nextDue: ReviewDay?
        /// ``nextDue`` in the request's language.
        let nextDueText: String?
        let unavailable: [ReviewQuestionRef]

        enum Keys: String, CodingKey { case today, attempt, nextDue, nextDueText, unavailable }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(today, forKey: .today)
            try c.encode(attempt, forKey: .attempt)
            try c.encode(nextDue, forKey: .nextDue)
            try c.encode(nextDueText, forKey: .nextDueText)
            try c.encode(unavailable, forKey: .unavailable)
        }
    }

    /// The most due questions one request lists.
    static let maximumLimit = 10_000

    func register(on router: Router<RegioRequestContext>) {
        let group = router.group("api/review").add(middleware: OwnerOnlyMiddleware(configuration: services.configuration))
        group.get { request, context in
            let query = Query(request)
            let language = context.language
            let limit = try query.integer("limit", in: 1...Self.maximumLimit, default: Self.maximumLimit)
            return try JSONResponse.make(services.engine.reviewDue(language: language, limit: limit), language: language)
        }
        group.post { request, context in
            let language = context.language
            let body = try await AttemptRoutes.optionalBody(StartBody.self, request)
            let today = services.engine.reviewToday()
            switch try services.engine.startReview(seed: body?.seed) {
            case .nothingDue(let next, let unavailable):
                return try JSONResponse.make(StartJSON(today: today, attempt: nil, nextDue: next, nextDueText: next?.text(in: language),
                                                       unavailable: unavailable), language: language)
            case .run(let run, let unavailable):
                return try JSONResponse.make(StartJSON(today: today, attempt: try services.engine.attemptState(run, language: language), nextDue: nil, nextDueText: nil,
                                                       unavailable: unavailable),
                                             status: run.resumed ? .ok : .created, language: language)
            }
        }
        group.get("summary") { _, context in
            let language = context.language
            return try JSONResponse.make(services.engine.reviewHistory(language: language), language: language)
        }
    }
}
