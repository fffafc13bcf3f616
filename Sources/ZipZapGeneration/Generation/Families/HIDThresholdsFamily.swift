import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Each numeric parameter of the HID model swept one below, at and one above its bound, for the default and for
    /// other values: the key gap, the terminator gap, the minimum burst length and the entry bound.
    static let hidThresholds = VectorFamily(
        name: "hid-thresholds",
        description: "The HID model's numeric parameters swept (SPEC C-10.6, C-10.7): maximumKeyGap between keys and before the terminator, minimumLength and maximumEntryLength one below, at and one above, default and other values.",
        flags: [
            .init("HIDKeyGapSweep", bug: "maximumKeyGap is off by one, hard-coded, or the terminator's gap is compared otherwise than the keys'",
                  breaks: "keys typed before a scan are kept, or a scanner's own keys are discarded, for one configuration"),
            .init("HIDBurstLengthSweep", bug: "minimumLength is off by one, hard-coded, or a value below 1 is read otherwise than as 1",
                  breaks: "short bursts typed by hand are taken for scans, or short scans keep what was typed before"),
            .init("HIDEntryBoundSweep", bug: "maximumEntryLength is off by one, hard-coded, or a bound of 0 still takes a key",
                  breaks: "an entry one byte longer is validated, or one that fits is discarded"),
            .init("HIDSubstituteLength", bug: "a substitute of one byte, of three, or of none is matched otherwise than left to right without overlap",
                  breaks: "GS1 data from wedges configured with such a substitute parses differently, or the model never ends"),
        ],
        drafts: {
            let plain = FieldSpec()
            func keys(_ configuration: HIDConfiguration, _ items: [(Int64, String)]) -> SourceEvents {
                .hid(configuration, items.map { .keys(time: $0.0, bytes: Array($0.1.utf8)) })
            }
            func burst(maximumKeyGap: Int64 = 50, minimumLength: Int = 4) -> HIDConfiguration {
                HIDConfiguration(scanBurst: .init(maximumKeyGap: maximumKeyGap, minimumLength: minimumLength))
            }
            /// A key typed by hand, then a burst: the typed key is discarded and only the burst is written.
            func split(_ event: Int, _ burst: String) -> ([(Int, TraceEventKind)], [UInt8]) { ([(event, .discard), (event, .write)], .text(burst)) }
            /// The whole entry is the scan.
            func whole(_ event: Int, _ entry: String) -> ([(Int, TraceEventKind)], [UInt8]) { ([(event, .write)], .text(entry)) }
            var drafts: [VectorDraft] = []

            // C-10.6: a key more than maximumKeyGap ms after the previous one starts a new burst, and the burst splits
            // the entry only when the terminator comes at most maximumKeyGap ms after its last key. Each vector leaves
            // one gap to decide: a burst with its Enter in one event after a typed key, or Enter alone after a burst.
            for gap: Int64 in [50, 30, 100, 1, 0] {
                let configuration = gap == 50 ? HIDConfiguration.default : burst(maximumKeyGap: gap)
                for step in ThresholdStep.allCases where step.applied(to: gap) >= 0 {
                    let pause = step.applied(to: gap), above = step == .above
                    let (keyExpect, keyFinal) = above ? split(1, "ABCD") : whole(1, "xABCD")
                    let (enterExpect, enterFinal) = above ? whole(2, "xABCD") : split(2, "ABCD")
                    drafts += [
                        .source("key-gap/\(gap)/\(step.name)",
                                "maximumKeyGap \(gap): a burst \(pause) ms after a typed key \(above ? "is a new burst, so the typed key is discarded" : "continues its burst")",
                                clauses: ["C-10.6", "C-12.6"], flags: ["HIDKeyGapSweep"], field: plain,
                                keys(configuration, [(0, "x"), (pause, "ABCD\r")]), expect: keyExpect, finalValue: keyFinal),
                        .source("terminator-gap/\(gap)/\(step.name)",
                                "maximumKeyGap \(gap): Enter \(pause) ms after the burst's last key \(above ? "is typed by hand, so the entry is whole" : "is the scanner's, so the typed key is discarded")",
                                clauses: ["C-10.6", "C-12.6"], flags: ["HIDKeyGapSweep"], field: plain,
                                keys(configuration, [(0, "x"), (1000, "ABCD"), (1000 + pause, "\r")]), expect: enterExpect, finalValue: enterFinal),
                    ]
                }
            }
            drafts.append(.source(
                "key-gap/-1", "maximumKeyGap -1: every key is a burst of its own, even at one timestamp, so the last burst is too short and the entry is whole",
                clauses: ["C-10.6", "C-12.6"], flags: ["HIDKeyGapSweep"], field: plain,
                keys(burst(maximumKeyGap: -1), [(0, "x"), (0, "ABCD\r")]), expect: [(1, .write)], finalValue: .text("xABCD")))

            // C-10.6: the last burst is the scan only when it holds at least minimumLength bytes (below 1 counts as 1).
            let letters = "ABCDEFGHIJ"
            for minimum in [4, 6, 2, 1] {
                for step in ThresholdStep.allCases where step.applied(to: minimum) >= 1 {
                    let scan = String(letters.prefix(step.applied(to: minimum)))
                    let (expect, final) = step == .below ? whole(1, "x" + scan) : split(1, scan)
                    drafts.append(.source(
                        "burst-length/\(minimum)/\(step.name)",
                        "minimumLength \(minimum): a last burst of \(scan.count) bytes \(step == .below ? "is typed, so the entry is whole" : "is a scan")",
                        clauses: ["C-10.6"], flags: ["HIDBurstLengthSweep"], field: plain,
                        keys(minimum == 4 ? .default : burst(minimumLength: minimum), [(0, "x"), (1000, scan + "\r")]), expect: expect, finalValue: final))
                }
            }
            for minimum in [0, -1] {
                drafts.append(.source(
                    "burst-length/\(minimum)", "minimumLength \(minimum) counts as 1: a burst of one key after a typed key is a scan",
                    clauses: ["C-10.6", "C-12.6"], flags: ["HIDBurstLengthSweep"], field: plain,
                    keys(burst(minimumLength: minimum), [(0, "x"), (1000, "A\r")]), expect: [(1, .discard), (1, .write)], finalValue: .text("A")))
            }

            // C-10.7: an entry of at most maximumEntryLength bytes is validated; a longer one is discarded at the key that
            // would exceed the bound, and its terminator validates nothing. The next entry is read as usual.
            for bound in [4096, 4, 1] {
                for step in ThresholdStep.allCases where step.applied(to: bound) >= 1 {
                    let entry = String(repeating: "7", count: step.applied(to: bound))
                    let fits = step != .above
                    drafts.append(.source(
                        "entry-bound/\(bound)/\(step.name)",
                        "maximumEntryLength \(bound): an entry of \(entry.count) bytes is \(fits ? "validated" : "discarded"), and the next entry is validated",
                        clauses: ["C-10.7"], flags: ["HIDEntryBoundSweep"], field: plain,
                        keys(bound == 4096 ? .default : HIDConfiguration(maximumEntryLength: bound), [(0, entry + "\r"), (1, "K\r")]),
                        expect: [(0, fits ? .write : .discard), (1, .write)], finalValue: .text("K")))
                }
            }
            for bound in [0, -1] {
                drafts.append(.source(
                    "entry-bound/\(bound)", "maximumEntryLength \(bound): the first key overflows the empty entry, and Enter validates nothing",
                    clauses: ["C-10.7", "C-12.6"], flags: ["HIDEntryBoundSweep"], field: plain,
                    keys(HIDConfiguration(maximumEntryLength: bound), [(0, "AB\r")]), expect: [(0, .discard)], finalValue: nil))
            }

            // C-12.3: gaps saturate at Int64.max, so a gap across the clock's ends meets a bound of Int64.max and
            // exceeds one of Int64.max - 1 (a wrapping difference would be negative and join everything).
            let max = Int64.max, min = Int64.min
            drafts += [
                .source("saturation/key-gap-at-max", "maximumKeyGap Int64.max: a burst at Int64.max after a key at Int64.min continues its burst",
                        clauses: ["C-12.3", "C-10.6"], flags: ["HIDKeyGapSweep"], field: plain,
                        keys(burst(maximumKeyGap: max), [(min, "x"), (max, "ABCD\r")]), expect: [(1, .write)], finalValue: .text("xABCD")),
                .source("saturation/key-gap-below-max", "maximumKeyGap Int64.max - 1: the same gap, saturated, exceeds it: a new burst",
                        clauses: ["C-12.3", "C-10.6"], flags: ["HIDKeyGapSweep"], field: plain,
                        keys(burst(maximumKeyGap: max - 1), [(min, "x"), (max, "ABCD\r")]), expect: [(1, .discard), (1, .write)], finalValue: .text("ABCD")),
                .source("saturation/terminator-gap", "Enter at Int64.max after a burst at Int64.min + 1000 comes far more than 50 ms later: the entry is whole",
                        clauses: ["C-12.3", "C-10.6"], flags: ["HIDKeyGapSweep"], field: plain,
                        keys(.default, [(min, "x"), (min + 1000, "ABCD"), (max, "\r")]), expect: [(2, .write)], finalValue: .text("xABCD")),
            ]

            // C-10.4, C-10.50: substitutes of other lengths; entries one byte shorter than, as long as and one byte
            // longer than a three-byte substitute.
            let gs = "\u{1D}"
            for (key, substitute, entry, scan) in [("empty", "", "A^]B", "A^]B"), ("one-byte", "~", "~A~~", gs + "A" + gs + gs),
                                                  ("three-bytes/below", "~~~", "~~", "~~"), ("three-bytes/at", "~~~", "~~~", gs),
                                                  ("three-bytes/above", "~~~", "~~~~", gs + "~"), ("three-bytes/twice", "~~~", "~~~~~~", gs + gs)] {
                drafts.append(.source(
                    "substitute-length/\(key)", "fnc1Substitute \"\(substitute)\": the entry \(entry) reaches the field as \(scan.replacingGS)",
                    clauses: substitute.isEmpty ? ["C-10.4", "C-10.50"] : ["C-10.4"], flags: ["HIDSubstituteLength"], field: plain,
                    keys(HIDConfiguration(fnc1Substitute: Array(substitute.utf8)), [(0, entry + "\r")]), expect: [(0, .write)], finalValue: .text(scan)))
            }
            return drafts
        })
}

private extension String {
    /// The text with GS spelled <GS>, for descriptions.
    var replacingGS: String { split(separator: "\u{1D}", omittingEmptySubsequences: false).joined(separator: "<GS>") }
}
