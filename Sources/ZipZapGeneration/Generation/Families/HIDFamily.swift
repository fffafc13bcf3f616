import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let hid = VectorFamily(
        name: "hid",
        description: "Other HID scanners (SPEC C-10): terminators, unknown types, AIM prefixes, FNC1 substitutes, bursts, bounds.",
        flags: [
            .init("HIDValidatesBeforeEnter", bug: "the value is validated before the terminator, or without one",
                  breaks: "partial values are rejected or written while the scanner is still typing"),
            .init("HIDTerminators", bug: "CR, LF, CRLF or Tab are handled otherwise than the spec says",
                  breaks: "values are validated twice, never, or with a stray character"),
            .init("HIDTypeAssumed", bug: "a HID scan gets a type, or an AIM prefix is not used when stripping",
                  breaks: "type filters and .checkDigit act on guesses"),
            .init("HIDFNC1Lost", bug: "a configured FNC1 substitute is not turned back into GS",
                  breaks: "GS1 data from keyboard wedges fails to parse"),
            .init("HIDBurstWrong", bug: "hand-typed keys before a scan are kept, or a slow hand entry is cut",
                  breaks: "scans into a field the user typed in fail, or typed entries lose characters"),
            .init("HIDUnbounded", bug: "an entry grows without bound, or a truncated entry is validated",
                  breaks: "a stuck key exhausts memory; a partial read slips through"),
        ],
        drafts: {
            let check = FieldSpec(rules: [.checkDigit])
            let plain = FieldSpec()
            func keys(_ items: [(Int64, String)], _ configuration: HIDConfiguration = .default) -> SourceEvents {
                .hid(configuration, items.map { .keys(time: $0.0, bytes: Array($0.1.utf8)) })
            }
            /// One key an event, `gap` ms apart, from `start`.
            func typed(_ text: String, from start: Int64, gap: Int64) -> [(Int64, String)] {
                text.unicodeScalars.enumerated().map { (start + Int64($0) * gap, String($1)) }
            }
            let scan = "4006381333931"
            return [
                .source("enter-validates", "keys collect until Enter (CR), which validates the entry",
                        clauses: ["C-10.1", "C-10.2"], flags: ["HIDValidatesBeforeEnter"], field: check,
                        keys(typed(scan + "\r", from: 0, gap: 5)), expect: [(13, .write)], finalValue: .text(scan)),
                .source("crlf", "CRLF validates once: the LF finds an empty entry and does nothing",
                        clauses: ["C-10.2", "C-10.5"], flags: ["HIDTerminators"], field: plain,
                        keys([(0, "ABC\r\n"), (10, "DEF\n")]), expect: [(0, .write), (1, .write)], finalValue: .text("DEF")),
                .source("tab-is-data", "Tab is data unless configured as a terminator",
                        clauses: ["C-10.2"], flags: ["HIDTerminators"], field: plain,
                        keys([(0, "AB\tC\r")]), expect: [(0, .write)], finalValue: .text("AB\tC")),
                .source("tab-terminates", "with tabIsTerminator, Tab ends an entry",
                        clauses: ["C-10.2"], flags: ["HIDTerminators"], field: plain,
                        keys([(0, "AB\tC\r")], HIDConfiguration(tabIsTerminator: true)), expect: [(0, .write), (0, .write)], finalValue: .text("C")),
                .source("no-enter", "keys without a terminator are never validated; an empty Enter does nothing",
                        clauses: ["C-10.5"], flags: ["HIDValidatesBeforeEnter"], field: check,
                        keys([(0, "\r"), (10, "4006381333932")]), expect: [], finalValue: nil),
                .source("unknown-type", "the type is unknown, so .checkDigit checks the digits as a GTIN",
                        clauses: ["C-10.3", "C-4.2"], flags: ["HIDTypeAssumed"], field: check,
                        keys([(0, "4006381333932\r")]), expect: [(0, .reject)], finalValue: nil),
                .source("aim-prefix", "an AIM prefix is learned by a stripping normalization and meets the type filter",
                        clauses: ["C-10.3", "C-2.2"], flags: ["HIDTypeAssumed"],
                        field: FieldSpec(types: .retailProduct, normalization: .symbologyIdentifierStripped),
                        keys([(0, "]C1ABC\r"), (100, "]E04006381333931\r")]), expect: [(0, .ignore), (1, .write)], finalValue: .text(scan)),
                .source("fnc1-substitute", "a configured FNC1 substitute becomes GS before validation",
                        clauses: ["C-10.4"], flags: ["HIDFNC1Lost"], field: plain,
                        keys([(0, "0109520123456788^]10ABC\r")], HIDConfiguration(fnc1Substitute: Array("^]".utf8))),
                        expect: [(0, .write)], finalValue: .text("0109520123456788\u{1D}10ABC")),
                .source("gs-passes", "a GS typed by the wedge reaches the field as GS",
                        clauses: ["C-10.4"], flags: ["HIDFNC1Lost"], field: plain,
                        keys([(0, "01095201234567881\u{1D}10ABC\r")]), expect: [(0, .write)], finalValue: .text("01095201234567881\u{1D}10ABC")),
                .source("typed-before-scan", "keys typed by hand before a scanner burst are discarded",
                        clauses: ["C-10.6"], flags: ["HIDBurstWrong"], field: check,
                        keys([(0, "x"), (300, "y")] + typed(scan + "\r", from: 1000, gap: 2)),
                        expect: [(15, .discard), (15, .write)], finalValue: .text(scan)),
                .source("slow-entry-whole", "an entry typed and ended by hand is validated whole",
                        clauses: ["C-10.6"], flags: ["HIDBurstWrong"], field: plain,
                        keys(typed("1234\r", from: 0, gap: 200)), expect: [(4, .write)], finalValue: .text("1234")),
                .source("burst-off", "with scanBurst off, earlier keys are kept",
                        clauses: ["C-10.6"], flags: ["HIDBurstWrong"], field: plain,
                        keys([(0, "x")] + typed("ABCD\r", from: 1000, gap: 2), HIDConfiguration(scanBurst: nil)),
                        expect: [(5, .write)], finalValue: .text("xABCD")),
                .source("overflow", "an entry past 4096 bytes is discarded and its terminator validates nothing",
                        clauses: ["C-10.7"], flags: ["HIDUnbounded"], field: plain,
                        keys([(0, String(repeating: "7", count: 5000)), (1, "\r"), (2, "OK\r")]),
                        expect: [(0, .discard), (2, .write)], finalValue: .text("OK")),
            ]
        })
}
