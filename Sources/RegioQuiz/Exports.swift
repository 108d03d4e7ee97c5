// Language, localized text, folding and the seeded generator come from the base
// module; modules that import RegioQuiz see them without importing it.
@_exported import RegioCore
