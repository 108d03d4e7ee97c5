/// Where a quiz of a ``QuizLibrary`` comes from.
public struct QuizOrigin: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Written by an author, in the dataset's quizzes folder.
        case dataset
        /// Generated from the dataset's facts when the library was built.
        case generated
        /// Imported by the user (`quiz import`) into their own quizzes folder.
        case imported
        /// From the content server's cached `quizzes` collection (`sync`).
        case synced
    }

    public var kind: Kind
    /// The file the quiz was read from (nil for generated quizzes).
    public var file: String?

    public init(kind: Kind, file: String? = nil) {
        self.kind = kind
        self.file = file
    }
}
