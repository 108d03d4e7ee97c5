/// The rules of a *point to a place* question (``QuestionKind/locate``), used
/// by ``QuizValidator``: a non-empty prompt, no options, a location with finite
/// coordinates on the Earth (and on the dataset's map when its bounds are
/// known), a name, radii that are positive and finite with the zero radius
/// beyond the full one, positive points. Each message names the question id.
///
/// ```swift
/// LocateValidation.problems(question, mapBounds: nil)
/// // [(.location, "map question \"telc\": the radius of full points must be a positive number of km (found 0)")]
/// ```
enum LocateValidation {
    static func problems(_ q: Question, mapBounds: QuizMapBounds?) -> [(QuizValidator.QuestionPart, String)] {
        var out: [(QuizValidator.QuestionPart, String)] = []
        let named = "map question \"\(q.id)\""
        if q.prompt.isBlank { out.append((.prompt, "the prompt is empty")) }
        if !q.options.isEmpty {
            out.append((.options, "\(named) is answered with a point and has no options (found \(q.options.count))"))
        }
        if !(q.points.isFinite && q.points > 0 && q.points <= 1000) {
            out.append((.points, "points must be a positive number up to 1000 (found \(q.points))"))
        }
        guard let t = q.location else {
            out.append((.location, "\(named) has no location (\"location\": {\"latitude\": …, \"longitude\": …, \"name\": …})"))
            return out
        }
        if !t.latitude.isFinite || abs(t.latitude) > 90 {
            out.append((.location, "\(named): the latitude must be a number from -90 to 90 (found \(describe(t.latitude)))"))
        }
        if !t.longitude.isFinite || abs(t.longitude) > 180 {
            out.append((.location, "\(named): the longitude must be a number from -180 to 180 (found \(describe(t.longitude)))"))
        }
        if t.name.isBlank { out.append((.location, "\(named): the place has no name")) }
        if let full = t.fullRadiusKm, !(full.isFinite && full > 0) {
            out.append((.location, "\(named): fullRadiusKm must be a positive number of km (found \(describe(full)))"))
        }
        if let zero = t.zeroRadiusKm, !(zero.isFinite && zero > 0) {
            out.append((.location, "\(named): zeroRadiusKm must be a positive number of km (found \(describe(zero)))"))
        }
        let r = t.radii
        if r.fullKm.isFinite, r.zeroKm.isFinite, r.fullKm > 0, r.zeroKm > 0, r.zeroKm <= r.fullKm {
            out.append((.location, "\(named): zeroRadiusKm (\(describe(r.zeroKm))) must be larger than fullRadiusKm (\(describe(r.fullKm)))"))
        }
        if let mapBounds, t.latitude.isFinite, t.longitude.isFinite, !mapBounds.contains(latitude: t.latitude, longitude: t.longitude) {
            out.append((.location, "\(named): \(describe(t.latitude)), \(describe(t.longitude)) lies outside the dataset's map (\(mapBounds.description))"))
        }
        if let l = t.landmark, !(l.latitude.isFinite && l.longitude.isFinite && abs(l.latitude) <= 90 && abs(l.longitude) <= 180) {
            out.append((.location, "\(named): the landmark's coordinates must be numbers on the Earth"))
        }
        return out
    }

    static func describe(_ v: Double) -> String { v.isFinite ? NumberText.plain(v) : (v.isNaN ? "nothing" : "\(v)") }
}
