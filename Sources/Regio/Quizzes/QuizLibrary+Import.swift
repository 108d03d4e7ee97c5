import Foundation
import RegioQuiz

/// What `quiz import` may change in the quizzes it reads.
public struct QuizImportOptions: Sendable, Hashable {
    /// The quiz id (default: the file's own, or for GIFT the `// @id:` header or the file name).
    public var id: String?
    /// The region id (must be one of the dataset's regions).
    public var regionID: String?
    public var title: LocalizedText?
    /// Replace a quiz the user imported earlier with the same id.
    public var replace: Bool
    /// The language of a GIFT file without `// @lang:` (the session's language).
    public var language: Language

    public init(id: String? = nil, regionID: String? = nil, title: LocalizedText? = nil, replace: Bool = false,
                language: Language = .cs) {
        self.language = language
        self.id = id
        self.regionID = regionID
        self.title = title
        self.replace = replace
    }
}

/// The quizzes an import added, where they were written, and what was not imported.
public struct QuizImportResult: Sendable {
    public var quizzes: [Quiz]
    /// The Regio JSON files written in the user's folder, one per quiz.
    public var files: [URL]
    /// GIFT questions of unsupported types and ignored directives, each with its line.
    public var notices: [QuizFormatError]
}

/// Why an import was refused (besides format errors, which name file and line).
public enum QuizImportError: Error, Hashable, Sendable, CustomStringConvertible {
    case noUserDirectory
    case unsupportedFile(String)
    case overridesNeedOneQuiz(file: String, count: Int)
    case duplicateID(String, existing: String, canReplace: Bool)

    public var description: String {
        switch self {
        case .noUserDirectory: return "there is no folder for your own quizzes"
        case .unsupportedFile(let f): return "\(f): expected a Moodle GIFT file (.gift) or a Regio JSON quiz (.json)"
        case .overridesNeedOneQuiz(let f, let n):
            return "\(f) holds \(n) quizzes; --id, --region and --title apply to a file with one quiz"
        case .duplicateID(let id, let existing, let canReplace):
            return "there is already a quiz \"\(id)\" (\(existing)); choose another id with --id"
                + (canReplace ? ", or replace yours with --replace" : "")
        }
    }
}

extension QuizLibrary {
    /// Imports a Moodle GIFT file or a Regio JSON file into the user's folder
    /// (as Regio JSON, one file per quiz, `<id>.json`) and adds it to the library.
    /// The dataset's files are never written.
    ///
    /// ```swift
    /// let result = try library.importQuiz(from: URL(fileURLWithPath: "wine.gift"),
    ///                                     options: QuizImportOptions(regionID: "CZ-64"))
    /// ```
    /// - Parameter displayName: how the file is named in messages (default: its path).
    /// - Throws: ``QuizFormatError`` / ``QuizValidationError`` naming the line
    ///   (GIFT) or JSON path of every problem, ``QuizImportError``.
    @discardableResult
    public func importQuiz(from url: URL, displayName: String? = nil, options: QuizImportOptions = QuizImportOptions()) throws -> QuizImportResult {
        guard let userDirectory else { throw QuizImportError.noUserDirectory }
        let shown = displayName ?? url.path
        let known = Set(dataset.regions.map(\.id))
        var quizzes: [Quiz]
        var notices: [QuizFormatError] = []
        switch url.pathExtension.lowercased() {
        case "gift":
            let result = try GIFTImporter.load(url, displayName: shown, options: .init(
                quizID: options.id, regionID: options.regionID, title: options.title, defaultLanguage: options.language,
                knownRegions: known))
            quizzes = [result.quiz]
            notices = result.notices
        case "json":
            quizzes = try QuizJSON.load(url, displayName: shown).map(\.quiz)
            let overrides = options.id != nil || options.regionID != nil || options.title != nil
            if overrides && quizzes.count != 1 { throw QuizImportError.overridesNeedOneQuiz(file: shown, count: quizzes.count) }
            for i in quizzes.indices {
                if let id = options.id { quizzes[i].id = id }
                if let r = options.regionID { quizzes[i].regionID = r }
                if let t = options.title { quizzes[i].title = t }
                try QuizValidator.validate(quizzes[i], file: shown, knownRegions: known, mapBounds: dataset.quizMapBounds,
                                           locate: QuizValidator.jsonLocation(prefix: quizzes.count > 1 ? "[\(i)]" : ""))
            }
        default:
            throw QuizImportError.unsupportedFile(shown)
        }

        var replaced: Set<String> = []
        for quiz in quizzes {
            guard let whereFrom = catalogue.usage(ofQuizID: quiz.id) else { continue }
            let mine = origin(of: quiz.id)?.kind == .imported
            if mine && options.replace { replaced.insert(quiz.id); continue }
            throw QuizImportError.duplicateID(quiz.id, existing: whereFrom, canReplace: mine)
        }

        try FileManager.default.createDirectory(at: userDirectory, withIntermediateDirectories: true)
        var files: [URL] = []
        var loaded: [LoadedQuiz] = []
        for quiz in quizzes {
            if replaced.contains(quiz.id), let old = origin(of: quiz.id)?.file,
               !catalogue.entries.contains(where: { $0.file == old && $0.quiz.id != quiz.id }) {
                try? FileManager.default.removeItem(atPath: old)
            }
            let file = freeFile(in: userDirectory, forQuizID: quiz.id)
            try QuizJSON.encode(quiz).write(to: file, options: .atomic)
            files.append(file)
            loaded.append(LoadedQuiz(quiz: quiz, file: file.path))
        }
        try replaceCatalogue(removing: replaced, adding: loaded, origin: .imported)
        return QuizImportResult(quizzes: quizzes, files: files, notices: notices)
    }

    /// A file name for a new quiz that no other file has.
    private func freeFile(in directory: URL, forQuizID id: String) -> URL {
        let base = (Self.fileName(forQuizID: id) as NSString).deletingPathExtension
        var candidate = directory.appendingPathComponent(base + ".json")
        var n = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = directory.appendingPathComponent("\(base)-\(n).json")
            n += 1
        }
        return candidate
    }

    /// `cz-64 wine/2` → `cz-64-wine-2.json`, `Žďár` → `zdar.json`: the id's
    /// folded words in ASCII (``TextFolding/slug(_:maxLength:)``).
    static func fileName(forQuizID id: String) -> String {
        let slug = TextFolding.slug(id, maxLength: 120)
        return (slug.isEmpty ? "quiz" : slug) + ".json"
    }
}
