import Foundation
import RegioPlaces

extension UserInput {
    /// Category names as given: each value may hold several separated by
    /// commas (`castle,chateau`), and the parameter may be repeated; empty
    /// parts are ignored.
    public static func categoryNames(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The categories named in `values` (see ``categoryNames(_:)``) among
    /// `known`: by name with case, diacritics, spaces and hyphens ignored
    /// (`lookout tower` is `lookout-tower`), or by a search keyword that
    /// stands for exactly one category (`rozhledna`, `zamek` is not: it means
    /// chateau and castle).
    public static func categories(_ values: [String], known: [PlaceCategory], parameter: String) throws(InputError) -> Set<PlaceCategory> {
        var kept = Set<PlaceCategory>()
        func key(_ s: String) -> String { TextFolding.fold(s).replacingOccurrences(of: " ", with: "-") }
        for name in categoryNames(values) {
            if let c = known.first(where: { key($0.rawValue) == key(name) }) { kept.insert(c); continue }
            if let keyword = CategoryKeywords.table[TextFolding.fold(name)], keyword.count == 1, known.contains(keyword[0]) {
                kept.insert(keyword[0]); continue
            }
            let list = known.map(\.rawValue).joined(separator: ", ")
            throw InputError(parameter: parameter, Message(.inputCategoryUnknown, ["parameter": parameter, "name": name,
                                                                                   "list": list.isEmpty ? Message(.wordNone) : Message.verbatim(list)]))
        }
        return kept
    }
}
