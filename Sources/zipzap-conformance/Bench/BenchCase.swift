/// One hot path measured by `zipzap-conformance bench`.
///
/// `operation` performs the work once for iteration number `i` (cases pick their input with it, so that no result
/// can be computed once and reused) and returns a value derived from the work, which the runner folds into a
/// checksum so that the optimizer cannot delete it.
struct BenchCase {
    let name: String
    /// How many operations one call of `operation` performs (a whole input list, for instance); figures are per
    /// operation.
    let operationsPerCall: Int
    let operation: (_ i: Int) -> Int

    init(name: String, operationsPerCall: Int = 1, operation: @escaping (_ i: Int) -> Int) {
        self.name = name
        self.operationsPerCall = operationsPerCall
        self.operation = operation
    }
}
