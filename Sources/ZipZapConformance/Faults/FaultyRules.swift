import ZipZap
import ZipZapVectors

/// The mutated rules and normalization steps the faults use. Each is the reference's step with one mistake.
enum FaultyRules {
    /// GS1 mod 10 with weights 1 and 3 swapped (3 on the digit two before the check digit, 1 next to it).
    static func swappedWeightsValid(_ digits: [UInt8]) -> Bool {
        guard digits.count >= 2, digits.allSatisfy(ASCII.isDigit) else { return false }
        var sum = 0
        for (offset, digit) in digits.dropLast().reversed().enumerated() {
            sum += ASCII.digitValue(digit) * (offset % 2 == 0 ? 1 : 3)
        }
        return (sum + ASCII.digitValue(digits.last!)) % 10 == 0
    }

    /// `.checkDigit` with `gtinCheck` in place of GS1 mod 10 and `upcECheck` for 8-digit UPC-E values.
    static func checkDigit(
        gtinCheck: @escaping @Sendable ([UInt8]) -> Bool = { GS1Mod10.isValid($0) },
        upcECheck: @escaping @Sendable ([UInt8]) -> Bool = UPCE.isValid,
        typeSeen: @escaping @Sendable (BarcodeType?) -> BarcodeType? = { $0 },
        checkUnknown: Bool = true
    ) -> ValidationRule {
        .custom("checkDigit") { scan in
            let value = scan.value
            let gtinLength = [8, 12, 13, 14].contains(value.count)
            if let type = typeSeen(scan.type) {
                guard type.carriesGTIN else { return true }
                if type == .upcE, value.count == 8 { return upcECheck(value) }
                return gtinLength && gtinCheck(value)
            }
            guard checkUnknown, gtinLength, value.allSatisfy(ASCII.isDigit) else { return true }
            return gtinCheck(value)
        }
    }

    /// The UPC-E expansion with the d6 = 3 pattern replaced by the d6 = 4 one.
    static func wrongPatternExpansion(_ upcE: [UInt8]) -> [UInt8]? {
        guard upcE.count == 8, upcE[6] == UInt8(ascii: "3") else { return UPCE.expand(upcE) }
        var disguised = upcE
        disguised[6] = UInt8(ascii: "4")
        return UPCE.expand(disguised)
    }

    static func length(count: @escaping @Sendable ([UInt8]) -> Int, lowerExclusive: Bool = false, upperExclusive: Bool = false)
        -> MutantPipeline.RuleChange {
        { rule in
            guard case .length(let minimum, let maximum) = rule else { return nil }
            let isRange = minimum < maximum
            return .custom("length") { scan in
                let n = count(scan.value)
                let aboveMinimum = isRange && lowerExclusive ? n > minimum : n >= minimum
                let belowMaximum = isRange && upperExclusive ? n < maximum : n <= maximum
                return aboveMinimum && belowMaximum
            }
        }
    }

    /// `.matches` with the pattern's source rewritten; a rewrite outside the subset matches nothing.
    static func pattern(_ rewrite: @escaping @Sendable (String) -> String) -> MutantPipeline.RuleChange {
        { rule in
            guard case .matches(let pattern) = rule else { return nil }
            guard let rewritten = try? PortablePattern(rewrite(pattern.source)) else { return .custom("matches") { _ in false } }
            return .custom("matches") { rewritten.matches($0.value) }
        }
    }
}
