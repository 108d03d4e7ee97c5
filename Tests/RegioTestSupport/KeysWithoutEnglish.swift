import RegioCore

/// The keys of a module's text enum that po/en.po has no text for: each
/// module's tests check their own enum (`keysWithoutEnglish(EngineTextKey.self)`
/// is empty), as CatalogueTests check ``TextKey``.
public func keysWithoutEnglish<Key: CatalogueKey>(_ keys: Key.Type) -> [String] {
    Key.names.filter { TextCatalogues.shared.template(for: $0, in: .en) == nil }
}
