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
    /// Name the highlighted region: the map highlights ``Question/region``,
    /// the learner picks its name from the options (issue 27). Regio JSON
    /// `"kind": "highlightedRegion"`.
    case highlightedRegion
    /// Find the region: "Which of these is Kraj Vysočina?"; each option is a
    /// region (``AnswerOption/region``), so the learner may also answer with
    /// a region id or a point inside it (issue 27). Regio JSON `"kind": "findRegion"`.
    case findRegion

    /// Whether the question is about a region of the dataset (its region ids are checked at import).
    public var isRegionQuestion: Bool { self == .highlightedRegion || self == .findRegion }
}
