import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// The typing model's bound at, one below and one above, with default and non-default configurations, and the
    /// clamping of edits at the ends of the text and of Int.
    static let typingBoundaries = VectorFamily(
        name: "typing-boundaries",
        description: "Typing's bounds exactly (SPEC C-11): the text bound for inserts, replaces and the binding; edits clamped at the ends.",
        flags: [
            .init("TypingBoundExact", bug: "maximumTextLength is off by one, hard-coded, or a replace does not free its range first",
                  breaks: "a text one byte longer is accepted, or typing over a selection of a full field loses a key"),
            .init("TypingClampExact", bug: "an edit's range is clamped in another order, or its arithmetic overflows",
                  breaks: "the same edit changes different bytes on each platform, or traps"),
        ],
        drafts: {
            func edits(_ configuration: TypingConfiguration, _ events: TypingEvent...) -> SourceEvents { .typing(configuration, events) }
            func insert(_ offset: Int, _ text: String) -> TypingEvent { .insert(offset: offset, text: Array(text.utf8)) }
            func replace(_ offset: Int, _ count: Int, _ text: String) -> TypingEvent { .replace(offset: offset, count: count, text: Array(text.utf8)) }
            let eight = TypingConfiguration(maximumTextLength: 8)
            let full = String(repeating: "5", count: 4096)
            return [
                // C-11.3, C-11.7: the bound.
                .source("bound-at", "maximumTextLength 8: eight bytes fit, nothing is discarded",
                        clauses: ["C-11.3"], flags: ["TypingBoundExact"], field: FieldSpec(),
                        edits(eight, insert(0, "12345678"), .submit), expect: [(1, .write)], finalValue: .text("12345678")),
                .source("bound-default", "4096 bytes fit by default; one more byte is discarded",
                        clauses: ["C-11.3"], flags: ["TypingBoundExact"], field: FieldSpec(),
                        edits(.default, insert(0, full), insert(4096, "X"), .submit), expect: [(1, .discard), (2, .write)], finalValue: .text(full)),
                .source("bound-insert-into-full", "maximumTextLength 4: a byte inserted in the middle of a full text is discarded",
                        clauses: ["C-11.3"], flags: ["TypingBoundExact"], field: FieldSpec(),
                        edits(TypingConfiguration(maximumTextLength: 4), insert(0, "ABCD"), insert(2, "Z"), .submit),
                        expect: [(1, .discard), (2, .write)], finalValue: .text("ABCD")),
                .source("replace-frees-range", "maximumTextLength 8: replacing 3 bytes of a full text by 3 fits exactly",
                        clauses: ["C-11.7", "C-11.3"], flags: ["TypingBoundExact"], field: FieldSpec(),
                        edits(eight, insert(0, "12345678"), replace(0, 3, "XYZ"), .submit), expect: [(2, .write)], finalValue: .text("XYZ45678")),
                .source("replace-one-over", "maximumTextLength 8: replacing 2 bytes of a full text by 3 keeps the first 2 and discards the last",
                        clauses: ["C-11.7", "C-11.3"], flags: ["TypingBoundExact"], field: FieldSpec(),
                        edits(eight, insert(0, "12345678"), replace(0, 2, "XYZ"), .submit),
                        expect: [(1, .discard), (2, .write)], finalValue: .text("XY345678")),
                .source("bound-zero", "maximumTextLength 0: every inserted byte is discarded; the empty text is submitted",
                        clauses: ["C-11.7", "C-11.3", "C-11.6"], flags: ["TypingBoundExact"], field: FieldSpec(),
                        edits(TypingConfiguration(maximumTextLength: 0), insert(0, "A"), .submit), expect: [(0, .discard), (1, .write)], finalValue: []),                .source("bound-zero-binding", "maximumTextLength 0: a bound value starts the text empty, and submitting writes the empty value",
                        clauses: ["C-11.3", "C-12.6"], flags: ["TypingBoundExact"], field: FieldSpec(initialValue: .text("AB")),
                        edits(TypingConfiguration(maximumTextLength: 0), .submit), expect: [(0, .write)], finalValue: []),
                .source("bound-negative", "maximumTextLength -1 allows nothing, as 0 does",
                        clauses: ["C-11.3", "C-12.6"], flags: ["TypingBoundExact"], field: FieldSpec(initialValue: .text("AB")),
                        edits(TypingConfiguration(maximumTextLength: -1), insert(0, "A"), .submit), expect: [(0, .discard), (1, .write)], finalValue: []),

                .source("binding-at-bound", "maximumTextLength 8: a bound value of 8 bytes starts the text whole",
                        clauses: ["C-11.3", "C-11.1"], flags: ["TypingBoundExact"], field: FieldSpec(initialValue: .text("12345678")),
                        edits(eight, insert(8, "9"), .submit), expect: [(0, .discard), (1, .write)], finalValue: .text("12345678")),
                .source("binding-one-over", "maximumTextLength 8: a bound value of 9 bytes starts the text cut to 8, silently",
                        clauses: ["C-11.3", "C-11.1"], flags: ["TypingBoundExact"], field: FieldSpec(initialValue: .text("123456789")),
                        edits(eight, .submit), expect: [(0, .write)], finalValue: .text("12345678")),

                // C-11.2, C-11.7: clamping at the ends.
                .source("clamp-offset-before-count", "replace at offset -2 of 2 bytes: the offset moves to 0 and the 2 bytes from there are replaced",
                        clauses: ["C-11.2", "C-11.7"], flags: ["TypingClampExact"], field: FieldSpec(),
                        edits(.default, insert(0, "ABCD"), replace(-2, 2, "Z"), .submit), expect: [(2, .write)], finalValue: .text("ZCD")),
                .source("clamp-at-end", "insert at the text's length appends; delete to exactly the end and past it stops at the end",
                        clauses: ["C-11.2"], flags: ["TypingClampExact"], field: FieldSpec(),
                        edits(.default, insert(0, "ABC"), insert(3, "DEF"), .delete(offset: 4, count: 2), .delete(offset: 2, count: 3), .submit),
                        expect: [(4, .write)], finalValue: .text("AB")),
                .source("clamp-negative-count", "replace with a negative count removes nothing and inserts",
                        clauses: ["C-11.2"], flags: ["TypingClampExact"], field: FieldSpec(),
                        edits(.default, insert(0, "ABC"), replace(1, -1, "Z"), .submit), expect: [(2, .write)], finalValue: .text("AZBC")),
                .source("clamp-extremes", "offsets and counts at Int's limits are clamped without overflow",
                        clauses: ["C-11.2"], flags: ["TypingClampExact"], field: FieldSpec(),
                        edits(.default, insert(0, "ABC"), .delete(offset: 1, count: Int.max), insert(Int.min, "<"),
                              replace(Int.max, Int.max, ">"), replace(Int.min, Int.min, "["), .submit),
                        expect: [(5, .write)], finalValue: .text("[<A>")),
            ]
        })
}
