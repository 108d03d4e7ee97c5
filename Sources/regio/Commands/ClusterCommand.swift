import ArgumentParser
import Foundation
import Regio

/// `cluster <id>`: one cluster's expansion zoom, children and a page of its places.
struct ClusterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cluster",
        abstract: "Show a cluster listed by `clusters`: where it splits, its parts and its places (paged).",
        discussion: """
        The id comes from `clusters`: c<zoom>-<number> for a cluster, p<number>
        for a single place. An id only means something with the filter it was
        listed under: give the same --category and --favourites options as the
        `clusters` command that listed it. Examples:
          cluster c6-35
          cluster c6-35 --offset 10            (places 11–20)
          cluster c6-35 --limit 50 --json
          cluster c7-12 --category castle      (from clusters … --category castle)
        """)

    @Argument(help: ArgumentHelp("The id from `clusters`: c7-123 or p123.", valueName: "id"))
    var id: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Places per page, 0…1,000.", valueName: "n"))
    var limit: Int = Self.defaultLimit

    @Option(parsing: .unconditional, help: ArgumentHelp("How many places to skip.", valueName: "n"))
    var offset: Int = 0

    @OptionGroup var filter: ClusterFilterOptions
    @OptionGroup var global: GlobalOptions

    static let defaultLimit = ClusterDefaults.leafPageSize

    func validate() throws {
        guard (0...1_000).contains(limit) else { throw ValidationError("--limit must be in 0…1,000; got \(limit)") }
        guard offset >= 0 else { throw ValidationError("--offset must not be negative; got \(offset)") }
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let clusterID: ClusterID
        do { clusterID = try ClusterID(parsing: id) } catch let error as ClusterError { throw CommandError("\(error)") }
        let clusters = try ctx.clusters()
        let filter = try filter.filter(clusters, context: ctx)
        let page: ClusterPage
        do {
            page = try clusters.page(of: clusterID, filter: filter, limit: limit, offset: offset)
        } catch ClusterError.unknownCluster {
            let selection = ClusterSelection(filter)
            let given = ClusterFilterOptions.arguments(for: selection)
            throw CommandError("no \(clusterID.isCluster ? "cluster" : "place") \(clusterID) in the listing of \(selection)"
                               + (given.isEmpty ? "" : " (\(given.dropFirst()))") + ". "
                               + "A cluster id only means something with the filter it was listed under: give `cluster` "
                               + "the same --category and --favourites options as the `clusters` command that listed it.")
        } catch let error as ClusterError {
            throw CommandError("\(error)")
        }
        ctx.session.recentClusterIDs = ([page.item] + page.children + page.leaves).map(\.id.description)
        try ctx.emit(page) { ClusterText.page(page, defaultLimit: Self.defaultLimit, console: ctx.console) }
    }
}
