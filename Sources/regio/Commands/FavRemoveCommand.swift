import ArgumentParser
import Foundation
import Regio

/// `fav remove <place-id>`: forgets a favourite.
struct FavRemoveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove",
            abstract: tr(.helpFavRemoveAbstract),
            discussion: tr(.helpFavRemoveDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpFavPlaceID)))
    var placeID: [String]

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let removed = try ctx.engine.removeFavourite(placeID.joined(separator: " "))
        try ctx.emit(removed) { [ctx.texts(.favRemoved, ["name": ctx.engine.favouriteName(removed, language: ctx.language), "id": removed.placeID])] }
    }
}
