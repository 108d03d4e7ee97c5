/// Input a user typed that cannot be used: the parameter it came from and a
/// message that says what is wrong and what would be right.
///
/// Every parser of ``UserInput`` throws it, and the CLI and the HTTP API show
/// ``description`` as it is: the CLI names parameters as options (`--bearing`),
/// the HTTP API as query parameters (`bearing`); the rest of the text is the same.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter as the user wrote it (`--bbox`, `bbox`, `position`).
    public let parameter: String
    /// The whole message, starting with the parameter.
    public let message: String

    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    public var description: String { message }
}
