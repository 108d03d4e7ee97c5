import Testing
import RegioCore
import RegioQuiz
import RegioTestSupport

/// The quiz engine's own texts (``QuizTextKey``) are in the catalogues.
@Suite struct QuizTextKeyTests {
    @Test func everyKeyHasAnEnglishText() {
        #expect(!QuizTextKey.names.isEmpty)
        let missing = keysWithoutEnglish(QuizTextKey.self)
        #expect(missing.isEmpty, "keys without an English text in po/en.po: \(missing)")
    }

    @Test func noKeyIsAlsoABaseKey() {
        #expect(Set(QuizTextKey.names).isDisjoint(with: TextKey.names))
    }
}
