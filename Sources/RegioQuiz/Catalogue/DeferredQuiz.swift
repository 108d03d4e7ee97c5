import Synchronization

/// A generated quiz whose questions are made when first asked for: its id,
/// region and title are known at once, so a list can show it without the
/// cost of generating it (a dataset of the world has 4,500 of them). The
/// first ``generated()`` makes it (other threads asking meanwhile wait) and
/// keeps the result, or the failure, for every later call.
///
/// ```swift
/// let deferred = DeferredQuiz(id: "gen-cz-64", regionID: "CZ-64", title: title) {
///     try generator.quiz(forRegion: "CZ-64", seed: 1)
/// }
/// deferred.isMade                         // false: listing it made nothing
/// let quiz = try deferred.generated().quiz // made now, kept
/// ```
public final class DeferredQuiz: Sendable {
    public let id: String
    public let regionID: String?
    public let title: LocalizedText
    private let make: @Sendable () throws -> GeneratedQuiz
    private let made = Mutex<Result<GeneratedQuiz, any Error>?>(nil)

    public init(id: String, regionID: String?, title: LocalizedText, make: @escaping @Sendable () throws -> GeneratedQuiz) {
        self.id = id
        self.regionID = regionID
        self.title = title
        self.make = make
    }

    /// The generated quiz: made on the first call and kept; rethrows the
    /// first call's error (generation is deterministic, so trying again would fail again).
    public func generated() throws -> GeneratedQuiz {
        try made.withLock { (kept: inout Result<GeneratedQuiz, any Error>?) -> Result<GeneratedQuiz, any Error> in
            if let kept { return kept }
            let result = Result { try make() }
            kept = result
            return result
        }.get()
    }

    /// Whether ``generated()`` has run (successfully or not).
    public var isMade: Bool { made.withLock { $0 != nil } }

    /// Whether generating it was tried and failed: a list leaves it out from then on.
    public var hasFailed: Bool {
        made.withLock { if case .failure = $0 { return true } else { return false } }
    }

    /// The generated quiz when it is made already (nil before, or after a failure).
    public var madeQuiz: GeneratedQuiz? { made.withLock { try? $0?.get() } }
}
