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

    /// `checkDigit`, `length=N`, `length=A...B`, `matches=PATTERN`, `gs1`, `gs1=lenient`.
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
        case ("gs1", "lenient"): return .gs1(.lenient)
        case ("gs1", _): throw ConfigurationError("rule '\(text)': gs1 takes no argument, or gs1=lenient")
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
            throw ConfigurationError("unknown rule '\(text)'; rules: checkDigit, length=N, length=A...B, matches=PATTERN, gs1, gs1=lenient")
        }
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
