import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Every threshold of the ZipZap hardware at, one below and one above its bound, with default and non-default
    /// configurations; what ends an aim and restarts its counts.
    static let hardwareBoundaries = VectorFamily(
        name: "hardware-boundaries",
        description: "The ZipZap hardware's thresholds exactly (SPEC C-9): the aim gap, minimum decodes and duration, the repeat interval, what restarts an aim.",
        flags: [
            .init("HardwareAimGapExact", bug: "the aim gap is off by one, hard-coded, or an aim is told by bytes alone",
                  breaks: "the handler fires again while the user aims, or a barcode shown again stays silent"),
            .init("HardwareKeepAimingExact", bug: "minimumDecodes or minimumAimDuration is off by one, hard-coded, or counted from the wrong decode",
                  breaks: "the rejection signal comes a decode early or late, or on a platform only"),
            .init("HardwareRepeatExact", bug: "the repeat interval is off by one, hard-coded, timed from the aim's start, or its count does not restart",
                  breaks: "the signal repeats at a different rhythm on each platform"),
        ],
        drafts: {
            let retail = FieldSpec(types: .retailProduct, rules: [.checkDigit])
            let bad = "4006381333932", other = "5901234123457"
            func decodes(_ configuration: HardwareConfiguration, _ times: [Int64], _ value: String = bad) -> SourceEvents {
                .hardware(configuration, times.map { .decode(time: $0, value: Array(value.utf8), type: .ean13) })
            }
            func signalled(_ events: Int...) -> [(Int, TraceEventKind)] { [(0, .reject)] + events.map { ($0, TraceEventKind.signal) } }
            let every250 = stride(from: Int64(0), through: 3000, by: 250).map { $0 }
            return [
                // C-9.2: the aim gap.
                .source("aim-gap-below", "decodes 299 ms apart: one aim, which signals at its third decode (598 ms)",
                        clauses: ["C-9.2", "C-9.4"], flags: ["HardwareAimGapExact"], field: retail,
                        decodes(.default, [0, 299, 598]), expect: signalled(2), finalValue: nil),
                .source("aim-gap-configured-at", "aimGap 100: decodes exactly 100 ms apart form one aim, which signals at 500 ms",
                        clauses: ["C-9.2", "C-9.4"], flags: ["HardwareAimGapExact"], field: retail,
                        decodes(HardwareConfiguration(aimGap: 100), [0, 100, 200, 300, 400, 500]), expect: signalled(5), finalValue: nil),
                .source("aim-gap-configured-above", "aimGap 100: a decode 101 ms after the previous one begins a new aim, rejected again",
                        clauses: ["C-9.2", "C-9.3"], flags: ["HardwareAimGapExact"], field: retail,
                        decodes(HardwareConfiguration(aimGap: 100), [0, 100, 201]), expect: [(0, .reject), (2, .reject)], finalValue: nil),
                .source("aim-gap-configured-long", "aimGap 1000: a pause of 800 ms does not end the aim, one of 1001 ms does",
                        clauses: ["C-9.2"], flags: ["HardwareAimGapExact"], field: retail,
                        decodes(HardwareConfiguration(aimGap: 1000), [0, 800, 1801]), expect: [(0, .reject), (2, .reject)], finalValue: nil),
                .source("aim-is-type-and-bytes", "the same bytes decoded as another type end the aim: the barcode is type and bytes",
                        clauses: ["C-9.2", "C-9.3"], flags: ["HardwareAimGapExact"], field: retail,
                        .hardware(.default, [.decode(time: 0, bad, type: .ean13), .decode(time: 100, bad, type: .code128),
                                             .decode(time: 200, bad, type: .ean13)]),
                        expect: [(0, .reject), (1, .ignore), (2, .reject)], finalValue: nil),
                .source("aim-gap-time-saturates", "from Int64.min to Int64.max the gap saturates: a new aim",
                        clauses: ["C-9.2", "C-12.3"], flags: ["HardwareAimGapExact"], field: retail,
                        decodes(.default, [Int64.min, Int64.max]), expect: [(0, .reject), (1, .reject)], finalValue: nil),
                .source("aim-gap-zero", "aimGap 0: a decode at the same timestamp continues the aim, one 1 ms later begins a new one",
                        clauses: ["C-9.2", "C-12.6"], flags: ["HardwareAimGapExact"], field: retail,
                        decodes(HardwareConfiguration(aimGap: 0), [0, 0, 1]), expect: [(0, .reject), (2, .reject)], finalValue: nil),
                .source("aim-gap-negative", "aimGap -1: every decode begins a new aim, even at the same timestamp",
                        clauses: ["C-9.2", "C-12.6"], flags: ["HardwareAimGapExact"], field: retail,
                        decodes(HardwareConfiguration(aimGap: -1), [0, 0]), expect: [(0, .reject), (1, .reject)], finalValue: nil),

                // C-9.4: keeps aiming, both bounds included, timed from the aim's first decode.
                .source("aim-duration-below-then-at", "three decodes by 400 ms, a fourth at 499 ms: not yet; the fifth at exactly 500 ms signals",
                        clauses: ["C-9.4"], flags: ["HardwareKeepAimingExact"], field: retail,
                        decodes(.default, [0, 200, 400, 499, 500]), expect: signalled(4), finalValue: nil),
                .source("aim-decodes-below-then-at", "aimGap 1000: two decodes 600 ms apart do not signal; the third decode does",
                        clauses: ["C-9.4"], flags: ["HardwareKeepAimingExact"], field: retail,
                        decodes(HardwareConfiguration(aimGap: 1000), [0, 600, 601]), expect: signalled(2), finalValue: nil),
                .source("aim-decodes-configured", "minimumDecodes 4, minimumAimDuration 0: the fourth decode signals, the third does not",
                        clauses: ["C-9.4"], flags: ["HardwareKeepAimingExact"], field: retail,
                        decodes(HardwareConfiguration(minimumDecodes: 4, minimumAimDuration: 0), [0, 10, 20, 30]), expect: signalled(3), finalValue: nil),
                .source("aim-duration-configured", "minimumDecodes 4, minimumAimDuration 700: four decodes by 699 ms do not signal; 700 ms does",
                        clauses: ["C-9.4"], flags: ["HardwareKeepAimingExact"], field: retail,
                        decodes(HardwareConfiguration(minimumDecodes: 4, minimumAimDuration: 700), [0, 250, 500, 699, 700]),
                        expect: signalled(4), finalValue: nil),
                .source("aim-first-decode-signals", "minimumDecodes 1, minimumAimDuration 0: the rejecting decode itself signals, after its reject",
                        clauses: ["C-9.4", "C-12.5"], flags: ["HardwareKeepAimingExact"], field: retail,
                        decodes(HardwareConfiguration(minimumDecodes: 1, minimumAimDuration: 0), [0, 10]), expect: signalled(0), finalValue: nil),
                .source("aim-restarts-after-other", "a decode of another barcode ends the aim; the next aim counts decodes and time from its own first decode",
                        clauses: ["C-9.2", "C-9.4"], flags: ["HardwareKeepAimingExact", "HardwareAimGapExact"], field: retail,
                        .hardware(.default, [0, 100].map { .decode(time: $0, bad, type: .ean13) } + [.decode(time: 200, other, type: .ean13)]
                            + [300, 400, 500, 600, 700, 799, 800].map { .decode(time: $0, bad, type: .ean13) }),
                        expect: [(0, .reject), (2, .write), (3, .reject), (9, .signal)], finalValue: .text(other)),

                // C-9.5: repeats, timed from the previous signal.
                .source("repeat-from-previous-signal", "the first signal at 520 ms; the repeat at 2520 ms, not at 2519",
                        clauses: ["C-9.5"], flags: ["HardwareRepeatExact"], field: retail,
                        decodes(.default, [0, 250, 520, 800, 1100, 1400, 1700, 2000, 2300, 2519, 2520]), expect: signalled(2, 10), finalValue: nil),
                .source("repeat-configured", "signalRepeatInterval 1000: signals at 500, 1500 and 2500 ms, counted 1, 2, 3",
                        clauses: ["C-9.5"], flags: ["HardwareRepeatExact"], field: retail,
                        decodes(HardwareConfiguration(signalRepeatInterval: 1000), every250), expect: signalled(2, 6, 10), finalValue: nil),
                .source("repeat-configured-below", "signalRepeatInterval 1000: a decode 999 ms after the signal does not repeat it, the next one does",
                        clauses: ["C-9.5"], flags: ["HardwareRepeatExact"], field: retail,
                        decodes(HardwareConfiguration(signalRepeatInterval: 1000), [0, 250, 500, 750, 1000, 1250, 1499, 1501]),
                        expect: signalled(2, 7), finalValue: nil),
                .source("repeat-count-restarts", "a new aim of the same barcode after a gap of 301 ms is rejected again and signals from count 1",
                        clauses: ["C-9.2", "C-9.5"], flags: ["HardwareRepeatExact", "HardwareAimGapExact"], field: retail,
                        decodes(.default, [0, 250, 500, 801, 1050, 1301]), expect: [(0, .reject), (2, .signal), (3, .reject), (5, .signal)],
                        finalValue: nil),
            ]
        })
}
