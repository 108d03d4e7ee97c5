import ArgumentParser
import Foundation
import Regio

/// `cluster <id>`: one cluster's expansion zoom, children and a page of its places.
struct ClusterCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "cluster",
            abstract: tr(.helpClusterAbstract),
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
    }

    @Argument(help: ArgumentHelp("The id from `clusters`: c7-123 or p123.", valueName: "id"))
    var id: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Places per page, 0…1,000.", valueName: "n"))
    var limit: Int = Self.defaultLimit

    @Option(parsing: .unconditional, help: ArgumentHelp("How many places to skip.", valueName: "n"))
    var offset: Int = 0

    @OptionGroup var filter: ClusterFilterOptions
    @OptionGroup var global: GlobalOptions

    static let defaultLimit = ClusterDefaults.leafPageSize

    func run() throws {
        let ctx = Session.current.context(global)
        let page = try ctx.engine.clusterPage(ClusterPageRequest(id: id, categories: filter.categories, favouritesOnly: filter.favourites,
                                                                 limit: limit, offset: offset, language: ctx.language))
        ctx.session.recentClusterIDs = ([page.item] + page.children + page.leaves).map(\.id.description)
        try ctx.emit(page) { ClusterText.page(page, defaultLimit: Self.defaultLimit, console: ctx.console) }
    }
}
