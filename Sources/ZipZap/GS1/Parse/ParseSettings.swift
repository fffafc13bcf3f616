/// The parts of `GS1Options` a parse reads, trivially copyable so that passing them around costs nothing.
struct ParseSettings {
    let scanner: InputScanner
    let referenceYear: Int
    let checkRequisites: Bool
    let checkExclusions: Bool
    let rejectConflictingDuplicates: Bool

    init(_ options: GS1Options) {
        scanner = InputScanner(options: options)
        referenceYear = options.referenceYear
        checkRequisites = options.checkRequisites
        checkExclusions = options.checkExclusions
        rejectConflictingDuplicates = options.rejectConflictingDuplicates
    }
}
