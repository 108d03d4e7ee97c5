/// The rules of a region question (``QuestionKind/highlightedRegion``,
/// ``QuestionKind/findRegion``), on top of a choice question's (2–6 options,
/// one correct), used by ``QuizValidator``: a `region`; for *find the
/// region*, every option names its region and the correct option is the
/// question's region; every region is one of the dataset's when its ids are
/// known. Each message names the question id.
///
/// ```swift
/// RegionQuestionValidation.problems(question, knownRegions: ["CZ-63"])
/// // [(.region, "region question \"q2\": unknown region \"CZ-99\" (…)")]
/// ```
enum RegionQuestionValidation {
    static func problems(_ q: Question, knownRegions: Set<String>?) -> [(QuizValidator.QuestionPart, String)] {
        var out: [(QuizValidator.QuestionPart, String)] = []
        let named = "region question \"\(q.id)\""
        func unknown(_ id: String) -> String? {
            guard let knownRegions, !knownRegions.contains(id) else { return nil }
            return "unknown region \"\(id)\" in the dataset\(QuizValidator.suggestion(id, knownRegions))"
        }
        guard let region = q.region, !region.allSatisfy(\.isWhitespace) else {
            out.append((.region, "\(named) has no region (\"region\": \"CZ-63\", a region id of the dataset)"))
            return out
        }
        if let message = unknown(region) { out.append((.region, "\(named): \(message)")) }
        guard q.kind == .findRegion else { return out }
        for (j, o) in q.options.enumerated() {
            guard let r = o.region, !r.allSatisfy(\.isWhitespace) else {
                out.append((.option(j), "\(named): option \(j + 1) names no region (\"region\": \"CZ-64\")"))
                continue
            }
            if let message = unknown(r) { out.append((.option(j), "\(named): option \(j + 1): \(message)")) }
            if o.correct != (r == region) {
                out.append((.option(j), "\(named): option \(j + 1) must be marked correct exactly when its region is the question's (\(region))"))
            }
        }
        return out
    }
}
