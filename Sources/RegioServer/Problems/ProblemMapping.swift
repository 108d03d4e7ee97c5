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
            return problem
        case let rejected as HTTPRequestGuard.Rejected:
            // The guard has answered already (what a route writes now is dropped).
            return rejected.problem
        case let input as InputError:
            return .invalidParameter(input.parameter, input.message(in: language))
        case let engine as EngineError:
            let message = engine.message(in: language)
            switch engine.kind {
            case .invalidRequest:
                return Problem(status: .badRequest, kind: "invalid-request", title: "Invalid request", detail: message)
            case .notFound:
                return .notFound(message)
            case .conflict:
                return Problem(status: .conflict, kind: "conflict", title: "Conflict", detail: message)
            case .failed:
                return Problem(status: .internalServerError, kind: "failed", title: "The server could not answer", detail: message)
            }
        case let runner as QuizRunnerError:
            switch runner {
            case .optionOutOfRange, .alreadyTried:
                return .invalidParameter("option", runner.description)
            case .invalidSettings, .invalidQuiz:
                return Problem(status: .badRequest, kind: "invalid-request", title: "Invalid request", detail: runner.description)
            default:
                return Problem(status: .conflict, kind: "wrong-step", title: "Not now", detail: runner.description)
            }
        case let store as StoreError:
            return problem(for: store)
        case let http as HTTPError:
            return problem(status: http.status, detail: http.body)
        case let response as any HTTPResponseError:
            return problem(status: response.status, detail: nil)
        default:
            return Problem(status: .internalServerError, kind: "internal-error", title: "Internal error",
                           detail: "the server failed to answer this request; other requests are not affected")
        }
    }

    /// The user's store cannot be used: 503 with what to do, without the file's
    /// path (the server's log has it; the answer may go to another machine).
    static func problem(for store: StoreError) -> Problem {
        let detail: String
        switch store {
        case .notFound(let message): return .notFound(message)
        case .invalid(let message): return Problem(status: .badRequest, kind: "invalid-request", title: "Invalid request", detail: message)
        case .corrupt:
            detail = "the store of favourites and quiz attempts is damaged or not a Regio store; it was left untouched — the server's log names the file: move it away to start a new one"
        case .newerVersion:
            detail = "the store of favourites and quiz attempts was written by a newer version of Regio; update Regio"
        case .cannotOpen:
            detail = "the store of favourites and quiz attempts cannot be opened; the server's log says why"
        case .diskFull:
            detail = "the server's disk is full; nothing was changed (reading still works)"
        }
        return Problem(status: .serviceUnavailable, kind: "store-unavailable", title: "The store cannot be used", detail: detail)
    }

    /// A problem for a bare HTTP status (no route, wrong method, body too large, …).
    static func problem(status: HTTPResponse.Status, detail: String?) -> Problem {
        switch status {
        case .notFound:
            return .notFound(detail ?? "no such resource")
        case .methodNotAllowed:
            return Problem(status: status, kind: "method-not-allowed", title: "Method not allowed",
                           detail: detail ?? "this resource does not take that method")
        case .contentTooLarge:
            return Problem(status: status, kind: "body-too-large", title: "Request body too large",
                           detail: detail ?? "request bodies are capped at \(ServerLimits.maxBodyBytes / 1024) KiB")
        default:
            return Problem(status: status, kind: "http-\(status.code)", title: status.reasonPhrase,
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
            return try Problem(status: .methodNotAllowed, kind: "method-not-allowed", title: "Method not allowed",
                               detail: "\(request.uri.path.prefix(200)) takes \(allow), not \(request.method.rawValue.prefix(20))",
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
