/// Switches for parsing and validation. The default is strict: every check on (SPEC C-7.3).
public struct GS1Options: Sendable, Hashable {
    /// The year two-digit years are placed around when none is given: fixed, so results never depend on the clock
    /// (SPEC C-7.5). It is the year of the AI table's release.
    public static let defaultReferenceYear = 2026

    public static let `default` = GS1Options()

    /// Reference year for the century of `YY` dates (GS1 General Specifications 7.12).
    public var referenceYear = GS1Options.defaultReferenceYear
    /// Reject an AI whose requisite AIs are absent.
    public var checkRequisites = true
    /// Reject AIs that must not appear together.
    public var checkExclusions = true
    /// Reject an AI repeated with a different value (a repeat with the same value is always accepted).
    public var rejectConflictingDuplicates = true
    /// Bytes that stand for FNC1 besides GS (0x1D) and `^`, for scanners that send FNC1 as another character.
    public var separatorSubstitutes: [UInt8] = []
    /// Stem of the Digital Link URIs this package writes.
    public var digitalLinkStem = "https://id.gs1.org"

    public init() {}

    /// No requisite, exclusion or duplicate check: only each element on its own.
    public static var lenient: GS1Options { GS1Options(relaxing: .all) }

    /// The default options with the checks in `relaxed` switched off.
    public init(relaxing relaxed: Relaxations) {
        relaxations = relaxed
    }

    /// The checks across elements that are switched off; each can be switched off alone (SPEC C-7.3).
    public var relaxations: Relaxations {
        get {
            var relaxed: Relaxations = []
            if !checkRequisites { relaxed.insert(.requisites) }
            if !checkExclusions { relaxed.insert(.exclusions) }
            if !rejectConflictingDuplicates { relaxed.insert(.conflictingDuplicates) }
            return relaxed
        }
        set {
            checkRequisites = !newValue.contains(.requisites)
            checkExclusions = !newValue.contains(.exclusions)
            rejectConflictingDuplicates = !newValue.contains(.conflictingDuplicates)
        }
    }

    /// A set of the three checks across elements, by the switch that turns each off.
    public struct Relaxations: OptionSet, Sendable, Hashable, CaseIterable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `checkRequisites` off.
        public static let requisites = Relaxations(rawValue: 1)
        /// `checkExclusions` off.
        public static let exclusions = Relaxations(rawValue: 2)
        /// `rejectConflictingDuplicates` off.
        public static let conflictingDuplicates = Relaxations(rawValue: 4)
        /// All three: `GS1Options.lenient`.
        public static let all: Relaxations = [.requisites, .exclusions, .conflictingDuplicates]
        public static let allCases: [Relaxations] = [.requisites, .exclusions, .conflictingDuplicates]

        /// The name of each switch as `gs1=...` and `gs1 --...` spell it.
        public var spelling: String {
            switch self {
            case .requisites: "no-requisites"
            case .exclusions: "no-exclusions"
            case .conflictingDuplicates: "no-duplicate-check"
            default: Self.allCases.filter(contains).map(\.spelling).joined(separator: ",")
            }
        }
    }
}

/// The textual forms GS1 data arrives in.
public enum GS1InputForm: String, Sendable, Hashable, CaseIterable {
    /// `(01)09520123456788(10)ABC`, with `\(` for a literal bracket in a value.
    case bracketed
    /// `^0109520123456788^10ABC` or the same with GS (0x1D): FNC1 before the first AI is optional.
    case unbracketed
    /// What a scanner sends with AIM symbology identifiers on: `]C1`, `]e0`, `]d2`, `]Q3`, `]J1` followed by an
    /// unbracketed element string; `]E0`, `]E4`, `]I1` with a GTIN; `]Q1`, `]d1`, `]J0` with a Digital Link URI.
    case scanData
    /// `https://id.gs1.org/01/09520123456788/10/ABC?17=261231`.
    case digitalLink

    /// The form of `bytes` by its first characters: `(` bracketed, `]` scan data, `http://` or `https://` (any
    /// case) Digital Link, anything else (including a leading `^`) unbracketed (SPEC C-7.2).
    public static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> GS1InputForm {
        guard let first = bytes.first else { return .unbracketed }
        if first == UInt8(ascii: "(") { return .bracketed }
        if first == UInt8(ascii: "]") { return .scanData }
        if DigitalLinkParser.schemeLength(bytes) != nil { return .digitalLink }
        return .unbracketed
    }
}
