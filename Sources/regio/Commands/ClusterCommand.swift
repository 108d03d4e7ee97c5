import ArgumentParser
import Foundation
import Regio

/// `cluster <id>`: one cluster's expansion zoom, children and a page of its places.
struct ClusterCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "cluster",
            abstract: tr(.helpClusterAbstract),
            discussion: tr(.helpClusterDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpClusterID), valueName: "id"))
    var id: String

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpClusterLimit), valueName: "n"))
    var limit: Int = Self.defaultLimit

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpClusterOffset), valueName: "n"))
    var offset: Int = 0

    @Option(parsing: .unconditional, help: ArgumentHelp(tr(.helpClusterZoom), valueName: "z"),
            transform: { try UserInput.zoom($0, parameter: "--zoom") })
    var zoom: Double?

    @OptionGroup var filter: ClusterFilterOptions
    @OptionGroup var global: GlobalOptions

    static let defaultLimit = ClusterDefaults.leafPageSize

    func run() throws {
        let ctx = Session.current.context(global)
        let page = try ctx.engine.clusterPage(ClusterPageRequest(id: id, categories: filter.categories, favouritesOnly: filter.favourites,
                                                                 limit: limit, offset: offset, language: ctx.language, zoom: zoom))
        ctx.session.recentClusterIDs = ([page.item] + page.children + page.leaves).map(\.id.description)
        try ctx.emit(page) { ClusterText.page(page, zoom: zoom, defaultLimit: Self.defaultLimit, console: ctx.console) }
    }
}
