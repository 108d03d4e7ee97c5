import ArgumentParser
import Foundation
import Regio

/// `fav refresh`: new snapshots of favourites whose place changed.
struct FavRefreshCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "refresh",
            abstract: tr(.helpFavRefreshAbstract),
            discussion: tr(.helpFavRefreshDiscussion))
    }

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let summary = try ctx.engine.refreshFavourites()
        let refreshed = summary.refreshed, missing = summary.notInCatalogue
        try ctx.emit(summary) {
            let t = ctx.texts
            var line = refreshed == 0 ? t(.favAllUpToDate) : t(.favRefreshed, ["n": refreshed])
            if missing > 0 { line += t(.favRefreshKept, ["n": missing]) }
            return [line]
        }
    }
}
