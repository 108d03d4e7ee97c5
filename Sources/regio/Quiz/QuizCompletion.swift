import Foundation

/// Tab completion for the quiz commands in the REPL: quiz ids after `quiz`
/// (and `quiz run`, `quiz history`), video ids after `watched`.
enum QuizCompletion {
    static func words(after previous: [String], session: Session) -> [String] {
        guard let first = previous.first else { return [] }
        let library = { try? session.defaultEngine.quizLibrary() }
        switch first {
        case "quiz" where previous.count == 1 || (previous.count == 2 && ["run", "history"].contains(previous[1])):
            return library()?.headings.map(\.id) ?? []
        case "watched" where previous.count == 1:
            return library()?.catalogue.videos.map(\.id) ?? []
        default:
            return []
        }
    }
}
