import Foundation
import Hummingbird
import Regio

/// A request's query parameters, read through the engine's one parser per
/// kind of input (``UserInput``): a bad value throws ``InputError`` naming the
/// parameter, which becomes a 400 problem.
struct Query {
    let request: Request

    init(_ request: Request) { self.request = request }

    /// The value of `name`, nil when absent; present twice is an error (which one would be meant?).
    func string(_ name: String) throws -> String? {
        let values = request.uri.queryParameters.getAll(name)
        guard values.count <= 1 else {
            throw InputError(parameter: name, Message(.httpGivenTwice, ["parameter": name, "n": values.count]))
        }
        return values.first
    }

    /// Every value of `name` (repeatable parameters such as `category`).
    func all(_ name: String) -> [String] {
        request.uri.queryParameters.getAll(name)
    }

    /// A required value.
    func required(_ name: String) throws -> String {
        guard let value = try string(name), !value.isEmpty else {
            throw InputError(parameter: name, Message(.httpRequired, ["parameter": name]))
        }
        return value
    }

    /// A whole number in `range`, or `defaultValue` when absent.
    func integer(_ name: String, in range: ClosedRange<Int>, default defaultValue: Int) throws -> Int {
        guard let text = try string(name) else { return defaultValue }
        return try UserInput.integer(text, in: range, parameter: name)
    }

    /// A plain decimal number in `range`, or nil when absent.
    func decimal(_ name: String, unit: UserInput.MeasureUnit, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = try string(name) else { return nil }
        let value = try UserInput.decimal(text, parameter: name, unit: unit)
        guard range.contains(value) else {
            throw InputError(parameter: name, Message(.inputRangeGot, ["parameter": name, "min": Self.number(range.lowerBound),
                                                                 "max": Self.number(range.upperBound), "value": text]))
        }
        return value
    }

    /// `true`/`false` (also `1`/`0`, `yes`/`no`), false when absent.
    func flag(_ name: String) throws -> Bool {
        guard let text = try string(name) else { return false }
        switch text.lowercased() {
        case "true", "1", "yes", "": return true
        case "false", "0", "no": return false
        default: throw InputError(parameter: name, Message(.httpFlag, ["parameter": name, "text": text]))
        }
    }

    /// Category names: `category=castle,chateau`, repeatable.
    var categories: [String] { UserInput.categoryNames(all("category")) }

    private static func number(_ value: Double) -> String { NumberText.plain(value) }
}

/// A path parameter that must be there (the router guarantees it; a missing one is a 404).
extension RegioRequestContext {
    func pathParameter(_ name: String) throws -> String {
        guard let value = parameters.get(name) else { throw Problem.notFound(Message(.httpNoPathPart, ["name": name])) }
        return value.removingPercentEncoding ?? value
    }
}
