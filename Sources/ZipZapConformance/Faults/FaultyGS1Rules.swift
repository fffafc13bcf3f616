import ZipZap
import ZipZapVectors

/// `.gs1` mutants: the reference parser with one mistake added, each a custom rule named `gs1` so that its
/// rejections read as the reference's do.
enum FaultyGS1Rules {
    typealias Mutant = @Sendable (NormalizedScan, GS1Options) -> Bool

    /// Every `.gs1` rule of a field replaced by `mutant`, which receives the options the field asked for.
    static func replacing(_ mutant: @escaping Mutant) -> MutantPipeline.RuleChange {
        { rule in
            guard case .gs1(let relaxed) = rule else { return nil }
            let options = GS1Options(relaxing: relaxed)
            return .custom("gs1") { mutant($0, options) }
        }
    }

    static func parse(_ scan: NormalizedScan, _ options: GS1Options) -> Result<GS1ElementString, GS1Error> {
        GS1.parse(scan.value, barcodeType: scan.type, options: options)
    }

    /// A parser without one check: a value whose first error is one of these passes.
    static func ignoring(_ codes: Set<GS1Error.Code>) -> MutantPipeline.RuleChange {
        replacing { scan, options in
            switch parse(scan, options) {
            case .success: true
            case .failure(let error): codes.contains(error.code)
            }
        }
    }

    /// The reference with `change` applied to the options.
    static func withOptions(_ change: @escaping @Sendable (inout GS1Options) -> Void) -> MutantPipeline.RuleChange {
        replacing { scan, options in
            var changed = options
            change(&changed)
            if case .success = parse(scan, changed) { return true }
            return false
        }
    }

    /// Day 00 refused in YYMMD0 dates, as a plain date check would.
    static func dayZeroRefused() -> MutantPipeline.RuleChange {
        replacing { scan, options in
            guard case .success(let elements) = parse(scan, options) else { return false }
            return !elements.elements.contains(where: hasDayZero)
        }
    }

    /// Whether a YYMMD0 component of the element has day 00. Date components follow only fixed-length ones, so
    /// their offsets add up.
    private static func hasDayZero(_ element: GS1Element) -> Bool {
        guard let definition = GS1AITable.current.definition(for: element.ai) else { return false }
        let value = Array(element.value.utf8)
        var start = 0
        for component in definition.components {
            if component.checks.contains(.yymmd0), start + 6 <= value.count, value[(start + 4)..<(start + 6)] == [48, 48] {
                return true
            }
            start += component.maxLength
        }
        return false
    }

    /// GS or `^` between elements read as data: an element string that needs a separator fails, since no AI value
    /// may hold one. A leading FNC1 (after an AIM identifier) and a trailing one stay harmless.
    static func separatorKeptAsData() -> MutantPipeline.RuleChange {
        replacing { scan, options in
            guard case .success = parse(scan, options) else { return false }
            var bytes = scan.value[...]
            if bytes.first == UInt8(ascii: "]") { bytes = bytes.dropFirst(3) }
            let isSeparator = { (byte: UInt8) in byte == 0x1D || byte == UInt8(ascii: "^") }
            if let first = bytes.first, isSeparator(first) { bytes = bytes.dropFirst() }
            if let last = bytes.last, isSeparator(last) { bytes = bytes.dropLast() }
            return !bytes.contains(where: isSeparator)
        }
    }
}
