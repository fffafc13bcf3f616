import PropertyTesting
import ZipZapConformance

/// Makes a disagreeing case smaller while it still disagrees (SPEC C-13.3): fewer events, fewer detections, fewer
/// rules, a simpler configuration, shorter values. Greedy, with the property tests' loop: the first simpler case
/// that still disagrees is taken and shrunk again, so the result is one no single candidate edit keeps failing.
public enum FuzzShrinker {
    /// The case shrunk as far as `stillDisagrees` allows, and the number of steps taken.
    public static func shrink(_ fuzzCase: FuzzCase, stillDisagrees: (FuzzCase) -> Bool) -> (FuzzCase, steps: Int) {
        Property.shrink(fuzzCase, candidates, stillFails: stillDisagrees)
    }

    /// Simpler cases, the largest cuts first.
    public static func candidates(_ fuzzCase: FuzzCase) -> [FuzzCase] {
        switch fuzzCase.request {
        case .field(let field, let input): fieldCandidates(field, input).map { FuzzCase(.field($0.0, $0.1)) }
        case .gs1(let parse): gs1Candidates(parse).map { FuzzCase(.gs1($0)) }
        }
    }

    private static func fieldCandidates(_ field: FieldSpec, _ input: VectorInput) -> [(FieldSpec, VectorInput)] {
        var out: [(FieldSpec, VectorInput)] = []
        if input.eventCount > 1 { out += (0..<input.eventCount).map { (field, input.removingEvent(at: $0)) } }
        out += input.withOneDetectionFewer.map { (field, $0) }
        out += field.rules.indices.map { index in (changing(field) { _ = $0.rules.remove(at: index) }, input) }
        out += field.rules.indices.flatMap { index in simpler(field.rules[index]).map { rule in (changing(field) { $0.rules[index] = rule }, input) } }
        if field.types != nil { out.append((changing(field) { $0.types = nil }, input)) }
        if field.normalization != .none { out.append((changing(field) { $0.normalization = .none }, input)) }
        if let defaults = input.withDefaultConfiguration { out.append((field, defaults)) }
        out += input.simplerSettings.map { (field, $0) }
        if let initial = field.initialValue {
            out.append((changing(field) { $0.initialValue = nil }, input))
            out += shorter(initial).map { cut in (changing(field) { $0.initialValue = cut }, input) }
        }
        // A string that recurs (one barcode in several frames, one value in several decodes) changes everywhere at once.
        var distinct: [[UInt8]] = []
        for bytes in input.byteStrings where !distinct.contains(bytes) { distinct.append(bytes) }
        for bytes in distinct {
            out += shorter(bytes).map { cut in (field, input.mappingByteStrings { $1 == bytes ? cut : $1 }) }
        }
        return out
    }

    /// Simpler rules in the place of `rule`: `checkDigit`, the simplest rule; a length range from 0, or of one
    /// length; a `gs1` rule with every check on.
    private static func simpler(_ rule: FieldSpec.Rule) -> [FieldSpec.Rule] {
        var out: [FieldSpec.Rule] = rule == .checkDigit ? [] : [.checkDigit]
        switch rule {
        case .length(let minimum, let maximum):
            if minimum != 0 { out.append(.lengthRange(0, maximum)) }
            if maximum != minimum { out.append(.lengthRange(minimum, minimum)) }
        case .gs1(let relaxed) where !relaxed.isEmpty: out.append(.gs1(relaxed: []))
        default: break
        }
        return out
    }

    private static func gs1Candidates(_ parse: GS1ParseCase) -> [GS1ParseCase] {
        var out: [GS1ParseCase] = []
        if parse.form != nil { out.append(changing(parse) { $0.form = nil }) }
        if !parse.relaxed.isEmpty { out.append(changing(parse) { $0.relaxed = [] }) }
        if !parse.separatorSubstitutes.isEmpty { out.append(changing(parse) { $0.separatorSubstitutes = [] }) }
        if parse.referenceYear != nil { out.append(changing(parse) { $0.referenceYear = nil }) }
        out += shorter(parse.input).map { cut in changing(parse) { $0.input = cut } }
        return out
    }

    private static func changing<T>(_ value: T, _ change: (inout T) -> Void) -> T {
        var changed = value
        change(&changed)
        return changed
    }

    /// `bytes` with one run cut out (halves first, then quarters, down to single bytes), then with one digit made
    /// `0` or one less, one letter `A` or `a`, any other byte `0`: toward the simplest of its kind, so that findings
    /// of one mistake shrink to one vector.
    static func shorter(_ bytes: [UInt8]) -> [[UInt8]] {
        cuts(bytes) + bytes.indices.flatMap { index -> [[UInt8]] in
            let byte = bytes[index]
            let simpler: [UInt8] = switch byte {
            case UInt8(ascii: "1")...UInt8(ascii: "9"): byte == UInt8(ascii: "1") ? [byte - 1] : [UInt8(ascii: "0"), byte - 1]
            case UInt8(ascii: "B")...UInt8(ascii: "Z"): [UInt8(ascii: "A")]
            case UInt8(ascii: "b")...UInt8(ascii: "z"): [UInt8(ascii: "a")]
            case UInt8(ascii: "0"), UInt8(ascii: "A"), UInt8(ascii: "a"): []
            default: [UInt8(ascii: "0")]
            }
            return simpler.map { replacement in
                var changed = bytes
                changed[index] = replacement
                return changed
            }
        }
    }

    private static func cuts(_ bytes: [UInt8]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        var size = bytes.count
        while size > 0 {
            for start in stride(from: 0, to: bytes.count, by: size) {
                out.append(Array(bytes[..<start]) + Array(bytes[min(bytes.count, start + size)...]))
            }
            size /= 2
        }
        return out
    }
}
