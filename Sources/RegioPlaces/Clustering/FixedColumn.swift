/// A column of values with a fixed capacity, filled from the front: the build's
/// working storage. Memory pages that are never written are never touched, so
/// reserving room for the worst case costs nothing; ``finish()`` hands the
/// filled part over as an array and frees the column.
struct FixedColumn<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ value: Element) {
        precondition(count < capacity, "FixedColumn overflow")
        (base + count).initialize(to: value)
        count += 1
    }

    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    /// The filled values as an array; the column must not be used afterwards.
    func finish() -> [Element] {
        let array = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        return array
    }
}
