import Foundation
import Regio

/// How cluster listings read in a terminal: a header line, an aligned table, a hint.
enum ClusterText {
    static func position(_ c: Coordinate) -> String { String(format: "%.5f, %.5f", c.latitude, c.longitude) }

    static func degrees(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))°" : String(format: "%.1f°", value)
    }

    /// `town 312, castle 4` for a cluster, `town` for a single place.
    static func categories(of item: ClusterItem) -> String {
        item.isCluster ? item.categoryCounts.description : item.categoryCounts.map(\.category.rawValue).joined(separator: ", ")
    }

    /// The listing of `clusters`.
    static func view(_ view: ClusterView, maxZoom: Int, console: Console) -> [String] {
        let zoom = view.zoom == view.zoom.rounded() ? String(Int(view.zoom)) : String(format: "%.2f", view.zoom)
        var level = "zoom level \(view.level)"
        if Double(view.level) != view.zoom { level += " (zoom \(zoom))" }
        if view.level > maxZoom { level += ", every place on its own" }
        let header = "Clusters at \(level): \(Int(view.width))×\(Int(view.height)) px around \(position(view.center)), "
            + "bearing \(degrees(view.bearing)); \(view.selection)"
        var lines = [console.styled(header, .bold)]
        if view.items.isEmpty {
            var hint = "Nothing in this view."
            if view.selection.favouritesOnly && view.selection.favourites == 0 {
                hint += " You have no favourites yet."
            } else {
                hint += " Try a lower --zoom, another --center, or clusters with no options to see every place."
            }
            return lines + [hint]
        }
        var table = TextTable(header: ["id", "places", "centre", "label", "categories"], rightAligned: [1])
        table.rows = view.items.map { item in
            [item.id.description, Format.number(Double(item.count), decimals: 0), position(item.center), item.label, categories(of: item)]
        }
        lines += table.render()
        let singles = view.items.count - view.clusterCount
        lines.append("\(count(view.clusterCount, "cluster")) and \(count(singles, "single place")): "
                     + "\(count(view.placeCount, "place")) in view. Open a cluster with: cluster <id>"
                     + ClusterFilterOptions.arguments(for: view.selection))
        return lines
    }

    /// The page of `cluster <id>`.
    static func page(_ page: ClusterPage, defaultLimit: Int, console: Console) -> [String] {
        let item = page.item
        var lines: [String] = []
        if item.isCluster {
            lines.append(console.styled("Cluster \(item.id): \(count(item.count, "place")) around \(position(item.center)), "
                                        + "labelled \(item.label) (\(item.categoryCounts))", .bold))
        } else {
            lines.append(console.styled("Place \(item.id): \(item.label) (\(categories(of: item))) at \(position(item.center))"
                                        + (item.placeID.map { ", \($0)" } ?? ""), .bold))
        }
        if !page.selection.isEverything { lines.append("Filter: \(page.selection)") }
        if let zoom = page.expansionZoom {
            lines.append("Splits at zoom \(zoom) into \(page.children.count):")
            var table = TextTable(header: ["id", "places", "centre", "label"], rightAligned: [1])
            table.rows = page.children.map { [$0.id.description, Format.number(Double($0.count), decimals: 0), position($0.center), $0.label] }
            lines += table.render().map { "  " + $0 }
        } else {
            return lines + ["A single place, not a cluster."]
        }
        guard let range = page.range else {
            let last = page.total - 1
            return lines + [page.limit == 0 ? "No places shown (--limit 0)."
                            : "No places from \(page.offset + 1) on: the cluster holds \(page.total) (--offset 0…\(last))."]
        }
        lines.append("Places \(range.lowerBound)–\(range.upperBound) of \(page.total):")
        var table = TextTable(header: ["id", "name", "category", "position", "place"])
        table.rows = page.leaves.map { [$0.id.description, $0.label, categories(of: $0), position($0.center), $0.placeID ?? ""] }
        lines += table.render().map { "  " + $0 }
        if let next = page.nextOffset {
            let limit = page.limit == defaultLimit ? "" : " --limit \(page.limit)"
            lines.append("Next: cluster \(item.id) --offset \(next)\(limit)" + ClusterFilterOptions.arguments(for: page.selection))
        }
        return lines
    }

    /// `1 place`, `2,754 places`.
    static func count(_ n: Int, _ noun: String) -> String {
        "\(Format.number(Double(n), decimals: 0)) \(noun)\(n == 1 ? "" : "s")"
    }
}
