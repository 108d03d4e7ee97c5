import Foundation
import Testing
@testable import RegioCore

/// `NumberText.plain`, the one "number without .0" of every module.
@Suite struct NumberTextTests {
    @Test func wholeNumbersHaveNoFraction() {
        #expect(NumberText.plain(2) == "2")
        #expect(NumberText.plain(-0.0) == "0")
        #expect(NumberText.plain(-40) == "-40")
        #expect(NumberText.plain(9_007_199_254_740_992) == "9007199254740992")
        #expect(NumberText.plain(2.5) == "2.5")
        #expect(NumberText.plain(1e-05) == "1e-05")
    }

    @Test func decimalsRoundFirst() {
        #expect(NumberText.plain(0.666, decimals: 2) == "0.67")
        #expect(NumberText.plain(87.499, decimals: 1) == "87.5")
        #expect(NumberText.plain(99.996, decimals: 2) == "100")
        #expect(NumberText.plain(1e300, decimals: 2) == "1e+300")
    }

    /// `Int(1e300)` traps; every value, however large or odd, is text here.
    @Test(arguments: [1e300, -1e300, 1e19, -9.223372036854775808e18, 9.223372036854775807e18,
                      .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan])
    func extremesNeverTrap(value: Double) {
        let text = NumberText.plain(value, decimals: 2)
        #expect(!text.isEmpty)
        #expect(NumberText.plain(value) == (value.isNaN ? "nan" : "\(value)"))
    }
}
