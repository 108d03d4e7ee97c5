import ArgumentParser
import Foundation
import Regio

/// `fav note <place-id> <text>`: sets a favourite's note.
struct FavNoteCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "note",
            abstract: tr(.helpFavNoteAbstract),
            discussion: tr(.helpFavNoteDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpFavPlaceID)))
    var placeID: String

    @Argument(help: ArgumentHelp(tr(.helpFavNoteText)))
    var text: [String] = []

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        guard !text.isEmpty else {
            throw CommandError(ctx.texts(.favNoteMissing, ["id": placeID]))
        }
        let note = text.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        let updated = try ctx.engine.setFavouriteNote(placeID, note: note)
        try ctx.emit(updated) {
            let name = ctx.engine.favouriteName(updated, language: ctx.language)
            return [note.isEmpty ? ctx.texts(.favNoteCleared, ["name": name]) : ctx.texts(.favNoteSet, ["name": name, "note": note])]
        }
    }
}
