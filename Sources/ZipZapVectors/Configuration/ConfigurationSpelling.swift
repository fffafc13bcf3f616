import ZipZap

/// The text spelling of field configurations shared by the command line and the vectors: Swift case names for
/// types, sets, forms and rules, and `NAME=ARGUMENT` for rules with an argument.
public enum ConfigurationSpelling {
    public static func barcodeType(_ name: String) throws(ConfigurationError) -> BarcodeType {
        guard let type = BarcodeType(rawValue: name) else {
            throw ConfigurationError(
                "unknown barcode type '\(name)'; known types: \(BarcodeType.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return type
    }

    /// A comma-separated list of set names (`retailProduct`, ...) and type names (`qr`, ...), united.
    public static func typeSet(_ list: String) throws(ConfigurationError) -> BarcodeTypeSet {
        var set = BarcodeTypeSet()
        for item in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if let named = BarcodeTypeSet.named.first(where: { $0.name == item }) {
                set.formUnion(named.set)
            } else if let type = BarcodeType(rawValue: item) {
                set.insert(type)
            } else {
                throw ConfigurationError(
                    "unknown barcode type or set '\(item)'; sets: \(BarcodeTypeSet.named.map(\.name).joined(separator: ", ")); "
                        + "types: \(BarcodeType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        return set
    }

    public static func normalization(_ name: String) throws(ConfigurationError) -> NormalizationForm {
        guard let form = NormalizationForm(rawValue: name) else {
            throw ConfigurationError(
                "unknown normalization '\(name)'; known forms: \(NormalizationForm.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return form
    }

    /// `checkDigit`, `length=N`, `length=A...B`, `matches=PATTERN`, `gs1`, `gs1=SWITCH,...` (`no-requisites`,
    /// `no-exclusions`, `no-duplicate-check`, or `lenient` for all three).
    public static func rule(_ text: String) throws(ConfigurationError) -> ValidationRule {
        let name: Substring
        let argument: Substring?
        if let equals = text.firstIndex(of: "=") {
            name = text[..<equals]
            argument = text[text.index(after: equals)...]
        } else {
            name = text[...]
            argument = nil
        }
        switch (name, argument) {
        case ("checkDigit", nil): return .checkDigit
        case ("gs1", nil): return .gs1
        case ("gs1", let argument?): return .gs1(GS1Options(relaxing: try gs1Relaxations(argument, in: text)))
        case ("length", let argument?): return try length(argument, in: text)
        case ("matches", let argument?):
            do { return .matches(try PortablePattern(String(argument))) } catch {
                throw ConfigurationError("rule '\(text)': \(error)")
            }
        case ("checkDigit", _):
            throw ConfigurationError("rule 'checkDigit' takes no argument, got '\(text)'")
        case ("length", nil):
            throw ConfigurationError("rule 'length' needs an argument: length=N or length=A...B")
        case ("matches", nil):
            throw ConfigurationError("rule 'matches' needs a pattern: matches=PATTERN (Conformance/PATTERNS.md)")
        default:
            throw ConfigurationError("unknown rule '\(text)'; rules: checkDigit, length=N, length=A...B, matches=PATTERN, gs1, gs1=SWITCH,...")
        }
    }

    /// The checks a `gs1=` argument switches off (SPEC C-7.3): a comma-separated list of switch names, each at most once.
    public static func gs1Relaxations(_ argument: Substring, in text: String) throws(ConfigurationError) -> GS1Options.Relaxations {
        var relaxed: GS1Options.Relaxations = []
        for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let switches: GS1Options.Relaxations
            if name == "lenient" {
                switches = .all
            } else if let named = GS1Options.Relaxations.allCases.first(where: { $0.spelling == name }) {
                switches = named
            } else {
                throw ConfigurationError(
                    "rule '\(text)': unknown gs1 switch '\(name)'; switches: \(GS1Options.Relaxations.all.spelling), or lenient for all three")
            }
            guard relaxed.isDisjoint(with: switches) else { throw ConfigurationError("rule '\(text)': '\(name)' switches off a check twice") }
            relaxed.formUnion(switches)
        }
        return relaxed
    }

    private static func length(_ argument: Substring, in text: String) throws(ConfigurationError) -> ValidationRule {
        let bounds = argument.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
        let numbers = bounds.compactMap { Int($0) }
        guard numbers.count == bounds.count, numbers.allSatisfy({ $0 >= 0 }) else {
            throw ConfigurationError("rule '\(text)': length must be a non-negative whole number N or a range A...B")
        }
        if numbers.count == 1 { return .length(numbers[0]) }
        guard numbers[0] <= numbers[1] else {
            throw ConfigurationError("rule '\(text)': the range's lower bound is above its upper bound")
        }
        return .length(numbers[0]...numbers[1])
    }
}
