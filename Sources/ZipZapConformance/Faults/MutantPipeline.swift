import ZipZap
import ZipZapVectors

/// The field pipeline with every step replaceable, so that a `Fault` can change one step and leave the rest as the
/// reference has it. With no hook changed it produces the reference's trace; `FaultTests` checks that.
struct MutantPipeline {
    var effectiveType: (Scan, NormalizationForm) -> BarcodeType? = Normalizer.effectiveType
    /// Whether the field reads a scan of this type; nil is an unknown type.
    var accepts: (BarcodeTypeSet, BarcodeType?) -> Bool = { set, type in type.map(set.contains) ?? true }
    /// Whether a field reads a scan of a type it does not list because its GS1 data carries a GTIN (SPEC C-2.6).
    var readsCarriedGTIN: (Scan, BarcodeType, FieldSpec) -> Bool = MutantPipeline.readsCarriedGTIN
    var normalize: (Scan, NormalizationForm) -> Result<NormalizedScan, NormalizationFailure> = Normalizer.normalize
    /// What a normalization failure turns into: nil rejects the scan (the reference), a scan goes on to the rules.
    var onNormalizationFailure: (Scan, NormalizationForm) -> NormalizedScan? = { _, _ in nil }
    var rule: (FieldSpec.Rule) -> ValidationRule = \.validationRule
    /// A fault's rules: the changed rule for the kinds it is about, nil for the others.
    typealias RuleChange = (FieldSpec.Rule) -> ValidationRule?
    /// The value custom rules receive.
    var customInput: (Scan, NormalizedScan) -> NormalizedScan = { _, normalized in normalized }
    /// Positions of the rules in the order they run.
    var ruleOrder: (Int) -> [Int] = { Array(0..<$0) }
    /// Whether evaluation goes on after a failure and reports the last failing rule instead of the first.
    var reportLastFailure = false
    var changed: ([UInt8], [UInt8]?) -> Bool = { $0 != $1 }
    var writeOnRejection = false
    var reportIgnoredAsRejected = false

    /// Rules `change` is about run changed; the others as they were, so that faults of different rules combine.
    mutating func change(rules change: @escaping RuleChange) {
        let earlier = rule
        rule = { change($0) ?? earlier($0) }
    }

    func run(field spec: FieldSpec, scans: [Scan]) -> ReferenceEngine.Result {
        // A refused configuration is never built, whatever the fault (SPEC C-4.20).
        if let refusal = spec.configurationError { return ReferenceEngine.Result(trace: [], value: nil, refusal: refusal) }
        var bound = spec.initialValue
        var trace: [JSONValue] = []
        let rules = spec.rules.map(rule)
        for (index, scan) in scans.enumerated() {
            guard let outcome = evaluate(scan, spec: spec, rules: rules, bound: bound) else {
                // A filter that refuses a scan of unknown type has no type to report.
                trace.append(.object([("event", .int(index)), ("kind", .string("ignore")), ("scan", TraceJSON.json(scan)), ("type", .null)]))
                continue
            }
            switch outcome {
            case .accepted(let value, _): bound = value
            case .rejected(let rejection) where writeOnRejection: bound = rejection.normalized?.value ?? scan.value
            default: break
            }
            trace.append(entry(index, outcome, scan))
        }
        return ReferenceEngine.Result(trace: trace, value: bound)
    }

    /// The outcome; nil when the filter refuses a scan of unknown type.
    private func evaluate(_ scan: Scan, spec: FieldSpec, rules: [ValidationRule], bound: [UInt8]?) -> ScanOutcome? {
        let type = effectiveType(scan, spec.normalization)
        // A scan of a type the field does not list is read only for a GTIN it carries, and never rejected (C-2.7).
        var unlisted: BarcodeType?
        if !accepts(spec.types ?? .all, type) {
            guard let type else { return nil }
            if !readsCarriedGTIN(scan, type, spec) { return .ignored(type) }
            unlisted = type
        }
        let normalized: NormalizedScan
        switch normalize(scan, spec.normalization) {
        case .success(let result): normalized = result
        case .failure(let failure):
            if let unlisted { return .ignored(unlisted) }
            guard let passed = onNormalizationFailure(scan, spec.normalization) else {
                return .rejected(Rejection(step: .normalization(spec.normalization, failure), normalized: nil))
            }
            normalized = passed
        }
        var failed: Rejection?
        for position in ruleOrder(rules.count) {
            let input = if case .custom = rules[position].kind { customInput(scan, normalized) } else { normalized }
            guard !rules[position].passes(input) else { continue }
            failed = Rejection(step: .rule(rules[position], position: position), normalized: normalized)
            if !reportLastFailure { break }
        }
        if let failed { return unlisted.map(ScanOutcome.ignored) ?? .rejected(failed) }
        return .accepted(value: normalized.value, changed: changed(normalized.value, bound))
    }

    private func entry(_ index: Int, _ outcome: ScanOutcome, _ scan: Scan) -> JSONValue {
        if case .ignored = outcome, reportIgnoredAsRejected {
            return .object([("event", .int(index)), ("kind", .string("reject")), ("scan", TraceJSON.json(scan)), ("step", .string("type"))])
        }
        return TraceJSON.entry(TraceJSON.event(cause: index, scan: scan, outcome: outcome))
    }

    /// The reference's C-2.6: a field storing GTINs that lists a GTIN type reads GS1 data carrying a GTIN, never from a
    /// scan of an unlisted GTIN type (C-2.8).
    static func readsCarriedGTIN(_ scan: Scan, of type: BarcodeType, _ spec: FieldSpec) -> Bool {
        guard spec.normalization.gtinLength != nil, !(spec.types ?? .all).isDisjoint(with: .gtin), !BarcodeTypeSet.gtin.contains(type),
              case .success(let stripped) = Normalizer.normalize(scan, to: .symbologyIdentifierStripped),
              case .success(let elements) = GS1.parse(stripped.value, barcodeType: stripped.type)
        else { return false }
        return elements.gtin != nil
    }
}
