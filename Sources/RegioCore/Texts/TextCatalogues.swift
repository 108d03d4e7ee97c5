import Foundation

/// Every language's catalogue, read once from the `po/` folder Regio ships:
/// `$REGIO_TEXTS` when set, else `<prefix>/share/regio/po` beside the
/// installed binary, else the source tree's `po/`. English (`en.po`) is the
/// source every other language falls back to; the pseudo-language `qps` is
/// made from it.
///
/// A catalogue that cannot be read, or texts in it that are damaged, are left
/// out with one warning on standard error; their texts come from the next
/// language in the chain. A key no catalogue has shows as its name.
///
/// ```swift
/// TextCatalogues.shared.template(for: "searchNoMatch", in: "de-AT")  // from de.po
/// TextCatalogues.shared.interfaceLanguage(for: "de-AT")             // de
/// ```
public final class TextCatalogues: Sendable {
    /// The catalogues Regio ships, read on first use.
    public static let shared: TextCatalogues = {
        let catalogues = TextCatalogues(folder: folder())
        for warning in catalogues.warnings {
            FileHandle.standardError.write(Data("regio: warning: \(warning)\n".utf8))
        }
        return catalogues
    }()

    /// The catalogues by language (the pseudo-language among them).
    public let catalogues: [Language: TextCatalogue]
    /// What could not be used, one line per file.
    public let warnings: [String]
    /// Where the catalogues were read from.
    public let folder: URL

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

    /// Reads every `*.po` file in `folder`.
    public init(folder: URL) {
        self.folder = folder
        var warnings: [String] = []
        var read: [Language: TextCatalogue] = [:]
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".po") }.sorted()
        if files.isEmpty { warnings.append("no text catalogues in \(folder.path): texts show as their keys (set REGIO_TEXTS to a po/ folder)") }
        for name in files {
            let path = folder.appendingPathComponent(name).path
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let catalogue = try TextCatalogue(file: path, text: text)
                read[catalogue.language] = catalogue
            } catch let problem as CatalogueProblem {
                warnings.append("\(problem); its texts are shown in English")
            } catch {
                warnings.append("\(path) cannot be read (\(error.localizedDescription)); its texts are shown in English")
            }
        }
        if let english = read[.en] {
            for (language, catalogue) in read where language != .en {
                let broken = catalogue.problems(against: english).filter { $0.kind == .broken }
                guard let first = broken.first else { continue }
                read[language] = catalogue.dropping(broken)
                warnings.append("\(first)" + (broken.count > 1 ? " (and \(broken.count - 1) more)" : "") + "; English is shown for \(broken.count == 1 ? "it" : "them")")
            }
            read[.pseudo] = PseudoLanguage.catalogue(from: english)
        } else if !files.isEmpty {
            warnings.append("\(folder.appendingPathComponent("en.po").path) is missing or damaged: texts without a translation show as their keys")
        }
        self.catalogues = read
        self.warnings = warnings
    }

    /// The languages with a catalogue, English first, without the pseudo-language.
    public var languages: [Language] {
        [.en] + catalogues.keys.filter { $0 != .en && $0 != .pseudo }.sorted()
    }

    /// The catalogue language that serves `requested`: the first of its chain
    /// Regio has (`de-AT` → `de`), or nil when only English would.
    public func interfaceLanguage(for requested: Language) -> Language? {
        requested.fallbackChain.first { catalogues[$0] != nil && $0 != .en }
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

    /// The text of `key` in `language`, along its chain; nil when no catalogue has it.
    public func template(for key: String, in language: Language) -> TextTemplate? {
        if let own = catalogues[language]?.template(for: key) { return own }
        for candidate in language.fallbackChain.dropFirst() {
            if let text = catalogues[candidate]?.template(for: key) { return text }
        }
        return nil
    }

    /// How `language` writes numbers: its own catalogue's, or the first in its chain.
    public func format(of language: Language) -> NumberFormat {
        if let own = catalogues[language] { return own.format }
        return language.fallbackChain.lazy.compactMap { self.catalogues[$0]?.format }.first ?? .english
    }

    /// The words a person may type for `key` (`inputSkip`: skip, přeskočit,
    /// überspringen …): every catalogue's words, separated by `|` there, folded
    /// (``TextFolding``) so that case and accents do not matter.
    public func typedWords(_ key: String) -> Set<String> {
        var words: Set<String> = []
        for (language, catalogue) in catalogues where language != .pseudo {
            for word in (catalogue.template(for: key)?.source ?? "").split(separator: "|") {
                let folded = TextFolding.fold(String(word))
                if !folded.isEmpty { words.insert(folded) }
            }
        }
        return words
    }

    /// The language's name in itself ("Deutsch"), or its tag.
    public func name(of language: Language) -> String { catalogues[language]?.name ?? language.tag }
}
