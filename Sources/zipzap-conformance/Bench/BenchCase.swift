/// One hot path measured by `zipzap-conformance bench`.
///
/// `operation` performs the work once and returns a value derived from it, which the runner folds into a checksum
/// so that the optimizer cannot delete the work.
struct BenchCase {
    let name: String
    let operation: () -> Int
}
