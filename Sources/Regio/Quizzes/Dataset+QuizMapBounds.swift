import RegioGeo
import RegioQuiz

extension Dataset {
    /// The area the dataset's regions cover, for refusing a map question whose
    /// place lies off the dataset's map (``QuizValidator``, issue 27); nil for
    /// a dataset without regions.
    ///
    /// ```swift
    /// try QuizJSON.load(url, knownRegions: ids, mapBounds: dataset.quizMapBounds)
    /// ```
    public var quizMapBounds: QuizMapBounds? {
        guard let first = regions.first?.bounds else { return nil }
        var box = QuizMapBounds(west: first.west, south: first.south, east: first.east, north: first.north)
        for r in regions.dropFirst() {
            box.west = min(box.west, r.bounds.west)
            box.south = min(box.south, r.bounds.south)
            box.east = max(box.east, r.bounds.east)
            box.north = max(box.north, r.bounds.north)
        }
        return box
    }
}
