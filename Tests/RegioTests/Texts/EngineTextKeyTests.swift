import Testing
import Regio
import RegioCore
import RegioTestSupport

/// The engine's own texts (``EngineTextKey``) are in the catalogues.
@Suite struct EngineTextKeyTests {
    @Test func everyKeyHasAnEnglishText() {
        #expect(!EngineTextKey.names.isEmpty)
        let missing = keysWithoutEnglish(EngineTextKey.self)
        #expect(missing.isEmpty, "keys without an English text in po/en.po: \(missing)")
    }

    @Test func noKeyIsAlsoABaseKey() {
        #expect(Set(EngineTextKey.names).isDisjoint(with: TextKey.names))
    }
}
