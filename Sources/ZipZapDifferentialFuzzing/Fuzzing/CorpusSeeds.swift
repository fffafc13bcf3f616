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
            case .field: [FieldTargetInput(field: vector.field, input: input).encoded]
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
}
