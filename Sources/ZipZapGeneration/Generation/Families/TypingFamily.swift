import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let typing = VectorFamily(
        name: "typing",
        description: "Typing (SPEC C-11): edits validate nothing, submit validates, a rejection keeps the binding and the text.",
        flags: [
            .init("TypingValidatesEveryKeystroke", bug: "the field validates on every edit", breaks: "users see rejections while still typing"),
            .init("TypingRejectionOverwrites", bug: "a rejected submission is written, or clears the text",
                  breaks: "the app stores invalid typed values, or the user loses what they typed"),
            .init("TypingEditsWrong", bug: "edits outside the text trap or land in the wrong place; the text does not start as the binding",
                  breaks: "hostile or buggy input crashes the field"),
            .init("TypingEmptySubmitSkipped", bug: "an empty submission is not validated", breaks: "clearing a field bypasses its rules"),
        ],
        drafts: {
            let check = FieldSpec(rules: [.checkDigit])
            func edits(_ configuration: TypingConfiguration = .default, _ events: TypingEvent...) -> SourceEvents { .typing(configuration, events) }
            func insert(_ offset: Int, _ text: String) -> TypingEvent { .insert(offset: offset, text: Array(text.utf8)) }
            func replace(_ offset: Int, _ count: Int, _ text: String) -> TypingEvent { .replace(offset: offset, count: count, text: Array(text.utf8)) }
            return [
                .source("submit-validates", "only submit validates; a corrected value is then written",
                        clauses: ["C-11.4", "C-11.5"], flags: ["TypingValidatesEveryKeystroke"], field: check,
                        edits(.default, insert(0, "4006381333932"), .submit, replace(12, 1, "1"), .submit),
                        expect: [(1, .reject), (3, .write)], finalValue: .text("4006381333931")),
                .source("starts-as-binding", "the text starts as the bound value, and a rejection keeps the binding",
                        clauses: ["C-11.1", "C-11.5"], flags: ["TypingRejectionOverwrites"],
                        field: FieldSpec(rules: [.custom(.assetTag)], initialValue: .text("AB-123456")),
                        edits(.default, .delete(offset: 8, count: 1), .submit, insert(8, "7"), .submit),
                        expect: [(1, .reject), (3, .write)], finalValue: .text("AB-123457")),
                .source("rejected-keeps-binding", "a rejected submission leaves the previous value bound",
                        clauses: ["C-11.5", "C-12.4"], flags: ["TypingRejectionOverwrites"],
                        field: FieldSpec(rules: [.checkDigit], initialValue: .text("96385074")),
                        edits(.default, .delete(offset: 0, count: 8), insert(0, "96385075"), .submit),
                        expect: [(2, .reject)], finalValue: .text("96385074")),
                .source("edits-clamped", "offsets outside the text move to its ends; counts past the end stop there",
                        clauses: ["C-11.2"], flags: ["TypingEditsWrong"], field: FieldSpec(),
                        edits(.default, insert(-5, "A"), insert(100, "Z"), .delete(offset: 1, count: 99), .delete(offset: 0, count: -3), .submit),
                        expect: [(4, .write)], finalValue: .text("A")),
                .source("bounded-text", "an edit past the maximum length keeps what fits and discards the rest",
                        clauses: ["C-11.3"], flags: ["TypingEditsWrong"], field: FieldSpec(),
                        edits(TypingConfiguration(maximumTextLength: 8), insert(0, "123456789"), .submit),
                        expect: [(0, .discard), (1, .write)], finalValue: .text("12345678")),
                .source("long-binding-cut", "a bound value longer than the maximum starts the text cut, silently",
                        clauses: ["C-11.3", "C-11.1"], flags: ["TypingEditsWrong"], field: FieldSpec(initialValue: .text("1234567890")),
                        edits(TypingConfiguration(maximumTextLength: 8), .submit),
                        expect: [(0, .write)], finalValue: .text("12345678")),
                .source("empty-submit-rejected", "an empty submission is validated: a length rule rejects it",
                        clauses: ["C-11.6"], flags: ["TypingEmptySubmitSkipped"], field: FieldSpec(rules: [.length(minimum: 1, maximum: 64)]),
                        edits(.default, .submit), expect: [(0, .reject)], finalValue: nil),
                .source("empty-submit-written", "an empty submission to a field without rules writes the empty value",
                        clauses: ["C-11.6"], flags: ["TypingEmptySubmitSkipped"], field: FieldSpec(),
                        edits(.default, .submit), expect: [(0, .write)], finalValue: []),
            ]
        })
}
