import ZipZap
import ZipZapConformance
import ZipZapVectors

/// The `field` line of a case: `field [types=LIST] [normalize=FORM] [validate=RULE]... [initial=VALUE]`, in the
/// spelling of the command line (`ConfigurationSpelling`), rules in order; `types=` is the empty set. Beyond it: `validate=custom=NAME` for a
/// custom fixture (`assetTag`, `mod97`, `typeIs:TYPE`), and a `matches=` or `length=A...B` the field refuses at
/// configuration (an inverted range, whatever the bounds' signs) is kept as a refused rule (SPEC C-4.20) rather than
/// rejected here.
enum CaseField {
    static func parse(_ line: CaseLine) throws(CaseFileError) -> FieldSpec {
        var field = FieldSpec()
        for word in try line.words() {
            let text = word.text
            guard let equals = text.firstIndex(of: "=") else {
                throw line.error("expected types=, normalize=, validate= or initial=, found '\(text)'")
            }
            let name = text[..<equals], argument = String(text[text.index(after: equals)...])
            do throws(ConfigurationError) {
                switch name {
                case "types": field.types = argument.isEmpty ? BarcodeTypeSet() : try ConfigurationSpelling.typeSet(argument)
                case "normalize": field.normalization = try ConfigurationSpelling.normalization(argument)
                case "validate": field.rules.append(try rule(argument))
                case "initial": field.initialValue = Array(word.bytes.dropFirst(name.utf8.count + 1))
                default: throw ConfigurationError("unknown field setting '\(name)'; settings: types, normalize, validate, initial")
                }
            } catch {
                throw line.error(error.message)
            }
        }
        return field
    }

    private static func rule(_ text: String) throws(ConfigurationError) -> FieldSpec.Rule {
        if text.hasPrefix("matches=") { return .pattern(String(text.dropFirst("matches=".count))) }
        if text.hasPrefix("custom=") { return .custom(try fixture(String(text.dropFirst("custom=".count)))) }
        if text.hasPrefix("length="), case let bounds = text.dropFirst("length=".count).split(separator: "...", omittingEmptySubsequences: false),
           bounds.count == 2, let minimum = Int(bounds[0]), let maximum = Int(bounds[1]), minimum > maximum {
            return .lengthRange(minimum, maximum)
        }
        if text == "gs1" { return .gs1(relaxed: []) }
        if text.hasPrefix("gs1=") { return .gs1(relaxed: try ConfigurationSpelling.gs1Relaxations(text.dropFirst("gs1=".count), in: text)) }
        // What is left is checkDigit or length=, or a misspelling ConfigurationSpelling names.
        if case .length(let minimum, let maximum) = try ConfigurationSpelling.rule(text).kind { return .length(minimum: minimum, maximum: maximum) }
        return .checkDigit
    }

    private static func fixture(_ name: String) throws(ConfigurationError) -> CustomFixture {
        switch name {
        case "assetTag": return .assetTag
        case "mod97": return .mod97
        default:
            guard name.hasPrefix("typeIs:") else {
                throw ConfigurationError("unknown custom rule '\(name)'; custom rules: assetTag, mod97, typeIs:TYPE")
            }
            return .typeIs(try ConfigurationSpelling.barcodeType(String(name.dropFirst("typeIs:".count))))
        }
    }
}
