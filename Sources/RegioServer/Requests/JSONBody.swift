import Foundation
import Hummingbird
import NIOCore

/// A request's JSON body, capped (413 beyond the cap), decoded into `T`; a
/// body that is not that JSON is a 400 naming the field at fault.
enum JSONBody {
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int = ServerLimits.maxBodyBytes) async throws -> T {
        var request = request
        let buffer = try await request.collectBody(upTo: limit)
        let data = Data(buffer.readableBytesView)
        guard !data.isEmpty else {
            throw Problem.invalidParameter("body", "the request needs a JSON body")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw Problem.invalidParameter(key.stringValue, "\(key.stringValue) is required in the JSON body")
        } catch let DecodingError.typeMismatch(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw Problem.invalidParameter(field.isEmpty ? "body" : field, "\(field.isEmpty ? "the body" : field) has the wrong type: \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw Problem.invalidParameter(field.isEmpty ? "body" : field, "\(field) must not be null")
        } catch {
            throw Problem.invalidParameter("body", "the body is not valid JSON")
        }
    }
}
