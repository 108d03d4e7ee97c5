import ArgumentParser
import Foundation
import Regio

/// `fav …`: the user's favourite places, kept in the store with a snapshot of
/// each place so that they work offline and survive catalogue changes.
struct FavCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "fav",
            abstract: tr(.helpFavAbstract),
            discussion: tr(.helpFavDiscussion),
            subcommands: [FavAddCommand.self, FavListCommand.self, FavNoteCommand.self, FavRemoveCommand.self,
                          FavExportCommand.self, FavImportCommand.self, FavRefreshCommand.self],
            defaultSubcommand: FavListCommand.self)
    }

    /// `Karlštejn (castle, Středočeský kraj)`.
    static func label(_ f: Favourite, name: String, regionName: String?) -> String {
        "\(name) (\(tr.category(f.category.rawValue))" + (regionName.map { ", " + $0 } ?? "") + ")"
    }
}
