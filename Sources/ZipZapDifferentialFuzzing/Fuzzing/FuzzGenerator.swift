import PropertyTesting
import ZipZap
import ZipZapConformance

/// Case `index` of a campaign: a function of the seed, the index and the scope alone, so a campaign replays
/// whatever the number of jobs and whichever job drew the case.
public struct FuzzGenerator: Sendable {
    public let seed: UInt64
    public let scope: FuzzScope
    /// Draws of one case before it is given up as one the implementation cannot run.
    static let attempts = 16

    public init(seed: UInt64, scope: FuzzScope) {
        self.seed = seed
        self.scope = scope
    }

    /// The case and its vector (id `fuzz-INDEX`), or nil when no draw gave one the implementation declares it can
    /// run (a need such as `gtinFromGS1Data` shows only in the reference's outcome).
    public func fuzzCase(_ index: Int) -> (FuzzCase, Vector)? {
        guard !scope.areas.isEmpty else { return nil }
        var mixer = SplitMix64(seed: seed ^ UInt64(truncatingIfNeeded: index))
        var random = SplitMix64(seed: mixer.next())
        for _ in 0..<Self.attempts {
            let candidate = FuzzCase(request(&random, area: random.element(scope.areas)))
            let vector = candidate.vector(id: "fuzz-\(index)")
            guard scope.capabilities.missing(for: vector).isEmpty else { continue }
            return (candidate, vector)
        }
        return nil
    }

    private func request(_ random: inout SplitMix64, area: FuzzArea) -> FuzzCase.Request {
        if area == .gs1, let parse = scope.capabilities.gs1Parse,
           !scope.hasRule("gs1") || !scope.capabilities.sources.contains("direct") || random.oneIn(3) {
            return .gs1(gs1Parse(&random, parse))
        }
        if random.oneIn(8) { return FuzzTargetBytes.request(&random, source: area.source, scope: scope) }
        let gs1 = area == .gs1 || random.oneIn(4)
        let pool = FuzzTimedSources.pool(&random, gs1: gs1)
        let field = FuzzFields.field(&random, area: area, scope: scope, sample: pool[0].value)
        let input: VectorInput = switch area.source {
        case .direct:
            .direct((0..<random.int(1...4)).map { _ in
                var scan = random.element(pool)
                if random.oneIn(4) { scan.type = nil }
                return scan
            })
        case .camera: .source(FuzzTimedSources.camera(&random, pool: pool))
        case .hardware: .source(FuzzTimedSources.hardware(&random, pool: pool))
        case .hid: .source(FuzzKeyedSources.hid(&random, values: pool.map(\.value)))
        case .typing: .source(FuzzKeyedSources.typing(&random, values: pool.map(\.value), initialLength: field.initialValue?.count ?? 0))
        }
        return .field(field, input)
    }

    /// GS1 data of every kind in a form the parser takes, with the options it can set.
    private func gs1Parse(_ random: inout SplitMix64, _ capability: GS1ParseCapability) -> GS1ParseCase {
        let input = switch random.int(0...5) {
        case 0, 1, 2: FuzzGS1Values.data(&random)
        case 3: FuzzGS1Values.digitalLink(&random)
        default: FuzzValues.value(&random, type: nil, gs1: true)
        }
        let forms = GS1InputForm.allCases.filter { capability.forms.contains($0.rawValue) }
        var parse = GS1ParseCase(input: input, form: random.oneIn(2) || forms.isEmpty ? nil : random.element(forms))
        let switches: [GS1Options.Relaxations] = [.requisites, .exclusions, .conflictingDuplicates]
        for check in switches where capability.options.contains(check.jsonMember) && random.oneIn(4) { parse.relaxed.insert(check) }
        if capability.options.contains("separatorSubstitutes"), random.oneIn(6) { parse.separatorSubstitutes = [random.element(Array("#|~!".utf8))] }
        if capability.options.contains("referenceYear"), random.oneIn(6) { parse.referenceYear = random.element([2000, 2049, 2050, 2099]) }
        return parse
    }
}
