import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Each numeric parameter of the ZipZap hardware swept one below, at and one above its bound, for the default and
    /// for other values, through every outcome an aim can have; and each bound at Int64's maximum.
    static let hardwareThresholds = VectorFamily(
        name: "hardware-thresholds",
        description: "The ZipZap hardware's numeric parameters swept (SPEC C-9.2, C-9.4, C-9.5): aimGap, minimumDecodes, minimumAimDuration and signalRepeatInterval one below, at and one above, default and other values, up to Int64's maximum.",
        flags: [
            .init("HardwareAimGapSweep", bug: "the aim gap is off by one, hard-coded, or applied to rejected aims only",
                  breaks: "an accepted or ignored barcode held in the beam is written or reported again, or one aimed at again is not"),
            .init("HardwareKeepAimingSweep", bug: "minimumDecodes or minimumAimDuration is off by one, hard-coded, or a value below 1 is read otherwise than literally",
                  breaks: "the rejection signal comes a decode early or late for one configuration"),
            .init("HardwareRepeatSweep", bug: "the repeat interval is off by one, hard-coded, or timed from the first signal instead of the previous one",
                  breaks: "the signal repeats at another rhythm on each platform"),
            .init("HardwareTimeSaturation", bug: "elapsed times wrap around or trap instead of saturating at Int64's maximum",
                  breaks: "an aim across the clock's ends signals wrongly, or the model traps"),
        ],
        drafts: {
            let retail = FieldSpec(types: .retailProduct, rules: [.checkDigit])
            let bad = "4006381333932", good = "4006381333931"
            func decodes(_ configuration: HardwareConfiguration, _ times: [Int64], _ value: String = bad, _ type: BarcodeType = .ean13) -> SourceEvents {
                .hardware(configuration, times.map { .decode(time: $0, value: Array(value.utf8), type: type) })
            }
            func signalled(_ events: [Int]) -> [(Int, TraceEventKind)] { [(0, .reject)] + events.map { ($0, TraceEventKind.signal) } }
            /// A wide aim gap, so that only the parameter under test decides.
            let wide: Int64 = 1_000_000
            var drafts: [VectorDraft] = []

            // C-9.2, C-9.3: a decode at most aimGap ms after the previous one continues the aim, which runs nothing
            // through the field; one later begins a new aim, whose first decode runs through the field again.
            let outcomes: [(name: String, value: String, type: BarcodeType, kind: TraceEventKind, final: [UInt8]?)] = [
                ("rejected", bad, .ean13, .reject, nil), ("accepted", good, .ean13, .write, .text(good)), ("ignored", "HELLO", .qr, .ignore, nil),
            ]
            for gap: Int64 in [300, 100, 1000, 1, 0] {
                for step in ThresholdStep.allCases where step.applied(to: gap) >= 0 {
                    let pause = step.applied(to: gap)
                    for outcome in outcomes {
                        drafts.append(.source(
                            "aim-gap/\(gap)/\(outcome.name)/\(step.name)",
                            "aimGap \(gap): a \(outcome.name) barcode decoded again \(pause) ms later \(step == .above ? "begins a new aim" : "continues the aim")",
                            clauses: ["C-9.2", "C-9.3", "C-12.6"], flags: ["HardwareAimGapSweep"], field: retail,
                            decodes(HardwareConfiguration(aimGap: gap), [0, pause], outcome.value, outcome.type),
                            expect: [(0, outcome.kind)] + (step == .above ? [(1, outcome.kind)] : []), finalValue: outcome.final))
                    }
                }
            }

            // C-9.4: with no duration needed, the signal comes at the decode that makes the aim hold minimumDecodes
            // decodes; a value below 1 is met by the first decode.
            for minimum in [3, 5, 2, 1] {
                for step in ThresholdStep.allCases where step.applied(to: minimum) >= 1 {
                    let count = step.applied(to: minimum)
                    drafts.append(.source(
                        "minimum-decodes/\(minimum)/\(step.name)",
                        "minimumDecodes \(minimum), minimumAimDuration 0: an aim of \(count) decodes \(count >= minimum ? "signals at decode \(minimum)" : "does not signal")",
                        clauses: ["C-9.4"], flags: ["HardwareKeepAimingSweep"], field: retail,
                        decodes(HardwareConfiguration(minimumDecodes: minimum, minimumAimDuration: 0), (0..<count).map { Int64($0) * 10 }),
                        expect: signalled(count >= minimum ? [minimum - 1] : []), finalValue: nil))
                }
            }
            for minimum in [0, -1] {
                drafts.append(.source(
                    "minimum-decodes/\(minimum)", "minimumDecodes \(minimum), minimumAimDuration 0: the rejecting decode itself signals",
                    clauses: ["C-9.4", "C-12.6"], flags: ["HardwareKeepAimingSweep"], field: retail,
                    decodes(HardwareConfiguration(minimumDecodes: minimum, minimumAimDuration: 0), [0]), expect: signalled([0]), finalValue: nil))
            }

            // C-9.4: the signal comes at the first decode at least minimumAimDuration ms after the aim's first one.
            for duration: Int64 in [500, 700, 1] {
                for step in ThresholdStep.allCases where step.applied(to: duration) >= 1 {
                    let time = step.applied(to: duration)
                    let reached = time >= duration
                    drafts.append(.source(
                        "minimum-duration/\(duration)/one-decode/\(step.name)",
                        "minimumDecodes 1, minimumAimDuration \(duration): a decode \(time) ms into the aim \(reached ? "signals" : "does not signal")",
                        clauses: ["C-9.4"], flags: ["HardwareKeepAimingSweep"], field: retail,
                        decodes(HardwareConfiguration(aimGap: wide, minimumDecodes: 1, minimumAimDuration: duration), [0, time]),
                        expect: signalled(reached ? [1] : []), finalValue: nil))
                    // With the default minimumDecodes (3), the third decode is the first that can signal.
                    let configuration = duration == 500 ? HardwareConfiguration.default : HardwareConfiguration(aimGap: wide, minimumAimDuration: duration)
                    drafts.append(.source(
                        "minimum-duration/\(duration)/three-decodes/\(step.name)",
                        "minimumAimDuration \(duration)\(duration == 500 ? " (default)" : ""): a third decode \(time) ms into the aim \(reached ? "signals" : "does not signal")",
                        clauses: ["C-9.4"], flags: ["HardwareKeepAimingSweep"], field: retail,
                        decodes(configuration, [0, time / 2, time]), expect: signalled(reached ? [2] : []), finalValue: nil))
                }
            }
            for duration: Int64 in [0, -1] {
                drafts.append(.source(
                    "minimum-duration/\(duration)", "minimumDecodes 1, minimumAimDuration \(duration): the rejecting decode itself signals",
                    clauses: ["C-9.4", "C-12.6"], flags: ["HardwareKeepAimingSweep"], field: retail,
                    decodes(HardwareConfiguration(minimumDecodes: 1, minimumAimDuration: duration), [0]), expect: signalled([0]), finalValue: nil))
            }

            // C-9.5: after a signal, the next comes at the first decode at least signalRepeatInterval ms later.
            for interval: Int64 in [2000, 1000, 1, 0] {
                for step in ThresholdStep.allCases where step.applied(to: interval) >= 0 {
                    let time = step.applied(to: interval)
                    let repeats = time >= interval
                    drafts.append(.source(
                        "repeat/\(interval)/\(step.name)",
                        "signalRepeatInterval \(interval): a decode \(time) ms after the first signal \(repeats ? "repeats it (count 2)" : "does not repeat it")",
                        clauses: ["C-9.5", "C-12.6"], flags: ["HardwareRepeatSweep"], field: retail,
                        decodes(HardwareConfiguration(aimGap: wide, minimumDecodes: 1, minimumAimDuration: 0, signalRepeatInterval: interval), [0, time]),
                        expect: signalled(repeats ? [0, 1] : [0]), finalValue: nil))
                }
            }
            for step in ThresholdStep.allCases {
                // The defaults throughout: the first signal at 500 ms, decodes 300 ms apart or less, the repeat due at 2500.
                let last = step.applied(to: Int64(2500))
                drafts.append(.source(
                    "repeat/default/\(step.name)",
                    "defaults: the first signal at 500 ms; a decode at \(last) ms \(last >= 2500 ? "repeats it" : "does not repeat it")",
                    clauses: ["C-9.5"], flags: ["HardwareRepeatSweep"], field: retail,
                    decodes(.default, [0, 250, 500, 800, 1100, 1400, 1700, 2000, 2300, last]),
                    expect: signalled(last >= 2500 ? [2, 9] : [2]), finalValue: nil))
            }
            drafts += [
                .source("repeat/from-previous-signal", "defaults: signals at 500 and 2600 ms; the third is due 2000 ms after the second (4600), not at 4500",
                        clauses: ["C-9.5"], flags: ["HardwareRepeatSweep"], field: retail,
                        decodes(.default, [0, 250, 500] + stride(from: Int64(800), through: 4400, by: 300).map { $0 } + [4500, 4600]),
                        expect: signalled([2, 9, 17]), finalValue: nil),
                .source("repeat/zero-same-time", "signalRepeatInterval 0: every later decode of the aim repeats the signal, even at the same timestamp",
                        clauses: ["C-9.5", "C-12.6"], flags: ["HardwareRepeatSweep"], field: retail,
                        decodes(HardwareConfiguration(minimumDecodes: 1, minimumAimDuration: 0, signalRepeatInterval: 0), [0, 0, 0, 5]),
                        expect: signalled([0, 1, 2, 3]), finalValue: nil),
                .source("repeat/negative", "signalRepeatInterval -1: every later decode of the aim repeats the signal",
                        clauses: ["C-9.5", "C-12.6"], flags: ["HardwareRepeatSweep"], field: retail,
                        decodes(HardwareConfiguration(minimumDecodes: 1, minimumAimDuration: 0, signalRepeatInterval: -1), [0, 0, 7]),
                        expect: signalled([0, 1, 2]), finalValue: nil),
            ]

            // C-12.3: elapsed times saturate at Int64.max, so a bound of Int64.max is met across the clock's ends
            // (a wrapping difference would be negative) and a bound one below it is exceeded.
            let max = Int64.max, min = Int64.min
            drafts += [
                .source("saturation/duration-at-max", "aimGap and minimumAimDuration Int64.max: decodes at Int64.min, 0 and Int64.max form one aim that signals at its third decode",
                        clauses: ["C-12.3", "C-9.2", "C-9.4"], flags: ["HardwareTimeSaturation"], field: retail,
                        decodes(HardwareConfiguration(aimGap: max, minimumAimDuration: max), [min, 0, max]), expect: signalled([2]), finalValue: nil),
                .source("saturation/duration-below-max", "minimumAimDuration Int64.max: 0 to Int64.max - 1 is one millisecond short, so no signal",
                        clauses: ["C-9.4", "C-12.3"], flags: ["HardwareTimeSaturation"], field: retail,
                        decodes(HardwareConfiguration(aimGap: max, minimumDecodes: 1, minimumAimDuration: max), [0, max - 1]), expect: signalled([]), finalValue: nil),
                .source("saturation/aim-gap-below-max", "aimGap Int64.max - 1: the saturated gap from Int64.min to Int64.max exceeds it, so a new aim begins",
                        clauses: ["C-12.3", "C-9.2"], flags: ["HardwareTimeSaturation"], field: retail,
                        decodes(HardwareConfiguration(aimGap: max - 1), [min, max]), expect: [(0, .reject), (1, .reject)], finalValue: nil),
                .source("saturation/repeat-at-max", "signalRepeatInterval Int64.max: from a signal at Int64.min the decode at Int64.max repeats it",
                        clauses: ["C-12.3", "C-9.5"], flags: ["HardwareTimeSaturation"], field: retail,
                        decodes(HardwareConfiguration(aimGap: max, minimumDecodes: 1, minimumAimDuration: 0, signalRepeatInterval: max), [min, max]),
                        expect: signalled([0, 1]), finalValue: nil),
                .source("saturation/repeat-below-max", "signalRepeatInterval Int64.max: from a signal at 1 the decode at Int64.max is one millisecond short",
                        clauses: ["C-12.3", "C-9.5"], flags: ["HardwareTimeSaturation"], field: retail,
                        decodes(HardwareConfiguration(aimGap: max, minimumDecodes: 1, minimumAimDuration: 0, signalRepeatInterval: max), [1, max]),
                        expect: signalled([0]), finalValue: nil),
            ]
            return drafts
        })
}
