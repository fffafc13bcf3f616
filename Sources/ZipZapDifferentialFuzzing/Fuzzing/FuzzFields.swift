import PropertyTesting
import ZipZap
import ZipZapConformance

/// Field configurations: type sets, forms, rule lists with lengths near the values' and portable patterns, the
/// fixtures, the `gs1` rule's switches and an initial value, as far as the implementation declares them.
enum FuzzFields {
    static func field(_ random: inout SplitMix64, area: FuzzArea, scope: FuzzScope, sample: [UInt8]) -> FieldSpec {
        var field = FieldSpec()
        if scope.has(.typeFilter), random.oneIn(3) {
            field.types = BarcodeTypeSet((0..<random.int(1...4)).map { _ in random.element(BarcodeType.allCases) })
        }
        let forms = NormalizationForm.allCases.filter { scope.capabilities.normalizations.contains($0.rawValue) }
        if !forms.isEmpty, !random.oneIn(4) { field.normalization = random.element(forms) }
        if random.oneIn(6) { field.initialValue = random.oneIn(2) ? sample : FuzzValues.text(&random) }
        var rules: [FieldSpec.Rule] = []
        switch area {
        case .patterns: rules.append(pattern(&random, scope))
        case .gs1 where scope.hasRule("gs1"): rules.append(gs1(&random, scope))
        default: break
        }
        for _ in 0..<random.int(0...2) {
            if let rule = rule(&random, scope, area: area, length: sample.count) { rules.insert(rule, at: random.int(0...rules.count)) }
        }
        field.rules = rules
        return field
    }

    private static func rule(_ random: inout SplitMix64, _ scope: FuzzScope, area: FuzzArea, length: Int) -> FieldSpec.Rule? {
        switch random.int(0...5) {
        case 0, 1: return scope.hasRule("checkDigit") ? .checkDigit : nil
        case 2: return scope.hasRule("length") ? self.length(&random, scope, near: length) : nil
        case 3: return scope.hasRule("matches") && area != .core ? pattern(&random, scope) : nil
        case 4: return scope.hasRule("gs1") && area == .gs1 ? gs1(&random, scope) : nil
        default: return custom(&random, scope)
        }
    }

    /// A length range around the value's length (in scalars or bytes, whichever it is), inverted now and then when
    /// the implementation reports configuration errors.
    static func length(_ random: inout SplitMix64, _ scope: FuzzScope, near length: Int) -> FieldSpec.Rule {
        let pivot = Int(random.near(Int64(length)))
        let minimum = random.oneIn(2) ? pivot : pivot - random.int(0...3)
        let maximum = random.oneIn(2) ? pivot : pivot + random.int(0...3)
        if scope.has(.configurationErrors), random.oneIn(10) { return .lengthRange(maximum + 1, minimum) }
        return .length(minimum: minimum, maximum: maximum)
    }

    static func pattern(_ random: inout SplitMix64, _ scope: FuzzScope) -> FieldSpec.Rule {
        while true {
            let rule = FieldSpec.Rule.pattern(FuzzPatterns.pattern(&random, refusals: scope.has(.configurationErrors)))
            if case .refused = rule, !scope.has(.configurationErrors) { continue }
            return rule
        }
    }

    static func gs1(_ random: inout SplitMix64, _ scope: FuzzScope) -> FieldSpec.Rule {
        let switches: [(GS1Options.Relaxations, Feature)] = [
            (.requisites, .gs1NoRequisites), (.exclusions, .gs1NoExclusions), (.conflictingDuplicates, .gs1NoDuplicateCheck),
        ]
        var relaxed: GS1Options.Relaxations = []
        for (check, feature) in switches where scope.has(feature) && random.oneIn(3) { relaxed.insert(check) }
        return .gs1(relaxed: relaxed)
    }

    private static func custom(_ random: inout SplitMix64, _ scope: FuzzScope) -> FieldSpec.Rule? {
        guard scope.hasRule("custom") else { return nil }
        let fixtures: [CustomFixture] = [.assetTag, .mod97, .typeIs(random.element(BarcodeType.allCases))]
            .filter { scope.capabilities.fixtures.contains($0.name) }
        return fixtures.isEmpty ? nil : .custom(random.element(fixtures))
    }
}
