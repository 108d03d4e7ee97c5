import Foundation
import Hummingbird
import NIOCore
import Regio

/// An RFC 9457 problem: what every failed request answers, as
/// `application/problem+json`. ``parameter`` names the query parameter, path
/// part or body field at fault.
public struct Problem: Error, HTTPResponseError, Sendable, Codable, Equatable {
    /// A URI naming the kind of problem (`…/problems/invalid-parameter`).
    public var type: String
    /// What kind of problem it is, in a few words (``ProblemTitle``: the same for
    /// every problem of a kind, in the request's language once answered).
    public var title: String
    /// The HTTP status code (`status` in the JSON body).
    public var statusCode: Int
    public var detail: String
    public var parameter: String?
    /// Headers the answer carries besides the body (`WWW-Authenticate`, `Retry-After`, `Allow`).
    public var headers: HTTPFields = [:]
    /// The detail from the catalogue, said in the request's language when the
    /// problem is answered (``detail`` is its English text until then).
    public var message: Message? = nil

    enum CodingKeys: String, CodingKey {
        case type, title, statusCode = "status", detail, parameter
    }

    public init(status: HTTPResponse.Status, kind: String, detail: String, parameter: String? = nil,
                headers: HTTPFields = [:]) {
        self.type = Problem.typeBase + kind
        self.title = ProblemTitle(kind: kind, status: status).text(in: .en)
        self.statusCode = status.code
        self.detail = detail
        self.parameter = parameter
        self.headers = headers
    }

    /// A problem whose detail comes from the catalogue: English in ``detail``,
    /// the request's language in the answer (``localized(_:)``).
    public init(status: HTTPResponse.Status, kind: String, message: Message, parameter: String? = nil,
                headers: HTTPFields = [:]) {
        self.init(status: status, kind: kind, detail: message.description, parameter: parameter, headers: headers)
        self.message = message
    }

    /// The problem with its title, and its detail when it is the catalogue's, in `language`.
    public func localized(_ language: Language) -> Problem {
        var problem = self
        problem.title = ProblemTitle(kind: kind, status: status).text(in: language)
        if let message { problem.detail = message.text(in: language) }
        return problem
    }

    /// The kind of problem: the last part of ``type`` (`invalid-parameter`).
    public var kind: String { type.hasPrefix(Problem.typeBase) ? String(type.dropFirst(Problem.typeBase.count)) : type }

    /// Where problem types are named.
    public static let typeBase = "https://regio.example/problems/"
    public static let mediaType = "application/problem+json"

    /// A bad query parameter, path part or body field.
    public static func invalidParameter(_ parameter: String, _ detail: String) -> Problem {
        Problem(status: .badRequest, kind: "invalid-parameter", detail: detail, parameter: parameter)
    }

    /// A bad query parameter, path part or body field, said in the request's language.
    public static func invalidParameter(_ parameter: String, _ message: Message) -> Problem {
        Problem(status: .badRequest, kind: "invalid-parameter", message: message, parameter: parameter)
    }

    /// Something the request names does not exist, said in the request's language.
    public static func notFound(_ message: Message, parameter: String? = nil) -> Problem {
        Problem(status: .notFound, kind: "not-found", message: message, parameter: parameter)
    }

    /// Something the request names does not exist.
    public static func notFound(_ detail: String, parameter: String? = nil) -> Problem {
        Problem(status: .notFound, kind: "not-found", detail: detail, parameter: parameter)
    }

    /// The client closed the connection before the answer was made (nginx's 499:
    /// nobody reads it, and it is not a server error to log).
    public static func clientGone(_ detail: String) -> Problem {
        Problem(status: .init(code: 499, reasonPhrase: "Client Closed Request"), kind: "client-closed-request", detail: detail)
    }

    // MARK: HTTPResponseError

    public var status: HTTPResponse.Status {
        let known: [HTTPResponse.Status] = [.badRequest, .unauthorized, .forbidden, .notFound, .methodNotAllowed, .conflict,
                                            .contentTooLarge, .unsupportedMediaType, .rangeNotSatisfiable, .requestTimeout, .internalServerError,
                                            .serviceUnavailable]
        return known.first { $0.code == statusCode } ?? .init(code: statusCode, reasonPhrase: "Error")
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A detail from the catalogue is said in the request's language.
        let body = try encoder.encode(localized(RequestLanguage.forMessages(request)))
        var headers = self.headers
        headers[.contentType] = Problem.mediaType
        headers[.contentLength] = String(body.count)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
