import RegioGeo

extension ProjectedScene {
    /// The same scene with only the lines `keep` accepts (and their GEOS
    /// geometries), in their order: a block of tiles leaves out the rivers
    /// its zoom does not show before it simplifies the rest.
    func keepingLines(_ keep: (Line) -> Bool) -> ProjectedScene {
        var s = self
        let kept = lines.indices.filter { keep(lines[$0]) }
        guard kept.count < lines.count else { return self }
        s.lines = kept.map { lines[$0] }
        s.geometries.lines = kept.map { geometries.lines[$0] }
        return s
    }

    /// Whether `style` draws `line` at `zoom` (a style zoom): what ``SceneRenderer`` and ``LabelLayout`` ask.
    static func drawsLine(_ line: Line, style: MapStyle, zoom: Double) -> Bool {
        style.river.visible && zoom >= style.river.minZoom
            && style.river.shows(importance: line.importance, riverClass: line.riverClass, zoom: zoom)
    }
}
