import ZipZap

/// What a GS1 parser vector asks (SPEC C-7.40): GS1 data as bytes, the form to read it in (nil: detect it, C-7.2)
/// and the options that differ from the defaults. Its expected outcome is `GS1ParseOutcome` JSON.
public struct GS1ParseCase: Sendable, Hashable {
    public var input: [UInt8]
    public var form: GS1InputForm?
    /// The checks across elements that are off (C-7.3).
    public var relaxed: GS1Options.Relaxations
    /// Bytes that stand for FNC1 besides GS and `^`.
    public var separatorSubstitutes: [UInt8]
    /// nil: `GS1Options.defaultReferenceYear` (C-7.5).
    public var referenceYear: Int?

    public init(
        input: [UInt8], form: GS1InputForm? = nil, relaxed: GS1Options.Relaxations = [], separatorSubstitutes: [UInt8] = [],
        referenceYear: Int? = nil
    ) {
        self.input = input
        self.form = form
        self.relaxed = relaxed
        self.separatorSubstitutes = separatorSubstitutes
        self.referenceYear = referenceYear
    }

    public init(_ text: String, form: GS1InputForm? = nil, relaxed: GS1Options.Relaxations = []) {
        self.init(input: Array(text.utf8), form: form, relaxed: relaxed)
    }

    public var options: GS1Options {
        var options = GS1Options(relaxing: relaxed)
        options.separatorSubstitutes = separatorSubstitutes
        if let referenceYear { options.referenceYear = referenceYear }
        return options
    }

    /// The name of the form as vectors and requests spell it: a `GS1InputForm` or `detect`.
    public var formName: String { form?.rawValue ?? Self.detect }

    public static let detect = "detect"

    /// The options a vector sets, by their names in `options` (and in a `gs1Parse` capability).
    public var optionsUsed: [String] {
        GS1Options.Relaxations.allCases.filter(relaxed.contains).map(\.jsonMember)
            + (separatorSubstitutes.isEmpty ? [] : ["separatorSubstitutes"]) + (referenceYear == nil ? [] : ["referenceYear"])
    }

    /// Every option name, in the order `options` writes them.
    public static let optionNames = GS1Options.Relaxations.allCases.map(\.jsonMember) + ["separatorSubstitutes", "referenceYear"]
}
