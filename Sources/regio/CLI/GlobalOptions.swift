import ArgumentParser
import Regio

/// Options every command accepts; in the REPL they default to those `regio`
/// was started with.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: ArgumentHelp("A dataset folder (default: the embedded Czech dataset).", valueName: "dir"))
    var dataDirectory: String?

    @Option(name: .customLong("store"), help: ArgumentHelp("The SQLite file with your favourites and quiz attempts (default: $XDG_DATA_HOME/regio/regio.sqlite).", valueName: "path"))
    var storePath: String?

    @Option(help: ArgumentHelp("Language of region names: any language the dataset has (de, ja, …; English where a name is missing); texts and quizzes are in cs or en (en for other languages). Default: from the locale.", valueName: "lang"))
    var lang: String?

    @Option(name: .customLong("places"), help: ArgumentHelp("A place catalogue to search besides the dataset's places (GeoJSON points, GeoNames, CSV or POI feed); repeat for several.", valueName: "file"))
    var placesFiles: [String] = []

    @Flag(help: "Print the result as JSON, for scripts.")
    var json = false

    @Flag(name: .customLong("auto-sync"), help: "First refresh the synced collections that are stale (offline: a warning, then the cached copies).")
    var autoSync = false

    func validate() throws {
        if let lang, !LanguageCode.isValid(lang) {
            throw ValidationError(tr(.langInvalid, ["text": lang]))
        }
    }

    /// Names of the options that take a value, to lift them from the front of a command line.
    static let valueOptions: Set<String> = ["--data", "--store", "--lang", "--places"]
    static let flags: Set<String> = ["--json", "--auto-sync"]
}

