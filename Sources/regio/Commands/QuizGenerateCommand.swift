import ArgumentParser
import Foundation
import Regio

/// `quiz generate <region>`: a quiz made from the dataset's facts, shown with its answers.
struct QuizGenerateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "generate",
            abstract: tr(.helpQuizGenerateAbstract),
            discussion: tr(.helpQuizGenerateDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpQuizGenerateRegion), valueName: "region"))
    var query: [String]

    @Option(help: ArgumentHelp(tr(.helpQuizGenerateSeed), valueName: "n"))
    var seed: UInt64 = QuizLibrary.generationSeed

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let generated = try ctx.engine.generateQuiz(region: query.joined(separator: " "), seed: seed)
        let quiz = generated.quiz
        let t = ctx.texts
        generated.skipped.forEach { ctx.console.note(t(.notePrefix) + " " + t(.quizLeftOut, ["what": $0])) }
        if ctx.json {
            ctx.console.line(String(decoding: try QuizJSON.encode(quiz), as: UTF8.self).trimmingCharacters(in: .newlines))
            return
        }
        let c = ctx.console
        let lang = ctx.language
        c.line(c.styled(t(.quizGeneratedHeader, ["title": quiz.title.text(for: lang), "id": quiz.id, "seed": String(seed)]), .bold))
        c.line(t(.quizGeneratedSummary, ["questions": t(.quizQuestions, ["n": quiz.questions.count])]))
        for (i, q) in quiz.questions.enumerated() {
            c.line()
            let kind = generated.kinds[q.id].map { " [\(Self.kindName($0, t))]" } ?? ""
            c.line(c.styled("\(i + 1). \(q.prompt.text(for: lang))", .bold) + c.styled(kind, .dim))
            for (k, o) in q.options.enumerated() {
                let mark = o.correct ? c.styled("✓", .green) : " "
                c.line("   \(mark) \(Character(UnicodeScalar(UInt8(97 + k)))). \(o.text.text(for: lang))")
            }
            if let e = q.explanation { c.line("     " + c.styled(e.text(for: lang), .dim)) }
        }
    }

    /// A generated question's kind in the interface language.
    static func kindName(_ kind: GeneratedQuestionKind, _ t: Texts) -> String {
        switch kind {
        case .capital: return t(.kindCapital)
        case .townRegion: return t(.kindTownRegion)
        case .neighbour: return t(.kindNeighbour)
        case .largerRegion: return t(.kindLargerRegion)
        case .mostPopulousTown: return t(.kindMostPopulousTown)
        case .townRiver: return t(.kindTownRiver)
        }
    }
}
