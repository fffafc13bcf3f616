import ZipZap

/// The reference with one fault: direct-source vectors run through a `MutantPipeline` with the fault's hook;
/// source vectors run the real models with the fault's configuration or input change.
public enum FaultyReference {
    public static func run(_ vector: Vector, fault: Fault) throws(JSONReader.Error) -> ReferenceEngine.Result {
        // The catalogued faults are in the field pipeline; a GS1 parser vector never reaches it.
        if vector.gs1 != nil { return try ReferenceEngine.run(vector) }
        let input = try SourceEventsJSON.decode(source: vector.source, configuration: vector.sourceConfiguration, events: vector.events)
        switch input {
        case .direct(let scans):
            return pipeline(for: fault).run(field: vector.field, scans: scans)
        case .source(let events):
            let (changed, causes) = sourceChange(fault, events)
            var result = ReferenceEngine.run(field: vector.field, input: .source(changed))
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

    static func pipeline(for fault: Fault) -> MutantPipeline {
        var pipeline = MutantPipeline()
        func replaceCheckDigit(_ rule: ValidationRule) {
            pipeline.rule = { $0 == .checkDigit ? rule : $0.validationRule }
        }
        switch fault {
        case .checkDigitWeightsSwapped: replaceCheckDigit(FaultyRules.checkDigit(gtinCheck: FaultyRules.swappedWeightsValid))
        case .checkDigitIgnored: replaceCheckDigit(.custom("checkDigit") { _ in true })
        case .checkDigitOnEveryType: replaceCheckDigit(FaultyRules.checkDigit(typeSeen: { $0?.carriesGTIN == true ? $0 : nil }))
        case .unknownTypeNotChecked: replaceCheckDigit(FaultyRules.checkDigit(checkUnknown: false))
        case .upcECheckedAsGTIN8: replaceCheckDigit(FaultyRules.checkDigit(upcECheck: { GS1Mod10.isValid($0) }))
        case .upcEPatternWrong:
            replaceCheckDigit(FaultyRules.checkDigit(upcECheck: { FaultyRules.wrongPatternExpansion($0).map { GS1Mod10.isValid($0) } ?? false }))
            pipeline.normalize = { scan, form in
                Normalizer.normalize(scan, to: form).map { normalized in
                    guard normalized.type == .upcE, form.stripsSymbologyIdentifier, form != .symbologyIdentifierStripped,
                          case .success(let stripped) = Normalizer.normalize(scan, to: .symbologyIdentifierStripped),
                          let wrong = FaultyRules.wrongPatternExpansion(stripped.value), normalized.value.count >= 12
                    else { return normalized }
                    return NormalizedScan(value: Array(normalized.value.dropLast(12)) + wrong, type: normalized.type)
                }
            }
        case .upcENumberSystemAny:
            pipeline.normalize = { scan, form in
                let result = Normalizer.normalize(scan, to: form)
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
        case .lengthInBytes: pipeline.rule = FaultyRules.length(count: \.count)
        case .lengthInUTF16: pipeline.rule = FaultyRules.length(count: { String(decoding: $0, as: UTF8.self).utf16.count })
        case .lengthRangeUpperExclusive: pipeline.rule = FaultyRules.length(count: LengthRule.scalarCount, upperExclusive: true)
        case .lengthRangeLowerExclusive: pipeline.rule = FaultyRules.length(count: LengthRule.scalarCount, lowerExclusive: true)
        case .patternAnchorsIgnored:
            pipeline.rule = FaultyRules.pattern { source in source.replacing("^", with: "").replacing("$", with: "") }
        case .patternWholeMatch: pipeline.rule = FaultyRules.pattern { "^(?:" + $0 + ")$" }
        case .patternUnicodeDigits:
            // Arabic-Indic, extended Arabic-Indic and fullwidth digits besides ASCII ones, as Unicode-aware engines read \d.
            pipeline.rule = FaultyRules.pattern { $0.replacing(#"\d"#, with: #"(?:[0-9]|[\u0660-\u0669]|[\u06F0-\u06F9]|[\uFF10-\uFF19])"#) }
        case .patternDollarBeforeNewline:
            pipeline.rule = { rule in
                guard case .matches(let pattern) = rule else { return rule.validationRule }
                return .custom("matches") { scan in
                    pattern.matches(scan.value) || (scan.value.last == 0x0A && pattern.matches(scan.value.dropLast()))
                }
            }
        case .typeFilterIgnored: pipeline.accepts = { _, _ in true }
        case .unknownTypeFiltered: pipeline.accepts = { set, type in type.map(set.contains) ?? (set == .all) }
        case .identifierTypeNotLearned:
            pipeline.effectiveType = { scan, _ in scan.type }
            pipeline.normalize = { scan, form in
                Normalizer.normalize(scan, to: form).map { NormalizedScan(value: $0.value, type: scan.type) }
            }
        case .trimASCIIOnly:
            pipeline.normalize = { scan, form in
                guard form == .trimmed else { return Normalizer.normalize(scan, to: form) }
                let keep = { (byte: UInt8) in byte > 0x20 && byte != 0x7F }
                guard let first = scan.value.firstIndex(where: keep), let last = scan.value.lastIndex(where: keep) else {
                    return .success(NormalizedScan(value: [], type: scan.type))
                }
                return .success(NormalizedScan(value: Array(scan.value[first...last]), type: scan.type))
            }
        case .gtinPaddedOnTheRight:
            pipeline.normalize = { scan, form in
                let result = Normalizer.normalize(scan, to: form)
                guard let length = form.gtinLength, case .success(let normalized) = result,
                      case .success(let unpadded) = Normalizer.normalize(scan, to: .upcEExpanded), unpadded.value.count < length
                else { return result }
                return .success(NormalizedScan(
                    value: unpadded.value + [UInt8](repeating: UInt8(ascii: "0"), count: length - unpadded.value.count), type: normalized.type))
            }
        case .normalizationFailurePassedThrough:
            pipeline.onNormalizationFailure = { scan, _ in
                guard case .success(let stripped) = Normalizer.normalize(scan, to: .symbologyIdentifierStripped) else { return nil }
                return stripped
            }
        case .handlerGetsLastFailingRule: pipeline.reportLastFailure = true
        case .rulesRunInReverse: pipeline.ruleOrder = { Array((0..<$0).reversed()) }
        case .rejectedScanOverwritesBinding: pipeline.writeOnRejection = true
        case .equalValueReportedAsChange: pipeline.changed = { _, _ in true }
        case .customRuleGetsRawValue: pipeline.customInput = { scan, normalized in NormalizedScan(value: scan.value, type: normalized.type) }
        case .ignoredReportedAsRejected: pipeline.reportIgnoredAsRejected = true
        case .gs1Day00Refused: pipeline.rule = FaultyGS1Rules.dayZeroRefused()
        // With 1949 as the reference year every YY falls in 19YY: nothing is 51 or more years ahead or 50 behind.
        case .gs1CenturyFixedAt1900: pipeline.rule = FaultyGS1Rules.withOptions { $0.referenceYear = 1949 }
        case .gs1FNC1KeptAsData: pipeline.rule = FaultyGS1Rules.separatorKeptAsData()
        case .gs1CheckDigitInFieldIgnored: pipeline.rule = FaultyGS1Rules.ignoring([.checkFailed(.csum), .checkFailed(.csumalpha)])
        case .gs1UnknownAIAccepted: pipeline.rule = FaultyGS1Rules.ignoring([.unknownAI])
        case .gs1RequisitesIgnored: pipeline.rule = FaultyGS1Rules.withOptions { $0.checkRequisites = false }
        case .gs1ExclusionsIgnored: pipeline.rule = FaultyGS1Rules.withOptions { $0.checkExclusions = false }
        case .gs1DigitalLinkQualifiersAnyOrder: pipeline.rule = FaultyGS1Rules.ignoring([.invalidQualifier])
        case .gs1LengthNotChecked: pipeline.rule = FaultyGS1Rules.ignoring([.valueTooShort, .valueTooLong])
        case .gs1CarriedGTINIgnored: pipeline.readsCarriedGTIN = { _, _ in false }
        case .gs1RelationshipsOfDevelopmentHead: pipeline.rule = FaultyGS1Table.relationshipsOfDevelopmentHead()
        case .gs1SwitchesTiedTogether: pipeline.rule = FaultyGS1Rules.withOptions { if !$0.relaxations.isEmpty { $0.relaxations = .all } }
        case .gs1SignatureSerialNotRequired: pipeline.rule = FaultyGS1Rules.ignoring([.missingSerialComponent])
        case .cameraReadsOnlyFirstDetection, .cameraNotDeduplicated, .cameraNeverStops, .hardwareSignalsOnFirstReject,
             .hardwareNeverRepeatsSignal, .hidValidatesEachKey, .hidTabTerminates, .hidFNC1SubstituteIgnored,
             .hidNoBurstDetection, .typingValidatesEveryEdit:
            break
        }
        return pipeline
    }

    // MARK: Sources: configuration and input changes

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
