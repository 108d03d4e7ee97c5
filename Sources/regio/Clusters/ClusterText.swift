import Foundation
import Regio

/// How cluster listings read in a terminal: a header line, an aligned table, a hint.
enum ClusterText {
    static func position(_ c: Coordinate) -> String { String(format: "%.5f, %.5f", c.latitude, c.longitude) }

    static func degrees(_ value: Double) -> String {
        NumberText.plain(value, decimals: 1) + "°"
    }

    /// `town 312, castle 4` for a cluster, `town` for a single place.
    static func categories(of item: ClusterItem) -> String {
        item.isCluster ? item.categoryCounts.map { "\(tr.category($0.category.rawValue)) \($0.count)" }.joined(separator: ", ")
            : item.categoryCounts.map { tr.category($0.category.rawValue) }.joined(separator: ", ")
    }

    /// The listing of `clusters`.
    static func view(_ view: ClusterView, maxZoom: Int, console: Console) -> [String] {
        let zoom = NumberText.plain(view.zoom, decimals: 2)
        let t = tr
        var level = t(.clustersLevel, ["level": view.level])
        if Double(view.level) != view.zoom { level += t(.clustersLevelZoom, ["zoom": zoom]) }
        if view.level > maxZoom { level += t(.clustersEveryPlace) }
        let header = t(.clustersHeader, ["level": level, "width": Int(view.width), "height": Int(view.height), "centre": position(view.center),
                                         "bearing": degrees(view.bearing), "selection": view.selection.text])
        var lines = [console.styled(header, .bold)]
        if view.items.isEmpty {
            var hint = t(.clustersNothing)
            if view.selection.favouritesOnly && view.selection.favourites == 0 {
                hint += t(.clustersNoFavourites)
            } else {
                hint += t(.clustersTryOther)
            }
            return lines + [hint]
        }
        var table = TextTable(header: [t(.columnID), t(.columnPlaces), t(.columnCentre), t(.columnLabel), t(.columnCategories)], rightAligned: [1])
        table.rows = view.items.map { item in
            [item.id.description, Format.number(Double(item.count), decimals: 0), position(item.center), item.label, categories(of: item)]
        }
        lines += table.render()
        let singles = view.items.count - view.clusterCount
        lines.append(t(.clustersSummary, ["clusters": count(view.clusterCount, TextKey.clusterCount), "singles": count(singles, CLITextKey.singleCount),
                                          "places": count(view.placeCount, TextKey.placeCount),
                                          "arguments": ClusterFilterOptions.arguments(for: view.selection, zoom: view.zoom)]))
        return lines
    }

    /// The page of `cluster <id>`.
    static func page(_ page: ClusterPage, zoom: Double?, defaultLimit: Int, console: Console) -> [String] {
        let item = page.item
        let t = tr
        var lines: [String] = []
        if item.isCluster {
            lines.append(console.styled(t(.clusterHeader, ["id": item.id.description, "places": count(item.count, TextKey.placeCount),
                                                           "centre": position(item.center), "label": item.label,
                                                           "categories": categories(of: item)]), .bold))
        } else {
            lines.append(console.styled(t(.clusterPlaceHeader, ["id": item.id.description, "label": item.label, "categories": categories(of: item),
                                                                "centre": position(item.center)])
                                        + (item.placeID.map { ", \($0)" } ?? ""), .bold))
        }
        if !page.selection.isEverything { lines.append(t(.clusterFilter, ["selection": page.selection.text])) }
        if let zoom = page.expansionZoom {
            lines.append(t(.clusterSplits, ["zoom": zoom, "n": page.children.count]))
            var table = TextTable(header: [t(.columnID), t(.columnPlaces), t(.columnCentre), t(.columnLabel)], rightAligned: [1])
            table.rows = page.children.map { [$0.id.description, Format.number(Double($0.count), decimals: 0), position($0.center), $0.label] }
            lines += table.render().map { "  " + $0 }
        } else {
            return lines + [t(.clusterSingle)]
        }
        guard let range = page.range else {
            let last = page.total - 1
            return lines + [page.limit == 0 ? t(.clusterNoneShown)
                            : t(.clusterNoneFrom, ["from": page.offset + 1, "total": page.total, "last": last])]
        }
        lines.append(t(.clusterPlacesRange, ["from": range.lowerBound, "to": range.upperBound, "total": page.total]))
        var table = TextTable(header: [t(.columnID), t(.columnName), t(.columnCategory), t(.columnPosition), t(.columnPlace)])
        table.rows = page.leaves.map { [$0.id.description, $0.label, categories(of: $0), position($0.center), $0.placeID ?? ""] }
        lines += table.render().map { "  " + $0 }
        if let next = page.nextOffset {
            let limit = page.limit == defaultLimit ? "" : " --limit \(page.limit)"
            lines.append(t(.clusterNext, ["id": item.id.description, "next": next, "limit": limit,
                                          "arguments": ClusterFilterOptions.arguments(for: page.selection, zoom: zoom)]))
        }
        return lines
    }

    /// `1 place`, `2,754 places` (the key's plural forms, the number grouped).
    static func count(_ n: Int, _ key: some CatalogueKey) -> String {
        tr(Message(key: key, ["n": TextValue.grouped(Double(n), decimals: 0)]))
    }
}
