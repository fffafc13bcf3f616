import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Every threshold of the HID model at, one below and one above its bound, with default and non-default
    /// configurations; what the bounds count and where the FNC1 substitute applies.
    static let hidBoundaries = VectorFamily(
        name: "hid-boundaries",
        description: "The HID model's thresholds exactly (SPEC C-10): the key gap, the terminator gap, the minimum burst length, the entry bound, the FNC1 substitute's reach.",
        flags: [
            .init("HIDKeyGapExact", bug: "the key gap or the terminator gap is off by one, hard-coded, or a burst is timed from its first key",
                  breaks: "a scan after typing keeps the typed keys, or a scanner's own keys are discarded"),
            .init("HIDBurstLengthExact", bug: "minimumLength is off by one, hard-coded, or counts bytes after FNC1 substitution",
                  breaks: "short hand-typed bursts are taken for scans, or short scans keep what was typed before"),
            .init("HIDEntryBoundExact", bug: "maximumEntryLength is off by one, hard-coded, or counts only the scan's burst",
                  breaks: "an entry one byte longer is validated, or one that fits is discarded"),
            .init("HIDSubstituteExact", bug: "the FNC1 substitute overlaps, misses one at an end, or is replaced in keys typed before the scan",
                  breaks: "GS1 data from wedges parses differently on each platform"),
        ],
        drafts: {
            let plain = FieldSpec()
            func keys(_ configuration: HIDConfiguration, _ items: [(Int64, String)]) -> SourceEvents {
                .hid(configuration, items.map { .keys(time: $0.0, bytes: Array($0.1.utf8)) })
            }
            /// One key an event, `gap` ms apart, from `start`.
            func typed(_ text: String, from start: Int64, gap: Int64 = 2) -> [(Int64, String)] {
                text.unicodeScalars.enumerated().map { (start + Int64($0) * gap, String($1)) }
            }
            /// A key typed by hand at `start`, then a scanner's `burst` (2 ms a key) from `scanAt`, then Enter at `enterAt`.
            func handThenScan(_ burst: String, hand: String = "x", at start: Int64 = 0, scanAt: Int64, enterAt: Int64? = nil) -> [(Int64, String)] {
                let scan = typed(burst, from: scanAt)
                return [(start, hand)] + scan + [(enterAt ?? scan.last!.0 + 2, "\r")]
            }
            func burst(maximumKeyGap: Int64 = 50, minimumLength: Int = 4) -> HIDConfiguration {
                HIDConfiguration(scanBurst: .init(maximumKeyGap: maximumKeyGap, minimumLength: minimumLength))
            }
            let split: [(Int, TraceEventKind)] = [(5, .discard), (5, .write)]
            return [
                // C-10.6: the gap between keys, bound included, key to key.
                .source("key-gap-at", "a burst 50 ms after a typed key continues its burst: the whole entry is the scan",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(.default, handThenScan("ABCD", scanAt: 50)), expect: [(5, .write)], finalValue: .text("xABCD")),
                .source("key-gap-above", "a burst 51 ms after a typed key is a new burst: the typed key is discarded",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(.default, handThenScan("ABCD", scanAt: 51)), expect: split, finalValue: .text("ABCD")),
                .source("key-gap-configured-at", "maximumKeyGap 30: 30 ms continues the burst",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(burst(maximumKeyGap: 30), handThenScan("ABCD", scanAt: 30)), expect: [(5, .write)], finalValue: .text("xABCD")),
                .source("key-gap-configured-above", "maximumKeyGap 30: 31 ms begins a new burst",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(burst(maximumKeyGap: 30), handThenScan("ABCD", scanAt: 31)), expect: split, finalValue: .text("ABCD")),
                .source("key-gap-configured-long", "maximumKeyGap 100: 80 ms continues the burst",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(burst(maximumKeyGap: 100), handThenScan("ABCD", scanAt: 80)), expect: [(5, .write)], finalValue: .text("xABCD")),
                .source("key-gap-chain", "keys exactly 50 ms apart form one burst however long it lasts",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(.default, [(0, "x")] + typed("ABCD\r", from: 100, gap: 50)), expect: split, finalValue: .text("ABCD")),
                .source("terminator-gap-at", "Enter exactly 50 ms after the burst's last key ends the burst: the typed key is discarded",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(.default, handThenScan("ABCD", scanAt: 1000, enterAt: 1056)), expect: split, finalValue: .text("ABCD")),
                .source("terminator-gap-above", "Enter 51 ms after the last key is typed by hand: the whole entry is the scan",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(.default, handThenScan("ABCD", scanAt: 1000, enterAt: 1057)), expect: [(5, .write)], finalValue: .text("xABCD")),
                .source("terminator-gap-configured", "maximumKeyGap 30: Enter 30 ms after the burst splits the entry, 31 ms does not",
                        clauses: ["C-10.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(burst(maximumKeyGap: 30), handThenScan("ABCD", scanAt: 1000, enterAt: 1036)
                             + handThenScan("EFGH", hand: "y", at: 2000, scanAt: 3000, enterAt: 3037)),
                        expect: split + [(11, .write)], finalValue: .text("yEFGH")),
                .source("gap-in-one-event", "keys in one event share its time: a burst delivered at once after a typed key splits the entry",
                        clauses: ["C-10.6", "C-10.1"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(.default, [(0, "x"), (1000, "ABCD\r")]), expect: [(1, .discard), (1, .write)], finalValue: .text("ABCD")),
                .source("gap-time-saturates", "from Int64.min to Int64.max the key gap saturates: a new burst",
                        clauses: ["C-10.6", "C-12.3"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(.default, [(Int64.min, "x"), (Int64.max, "ABCD\r")]), expect: [(1, .discard), (1, .write)], finalValue: .text("ABCD")),
                .source("gap-time-backwards", "a key stamped earlier than the previous one comes 0 ms after it: the same burst",
                        clauses: ["C-10.6", "C-12.3"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(.default, [(1000, "x"), (0, "ABCD\r")]), expect: [(1, .write)], finalValue: .text("xABCD")),

                // C-10.6, C-10.8: the minimum burst length, in keystroke bytes.
                .source("burst-length-below", "a last burst of 3 bytes is not a scan: the whole entry is validated",
                        clauses: ["C-10.6"], flags: ["HIDBurstLengthExact"], field: plain,
                        keys(.default, handThenScan("ABC", scanAt: 1000)), expect: [(4, .write)], finalValue: .text("xABC")),
                .source("burst-length-configured", "minimumLength 6: a burst of 6 bytes is a scan, one of 5 is not",
                        clauses: ["C-10.6"], flags: ["HIDBurstLengthExact"], field: plain,
                        keys(burst(minimumLength: 6), handThenScan("ABCDEF", scanAt: 1000) + handThenScan("GHIJK", hand: "y", at: 5000, scanAt: 6000)),
                        expect: [(7, .discard), (7, .write), (14, .write)], finalValue: .text("yGHIJK")),
                .source("burst-length-before-substitution", "fnc1Substitute ^]: a burst ^]AB is 4 keystrokes, so it is a scan though it becomes 3 bytes",
                        clauses: ["C-10.8", "C-10.6", "C-10.4"], flags: ["HIDBurstLengthExact", "HIDSubstituteExact"], field: plain,
                        keys(HIDConfiguration(fnc1Substitute: Array("^]".utf8)), handThenScan("^]AB", scanAt: 1000)),
                        expect: split, finalValue: .text("\u{1D}AB")),
                .source("burst-length-one", "minimumLength 1: a burst of a single key after a typed key is a scan",
                        clauses: ["C-10.6"], flags: ["HIDBurstLengthExact"], field: plain,
                        keys(burst(minimumLength: 1), handThenScan("A", scanAt: 1000)), expect: [(2, .discard), (2, .write)], finalValue: .text("A")),
                .source("burst-length-zero", "minimumLength 0 counts as 1: a burst of a single key is a scan",
                        clauses: ["C-10.6", "C-12.6"], flags: ["HIDBurstLengthExact"], field: plain,
                        keys(burst(minimumLength: 0), handThenScan("A", scanAt: 1000)), expect: [(2, .discard), (2, .write)], finalValue: .text("A")),
                .source("key-gap-zero", "maximumKeyGap 0: keys at the same timestamp form a burst, a key 1 ms later begins a new one",
                        clauses: ["C-10.6", "C-12.6"], flags: ["HIDKeyGapExact"], field: plain,
                        keys(burst(maximumKeyGap: 0), [(0, "x"), (0, "y"), (1, "ABCD\r")]), expect: [(2, .discard), (2, .write)], finalValue: .text("ABCD")),

                // C-10.7, C-10.8: the entry bound.
                .source("entry-bound-configured", "maximumEntryLength 4: four keys fit; a fifth discards the four held, and the rest up to Enter is dropped",
                        clauses: ["C-10.7"], flags: ["HIDEntryBoundExact"], field: plain,
                        keys(HIDConfiguration(maximumEntryLength: 4), typed("ABCD\r", from: 0) + typed("ABCDEF\rOK\r", from: 100)),
                        expect: [(4, .write), (9, .discard), (14, .write)], finalValue: .text("OK")),
                .source("entry-bound-default", "4096 bytes fit in an entry; 4097 do not",
                        clauses: ["C-10.7"], flags: ["HIDEntryBoundExact"], field: plain,
                        keys(.default, [(0, String(repeating: "7", count: 4096) + "\r"), (1, String(repeating: "8", count: 4097) + "\r")]),
                        expect: [(0, .write), (1, .discard)], finalValue: .text(String(repeating: "7", count: 4096))),
                .source("entry-bound-counts-typed-keys", "maximumEntryLength 6: keys typed before a burst count toward the bound",
                        clauses: ["C-10.7", "C-10.6"], flags: ["HIDEntryBoundExact"], field: plain,
                        keys(HIDConfiguration(maximumEntryLength: 6), handThenScan("ABCDEF", scanAt: 1000)), expect: [(6, .discard)], finalValue: nil),
                .source("entry-bound-before-substitution", "maximumEntryLength 4 with fnc1Substitute ^]: ^]AB fits, ^]ABC is 5 keystrokes and overflows",
                        clauses: ["C-10.8", "C-10.7"], flags: ["HIDEntryBoundExact", "HIDSubstituteExact"], field: plain,
                        keys(HIDConfiguration(fnc1Substitute: Array("^]".utf8), maximumEntryLength: 4), [(0, "^]AB\r"), (10, "^]ABC\r")]),
                        expect: [(0, .write), (1, .discard)], finalValue: .text("\u{1D}AB")),

                // C-10.4, C-10.8: where the substitute is replaced.
                .source("substitute-no-overlap", "fnc1Substitute ^^: ^^^ is one GS then ^, left to right without overlap",
                        clauses: ["C-10.4"], flags: ["HIDSubstituteExact"], field: plain,
                        keys(HIDConfiguration(fnc1Substitute: Array("^^".utf8)), [(0, "A^^^B\r")]), expect: [(0, .write)], finalValue: .text("A\u{1D}^B")),
                .source("substitute-at-both-ends", "fnc1Substitute ^]: a substitute first and last in the entry is replaced at both ends",
                        clauses: ["C-10.4"], flags: ["HIDSubstituteExact"], field: plain,
                        keys(HIDConfiguration(fnc1Substitute: Array("^]".utf8)), [(0, "^]AB^]\r")]), expect: [(0, .write)], finalValue: .text("\u{1D}AB\u{1D}")),
                .source("substitute-whole-entry", "fnc1Substitute ^]: an entry that is exactly the substitute becomes one GS; one shorter stays as it is",
                        clauses: ["C-10.4"], flags: ["HIDSubstituteExact"], field: plain,
                        keys(HIDConfiguration(fnc1Substitute: Array("^]".utf8)), [(0, "^]\r"), (10, "^\r")]),
                        expect: [(0, .write), (1, .write)], finalValue: .text("^")),
                .source("substitute-scan-only", "fnc1Substitute ^]: a substitute split between keys typed before a burst and the burst is not replaced",
                        clauses: ["C-10.8", "C-10.4", "C-10.6"], flags: ["HIDSubstituteExact"], field: plain,
                        keys(HIDConfiguration(fnc1Substitute: Array("^]".utf8)), [(0, "x"), (10, "^")] + typed("]ABC\r", from: 1000)),
                        expect: [(6, .discard), (6, .write)], finalValue: .text("]ABC")),
            ]
        })
}
