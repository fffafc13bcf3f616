/// One hot path measured by `zipzap-conformance bench`.
///
/// `operation` performs the work once for iteration number `i` (cases pick their input with it, so that no result
/// can be computed once and reused) and returns a value derived from the work, which the runner folds into a
/// checksum so that the optimizer cannot delete it.
struct BenchCase {
    let name: String
    let operation: (_ i: Int) -> Int
}
