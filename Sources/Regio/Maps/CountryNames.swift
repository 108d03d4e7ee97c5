import RegioQuiz

/// Czech names of the countries around the Czech Republic, for maps in Czech
/// (the embedded countries file names them in English).
enum CountryNames {
    static let czech: [String: String] = [
        "AT": "Rakousko", "CH": "Švýcarsko", "CZ": "Česko", "DE": "Německo", "FR": "Francie", "HR": "Chorvatsko",
        "HU": "Maďarsko", "IT": "Itálie", "LI": "Lichtenštejnsko", "PL": "Polsko", "RO": "Rumunsko", "RS": "Srbsko",
        "SI": "Slovinsko", "SK": "Slovensko", "UA": "Ukrajina", "BY": "Bělorusko", "LT": "Litva", "NL": "Nizozemsko",
        "BE": "Belgie", "LU": "Lucembursko", "DK": "Dánsko", "BA": "Bosna a Hercegovina",
    ]

    /// The country's name in `language` (the dataset's name when there is no Czech one).
    static func name(code: String, fallback: String, language: Language) -> String {
        language == .cs ? (czech[code.uppercased()] ?? fallback) : fallback
    }
}
