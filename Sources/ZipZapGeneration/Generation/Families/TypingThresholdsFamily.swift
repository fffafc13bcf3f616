import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// Typing's one numeric parameter, maximumTextLength, swept one below, at and one above for the default and other
    /// values, through each way text gets in: an insert, a replace of a selection, and the bound value.
    static let typingThresholds = VectorFamily(
        name: "typing-thresholds",
        description: "Typing's text bound swept (SPEC C-11.3, C-11.7): inserts, replaces and bound values one below, at and one above maximumTextLength, default and other values; the text after an accepted submit.",
        flags: [
            .init("TypingBoundSweep", bug: "maximumTextLength is off by one, hard-coded, or applied to some edits or to the bound value otherwise",
                  breaks: "a text one byte longer is kept, or one that fits loses its last byte, for one configuration"),
            .init("TypingTextAfterSubmit", bug: "the text is not the written, normalized value after an accepted submit, or is replaced after a rejected one",
                  breaks: "later edits change other bytes than the user sees"),
        ],
        drafts: {
            let plain = FieldSpec()
            func digits(_ count: Int) -> String { String((0..<count).map { Character(String($0 % 10)) }) }
            var drafts: [VectorDraft] = []
            for bound in [4096, 8, 1] {
                let configuration = bound == 4096 ? TypingConfiguration.default : TypingConfiguration(maximumTextLength: bound)
                for step in ThresholdStep.allCases where step.applied(to: bound) >= 0 {
                    let length = step.applied(to: bound)
                    let text = digits(length)
                    let over = length > bound
                    // C-11.3: an insert keeps the bytes that fit.
                    drafts.append(.source(
                        "insert/\(bound)/\(step.name)",
                        "maximumTextLength \(bound): inserting \(length) bytes into the empty text \(over ? "keeps \(bound) and discards 1" : "keeps them all")",
                        clauses: ["C-11.3"], flags: ["TypingBoundSweep"], field: plain,
                        .typing(configuration, [.insert(offset: 0, text: Array(text.utf8)), .submit]),
                        expect: (over ? [(0, .discard)] : []) + [(1, .write)], finalValue: .text(String(text.prefix(bound)))))
                    // C-11.3, C-11.1: a bound value is cut silently; a byte appended then fits only below the bound.
                    let start = String(text.prefix(bound))
                    let full = start.count >= bound
                    drafts.append(.source(
                        "binding/\(bound)/\(step.name)",
                        "maximumTextLength \(bound): a bound value of \(length) bytes starts the text \(over ? "cut to \(bound), silently" : "whole"); a byte appended \(full ? "is discarded" : "fits")",
                        clauses: ["C-11.3", "C-11.1"], flags: ["TypingBoundSweep"], field: FieldSpec(initialValue: .text(text)),
                        .typing(configuration, [.insert(offset: Int.max, text: Array("X".utf8)), .submit]),
                        expect: (full ? [(0, .discard)] : []) + [(1, .write)], finalValue: .text(full ? start : start + "X")))
                }
                // C-11.7: a replace in a full text has the room of the bytes it removes.
                let removed = min(3, bound)
                for step in ThresholdStep.allCases where step.applied(to: removed) >= 0 {
                    let inserted = String(repeating: "X", count: step.applied(to: removed))
                    let over = inserted.count > removed
                    let full = digits(bound)
                    let result = String(inserted.prefix(removed)) + String(full.dropFirst(removed))
                    drafts.append(.source(
                        "replace/\(bound)/\(step.name)",
                        "maximumTextLength \(bound): in a full text, \(removed) bytes replaced by \(inserted.count) \(over ? "keep \(removed) and discard 1" : "fit")",
                        clauses: ["C-11.7", "C-11.3"], flags: ["TypingBoundSweep"], field: FieldSpec(initialValue: .text(full)),
                        .typing(configuration, [.replace(offset: 0, count: removed, text: Array(inserted.utf8)), .submit]),
                        expect: (over ? [(0, .discard)] : []) + [(1, .write)], finalValue: .text(result)))
                }
            }

            // C-11.7: the range is clamped before the room is taken, so a count past the end frees only the bytes
            // up to the end, and an offset past the end frees nothing.
            let eight = TypingConfiguration(maximumTextLength: 8), full = FieldSpec(initialValue: .text("01234567"))
            drafts += [
                .source("replace-clamped/count-past-end", "maximumTextLength 8: replacing from offset 6 with count 100 in a full text frees 2 bytes: XY fit, Z is discarded",
                        clauses: ["C-11.7", "C-11.2"], flags: ["TypingBoundSweep"], field: full,
                        .typing(eight, [.replace(offset: 6, count: 100, text: Array("XYZ".utf8)), .submit]),
                        expect: [(0, .discard), (1, .write)], finalValue: .text("012345XY")),
                .source("replace-clamped/offset-past-end", "maximumTextLength 8: a replace at offset 100 of a full text removes nothing, so nothing it inserts fits",
                        clauses: ["C-11.7", "C-11.2"], flags: ["TypingBoundSweep"], field: full,
                        .typing(eight, [.replace(offset: 100, count: 3, text: Array("XYZ".utf8)), .submit]),
                        expect: [(0, .discard), (1, .write)], finalValue: .text("01234567")),
                .source("replace-clamped/negative-count", "maximumTextLength 8: a replace with count -5 in a text of 6 removes nothing: 2 bytes fit",
                        clauses: ["C-11.7", "C-11.2"], flags: ["TypingBoundSweep"], field: FieldSpec(initialValue: .text("012345")),
                        .typing(eight, [.replace(offset: 3, count: -5, text: Array("XYZ".utf8)), .submit]),
                        expect: [(0, .discard), (1, .write)], finalValue: .text("012XY345")),
            ]

            // C-11.4, C-11.5: after an accepted submit the text is the normalized value; after a rejected one, as typed.
            let gtin = FieldSpec(normalization: .gtin14, rules: [.checkDigit])
            drafts += [
                .source("text-after-write", "gtin14: 96385074 is written as 00000096385074, which the text then holds: deleting its six leading zeros and submitting writes the same value",
                        clauses: ["C-11.4", "C-5.3"], flags: ["TypingTextAfterSubmit"], field: gtin,
                        .typing(.default, [.insert(offset: 0, text: Array("96385074".utf8)), .submit, .delete(offset: 0, count: 6), .submit]),
                        expect: [(1, .write), (3, .write)], finalValue: .text("00000096385074")),
                .source("text-after-reject", "gtin14: a rejected 96385075 stays as typed, so replacing its last byte and submitting writes 00000096385074",
                        clauses: ["C-11.5", "C-11.4"], flags: ["TypingTextAfterSubmit"], field: gtin,
                        .typing(.default, [.insert(offset: 0, text: Array("96385075".utf8)), .submit, .replace(offset: 7, count: 1, text: Array("4".utf8)), .submit]),
                        expect: [(1, .reject), (3, .write)], finalValue: .text("00000096385074")),
            ]
            return drafts
        })
}
