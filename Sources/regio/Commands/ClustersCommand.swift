import ArgumentParser
import Foundation
import Regio

/// `clusters --center LAT,LON --zoom Z …`: the clusters and single places a map shows.
struct ClustersCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "clusters",
            abstract: tr(.helpClustersAbstract),
            discussion: """
            Places that would overlap on the map (within 40 px at 512 px per tile)
            merge into a cluster. Clusters are made once per whole zoom, in world
            coordinates, so panning or rotating the view never changes them; a
            fractional zoom uses its whole part. With no options, every place is in
            view. Examples:
              clusters
              clusters --center 49.8,15.5 --zoom 6
              clusters --center 50.08,14.42 --zoom 9.5 --bearing 30 --size 800x600
              clusters --center -33.9,18.4 --zoom 8     (negative numbers are fine)
              clusters --zoom 7 --category castle --category chateau
              clusters --zoom 6 --favourites --json
            Then `cluster <id>` lists a cluster's places; give it the same
            --category and --favourites options.
            """)
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
