import ZipZapVectors

/// A catalogued mistake that real implementations make. `zipzap-conformance adapter --fault NAME` serves the
/// reference with one of them, and the suite must catch every one (`FaultTests`; `run --fault` in process).
public enum Fault: String, CaseIterable, Sendable {
    // Check digits
    case checkDigitWeightsSwapped, checkDigitIgnored, checkDigitOnEveryType, unknownTypeNotChecked
    case upcECheckedAsGTIN8, upcEPatternWrong, upcENumberSystemAny
    // Length
    case lengthInBytes, lengthInUTF16, lengthRangeUpperExclusive, lengthRangeLowerExclusive
    // Patterns
    case patternAnchorsIgnored, patternWholeMatch, patternUnicodeDigits, patternDollarBeforeNewline
    // Types and normalization
    case typeFilterIgnored, unknownTypeFiltered, identifierTypeNotLearned, trimASCIIOnly, gtinPaddedOnTheRight
    case normalizationFailurePassedThrough
    // Rules and the binding
    case handlerGetsLastFailingRule, rulesRunInReverse, rejectedScanOverwritesBinding, equalValueReportedAsChange
    case customRuleGetsRawValue, ignoredReportedAsRejected
    // Sources
    case cameraReadsOnlyFirstDetection, cameraNotDeduplicated, cameraNeverStops
    case hardwareSignalsOnFirstReject, hardwareNeverRepeatsSignal
    case hidValidatesEachKey, hidTabTerminates, hidFNC1SubstituteIgnored, hidNoBurstDetection
    case typingValidatesEveryEdit
    // GS1
    case gs1Day00Refused, gs1CenturyFixedAt1900, gs1FNC1KeptAsData, gs1CheckDigitInFieldIgnored, gs1UnknownAIAccepted
    case gs1RequisitesIgnored, gs1ExclusionsIgnored, gs1DigitalLinkQualifiersAnyOrder, gs1LengthNotChecked
    case gs1CarriedGTINIgnored, gs1RelationshipsOfDevelopmentHead
    case gs1SwitchesTiedTogether
    case gs1SignatureSerialNotRequired

    /// The vectors the fault can change: a source fault changes its model's configuration or events
    /// (`FaultyReference.sourceChange`), any other a step of the field pipeline, which only direct vectors run through
    /// (a source vector runs the real models). A fault planted elsewhere answers as the reference does.
    public var source: SourceKind {
        switch self {
        case .cameraReadsOnlyFirstDetection, .cameraNotDeduplicated, .cameraNeverStops: .camera
        case .hardwareSignalsOnFirstReject, .hardwareNeverRepeatsSignal: .hardware
        case .hidValidatesEachKey, .hidTabTerminates, .hidFNC1SubstituteIgnored, .hidNoBurstDetection: .hid
        case .typingValidatesEveryEdit: .typing
        default: .direct
        }
    }

    /// The kind of rule the fault changes, for a fault that changes nothing but the field's rules of that kind
    /// (`FaultyReference` plants it as a change of those rules alone, `MutantPipeline.change(rules:)`); nil for a
    /// fault that changes a step, the type filter or what is written.
    public var changedRule: FaultRuleKind? {
        switch self {
        case .checkDigitWeightsSwapped, .checkDigitIgnored, .checkDigitOnEveryType, .unknownTypeNotChecked, .upcECheckedAsGTIN8:
            .checkDigit
        case .lengthInBytes, .lengthInUTF16, .lengthRangeUpperExclusive, .lengthRangeLowerExclusive: .length
        case .patternAnchorsIgnored, .patternWholeMatch, .patternUnicodeDigits, .patternDollarBeforeNewline: .matches
        case .gs1Day00Refused, .gs1CenturyFixedAt1900, .gs1FNC1KeptAsData, .gs1CheckDigitInFieldIgnored, .gs1UnknownAIAccepted,
             .gs1RequisitesIgnored, .gs1ExclusionsIgnored, .gs1DigitalLinkQualifiersAnyOrder, .gs1LengthNotChecked,
             .gs1RelationshipsOfDevelopmentHead, .gs1SwitchesTiedTogether, .gs1SignatureSerialNotRequired:
            .gs1
        default: nil
        }
    }

    /// Whether planting the fault can change the vector's answer: the vector is of the fault's source, and for a
    /// fault of one kind of rule (`changedRule`), its field has a rule of that kind. On any other vector the faulty
    /// reference runs exactly the reference's code, so the campaign leaves it out (`FaultTests` checks it).
    public func reaches(_ vector: Vector) -> Bool {
        guard vector.source == source else { return false }
        guard let kind = changedRule else { return true }
        return vector.field.rules.contains { FaultRuleKind($0) == kind }
    }

