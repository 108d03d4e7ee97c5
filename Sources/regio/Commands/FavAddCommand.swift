import ArgumentParser
import Foundation
import Regio

/// `fav add <place-id|search text>`: keeps a place.
struct FavAddCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add",
            abstract: tr(.helpFavAddAbstract),
            discussion: tr(.helpFavAddDiscussion))
    }

    @Argument(help: ArgumentHelp(tr(.helpFavAddPlace)))
    var words: [String]

    @Option(help: ArgumentHelp(tr(.helpFavAddNote), valueName: "text"))
    var note: String?

    @Option(name: .customLong("tag"), help: ArgumentHelp(tr(.helpFavAddTag), valueName: "tag"))
    var tags: [String] = []

    @Option(help: ArgumentHelp(tr(.helpFavAddPick), valueName: "n"))
    var pick: Int?

    @OptionGroup var global: GlobalOptions

    struct Outcome: Encodable {
        /// "added", "updated" or "cancelled".
        let change: String
        let favourite: Favourite?
    }

    func run() throws {
        let ctx = Session.current.context(global)
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        var request = FavouriteAddRequest(text: text, note: note, tags: tags.isEmpty ? nil : tags, pick: pick, language: ctx.language)
        var result = try ctx.engine.addFavourite(request)
        if case .choose(let choice) = result {
            let lines = listing(choice.candidates)
            if let bad = choice.invalidPick {
                throw CommandError(ctx.texts(.favPickOutOfRange, ["pick": bad, "n": choice.candidates.count, "text": text]) + "\n"
                                   + lines.joined(separator: "\n"))
            }
            switch try HitPicker.pick(count: choice.candidates.count, text: text, ctx: ctx, lines: lines) {
            case .cancelled:
                try ctx.emit(Outcome(change: "cancelled", favourite: nil)) { [ctx.texts(.favNothingAdded)] }
                return
            case .picked(let n):
                request.pick = n
                result = try ctx.engine.addFavourite(request)
            }
        }
        let t = ctx.texts
        guard case .saved(let saved) = result else { throw CommandError(t(.favNoneChosen, ["text": text])) }
        let f = saved.favourite
        try ctx.emit(Outcome(change: saved.change, favourite: f)) {
            guard saved.snapshotTaken else {
                return [t(.favAlreadySnapshotKept, ["name": saved.name]) + (note != nil || !tags.isEmpty ? t(.favNoteTagsUpdated) : ".")]
            }
            let label = FavCommand.label(f, name: saved.name, regionName: saved.regionName)
            var lines = [t(saved.change == "added" ? .favAdded : .favUpdated, ["label": label, "id": f.placeID])]
            if !f.note.isEmpty { lines.append(t(.favNoteLine, ["note": f.note])) }
            if !f.tags.isEmpty { lines.append(t(.favTagsLine, ["tags": f.tags.joined(separator: ", ")])) }
            return lines
        }
    }

    private func listing(_ candidates: [FavouriteCandidate]) -> [String] {
        let t = tr
        var table = TextTable(header: ["#", t(.columnName), t(.columnCategory), t(.columnRegion), t(.columnID)])
        table.rightAligned = [0]
        table.rows = candidates.map { c in
            ["\(c.number)", PlaceTexts.truncated(c.name, 42), t.category(c.place.category.rawValue), c.regionName ?? "–", c.place.id]
        }
        return table.render().map { "  " + $0 }
    }
}
