import ArgumentParser
import Foundation
import Regio

/// `--category C… --favourites`: which places are clustered. The same options
/// must be given to `cluster <id>` as to the `clusters` that listed the id.
struct ClusterFilterOptions: ParsableArguments {
    @Option(name: .customLong("category"),
            help: ArgumentHelp(tr(.helpClusterFilterCategory), valueName: "category"))
    var categories: [String] = []

    @Flag(name: [.customLong("favourites"), .customLong("favorites")], help: ArgumentHelp(tr(.helpClusterFilterFavourites)))
    var favourites = false

    /// The options again, for a command line a user can copy (` --category castle --favourites`).
    static func arguments(for selection: ClusterSelection) -> String {
        var words = selection.categories.map { " --category \($0.rawValue)" }
        if selection.favouritesOnly { words.append(" --favourites") }
        return words.joined()
    }
}
