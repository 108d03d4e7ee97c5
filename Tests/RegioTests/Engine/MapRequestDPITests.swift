import Foundation
import Testing
import Regio
import RegioRender

/// One default resolution for every front end: screen pixels for a size in pixels, print for paper.
@Suite struct MapRequestDPITests {
    @Test func pixelPaperDefaultsTo96DpiAndAnExplicitDpiWins() {
        #expect(MapRequest(target: "CZ-64", file: "x.png", paper: .pixels(width: 800, height: 600)).effectiveDPI == 96)
        #expect(MapRequest(target: "CZ-64", file: "x.png", paper: .a4).effectiveDPI == 300)
        #expect(MapRequest(target: "CZ-64", file: "x.png", paper: .pixels(width: 800, height: 600), dpi: 150).effectiveDPI == 150)
    }
}
