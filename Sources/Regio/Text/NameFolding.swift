import Foundation

/// Folds a name for matching: lower case, diacritics removed, punctuation
/// and repeated spaces collapsed. `"Kraj Vysočina"` → `"kraj vysocina"`.
public enum NameFolding {
    public static func fold(_ text: String) -> String {
        let stripped = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = ""
        var lastWasSpace = true
        for scalar in stripped.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                out.unicodeScalars.append(scalar); lastWasSpace = false
            } else if !lastWasSpace {
                out.append(" "); lastWasSpace = true
            }
        }
        if out.hasSuffix(" ") { out.removeLast() }
        return out
    }
}
