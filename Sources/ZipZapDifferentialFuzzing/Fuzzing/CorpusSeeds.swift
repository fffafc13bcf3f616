import ZipZap
import ZipZapFuzzTargets
import ZipZapConformance

/// Seeds from the conformance vectors: for the value targets every distinct value a source delivers, for the
/// `field` target each vector's field and events. Names are vector ids, so a seed can be traced to its vector.
/// Seeds are derived wherever they are used (`zipzap-fuzz-corpus`, the replay test, the OSS-Fuzz build), never committed.
public enum CorpusSeeds {
    public struct Seed: Sendable {
        public let name: String
        public let bytes: [UInt8]
    }

    public static func seeds(for target: FuzzTarget, vectors: [Vector]) -> [Seed] {
        var seen: Set<[UInt8]> = []
        var seeds: [Seed] = []
        for vector in vectors.sorted(by: { $0.id < $1.id }) {
            let input = vector.input.decoded
            let candidates: [[UInt8]] = switch target {
            case .normalizer, .gs1, .gs1RoundTrip: values(in: input)
            case .field: [fieldInput(vector.field, input).encoded]
            }
            for (index, bytes) in candidates.enumerated() where seen.insert(bytes).inserted {
                seeds.append(Seed(name: candidates.count == 1 ? vector.id : "\(vector.id).\(index)", bytes: bytes))
            }
        }
        return seeds
    }

    /// The values a source hands to the field: scans and detections as they are, HID keys and typed text joined.
    private static func values(in input: VectorInput) -> [[UInt8]] {
        switch input {
        case .direct(let scans): return scans.map(\.value)
        case .source(.camera(_, let events)):
            return events.flatMap { event -> [[UInt8]] in
                guard case .frame(_, let detections) = event else { return [] }
                return detections.map(\.value)
            }
        case .source(.hardware(_, let events)): return events.map { event in
            switch event { case .decode(_, let value, _): value }
        }
        case .source(.hid(_, let events)): return [events.flatMap { event in
            switch event { case .keys(_, let bytes): bytes }
        }]
        case .source(.typing(_, let events)): return events.compactMap { event in
            switch event {
            case .insert(_, let text), .replace(_, _, let text): text
            case .delete, .submit: nil
            }
        }
        }
    }

    private static func fieldInput(_ spec: FieldSpec, _ input: VectorInput) -> FieldInput {
        let source: FieldInput.Source = switch input {
        case .direct(let scans): .direct(scans)
        case .source(.camera(let configuration, let events)): .camera(configuration, events)
        case .source(.hardware(let configuration, let events)): .hardware(configuration, events)
        case .source(.hid(let configuration, let events)): .hid(configuration, events)
        case .source(.typing(let configuration, let events)): .typing(configuration, events)
        }
        return FieldInput(
            types: spec.types ?? .all, normalization: spec.normalization, rules: spec.rules.compactMap(rule),
            initialValue: spec.initialValue, source: source)
    }

    /// The fixtures `assetTag` and `mod97` check the value alone, as `.matches` and `.checkDigit` do; only `typeIs`
    /// is kept, the one whose answer depends on the type.
    private static func rule(_ rule: FieldSpec.Rule) -> FieldInput.Rule? {
        switch rule {
        case .checkDigit: .checkDigit
        case .length(let minimum, let maximum): .length(minimum: minimum, maximum: maximum)
        case .matches(let pattern): .matches(pattern.source)
        case .gs1(let relaxed): .gs1(relaxed: relaxed)
        case .custom(.typeIs(let type)): .typeIs(type)
        case .custom: nil
        case .refused(let refused): refused.name == "matches" ? .matches(refused.argument) : nil
        }
    }
}
