import ArgumentParser
import Foundation
import Regio

/// `--category C… --favourites`: which places are clustered. The same options
/// (and the same `--zoom`) must be given to `cluster <id>` as to the `clusters` that listed the id.
struct ClusterFilterOptions: ParsableArguments {
    @Option(name: .customLong("category"),
            help: ArgumentHelp(tr(.helpClusterFilterCategory), valueName: "category"))
    var categories: [String] = []

    @Flag(name: [.customLong("favourites"), .customLong("favorites")], help: ArgumentHelp(tr(.helpClusterFilterFavourites)))
    var favourites = false

    /// The options again, for a command line a user can copy (` --category castle --favourites --zoom 9`).
    static func arguments(for selection: ClusterSelection, zoom: Double?) -> String {
        var words = selection.categories.map { " --category \($0.rawValue)" }
        if selection.favouritesOnly { words.append(" --favourites") }
        if let zoom, zoom.isFinite, (0...24).contains(zoom) {
            // The zoom it was listed at: its badges (a whole zoom as "9", as a user types it).
            words.append(" --zoom " + (zoom == zoom.rounded() ? String(Int(zoom)) : String(zoom)))
        }
        return words.joined()
    }
}
