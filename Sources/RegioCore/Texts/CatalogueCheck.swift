import Foundation

/// What `regio texts` shows: each catalogue's language and how much of it is
/// translated, and what a check of a catalogue file finds.
public struct CatalogueSummary: Codable, Sendable, Equatable {
    public let tag: String
    /// The language's name in itself.
    public let name: String
    public let file: String
    /// Texts with a translation that is used (not empty, not fuzzy, not damaged).
    public let translated: Int
    /// The texts English has.
    public let total: Int
}

/// A catalogue file checked against English (``TextCatalogue/problems(against:complete:)``).
public struct CatalogueCheck: Codable, Sendable, Equatable {
    public struct Problem: Codable, Sendable, Equatable {
        public let line: Int
        public let key: String?
        /// `broken` (English is shown instead), `stale` (translates an older English text), `missing`.
        public let kind: String
        public let message: String
    }

    public let file: String
    public let language: String?
    /// Texts the file gives.
    public let texts: Int
    public let problems: [Problem]

    public var isClean: Bool { problems.isEmpty }
}

extension TextCatalogues {
    /// Every catalogue read, English first.
    public func summaries() -> [CatalogueSummary] {
        let total = catalogues[.en]?.keys.count ?? 0
        return languages.compactMap { language in
            catalogues[language].map {
                CatalogueSummary(tag: language.tag, name: $0.name, file: $0.file, translated: $0.keys.count, total: total)
            }
        }
    }

    /// Checks catalogue files against the English one beside them (else the
    /// one Regio reads); English itself against `keysInUse`, the keys the
    /// code shows (each module's enum: `TextKey.names + CLITextKey.names`).
    public static func check(files: [URL], keysInUse: [String]) -> [CatalogueCheck] {
        files.map { file in
            let path = file.path
            func failed(_ line: Int, _ message: String) -> CatalogueCheck {
                CatalogueCheck(file: path, language: nil, texts: 0,
                               problems: [.init(line: line, key: nil, kind: "broken", message: message)])
            }
            let catalogue: TextCatalogue
            do {
                catalogue = try TextCatalogue(file: path, text: try String(contentsOf: file, encoding: .utf8))
            } catch let problem as CatalogueProblem {
                return failed(problem.line, problem.problem)
            } catch {
                return failed(0, "cannot be read: \(error.localizedDescription)")
            }
            let besideEnglish = file.deletingLastPathComponent().appendingPathComponent("en.po")
            let english = (try? String(contentsOf: besideEnglish, encoding: .utf8))
                .flatMap { try? TextCatalogue(file: besideEnglish.path, text: $0) } ?? shared.catalogues[.en] ?? catalogue
            var problems = catalogue.problems(against: english, complete: catalogue.language != .en)
            if catalogue.language == .en {
                for key in keysInUse where catalogue.template(for: key) == nil {
                    problems.append(CatalogueProblem(file: path, line: 0, problem: "\(key): no English text for a key the code uses",
                                                     key: key, kind: .missing))
                }
            }
            return CatalogueCheck(file: path, language: catalogue.language.tag, texts: catalogue.keys.count, problems: problems.map {
                .init(line: $0.line, key: $0.key, kind: "\($0.kind)", message: $0.problem)
            })
        }
    }
}
