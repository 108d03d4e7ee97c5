extension UserInput {
    /// A region of `dataset` by id (`CZ-63`, `cz63`) or name in either
    /// language, case and diacritics ignored (see ``Dataset/region(matching:)``).
    /// `parameter` may be empty for the subject of a command (`region vysocina`).
    public static func region(_ text: String, in dataset: Dataset, parameter: String) throws(InputError) -> Region {
        guard let region = dataset.region(matching: text) else {
            let unknown = Message(.inputRegionUnknown, ["text": text, "list": dataset.regions.map(\.id).joined(separator: ", ")])
            throw InputError(parameter: parameter, parameter.isEmpty ? unknown : Message(.inputParameterPrefix, ["parameter": parameter, "message": unknown]))
        }
        return region
    }
}
