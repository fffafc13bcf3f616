import ZipZap

/// What the `field` target decodes from its input: a field configuration, a source with its configuration, and the
/// source's events. `FieldInput+Decoding` reads it, `FieldInput+Encoding` writes it (for seeds).
public struct FieldInput: Sendable {
    /// A rule as data, so that seeds can be written from vectors and patterns compiled when the input is run.
    public enum Rule: Sendable, Hashable {
        case checkDigit
        case length(minimum: Int, maximum: Int)
        case matches(String)
        case gs1(relaxed: GS1Options.Relaxations)
        /// The `typeIs` fixture of SPEC C-4.7: the one custom rule whose answer depends on the type.
        case typeIs(BarcodeType?)
    }

    public enum Source: Sendable {
        case direct([Scan])
        case camera(CameraConfiguration, [CameraEvent])
        case hardware(HardwareConfiguration, [HardwareEvent])
        case hid(HIDConfiguration, [HIDEvent])
        case typing(TypingConfiguration, [TypingEvent])
    }

    public var types: BarcodeTypeSet
    public var normalization: NormalizationForm
    public var rules: [Rule]
    public var initialValue: [UInt8]?
    public var source: Source

    public init(types: BarcodeTypeSet, normalization: NormalizationForm, rules: [Rule], initialValue: [UInt8]?, source: Source) {
        self.types = types
        self.normalization = normalization
        self.rules = rules
        self.initialValue = initialValue
        self.source = source
    }

    /// The field; a pattern outside the portable subset is a configuration error (C-4.4), so its rule is left out.
    func makeField() -> ScanField {
        ScanField(acceptedTypes: types, normalization: normalization, rules: rules.compactMap(\.validationRule), value: initialValue)
    }
}

extension FieldInput.Rule {
    var validationRule: ValidationRule? {
        switch self {
        case .checkDigit: .checkDigit
        case .length(let minimum, let maximum): ValidationRule(.length(minimum: minimum, maximum: maximum))
        case .matches(let source): (try? PortablePattern(source)).map(ValidationRule.matches)
        case .gs1(let relaxed): .gs1(GS1Options(relaxing: relaxed))
        case .typeIs(let type): .custom("typeIs") { $0.type == type }
        }
    }
}
