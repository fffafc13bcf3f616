import ZipZap
import ZipZapVectors

/// What every trace must satisfy, re-checked from the field's configuration alone: a written value passed the type
/// filter and every rule; a rejection names the first rule that fails; an ignored type is not among the field's; the
/// binding changes only on writes; causes count input events in order; each source emits only its own actions.
struct FieldTraceInvariants {
    let field: ScanField
    let input: VectorInput

    /// The configuration, for a finding's detail. Formed only when there is a finding: describing the rules on
    /// every run cost more than some whole runs.
    var summary: String { "source \(input.source.rawValue), form \(field.normalization.rawValue), rules \(field.rules)" }

    private func finding(_ invariant: String, _ event: TraceEvent) -> FuzzFinding {
        FuzzFinding(target: "field", invariant: invariant, detail: "\(summary): event \(event.cause), \(event.action)")
    }

    func firstFinding(in trace: Trace) -> FuzzFinding? {
        var binding = field
        var lastCause = 0
        for event in trace.events {
            guard event.cause >= lastCause, event.cause < input.eventCount else { return finding("cause out of order", event) }
            lastCause = event.cause
            if !emits(event.action) { return finding("action of another source", event) }
            if let problem = recheck(event.action, binding: binding) { return finding(problem, event) }
            if case .write(_, let value, _) = event.action { binding.value = value }
        }
        guard trace.finalValue == binding.value else {
            return FuzzFinding(target: "field", invariant: "final value is not the last write", detail: summary)
        }
        return nil
    }

    private func emits(_ action: TraceAction) -> Bool {
        switch (action, input.source) {
        case (.write, _), (.reject, _), (.ignore, _): true
        case (.mark, .camera), (.stop, .camera), (.signal, .hardware), (.discard, .hid), (.discard, .typing): true
        default: false
        }
    }

    /// Why `action` contradicts the field with its binding `binding`, or nil.
    private func recheck(_ action: TraceAction, binding: ScanField) -> String? {
        switch action {
        case .write(let scan, let value, let changed):
            guard binding.evaluate(scan) == .accepted(value: value, changed: changed) else { return "write not reproduced" }
            guard changed == (value != binding.value) else { return "`changed` is wrong (C-5.3)" }
            guard case .success(let normalized) = Normalizer.normalize(scan, to: field.normalization),
                  normalized.value == value else { return "written value is not the normalized value" }
            if let type = Normalizer.effectiveType(of: scan, form: field.normalization), !field.acceptedTypes.contains(type),
               field.normalization.gtinLength == nil || field.acceptedTypes.isDisjoint(with: .gtin) {
                return "wrote a type the field does not read (C-2.1, C-2.6)"
            }
            if let failed = field.rules.first(where: { !$0.passes(normalized) }) { return "written value fails \(failed)" }
        case .reject(let scan, let rejection):
            guard binding.evaluate(scan) == .rejected(rejection) else { return "rejection not reproduced" }
            switch rejection.step {
            case .normalization:
                guard case .failure = Normalizer.normalize(scan, to: field.normalization) else {
                    return "rejected by a normalization that succeeds"
                }
            case .rule(let rule, let position):
                guard let normalized = rejection.normalized, field.rules.indices.contains(position),
                      field.rules[position] == rule, !rule.passes(normalized),
                      field.rules[..<position].allSatisfy({ $0.passes(normalized) })
                else { return "the rejection does not name the first failing rule (C-5.1)" }
            }
        case .ignore(let scan, let type):
            guard !field.acceptedTypes.contains(type), binding.evaluate(scan) == .ignored(type) else {
                return "ignored a type the field reads"
            }
        case .mark, .stop, .signal, .discard: break
        }
        return nil
    }
}
