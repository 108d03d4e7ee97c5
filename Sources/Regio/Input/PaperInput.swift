import RegioRender

extension UserInput {
    /// A paper: `A4`, `A3`, … or a size in pixels such as `1600x1200px` (see ``Paper``).
    public static func paper(_ text: String, parameter: String) throws(InputError) -> Paper {
        do { return try Paper(parsing: text) } catch {
            throw InputError(parameter: parameter, Message(.inputPaper, ["parameter": parameter, "reason": Message.of(error)]))
        }
    }
}
