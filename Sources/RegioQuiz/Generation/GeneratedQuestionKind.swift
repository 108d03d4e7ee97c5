/// The kinds of questions generated from facts.
public enum GeneratedQuestionKind: String, Codable, Sendable, CaseIterable, Hashable {
    /// What is the capital of the region? (3 capitals)
    case capital
    /// Which region is a town in? (3 regions; the wrong ones preferably neighbours)
    case townRegion = "town-region"
    /// Which region borders the region? (1 neighbour, 2 regions that are not)
    case neighbour
    /// Which of two regions is larger? (2 regions: the region and another one)
    case largerRegion = "larger-region"
    /// Which of three towns of the region has the most inhabitants? (3 towns)
    case mostPopulousTown = "most-populous-town"
    /// Which river is a town on? (1 river passing it, 2 named rivers of the
    /// region, its neighbours or its country that pass nowhere near it)
    case townRiver = "town-river"
}
