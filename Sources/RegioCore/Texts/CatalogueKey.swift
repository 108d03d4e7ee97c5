/// The name of a text in every catalogue (its `msgctxt` in po/*.po). Each
/// module names the texts it shows in an enum of its own conforming to this
/// (``TextKey`` for the texts several modules show), with `Message` and
/// `Texts` overloads taking it, so `Message(.searchNoMatch)` reads the same
/// in every module.
///
/// ```swift
/// TextKey.inputQuit.english      // "quit"
/// TextKey.inputQuit.typedWords   // "quit", "konec", "beenden" …
/// ```
public protocol CatalogueKey: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension CatalogueKey {
    /// The template of this key in `language`, from the catalogues along its
    /// chain; the key's name when no catalogue has it.
    public func template(in language: Language) -> TextTemplate {
        TextCatalogues.shared.template(for: rawValue, in: language) ?? TextTemplate(rawValue)
    }

    /// The English text (the source every catalogue translates).
    public var english: String { template(in: .en).source }

    /// The words a person may type for this key, in any language Regio speaks
    /// (``TextCatalogues/typedWords(_:)``).
    public var typedWords: Set<String> { TextCatalogues.shared.typedWords(rawValue) }

    /// The names of every key of this enum, for checks of the catalogues.
    public static var names: [String] { allCases.map(\.rawValue) }
}
