/// What kind of answer a question takes: options to pick (the default), or a
/// point on the map (``MapTarget``). Regio JSON `"kind": "locate"`; a choice
/// question leaves `kind` out.
///
/// ```swift
/// let q = Question(id: "telc", prompt: "Where is Telč?", location: MapTarget(latitude: 49.1842, longitude: 15.4528, name: "Telč", placeKind: "town"))
/// q.kind // .locate
/// ```
public enum QuestionKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// Pick one or several options.
    case choice
    /// Point to a place: answered with a point, scored by its distance from the place (issue 27).
    case locate
}
