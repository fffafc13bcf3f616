import ZipZapConformance

/// One below, at and one above a threshold: the three vectors every numeric bound of SPEC gets in the sweep
/// families, whose expectations are written from the clause's words ("at most", "at least", "the bound included").
enum ThresholdStep: Int, CaseIterable, Sendable {
    case below = -1, at = 0, above = 1

    var name: String {
        switch self {
        case .below: "below"
        case .at: "at"
        case .above: "above"
        }
    }

    /// The bound moved by this step.
    func applied(to bound: Int64) -> Int64 { bound + Int64(rawValue) }
    func applied(to bound: Int) -> Int { bound + rawValue }
}
