/// A name that matched, with what ranks it.
struct SearchCandidate {
    var matched: Int
    var exact: Bool
    var score: Double
    var edits: Int
    var rank: UInt32
    var name: UInt32

    /// The result order: more matched words, score (which holds the exact
    /// name bonus and the typo penalty), rank (importance, then id), then
    /// the name's position.
    @inline(__always)
    func ranksBefore(_ o: SearchCandidate) -> Bool {
        if matched != o.matched { return matched > o.matched }
        if score != o.score { return score > o.score }
        if rank != o.rank { return rank < o.rank }
        return name < o.name
    }
}

/// The best `capacity` candidates seen so far (a binary heap with the worst on top).
struct TopCandidates {
    let capacity: Int
    private(set) var heap: [SearchCandidate] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        heap.reserveCapacity(min(self.capacity, 4096))
    }

    var isFull: Bool { heap.count >= capacity }
    var worst: SearchCandidate? { heap.first }

    /// True when a candidate like `c` would no longer enter.
    @inline(__always)
    func rejects(_ c: SearchCandidate) -> Bool {
        guard heap.count >= capacity else { return false }
        return !c.ranksBefore(heap[0])
    }

    mutating func offer(_ c: SearchCandidate) {
        if heap.count < capacity {
            heap.append(c)
            var i = heap.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                // Worse candidates rise to the top.
                guard heap[parent].ranksBefore(heap[i]) else { break }
                heap.swapAt(parent, i)
                i = parent
            }
        } else if c.ranksBefore(heap[0]) {
            heap[0] = c
            var i = 0
            let n = heap.count
            while true {
                let l = 2 * i + 1, r = l + 1
                var worst = i
                if l < n && heap[worst].ranksBefore(heap[l]) { worst = l }
                if r < n && heap[worst].ranksBefore(heap[r]) { worst = r }
                if worst == i { break }
                heap.swapAt(i, worst)
                i = worst
            }
        }
    }

    /// The candidates best first, one per place (its best name).
    func distinctPlacesSorted() -> [SearchCandidate] {
        let sorted = heap.sorted { $0.ranksBefore($1) }
        var seen = Set<UInt32>()
        return sorted.filter { seen.insert($0.rank).inserted }
    }
}
