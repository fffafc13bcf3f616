import PropertyTesting
import ZipZap
import ZipZapFuzzTargets
import ZipZapConformance

/// Cases read from random bytes by the `field` fuzz target's own decoder (`FieldTargetInput(decoding:)`), which
/// reaches configurations no grammar above asks for: any number in any window, any type set, any byte in any pattern.
enum FuzzTargetBytes {
    static func request(_ random: inout SplitMix64, source: SourceKind, scope: FuzzScope) -> FuzzCase.Request {
        var bytes = (0..<random.int(8...96)).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes[0] = UInt8(SourceKind.allCases.firstIndex(of: source)!)
        let decoded = bytes.withUnsafeBytes { FieldTargetInput(decoding: $0) }
        var field = decoded.field
        if field.types == .all || !scope.has(.typeFilter) { field.types = nil }
        return .field(field, decoded.input)
    }
}
