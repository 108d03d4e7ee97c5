import Foundation
import Regio

/// Tab completion for `clusters` and `cluster` in the REPL: their option names,
/// categories after `--category`, and after `cluster` the ids shown last.
enum ClusterCompletion {
    static let viewOptions = ["--center", "--zoom", "--bearing", "--size"]
    static let filterOptions = ["--category", "--favourites"]

    static func words(after previous: [String], session: Session) -> [String] {
        guard let first = previous.first, first == "clusters" || first == "cluster" else { return [] }
        if previous.last == "--category" {
            return (try? session.defaultEngine.clusterIndex().categories.map(\.rawValue)) ?? []
        }
        if first == "cluster" && previous.count == 1 { return session.recentClusterIDs }
        return (first == "clusters" ? viewOptions : ["--limit", "--offset", "--zoom"]) + filterOptions + ["--json"]
    }
}
