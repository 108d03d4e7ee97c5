import RegioGeo

/// The places of an index, one row per place in input order: the caller's
/// inputs themselves (shared, not copied) and each row's category number;
/// `numbers` gives each row's input number when the index holds a subset.
struct PlaceTable: Sendable {
    let inputs: [ClusterInput]
    /// Numbers into the index's category table.
    let categories: [UInt32]
    /// Input numbers (ascending) when this is a subset; nil when row = input number.
    let numbers: [UInt32]?

    var count: Int { inputs.count }

    @inline(__always) func number(_ row: Int) -> Int { numbers.map { Int($0[row]) } ?? row }

    /// The row with input number `number`, if the table holds it.
    func row(forNumber number: Int) -> Int? {
        guard let numbers else { return (0..<count).contains(number) ? number : nil }
        guard number >= 0, number <= Int(UInt32.max) else { return nil }
        var lo = 0, hi = numbers.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(numbers[mid]) < number { lo = mid + 1 } else { hi = mid }
        }
        return lo < numbers.count && Int(numbers[lo]) == number ? lo : nil
    }

    /// The rows `keep` accepts, in the same order, keeping their input numbers.
    func subset(_ keep: (Int) -> Bool) -> PlaceTable {
        let rows = (0..<count).filter(keep)
        return PlaceTable(inputs: rows.map { inputs[$0] }, categories: rows.map { categories[$0] },
                          numbers: rows.map { UInt32(number($0)) })
    }
}
