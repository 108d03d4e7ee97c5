import Foundation
import Hummingbird
import NIOCore
import Regio

/// A request's JSON body, capped (413 beyond the cap), decoded into `T`; a
/// body that is not that JSON is a 400 naming the field at fault.
enum JSONBody {
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int = ServerLimits.maxBodyBytes) async throws -> T {
        var request = request
        let buffer = try await request.collectBody(upTo: limit)
        let data = Data(buffer.readableBytesView)
        guard !data.isEmpty else {
            throw Problem.invalidParameter("body", Message(.httpBodyNeeded))
        }
        // Strict JSON first, as the CLI reads files: a member named twice is refused
        // (JSONDecoder keeps one of them silently), syntax errors say where.
        let document: JSONValue
        do {
            document = try JSONParser.parse(data, file: "the request body")
        } catch let error as DataError {
            let reason = error.message.replacingOccurrences(of: "invalid JSON: ", with: "") + (error.location.map { " (\($0))" } ?? "")
            throw Problem.invalidParameter("body", Message(.httpBodyNotJSON, ["reason": reason]))
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw Problem.invalidParameter(key.stringValue, Message(.httpBodyFieldRequired, ["parameter": key.stringValue]))
        } catch let DecodingError.typeMismatch(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw Problem.invalidParameter(field.isEmpty ? "body" : field, field.isEmpty
                                           ? Message(.httpBodyWrongType, ["reason": context.debugDescription])
                                           : Message(.httpFieldWrongType, ["parameter": field, "reason": context.debugDescription]))
        } catch let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw Problem.invalidParameter(field.isEmpty ? "body" : field, Message(.httpFieldNull, ["parameter": field.isEmpty ? "body" : field]))
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            // A value of the right JSON type that does not fit the field, such as "tries": 2.5.
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw Problem.invalidParameter(field, Message(.httpFieldBadValue, ["parameter": field, "reason": context.debugDescription]))
        } catch {
            // Foundation says only "not valid JSON" for a number that does not fit
            // the field ("tries": 2.5, 1e300); find the member it is about.
            if let field = culprit(T.self, in: document) {
                throw Problem.invalidParameter(field, Message(.httpFieldBadNumber, ["parameter": field]))
            }
            throw Problem.invalidParameter("body", Message(.httpBodyDoesNotFit))
        }
    }

    /// The top-level member whose value does not fit `T`: the one without
    /// which `document` decodes, or else a number that is not a whole one
    /// (`2.5`, `1e300`) without which only that required member is missing.
    private static func culprit<T: Decodable>(_ type: T.Type, in document: JSONValue) -> String? {
        guard case .object(let members) = document else { return nil }
        func decode(without name: String) throws {
            var rest = members
            rest[name] = nil
            _ = try JSONDecoder().decode(T.self, from: JSONEncoder().encode(JSONValue.object(rest)))
        }
        let names = members.keys.sorted()
        if let fits = names.first(where: { (try? decode(without: $0)) != nil }) { return fits }
        return names.first { name in
            guard case .number(let d)? = members[name], Int64(exactly: d) == nil else { return false }
            do { try decode(without: name); return true } catch let DecodingError.keyNotFound(key, _) {
                return key.stringValue == name
            } catch { return false }
        }
    }
}
