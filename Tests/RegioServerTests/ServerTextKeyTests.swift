import Testing
import Regio
import RegioCore
import RegioServer
import RegioTestSupport

/// The server's own texts (``ServerTextKey``) are in the catalogues. (`regio
/// texts check` cannot check them: the command does not link the server.)
@Suite struct ServerTextKeyTests {
    @Test func everyKeyHasAnEnglishText() {
        #expect(!ServerTextKey.names.isEmpty)
        let missing = keysWithoutEnglish(ServerTextKey.self)
        #expect(missing.isEmpty, "keys without an English text in po/en.po: \(missing)")
    }

    @Test func noKeyIsAlsoABaseOrEngineKey() {
        #expect(Set(ServerTextKey.names).isDisjoint(with: TextKey.names + QuizTextKey.names + EngineTextKey.names))
    }
}
