import ArgumentParser
import Foundation
import Regio

/// `fav list`: the favourites, each checked against the current catalogue.
struct FavListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your favourites, showing those changed or removed in the catalogue.",
        discussion: """
        Each favourite is compared with the current catalogue (the dataset and --places):
        "changed" says how (renamed, moved, …; `fav refresh` takes new snapshots),
        "removed" means the place is no longer there — the favourite is kept, from its
        snapshot. Without a dataset the favourites are listed unchecked. Examples:
          fav list
          fav list --region jihomoravsky
          fav list --tag trip --json
        """)

    @Option(help: ArgumentHelp("Only favourites in this region (id or name).", valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp("Only favourites with this tag.", valueName: "tag"))
    var tag: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let list = try ctx.engine.favourites(FavouriteListRequest(region: region, tag: tag, language: ctx.language))
        if let error = list.catalogueError {
            ctx.console.note("note: the place catalogue cannot be loaded, so favourites are shown from their snapshots, unchecked: \(error)")
        }
        try ctx.emit(list.entries) { lines(list.entries, filtered: list.filtered, ctx: ctx) }
    }

    private func lines(_ entries: [FavouriteEntry], filtered: Bool, ctx: CommandContext) -> [String] {
        guard !entries.isEmpty else {
            return [filtered ? "No favourites match." : "No favourites yet. Keep one with `fav add <name or id>` (find places with `search`)."]
        }
        let changed = entries.filter { $0.state == "changed" }.count
        let removed = entries.filter { $0.state == "removed" }.count
        var summary = "\(entries.count) \(entries.count == 1 ? "favourite" : "favourites")"
        var parts: [String] = []
        if changed > 0 { parts.append("\(changed) changed in the catalogue") }
        if removed > 0 { parts.append("\(removed) not in the catalogue, kept from \(removed == 1 ? "its snapshot" : "their snapshots")") }
        if !parts.isEmpty { summary += " (" + parts.joined(separator: "; ") + ")" }

        var table = TextTable(header: ["name", "category", "region", "note", "tags", "status", "id"])
        for e in entries {
            let f = e.favourite
            table.rows.append([PlaceTexts.truncated(f.name, 36), f.category.rawValue,
                               e.regionName ?? "–",
                               PlaceTexts.truncated(f.note.replacingOccurrences(of: "\n", with: " "), 30),
                               PlaceTexts.truncated(f.tags.joined(separator: ","), 20),
                               PlaceTexts.truncated(Self.statusText(e), 40), f.placeID])
        }
        let rendered = table.render()
        let styled = rendered.enumerated().map { i, line -> String in
            if i == 0 { return ctx.console.styled(line, .dim) }
            switch entries[i - 1].state {
            case "changed": return ctx.console.styled(line, .yellow)
            case "removed": return ctx.console.styled(line, .red)
            default: return line
            }
        }
        var out = [summary] + styled
        if changed > 0 { out.append(ctx.console.styled("`fav refresh` takes new snapshots of the changed places.", .dim)) }
        return out
    }

    static func statusText(_ e: FavouriteEntry) -> String {
        switch e.state {
        case "unchanged": return "ok"
        case "changed": return e.changes.joined(separator: "; ")
        case "removed": return e.favourite.source == "import" ? "imported point" : "removed from the catalogue"
        default: return "unchecked"
        }
    }
}
