import ArgumentParser
import Foundation
import Regio

/// `--category C… --favourites`: which places are clustered. The same options
/// must be given to `cluster <id>` as to the `clusters` that listed the id.
struct ClusterFilterOptions: ParsableArguments {
    @Option(name: .customLong("category"),
            help: ArgumentHelp("Only places of this category (repeat it, or separate with commas: castle,museum).",
                               valueName: "category"))
    var categories: [String] = []

    @Flag(name: [.customLong("favourites"), .customLong("favorites")], help: "Only your favourite places.")
    var favourites = false

    /// The filter, with categories checked against the places' own.
    func filter(_ clusters: PlaceClusters, context ctx: CommandContext) throws -> ClusterFilter {
        var kept = Set<PlaceCategory>()
        for text in categories.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) })
        where !text.isEmpty {
            guard let category = clusters.category(named: text) else {
                let known = clusters.categories.map(\.rawValue).joined(separator: ", ")
                throw CommandError("no place has the category '\(text)'; the categories here are: \(known.isEmpty ? "none" : known)")
            }
            kept.insert(category)
        }
        return ClusterFilter(categories: kept, favourites: favourites ? try ctx.favouriteIDs() : nil)
    }

    /// The options again, for a command line a user can copy (` --category castle --favourites`).
    static func arguments(for selection: ClusterSelection) -> String {
        var words = selection.categories.map { " --category \($0.rawValue)" }
        if selection.favouritesOnly { words.append(" --favourites") }
        return words.joined()
    }
}
