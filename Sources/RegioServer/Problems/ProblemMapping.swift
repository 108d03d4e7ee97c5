import HTTPTypes
import Hummingbird
import Regio

/// The one place where errors become problems: the engine's errors by kind,
/// bad input by the parameter it names, Hummingbird's own (no route, body
/// too large) by status, and anything else as a generic 500 (never a stack trace).
enum ProblemMapping {
    /// - Parameter language: the request's language, for the `detail` of the engine's own errors.
    static func problem(for error: any Error, language: Language = .en) -> Problem {
        switch error {
        case let problem as Problem:
            return problem.localized(language)
        case let rejected as HTTPRequestGuard.Rejected:
            // The guard has answered already (what a route writes now is dropped).
            return rejected.problem
        case let input as InputError:
            return .invalidParameter(input.parameter, input.message(in: language))
        case let engine as EngineError:
            let message = engine.message(in: language)
            switch engine.kind {
            case .invalidRequest:
                return Problem(status: .badRequest, kind: "invalid-request", detail: message)
            case .notFound:
                return .notFound(message)
            case .conflict:
                return Problem(status: .conflict, kind: "conflict", detail: message)
            case .failed:
                return Problem(status: .internalServerError, kind: "failed", detail: message)
            }
        case let runner as QuizRunnerError:
            switch runner {
            case .optionOutOfRange, .alreadyTried, .mapQuestion:
                return Problem.invalidParameter("option", runner.message).localized(language)
            case .notMapQuestion:
                return Problem.invalidParameter("latitude", runner.message).localized(language)
            case .regionNotAnOption:
                return Problem.invalidParameter("region", runner.message).localized(language)
            case .invalidSettings, .invalidQuiz:
                return Problem(status: .badRequest, kind: "invalid-request", message: runner.message).localized(language)
            default:
                return Problem(status: .conflict, kind: "wrong-step", message: runner.message).localized(language)
            }
        case let store as StoreError:
            return problem(for: store, language: language)
        case let http as HTTPError:
            return problem(status: http.status, detail: http.body, language: language)
        case let response as any HTTPResponseError:
            return problem(status: response.status, detail: nil, language: language)
        default:
            return Problem(status: .internalServerError, kind: "internal-error",
                           message: Message(.httpInternalError)).localized(language)
        }
    }

    /// The user's store cannot be used: 503 with what to do, without the file's
    /// path (the server's log has it; the answer may go to another machine).
    static func problem(for store: StoreError, language: Language = .en) -> Problem {
        let detail: Message
        switch store {
        case .notFound(let message): return .notFound(message)
        case .invalid(let message): return Problem(status: .badRequest, kind: "invalid-request", detail: message)
        case .corrupt: detail = Message(.httpStoreCorrupt)
        case .newerVersion: detail = Message(.httpStoreNewer)
        case .cannotOpen: detail = Message(.httpStoreCannotOpen)
        case .diskFull: detail = Message(.httpDiskFull)
        }
        return Problem(status: .serviceUnavailable, kind: "store-unavailable", message: detail)
            .localized(language)
    }

    /// A problem for a bare HTTP status (no route, wrong method, body too large, …).
    static func problem(status: HTTPResponse.Status, detail: String?, language: Language = .en) -> Problem {
        switch status {
        case .notFound:
            return detail.map { .notFound($0) } ?? Problem.notFound(Message(.httpNoSuchResource)).localized(language)
        case .methodNotAllowed:
            return detail.map { Problem(status: status, kind: "method-not-allowed", detail: $0) }
                ?? Problem(status: status, kind: "method-not-allowed",
                           message: Message(.httpMethodNotAllowed)).localized(language)
        case .contentTooLarge:
            return detail.map { Problem(status: status, kind: "body-too-large", detail: $0) }
                ?? Problem(status: status, kind: "body-too-large",
                           message: Message(.httpBodyTooLarge, ["n": ServerLimits.maxBodyBytes / 1024])).localized(language)
        default:
            return Problem(status: status, kind: "http-\(status.code)",
                           detail: detail ?? status.reasonPhrase)
        }
    }
}

/// Turns every error thrown by a route (or by the router: no route) into its
/// problem+json answer; a path that exists under other methods gets 405 with `Allow`.
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = RegioRequestContext
    let methods: RouteMethods

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && error.body == nil {
            // The router's own 404: no route has this path and method.
            guard let allow = await methods.allowed(for: request, context: context) else {
                return try ProblemMapping.problem(for: error, language: RequestLanguage.forMessages(request)).response(from: request, context: context)
            }
            var fields = HTTPFields()
            fields[HTTPField.Name("Allow")!] = allow
            return try Problem(status: .methodNotAllowed, kind: "method-not-allowed",
                               message: Message(.httpMethodAllowed, ["path": String(request.uri.path.prefix(200)), "allow": allow,
                                                                     "method": String(request.method.rawValue.prefix(20))]),
                               headers: fields).response(from: request, context: context)
        } catch {
            let problem = ProblemMapping.problem(for: error, language: RequestLanguage.forMessages(request))
            if problem.statusCode >= 500 {
                context.logger.error("\(request.method) \(request.uri.path): \(error)")
            }
            return try problem.response(from: request, context: context)
        }
    }
}
