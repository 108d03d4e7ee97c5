import Foundation
import Synchronization

/// Every language's catalogue from the `po/` folder Regio ships:
/// `$REGIO_TEXTS` when set, else `<prefix>/share/regio/po` beside the
/// installed binary, else the source tree's `po/`. A file is named by its
/// language (`de.po`); English (`en.po`) is the source every other language
/// falls back to; the pseudo-language `qps` is made from it.
///
/// A catalogue is read the first time a text of its language is asked for,
/// and each of its texts is checked against English the first time it is
/// used, so a command reads only the catalogues it speaks. A catalogue that
/// cannot be read, or a text in it that is damaged, is left out with one
/// warning on standard error; its texts come from the next language in the
/// chain. A key no catalogue has shows as its name.
///
/// ```swift
/// TextCatalogues.shared.template(for: "searchNoMatch", in: "de-AT")  // from de.po
/// TextCatalogues.shared.interfaceLanguage(for: "de-AT")             // de
/// ```
public final class TextCatalogues: Sendable {
    /// The catalogues Regio ships (warnings go to standard error as they are found).
    public static let shared = TextCatalogues(folder: folder(), printsWarnings: true)

    /// Where the catalogues are read from.
    public let folder: URL
    /// Each language's file, by its name.
    private let files: [Language: URL]
    private let printsWarnings: Bool
    private let state = Mutex(State())

    private struct State {
        /// Catalogues read so far (nil: the file could not be used).
        var read: [Language: TextCatalogue?] = [:]
        /// Per language, whether each text used so far may be shown.
        var usable: [Language: [String: Bool]] = [:]
        var warnings: [String] = []
    }

