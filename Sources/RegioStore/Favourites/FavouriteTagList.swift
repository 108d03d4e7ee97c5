/// A favourite's tags in one text (`trip;city;with\;semicolon`), as GPX and KML
/// exports carry them: GDAL's GPX and KML drivers keep only the last of
/// repeated elements, so one element holds them all. `;` and `\` inside a tag
/// are escaped with `\`.
///
/// ```swift
/// FavouriteTagList.join(["city", "trip"])   // "city;trip"
/// FavouriteTagList.split("city;trip")       // ["city", "trip"]
/// ```
public enum FavouriteTagList {
    public static func join(_ tags: [String]) -> String {
        tags.map { $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;") }
            .joined(separator: ";")
    }

    public static func split(_ text: String) -> [String] {
        var tags: [String] = []
        var current = ""
        var escaped = false
        for c in text {
            if escaped { current.append(c); escaped = false }
            else if c == "\\" { escaped = true }
            else if c == ";" { tags.append(current); current = "" }
            else { current.append(c) }
        }
        tags.append(current)
        return tags.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