    /// The mistake, as an implementer would recognize it.
    public var summary: String {
        switch self {
        case .checkDigitWeightsSwapped: "GS1 mod 10 with weights 1 and 3 swapped"
        case .checkDigitIgnored: ".checkDigit accepts every value"
        case .checkDigitOnEveryType: ".checkDigit checks digit values of every type, not only GTIN types"
        case .unknownTypeNotChecked: ".checkDigit passes values of unknown type (typed, HID) unchecked"
        case .upcECheckedAsGTIN8: "UPC-E check digit computed over its 8 digits instead of its expansion"
        case .upcEPatternWrong: "UPC-E with last data digit 3 expanded like the digit-4 pattern"
        case .upcENumberSystemAny: "UPC-E expanded for every number system, not only 0 and 1"
        case .lengthInBytes: "length counted in UTF-8 bytes"
        case .lengthInUTF16: "length counted in UTF-16 code units"
        case .lengthRangeUpperExclusive: "length range with an exclusive upper bound"
        case .lengthRangeLowerExclusive: "length range with an exclusive lower bound"
        case .patternAnchorsIgnored: "`^` and `$` in patterns are ignored"
        case .patternWholeMatch: "patterns must match the whole value instead of some part of it"
        case .patternUnicodeDigits: "`\\d` matches every Unicode decimal digit"
        case .patternDollarBeforeNewline: "`$` also matches before a final newline"
        case .typeFilterIgnored: "barcode types not filtered: every type is read"
        case .unknownTypeFiltered: "scans of unknown type refused by a type filter"
        case .identifierTypeNotLearned: "AIM identifier stripped but its type not learned"
        case .trimASCIIOnly: "trimming removes only ASCII white space and controls"
        case .gtinPaddedOnTheRight: "GTIN forms pad with zeros on the right"
        case .normalizationFailurePassedThrough: "a value that cannot take the form goes to the rules unchanged"
        case .handlerGetsLastFailingRule: "the rejection names the last failing rule instead of the first"
        case .rulesRunInReverse: "rules run in reverse declaration order"
        case .rejectedScanOverwritesBinding: "a rejected scan is written to the binding"
        case .equalValueReportedAsChange: "an accepted value equal to the bound one is reported as a change"
        case .customRuleGetsRawValue: "custom rules receive the value before normalization"
        case .ignoredReportedAsRejected: "a type the field does not read is reported as a rejection"
        case .cameraReadsOnlyFirstDetection: "the camera reads only the first detection of each frame"
        case .cameraNotDeduplicated: "the camera rejects, marks and writes again in every frame"
        case .cameraNeverStops: "the camera keeps scanning after a write in stop mode"
        case .hardwareSignalsOnFirstReject: "the scanner signals on the first rejected decode"
        case .hardwareNeverRepeatsSignal: "the scanner signals once per aim however long the user aims"
        case .hidValidatesEachKey: "the HID path validates after every key instead of at Enter"
        case .hidTabTerminates: "Tab ends a HID entry by default"
        case .hidFNC1SubstituteIgnored: "the configured FNC1 substitute is not turned back into GS"
        case .hidNoBurstDetection: "keys typed by hand before a scanner burst are kept"
        case .typingValidatesEveryEdit: "typing validates after every edit instead of on submit"
        case .gs1Day00Refused: "day 00 refused in YYMMD0 dates, where it means the month's last day"
        case .gs1CenturyFixedAt1900: "two-digit years placed in 19YY instead of GS1's sliding window"
        case .gs1FNC1KeptAsData: "a GS or ^ between elements taken as data"
        case .gs1CheckDigitInFieldIgnored: "check digits and check character pairs inside AI values not verified"
        case .gs1UnknownAIAccepted: "digits that are not an AI of the table accepted as one"
        case .gs1RequisitesIgnored: "an AI accepted without the AIs it requires"
        case .gs1ExclusionsIgnored: "AIs that must not appear together accepted together"
        case .gs1DigitalLinkQualifiersAnyOrder: "Digital Link qualifiers accepted in any order"
        case .gs1LengthNotChecked: "AI values shorter or longer than their format accepted"
        case .gs1CarriedGTINIgnored: "a GTIN field ignores a type it does not list even when its GS1 data carries a GTIN"
        case .gs1RelationshipsOfDevelopmentHead: "requisites and exclusions of the syntax dictionary's unreleased head, where (03) stands in for (01)"
        case .gs1SwitchesTiedTogether: "switching off one check across elements switches off all three, as the old `lenient` did"
        case .gs1SignatureSerialNotRequired: "a digital signature (8030) accepted with a GDTI, GCN or GRAI that has no serial component"
        }
    }
}
