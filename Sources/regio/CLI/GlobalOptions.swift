import ArgumentParser
import Regio

/// Options every command accepts; in the REPL they default to those `regio`
/// was started with.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: ArgumentHelp(tr(.helpGlobalData), valueName: "dir"))
    var dataDirectory: String?

    @Option(name: .customLong("store"), help: ArgumentHelp(tr(.helpGlobalStore), valueName: "path"))
    var storePath: String?

    @Option(help: ArgumentHelp(tr(.helpGlobalLang, ["languages": TextCatalogues.shared.languages.map(\.tag).joined(separator: ", ")]), valueName: "lang"))
    var lang: String?

    @Option(name: .customLong("places"), help: ArgumentHelp(tr(.helpGlobalPlaces), valueName: "file"))
    var placesFiles: [String] = []

    @Flag(help: ArgumentHelp(tr(.helpGlobalJSON)))
    var json = false

    @Flag(name: .customLong("auto-sync"), help: ArgumentHelp(tr(.helpGlobalAutoSync)))
    var autoSync = false

    func validate() throws {
        if let lang, Language(tag: lang) == nil {
            throw ValidationError(tr(.langInvalid, ["text": lang]))
        }
    }

    /// Names of the options that take a value, to lift them from the front of a command line.
    static let valueOptions: Set<String> = ["--data", "--store", "--lang", "--places"]
    static let flags: Set<String> = ["--json", "--auto-sync"]
}

