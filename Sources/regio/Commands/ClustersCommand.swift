import ArgumentParser
import Foundation
import Regio

/// `clusters --center LAT,LON --zoom Z …`: the clusters and single places a map shows.
struct ClustersCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "clusters",
            abstract: tr(.helpClustersAbstract),
            discussion: tr(.helpClustersDiscussion))
    }

    @OptionGroup var view: ViewportOptions
    @OptionGroup var filter: ClusterFilterOptions
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        var request = try view.request()
        request.categories = filter.categories
        request.favouritesOnly = filter.favourites
        request.language = ctx.language
        let result = try ctx.engine.clusters(request)
        ctx.session.recentClusterIDs = result.items.map(\.id.description)
        try ctx.emit(result) {
            ClusterText.view(result, maxZoom: (try? ctx.engine.clusterIndex().index.options.maxZoom) ?? ClusterDefaults.maxZoom, console: ctx.console)
        }
    }
}
