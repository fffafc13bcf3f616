import PropertyTesting
import ZipZap
import ZipZapFuzzTargets
import ZipZapConformance

/// Cases read from random bytes by the `field` fuzz target's own decoder (`FieldInput(decoding:)`), which reaches
/// configurations no grammar above asks for: any number in any window, any type set, any byte in any pattern.
enum FuzzTargetBytes {
    static func request(_ random: inout SplitMix64, source: SourceKind, scope: FuzzScope) -> FuzzCase.Request {
        var bytes = (0..<random.int(8...96)).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes[0] = UInt8(SourceKind.allCases.firstIndex(of: source)!)
        let input = bytes.withUnsafeBytes { FieldInput(decoding: $0) }
        let rules: [FieldSpec.Rule] = input.rules.compactMap { rule in
            switch rule {
            case .checkDigit: .checkDigit
            case .length(let minimum, let maximum): .lengthRange(minimum, maximum)
            case .matches(let pattern): .pattern(pattern)
            case .gs1(let relaxed): .gs1(relaxed: relaxed)
            case .typeIs(let type): type.map { .custom(.typeIs($0)) }
            }
        }
        let field = FieldSpec(
            types: input.types == .all || !scope.has(.typeFilter) ? nil : input.types, normalization: input.normalization,
            rules: rules, initialValue: input.initialValue)
        let events: VectorInput = switch input.source {
        case .direct(let scans): .direct(scans)
        case .camera(let configuration, let events): .source(.camera(configuration, events))
        case .hardware(let configuration, let events): .source(.hardware(configuration, events))
        case .hid(let configuration, let events): .source(.hid(configuration, events))
        case .typing(let configuration, let events): .source(.typing(configuration, events))
        }
        return .field(field, events)
    }
}
