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

/// The best `capacity` places seen so far, each with its best candidate (a
/// binary heap with the worst on top). A place met again through another of
/// its names keeps the better candidate, so `capacity` places fill it, not
/// `capacity` names, and the search can stop as soon as `capacity` places are in.
struct TopCandidates {
    let capacity: Int
    private(set) var heap: [SearchCandidate] = []
    /// Where each place's candidate is in `heap`, when the heap is too large to scan.
    private var position: [UInt32: Int]?

    /// Up to this capacity a place is looked for by scanning the heap.
    static let scanCapacity = 64

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        heap.reserveCapacity(min(self.capacity, 4096))
        if self.capacity > Self.scanCapacity { position = [:] }
    }

    var isFull: Bool { heap.count >= capacity }

    /// True when a candidate like `c` would no longer enter.
    @inline(__always)
    func rejects(_ c: SearchCandidate) -> Bool {
        guard heap.count >= capacity else { return false }
        return !c.ranksBefore(heap[0])
    }

    /// True when every candidate matching `matched` words with a score of at
    /// most `score` would be turned away (a tie with the worst is left to
    /// ``rejects(_:)``, which needs the candidate's rank).
    @inline(__always)
    func rejectsAll(matched: Int, scoreAtMost score: Double) -> Bool {
        guard heap.count >= capacity else { return false }
        let worst = heap[0]
        if matched != worst.matched { return matched < worst.matched }
        return score < worst.score
    }

    mutating func offer(_ c: SearchCandidate) {
        if rejects(c) { return }
        if let i = index(ofPlace: c.rank) {
            // The place is in: keep its better candidate, which ranks further from the top.
            guard c.ranksBefore(heap[i]) else { return }
            heap[i] = c
            siftDown(i)
        } else if heap.count < capacity {
            heap.append(c)
            position?[c.rank] = heap.count - 1
            siftUp(heap.count - 1)
        } else {
            position?[heap[0].rank] = nil
            heap[0] = c
            position?[c.rank] = 0
            siftDown(0)
        }
    }

    /// The candidates, best first (one per place).
    func sorted() -> [SearchCandidate] {
        heap.sorted { $0.ranksBefore($1) }
    }

    private func index(ofPlace rank: UInt32) -> Int? {
        if let position { return position[rank] }
        return heap.firstIndex { $0.rank == rank }
    }

    /// Worse candidates rise to the top.
    private mutating func siftUp(_ start: Int) {
        var i = start
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[parent].ranksBefore(heap[i]) else { break }
            swap(parent, i)
            i = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        let n = heap.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var worst = i
            if l < n && heap[worst].ranksBefore(heap[l]) { worst = l }
            if r < n && heap[worst].ranksBefore(heap[r]) { worst = r }
            if worst == i { break }
            swap(i, worst)
            i = worst
        }
    }

    @inline(__always)
    private mutating func swap(_ i: Int, _ j: Int) {
        heap.swapAt(i, j)
        if position != nil {
            position![heap[i].rank] = i
            position![heap[j].rank] = j
        }
    }
}
