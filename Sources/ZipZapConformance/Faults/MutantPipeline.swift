import ZipZap
import ZipZapVectors

/// The reference's field pipeline with faults planted: `ScanField.process` itself, with steps (`MutantSteps`) whose
/// answers a fault may replace and rules a fault may change. The few mistakes that are no answer of a step happen
/// around it: a filter that refuses unknown types, a value the form refuses passed on to the rules, a rejected scan
/// written, an equal value reported as a change, an ignored type reported as a rejection. No decision of the reference is made here, so a change of the reference
/// reaches every fault; with no fault planted this is the reference (`FaultTests`).
struct MutantPipeline {
    var steps = MutantSteps()
    var rule: (FieldSpec.Rule) -> ValidationRule = \.validationRule
    /// A fault's rules: the changed rule for the kinds it is about, nil for the others.
    typealias RuleChange = (FieldSpec.Rule) -> ValidationRule?
    /// A type filter that is not the reference's.
    enum TypeFilter { case readsEveryType, refusesUnknownTypes }
    var typeFilter: TypeFilter?
    /// What a scan the field's form refuses goes on to the rules as; nil (the reference) rejects it.
    var passedOnFailure: ((Scan) -> NormalizedScan?)?
    var writeOnRejection = false
    var everyWriteAChange = false
    var reportIgnoredAsRejected = false

    /// Rules `change` is about run changed; the others as they were, so that faults of different rules combine.
    mutating func change(rules change: @escaping RuleChange) {
        let earlier = rule
        rule = { change($0) ?? earlier($0) }
    }

    func run(field spec: FieldSpec, scans: [Scan]) -> ReferenceEngine.Result {
        // A refused configuration is never built, whatever the fault (SPEC C-4.20).
        if let refusal = spec.configurationError { return ReferenceEngine.Result(trace: [], value: nil, refusal: refusal) }
        var field = spec.makeField()
        field.rules = spec.rules.map(rule)
        if typeFilter == .readsEveryType { field.acceptedTypes = .all }
        var trace: [JSONValue] = []
        for (index, scan) in scans.enumerated() {
            if typeFilter == .refusesUnknownTypes, field.acceptedTypes != .all,
               steps.effectiveType(of: scan, form: field.normalization) == nil {
                // A filter that refuses a scan of unknown type has no type to report.
                trace.append(.object([("event", .int(index)), ("kind", .string("ignore")), ("scan", TraceJSON.json(scan)), ("type", .null)]))
                continue
            }
            var outcome = field.process(scan, steps: scanSteps(for: scan, in: field))
            switch outcome {
            case .accepted(let value, _) where everyWriteAChange: outcome = .accepted(value: value, changed: true)
            case .rejected(let rejection) where writeOnRejection: field.value = rejection.normalized?.value ?? scan.value
            default: break
            }
            trace.append(entry(index, outcome, scan))
        }
        return ReferenceEngine.Result(trace: trace, value: field.value)
    }

    /// The steps, or for a scan whose normalization the field rejects (a listed type: an unlisted one is ignored,
    /// C-2.7) and that a fault passes on, steps that hand the rules what it passes.
    private func scanSteps(for scan: Scan, in field: ScanField) -> MutantSteps {
        guard let passedOnFailure, case .rejected(let rejection) = field.evaluate(scan, steps: steps),
              case .normalization = rejection.step, let passed = passedOnFailure(scan) else { return steps }
        var passing = steps
        passing.normalization = { _, _ in .success(passed) }
        return passing
    }

    private func entry(_ index: Int, _ outcome: ScanOutcome, _ scan: Scan) -> JSONValue {
        if case .ignored = outcome, reportIgnoredAsRejected {
            return .object([("event", .int(index)), ("kind", .string("reject")), ("scan", TraceJSON.json(scan)), ("step", .string("type"))])
        }
        return TraceJSON.entry(TraceJSON.event(cause: index, scan: scan, outcome: outcome))
    }
}
