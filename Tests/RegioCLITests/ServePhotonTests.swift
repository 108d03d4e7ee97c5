import Foundation
import Testing

/// geopy's `Photon` geocoder (PyPI, scripts/setup installs it) against a real
/// `regio serve`: it calls Photon's `/api` and `/reverse` and reads Photon's GeoJSON.
@Suite(.serialized) struct ServePhotonTests {
    static let python = PythonClient.python(importing: "geopy")

    @Test(.enabled(if: python != nil, "python3 with geopy is missing: scripts/setup installs it (pip install geopy)"))
    func geopyGeocodesAndReverseGeocodes() throws {
        let regio = try RegioProcess()
        defer { try? FileManager.default.removeItem(at: regio.home) }
        let server = try ServeProcess(regio, arguments: ["--store", regio.home.appendingPathComponent("server.sqlite").path])
        defer { server.stop() }

        let run = try PythonClient.run(Self.python!, script: "geopy_photon.py", [server.base])
        #expect(run.status == 0, "\(run.errors)")
        let answer = PythonClient.json(run.output)
        let brno = try #require(answer["geocode"] as? [String: Any], "\(run.output) \(run.errors)")
        #expect(brno["name"] as? String == "Brno")
        #expect(abs((brno["latitude"] as? Double ?? 0) - 49.195) < 0.05 && abs((brno["longitude"] as? Double ?? 0) - 16.608) < 0.05)
        #expect((brno["address"] as? String)?.hasPrefix("Brno, ") == true, "\(brno)")
        #expect((brno["address"] as? String)?.contains("Jihomoravský kraj") == true, "\(brno)")
        #expect((answer["geocodeEnglish"] as? [String: Any])?["name"] as? String == "Pilsen")
        #expect((answer["geocodeNear"] as? [String: Any])?["name"] as? String == "Brno")
        let three = answer["three"] as? [[String: Any]] ?? []
        #expect(three.count == 3)
        #expect(three.first?["name"] as? String == "Praha")

        let reverse = try #require(answer["reverse"] as? [String: Any], "\(run.output)")
        #expect(reverse["name"] as? String == "Brno")
        #expect((reverse["distance_m"] as? Double ?? .infinity) < 2_000)
        let reverseThree = answer["reverseThree"] as? [[String: Any]] ?? []
        #expect(reverseThree.count == 3)
        let distances = reverseThree.compactMap { $0["distance_m"] as? Double }
        #expect(distances == distances.sorted() && distances.count == 3, "\(distances)")
    }
}
