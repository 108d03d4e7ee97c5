/// The plural forms a language picks from by a number.
///
/// English has two: `one` (exactly 1) and `other`. Czech has four: `one` (1),
/// `few` (2–4), `many` (0 and 5 and more) and `fraction` for a number with a
/// decimal part, which takes the genitive singular ("1,5 kvízu", "2,5 bodu").
public enum PluralForm: Int, Sendable, CaseIterable {
    case one, few, many, fraction
}

extension Language {
    /// The plural form of `value` in this language.
    ///
    /// ```swift
    /// Language.cs.pluralForm(3)   // .few   ("3 kvízy")
    /// Language.cs.pluralForm(5)   // .many  ("5 kvízů")
    /// Language.en.pluralForm(1.5) // .many  ("1.5 points")
    /// ```
    public func pluralForm(_ value: Double) -> PluralForm {
        let whole = value == value.rounded()
        switch self {
        case .en:
            return whole && value == 1 ? .one : .many
        case .cs:
            guard whole else { return .fraction }
            let n = abs(value)
            if n == 1 { return .one }
            if (2...4).contains(n) { return .few }
            return .many
        }
    }

    /// How many forms a plural choice `{n|…}` lists in this language's catalogue:
    /// English `{n|quiz|quizzes}`; Czech `{n|kvíz|kvízy|kvízů}` with an optional
    /// fourth form for decimals (`{n|bod|body|bodů|bodu}`; without it the third is used).
    public var pluralFormCount: ClosedRange<Int> {
        switch self {
        case .en: return 2...2
        case .cs: return 3...4
        }
    }

    /// The form among `forms` (as written in a catalogue) for `value`.
    func pick(_ forms: [Substring], for value: Double) -> Substring {
        guard !forms.isEmpty else { return "" }
        let form = pluralForm(value)
        switch self {
        case .en:
            return form == .one ? forms[0] : forms[min(1, forms.count - 1)]
        case .cs:
            let index: Int
            switch form {
            case .one: index = 0
            case .few: index = 1
            case .many: index = 2
            case .fraction: index = forms.count > 3 ? 3 : 2
            }
            return forms[min(index, forms.count - 1)]
        }
    }
}
