import ArgumentParser
import Foundation
import Regio

/// `fav note <place-id> <text>`: sets a favourite's note.
struct FavNoteCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "note",
            abstract: tr(.helpFavNoteAbstract),
            discussion: """
            The favourite is named by its place id, the part after the colon, or its name. Examples:
              fav note wikidata:Q266698 closed on Mondays
              fav note "Český Krumlov" "book the theatre"
              fav note geonames:3067696 ""
            """)
    }

    @Argument(help: "The favourite's place id (or its name).")
    var placeID: String

    @Argument(help: "The note; several words are joined.")
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
