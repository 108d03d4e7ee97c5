import ArgumentParser
import Foundation
import Regio

/// `fav list`: the favourites, each checked against the current catalogue.
struct FavListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: tr(.helpFavListAbstract),
            discussion: tr(.helpFavListDiscussion))
    }

    @Option(help: ArgumentHelp(tr(.helpFavListRegion), valueName: "region"))
    var region: String?

    @Option(help: ArgumentHelp(tr(.helpFavListTag), valueName: "tag"))
    var tag: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let ctx = Session.current.context(global)
        let list = try ctx.engine.favourites(FavouriteListRequest(region: region, tag: tag, language: ctx.language))
        if let error = list.catalogueError {
            ctx.console.note(ctx.texts(.notePrefix) + " " + ctx.texts(.favCatalogueUnchecked, ["error": error]))
        }
        try ctx.emit(list.entries) { lines(list.entries, filtered: list.filtered, ctx: ctx) }
    }

    private func lines(_ entries: [FavouriteEntry], filtered: Bool, ctx: CommandContext) -> [String] {
        let t = ctx.texts
        guard !entries.isEmpty else { return [t(filtered ? .favNoneMatch : .favNoneYet)] }
        let changed = entries.filter { $0.state == "changed" }.count
        let removed = entries.filter { $0.state == "removed" }.count
        let notLoaded = entries.filter { $0.state == "notLoaded" }.count
        var summary = t(.favCount, ["n": entries.count])
        var parts: [String] = []
        if changed > 0 { parts.append(t(.favChangedCount, ["n": changed])) }
        if removed > 0 { parts.append(t(.favRemovedCount, ["n": removed])) }
        if notLoaded > 0 { parts.append(t(.favNotLoadedCount, ["n": notLoaded])) }
        if !parts.isEmpty { summary += " (" + parts.joined(separator: "; ") + ")" }

        var table = TextTable(header: [t(.columnName), t(.columnCategory), t(.columnRegion), t(.columnNote), t(.columnTags),
                                       t(.columnStatus), t(.columnID)])
        for e in entries {
            let f = e.favourite
            table.rows.append([PlaceTexts.truncated(e.name, 36), t.category(f.category.rawValue),
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
            case "notLoaded": return ctx.console.styled(line, .dim)
            default: return line
            }
        }
        var out = [summary] + styled
        if changed > 0 { out.append(ctx.console.styled(t(.favRefreshHint), .dim)) }
        return out
    }

    static func statusText(_ e: FavouriteEntry) -> String {
        switch e.state {
        case "unchanged": return tr(.favStatusOK)
        case "changed": return e.changes.joined(separator: "; ")
        case "removed": return tr(e.favourite.source == "import" ? .favStatusImported : .favStatusRemoved)
        case "notLoaded": return tr(.favStatusNotLoaded, ["source": e.favourite.source])
        default: return tr(.favStatusUnchecked)
        }
    }
}
