import Foundation
import Testing

/// `clusters` and `cluster` in one REPL session read from a pipe.
@Suite struct ClusterREPLTests {
    @Test func clustersThenClusterInOneSession() throws {
        let regio = try RegioProcess()
        let view = try regio.json(ClusterViewJSON.self, ["clusters"] + ClusterCommandTests.czechia)
        let top = try #require(view.items.first)
        let input = """
        clusters --center 49.8,15.5 --zoom 6
        cluster \(top.id) --offset 10
        clusters --center -33.9,18.4 --zoom 8 --bearing -90
        cluster \(top.id) --limit 2 --json
        """
        let r = try regio.run([], input: input + "\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        #expect(!r.stdout.contains("regio>") && !r.stdout.contains("\u{1B}["))
        #expect(r.stdout.contains("Clusters at zoom level 6: 1024×768 px around 49.80000, 15.50000, bearing 0°; all places"))
        #expect(r.stdout.contains("Cluster \(top.id): \(top.count) places"))
        #expect(r.stdout.contains("Places 11–20 of \(top.count):"))
        #expect(r.stdout.contains("Next: cluster \(top.id) --offset 20"))
        #expect(r.stdout.contains("Clusters at zoom level 8: 1024×768 px around -33.90000, 18.40000, bearing 270°"))
        let json = try #require(r.stdout.range(of: "{\n")).lowerBound
        let page = try JSONDecoder().decode(ClusterPageJSON.self, from: Data(r.stdout[json...].utf8))
        #expect(page.item.id == top.id && page.leaves.count == 2 && page.nextOffset == 2)
    }

    @Test func aBadClusterCommandFailsTheSessionButLaterOnesRun() throws {
        let regio = try RegioProcess()
        let r = try regio.run([], input: "cluster c6-999999\nclusters --zoom 25\nclusters --center 49.8,15.5 --zoom 6\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: no cluster c6-999999 in the listing of all places"))
        #expect(r.stderr.contains("error: --zoom must be a number in 0…24"))
        #expect(r.stdout.contains("Clusters at zoom level 6"))
    }
}
