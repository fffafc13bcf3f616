import ZipZap
import ZipZapVectors

/// The reference with catalogued faults: direct-source vectors run through a `MutantPipeline` with the faults' hooks;
/// source vectors run the real models with the faults' configuration or input changes. Faults of different steps
/// combine; of two that change the same step (two `.checkDigit` mistakes), the later one named wins.
public enum FaultyReference {
    public static func run(_ vector: Vector, fault: Fault) -> ReferenceEngine.Result {
        run(vector, faults: [fault])
    }

    public static func run(_ vector: Vector, faults: [Fault]) -> ReferenceEngine.Result {
        // The catalogued faults are in the field pipeline; a GS1 parser vector never reaches it.
        if vector.gs1 != nil { return ReferenceEngine.run(vector) }
        return run(field: vector.field, input: vector.input.decoded, faults: faults)
    }

    public static func run(field: FieldSpec, input: VectorInput, faults: [Fault]) -> ReferenceEngine.Result {
        switch input {
        case .direct(let scans):
            return pipeline(for: faults).run(field: field, scans: scans)
        case .source(let events):
            let (changed, causes) = sourceChange(faults, events)
            var result = ReferenceEngine.run(field: field, input: .source(changed))
            if let causes {
                result.trace = result.trace.map { entry in
                    guard case .object(var members) = entry, case .number(let text)? = entry["event"], let cause = Int(text) else { return entry }
                    members[0] = ("event", .int(causes[cause]))
                    return .object(members)
                }
            }
            return result
        }
    }

    // MARK: Direct source: pipeline hooks

    static func pipeline(for faults: [Fault]) -> MutantPipeline {
        var pipeline = MutantPipeline()
        for fault in faults { plant(fault, in: &pipeline) }
        return pipeline
    }