    /// The folder of catalogues (see the type's documentation).
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = ProgramFiles.runningExecutable) -> URL {
        if let path = environment["REGIO_TEXTS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        if let installed = ProgramFiles.installed("po", executable: executable),
           FileManager.default.fileExists(atPath: installed.appendingPathComponent("en.po").path) {
            return installed
        }
        return ProgramFiles.sourceTree.appendingPathComponent("po")
    }

    /// The catalogues of `folder`: every `*.po` file named by a language tag.
    public init(folder: URL, printsWarnings: Bool = false) {
        self.folder = folder
        self.printsWarnings = printsWarnings
        var files: [Language: URL] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []   // no folder: no catalogues, said below
        for name in names where name.hasSuffix(".po") {
            guard let language = Language(tag: String(name.dropLast(3))), language != .pseudo else { continue }
            files[language] = folder.appendingPathComponent(name)
        }
        self.files = files
        if files[.en] == nil {
            warn("\(folder.appendingPathComponent("en.po").path) is missing: texts without a translation show as their keys (REGIO_TEXTS names a po/ folder)")
        }
    }

    /// What could not be used: reads every catalogue and checks each text
    /// against English first (for tests; `texts check` says more).
    public var warnings: [String] {
        let english = catalogue(.en)
        for language in languages where language != .en {
            guard let catalogue = catalogue(language) else { continue }
            for key in catalogue.keys.sorted() where isUsable(key, in: language) {
                guard let english, let problem = catalogue.problems(of: key, against: english).first(where: { $0.kind == .broken }) else { continue }
                markUnusable(key, in: language, problem)
            }
        }
        return state.withLock { $0.warnings }
    }

    /// Leaves a text out (English is shown for it), with one warning.
    func markUnusable(_ key: String, in language: Language, _ problem: CatalogueProblem) {
        let first = state.withLock { state -> Bool in
            let known = state.usable[language]?[key] == false
            state.usable[language, default: [:]][key] = false
            return !known
        }
        if first { warn("\(problem); English is shown for it") }
    }

    /// The languages with a catalogue, English first, without the pseudo-language.
    public var languages: [Language] {
        [.en] + files.keys.filter { $0 != .en }.sorted()
    }

    /// Every catalogue, read (the pseudo-language among them when English could be read).
    public var catalogues: [Language: TextCatalogue] {
        var all: [Language: TextCatalogue] = [:]
        for language in languages + [.pseudo] { all[language] = catalogue(language) }
        return all
    }

    /// The catalogue of exactly `language`, read on first use; nil without one.
    public func catalogue(_ language: Language) -> TextCatalogue? {
        if let known = state.withLock({ $0.read[language] }) { return known }
        let made: TextCatalogue?
        if language == .pseudo {
            made = catalogue(.en).map(PseudoLanguage.catalogue(from:))
        } else if let file = files[language] {
            made = read(file, as: language)
        } else {
            made = nil
        }
        state.withLock { $0.read[language] = made }
        return made
    }

    private func read(_ file: URL, as language: Language) -> TextCatalogue? {
        do {
            let catalogue = try TextCatalogue(file: file.path, data: try Data(contentsOf: file))
            guard catalogue.language == language else {
                warn("\(file.path): its header says 'Language: \(catalogue.language.tag)'; name it \(catalogue.language.tag).po; its texts are shown in English")
                return nil
            }
            return catalogue
        } catch let problem as CatalogueProblem {
            warn("\(problem); its texts are shown in English")
        } catch {
            warn("\(file.path) cannot be read (\(error.localizedDescription)); its texts are shown in English")
        }
        return nil
    }

    /// Whether the text of `key` in `language` may be shown: it reads and has
    /// its language's plural forms (checked once, with one warning naming the
    /// file and line when not; an argument English has not is found when the
    /// text is shown, ``Message``). English is not read for this.
    private func isUsable(_ key: String, in language: Language) -> Bool {
        if language == .en || language == .pseudo { return true }
        if let known = state.withLock({ $0.usable[language]?[key] }) { return known }
        if let problem = catalogue(language)?.problemOnItsOwn(of: key) {
            markUnusable(key, in: language, problem)
            return false
        }
        state.withLock { $0.usable[language, default: [:]][key] = true }
        return true
    }

    /// The text of `key` in `language`, along its chain; nil when no catalogue
    /// has it. Given the `arguments` it is shown with, a text that asks for one
    /// more (an argument English has not) is passed over, with one warning.
    public func template(for key: String, in language: Language, arguments: Set<String>? = nil) -> TextTemplate? {
        for candidate in language.fallbackChain {
            guard let text = catalogue(candidate)?.template(for: key), isUsable(key, in: candidate) else { continue }
            guard let arguments else { return text }
            let extra = text.argumentNames.subtracting(arguments)
            if candidate == .en || candidate == .pseudo || extra.isEmpty { return text }
            if let file = catalogue(candidate)?.file {
                markUnusable(key, in: candidate, CatalogueProblem(file: file, line: catalogue(candidate)?.lines[key] ?? 0,
                    problem: "\(key): {\(extra.sorted().joined(separator: "}, {"))} is not an argument of this text", key: key))
            }
        }
        return nil
    }

    private func warn(_ warning: String) {
        state.withLock { $0.warnings.append(warning) }
        if printsWarnings { FileHandle.standardError.write(Data("regio: warning: \(warning)\n".utf8)) }
    }

    /// The catalogue language that serves `requested`: the first of its chain
    /// Regio has (`de-AT` → `de`), or nil when only English would.
    public func interfaceLanguage(for requested: Language) -> Language? {
        if requested == .pseudo { return .pseudo }
        return requested.fallbackChain.first { files[$0] != nil && $0 != .en }
            ?? (requested.base == .en ? .en : nil)
    }

    /// The best language for an HTTP `Accept-Language` header: the first
    /// entry by weight with a catalogue, English when none has (or the header is garbage).
    public func interfaceLanguage(acceptLanguage header: String?) -> Language {
        guard let header else { return .en }
        var ranked: [(Language, Double, Int)] = []
        for (index, part) in header.split(separator: ",").enumerated() {
            let fields = part.split(separator: ";")
            guard let tag = fields.first.flatMap({ Language(tag: String($0)) }) else { continue }
            var weight = 1.0
            for field in fields.dropFirst() {
                let pair = field.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == "q" {
                    weight = Double(pair[1].trimmingCharacters(in: .whitespaces)) ?? 0
                }
            }
            if weight > 0 && weight <= 1 { ranked.append((tag, weight, index)) }
        }
        ranked.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
        return ranked.lazy.compactMap { self.interfaceLanguage(for: $0.0) }.first ?? .en
    }

    /// How `language` writes numbers: its own catalogue's, or the first in its chain.
    public func format(of language: Language) -> NumberFormat {
        language.fallbackChain.lazy.compactMap { self.catalogue($0)?.format }.first ?? .english
    }

    /// The words a person may type for `key` (`inputSkip`: skip, přeskočit,
    /// überspringen …): every catalogue's words, separated by `|` there, folded
    /// (``TextFolding``) so that case and accents do not matter.
    public func typedWords(_ key: String) -> Set<String> {
        var words: Set<String> = []
        for language in languages {
            for word in (catalogue(language)?.template(for: key)?.source ?? "").split(separator: "|") {
                let folded = TextFolding.fold(String(word))
                if !folded.isEmpty { words.insert(folded) }
            }
        }
        return words
    }

    /// The language's name in itself ("Deutsch"), or its tag.
    public func name(of language: Language) -> String { catalogue(language)?.name ?? language.tag }
}
