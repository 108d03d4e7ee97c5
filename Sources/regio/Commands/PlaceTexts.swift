import Foundation
import Regio

/// How places and favourites read in the terminal, shared by `search`,
/// `place` and `fav`.
enum PlaceTexts {
    /// `text` cut to `width` characters with an ellipsis.
    static func truncated(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(1, width - 1))) + "…"
    }

    /// `50.08804, 14.42076`.
    static func position(_ c: Coordinate) -> String { c.description }
}