    /// Changes the step `fault` is about, over what earlier faults changed: normalization goes through the earlier
    /// faults' own, and rules the fault is not about stay as they were.
    private static func plant(_ fault: Fault, in pipeline: inout MutantPipeline) {
        let earlierNormalize = pipeline.steps.normalization, earlierRefusal = pipeline.steps.refusal
        // A fault that changes nothing but rules changes only those of its kind (`Fault.changedRule`), so that a
        // field without one runs the reference's code and the campaign may leave its vectors out.
        func changeRules(_ change: @escaping MutantPipeline.RuleChange) {
            guard let kind = fault.changedRule else { preconditionFailure("\(fault.rawValue) changes rules but names no kind") }
            pipeline.change(rules: { FaultRuleKind($0) == kind ? change($0) : nil })
        }
        func replaceCheckDigit(_ rule: ValidationRule) { changeRules { _ in rule } }
        switch fault {
        case .checkDigitWeightsSwapped: replaceCheckDigit(FaultyRules.checkDigit(gtinCheck: FaultyRules.swappedWeightsValid))
        case .checkDigitIgnored: replaceCheckDigit(.custom("checkDigit") { _ in true })
        case .checkDigitOnEveryType: replaceCheckDigit(FaultyRules.checkDigit(typeSeen: { $0?.carriesGTIN == true ? $0 : nil }))
        case .unknownTypeNotChecked: replaceCheckDigit(FaultyRules.checkDigit(checkUnknown: false))
        case .upcECheckedAsGTIN8: replaceCheckDigit(FaultyRules.checkDigit(upcECheck: { GS1Mod10.isValid($0) }))
        case .upcEPatternWrong:
            // Its check digit and its normalization: a fault of two steps, so the campaign runs it on every vector.
            let rule = FaultyRules.checkDigit(upcECheck: { FaultyRules.wrongPatternExpansion($0).map { GS1Mod10.isValid($0) } ?? false })
            pipeline.change(rules: { $0 == .checkDigit ? rule : nil })
            pipeline.steps.normalization = { scan, form in
                earlierNormalize(scan, form).map { normalized in
                    guard normalized.type == .upcE, form.stripsSymbologyIdentifier, form != .symbologyIdentifierStripped,
                          case .success(let stripped) = Normalizer.normalize(scan, to: .symbologyIdentifierStripped),
                          let wrong = FaultyRules.wrongPatternExpansion(stripped.value), normalized.value.count >= 12
                    else { return normalized }
                    return NormalizedScan(value: Array(normalized.value.dropLast(12)) + wrong, type: normalized.type)
                }
            }
        case .upcENumberSystemAny:
            pipeline.steps.normalization = { scan, form in
                let result = earlierNormalize(scan, form)
                guard case .failure(.notAUPCE) = result, form == .upcEExpanded,
                      case .success(let stripped) = Normalizer.normalize(scan, to: .symbologyIdentifierStripped),
                      stripped.value.count == 8, stripped.value.allSatisfy(ASCII.isDigit)
                else { return result }
                var disguised = stripped.value
                disguised[0] = UInt8(ascii: "0")
                guard var upcA = UPCE.expand(disguised) else { return result }
                upcA[0] = stripped.value[0]
                return .success(NormalizedScan(value: upcA, type: stripped.type))
            }
        case .lengthInBytes: changeRules(FaultyRules.length(count: \.count))
        case .lengthInUTF16: changeRules(FaultyRules.length(count: { String(decoding: $0, as: UTF8.self).utf16.count }))
        case .lengthRangeUpperExclusive: changeRules(FaultyRules.length(count: LengthRule.scalarCount, upperExclusive: true))
        case .lengthRangeLowerExclusive: changeRules(FaultyRules.length(count: LengthRule.scalarCount, lowerExclusive: true))
        case .patternAnchorsIgnored:
            changeRules(FaultyRules.pattern { source in source.replacing("^", with: "").replacing("$", with: "") })
        case .patternWholeMatch: changeRules(FaultyRules.pattern { "^(?:" + $0 + ")$" })
        case .patternUnicodeDigits:
            // Arabic-Indic, extended Arabic-Indic and fullwidth digits besides ASCII ones, as Unicode-aware engines read \d.
            changeRules(FaultyRules.pattern { $0.replacing(#"\d"#, with: #"(?:[0-9]|[\u0660-\u0669]|[\u06F0-\u06F9]|[\uFF10-\uFF19])"#) })
        case .patternDollarBeforeNewline:
            changeRules { rule in
                guard case .matches(let source) = rule else { return nil }
                let pattern = source.compiled
                return .custom("matches") { scan in
                    pattern.matches(scan.value) || (scan.value.last == 0x0A && pattern.matches(scan.value.dropLast()))
                }
            }
        case .typeFilterIgnored: pipeline.typeFilter = .readsEveryType
        case .unknownTypeFiltered: pipeline.typeFilter = .refusesUnknownTypes
        case .identifierTypeNotLearned:
            pipeline.steps.typeSeen = { scan, _ in scan.type }
            pipeline.steps.normalization = { scan, form in
                earlierNormalize(scan, form).map { NormalizedScan(value: $0.value, type: scan.type) }
            }
        case .trimASCIIOnly:
            pipeline.steps.normalization = { scan, form in
                guard form == .trimmed else { return earlierNormalize(scan, form) }
                let keep = { (byte: UInt8) in byte > 0x20 && byte != 0x7F }
                guard let first = scan.value.firstIndex(where: keep), let last = scan.value.lastIndex(where: keep) else {
                    return .success(NormalizedScan(value: [], type: scan.type))
                }
                return .success(NormalizedScan(value: Array(scan.value[first...last]), type: scan.type))
            }
        case .gtinPaddedOnTheRight:
            pipeline.steps.normalization = { scan, form in
                let result = earlierNormalize(scan, form)
                guard let length = form.gtinLength, case .success(let normalized) = result,
                      case .success(let unpadded) = Normalizer.normalize(scan, to: .upcEExpanded), unpadded.value.count < length
                else { return result }
                return .success(NormalizedScan(
                    value: unpadded.value + [UInt8](repeating: UInt8(ascii: "0"), count: length - unpadded.value.count), type: normalized.type))
            }
        case .normalizationFailurePassedThrough:
            pipeline.passedOnFailure = { scan in
                guard case .success(let stripped) = Normalizer.normalize(scan, to: .symbologyIdentifierStripped) else { return nil }
                return stripped
            }
        // Run in reverse, the first failure is the last one in declaration order: the two mistakes look alike.
        case .handlerGetsLastFailingRule, .rulesRunInReverse:
            pipeline.steps.refusal = { rules, scan, normalized in earlierRefusal(rules.reversed(), scan, normalized).map { rules.count - 1 - $0 } }
        case .rejectedScanOverwritesBinding: pipeline.writeOnRejection = true
        case .equalValueReportedAsChange: pipeline.everyWriteAChange = true
        case .customRuleGetsRawValue:
            pipeline.steps.refusal = { rules, scan, normalized in
                let raw = rules.map { rule in
                    guard case .custom(let custom) = rule.kind else { return rule }
                    return .custom(custom.name) { custom.predicate(NormalizedScan(value: scan.value, type: $0.type)) }
                }
                return earlierRefusal(raw, scan, normalized)
            }
        case .ignoredReportedAsRejected: pipeline.reportIgnoredAsRejected = true
        case .gs1Day00Refused: changeRules(FaultyGS1Rules.dayZeroRefused())
        // With 1949 as the reference year every YY falls in 19YY: nothing is 51 or more years ahead or 50 behind.
        case .gs1CenturyFixedAt1900: changeRules(FaultyGS1Rules.withOptions { $0.referenceYear = 1949 })
        case .gs1FNC1KeptAsData: changeRules(FaultyGS1Rules.separatorKeptAsData())
        case .gs1CheckDigitInFieldIgnored: changeRules(FaultyGS1Rules.ignoring([.checkFailed(.csum), .checkFailed(.csumalpha)]))
        case .gs1UnknownAIAccepted: changeRules(FaultyGS1Rules.ignoring([.unknownAI]))
        case .gs1RequisitesIgnored: changeRules(FaultyGS1Rules.withOptions { $0.checkRequisites = false })
        case .gs1ExclusionsIgnored: changeRules(FaultyGS1Rules.withOptions { $0.checkExclusions = false })
        case .gs1DigitalLinkQualifiersAnyOrder: changeRules(FaultyGS1Rules.ignoring([.invalidQualifier]))
        case .gs1LengthNotChecked: changeRules(FaultyGS1Rules.ignoring([.valueTooShort, .valueTooLong]))
        case .gs1CarriedGTINIgnored: pipeline.steps.carriedGTINRead = { _, _, _ in false }
        case .gs1RelationshipsOfDevelopmentHead: changeRules(FaultyGS1Table.relationshipsOfDevelopmentHead())
        case .gs1SwitchesTiedTogether: changeRules(FaultyGS1Rules.withOptions { if !$0.relaxations.isEmpty { $0.relaxations = .all } })
        case .gs1SignatureSerialNotRequired: changeRules(FaultyGS1Rules.ignoring([.missingSerialComponent]))
        case .cameraReadsOnlyFirstDetection, .cameraNotDeduplicated, .cameraNeverStops, .hardwareSignalsOnFirstReject,
             .hardwareNeverRepeatsSignal, .hidValidatesEachKey, .hidTabTerminates, .hidFNC1SubstituteIgnored,
             .hidNoBurstDetection, .typingValidatesEveryEdit:
            break
        }
    }

    // MARK: Sources: configuration and input changes

    /// Each fault's change in turn; the causes of added events traced back to the original events.
    static func sourceChange(_ faults: [Fault], _ events: SourceEvents) -> (SourceEvents, [Int]?) {
        var changed = events, causes: [Int]?
        for fault in faults {
            let (next, nextCauses) = sourceChange(fault, changed)
            changed = next
            if let nextCauses { causes = nextCauses.map { causes?[$0] ?? $0 } }
        }
        return (changed, causes)
    }

    /// The changed events, and for changes that add events, the original cause of each new event index.
    static func sourceChange(_ fault: Fault, _ events: SourceEvents) -> (SourceEvents, [Int]?) {
        switch (fault, events) {
        case (.cameraReadsOnlyFirstDetection, .camera(let configuration, let inputs)):
            return (.camera(configuration, inputs.map { event in
                guard case .frame(let time, let detections) = event else { return event }
                return .frame(time: time, detections: Array(detections.prefix(1)))
            }), nil)
        case (.cameraNotDeduplicated, .camera(var configuration, let inputs)):
            configuration.sightingTimeout = 0
            return (.camera(configuration, inputs), nil)
        case (.cameraNeverStops, .camera(var configuration, let inputs)):
            configuration.afterWrite = .keepScanning
            return (.camera(configuration, inputs), nil)
        case (.hardwareSignalsOnFirstReject, .hardware(var configuration, let inputs)):
            configuration.minimumDecodes = 1
            configuration.minimumAimDuration = 0
            return (.hardware(configuration, inputs), nil)
        case (.hardwareNeverRepeatsSignal, .hardware(var configuration, let inputs)):
            configuration.signalRepeatInterval = nil
            return (.hardware(configuration, inputs), nil)
        case (.hidValidatesEachKey, .hid(let configuration, let inputs)):
            return (.hid(configuration, inputs.map { event in
                guard case .keys(let time, let bytes) = event, let last = bytes.last, last != 0x0D, last != 0x0A else { return event }
                return .keys(time: time, bytes: bytes + [0x0D])
            }), nil)
        case (.hidTabTerminates, .hid(var configuration, let inputs)):
            configuration.tabIsTerminator = true
            return (.hid(configuration, inputs), nil)
        case (.hidFNC1SubstituteIgnored, .hid(var configuration, let inputs)):
            configuration.fnc1Substitute = nil
            return (.hid(configuration, inputs), nil)
        case (.hidNoBurstDetection, .hid(var configuration, let inputs)):
            configuration.scanBurst = nil
            return (.hid(configuration, inputs), nil)
        case (.typingValidatesEveryEdit, .typing(let configuration, let inputs)):
            var changed: [TypingEvent] = [], causes: [Int] = []
            for (index, event) in inputs.enumerated() {
                changed.append(event)
                causes.append(index)
                if event != .submit {
                    changed.append(.submit)
                    causes.append(index)
                }
            }
            return (.typing(configuration, changed), causes)
        default:
            return (events, nil)
        }
    }
}
