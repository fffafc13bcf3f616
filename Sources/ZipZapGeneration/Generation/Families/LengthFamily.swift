import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let length = VectorFamily(
        name: "length",
        description: "`.length(n)` and `.length(a...b)`: bounds, and length counted in Unicode scalars.",
        flags: [
            .init("LengthInBytes", bug: "length counts UTF-8 bytes", breaks: "values with accents or symbols fail fixed lengths"),
            .init("LengthInUTF16", bug: "length counts UTF-16 code units", breaks: "values with emoji or rare CJK characters are one too long"),
            .init("LengthInGraphemes", bug: "length counts grapheme clusters (user-perceived characters)",
                  breaks: "results change with the Unicode version and the platform"),
            .init("RangeBoundExclusive", bug: "a range bound is treated as exclusive", breaks: "values at the limits are refused"),
            .init("ExactLengthOffByOne", bug: "an exact length accepts one more or one fewer", breaks: "partial reads get through"),
            .init("IllFormedCountedWrong", bug: "ill-formed UTF-8 is counted per byte, skipped, or crashes",
                  breaks: "implementations disagree on hostile input"),
        ],
        drafts: {
            func lengthVector(_ key: String, _ description: String, _ flags: [String], _ minimum: Int, _ maximum: Int,
                              _ steps: [(Scan, Expect)], _ final: String?) -> VectorDraft {
                .direct(key, description, clauses: ["C-4.3"], flags: flags,
                        field: FieldSpec(rules: [.length(minimum: minimum, maximum: maximum)]), steps,
                        finalValue: final.map { Array($0.utf8) })
            }
            let rejected = Expect.rejected("length", position: 0)
            return [
                lengthVector("exact/13", "exactly 13: 12 and 14 fail, 13 passes", ["ExactLengthOffByOne"], 13, 13,
                             [(Scan("400638133393"), rejected), (Scan("40063813339310"), rejected),
                              (Scan("4006381333931"), .accepted("4006381333931"))], "4006381333931"),
                lengthVector("exact/0", "exactly 0: only the empty value", ["ExactLengthOffByOne"], 0, 0,
                             [(Scan("x"), rejected), (Scan(""), .accepted(""))], ""),
                lengthVector("range/8-14", "8...14: both bounds included, one beyond each fails", ["RangeBoundExclusive"], 8, 14,
                             [(Scan("9638507"), rejected), (Scan("96385074"), .accepted("96385074")),
                              (Scan("10012345678902"), .accepted("10012345678902")), (Scan("100123456789020"), rejected)],
                             "10012345678902"),
                lengthVector("scalars/latin", "é is one scalar (two bytes)", ["LengthInBytes"], 3, 3,
                             [(Scan("éé"), rejected), (Scan("ééé"), .accepted("ééé"))], "ééé"),
                lengthVector("scalars/emoji", "an emoji is one scalar (two UTF-16 units, four bytes)", ["LengthInUTF16", "LengthInBytes"], 2, 2,
                             [(Scan("😀A"), .accepted("😀A")), (Scan("😀"), rejected)], "😀A"),
                lengthVector("scalars/combining", "e + combining acute is two scalars, one character", ["LengthInGraphemes"], 2, 2,
                             [(Scan("e\u{301}"), .accepted("e\u{301}")), (Scan("\u{E9}"), rejected)], "e\u{301}"),
                lengthVector("scalars/flag", "a flag is two regional-indicator scalars", ["LengthInGraphemes", "LengthInUTF16"], 2, 2,
                             [(Scan("🇫🇷"), .accepted("🇫🇷"))], "🇫🇷"),
                .direct("ill-formed", "each maximal ill-formed subpart counts as one scalar", clauses: ["C-4.3", "C-1.2"],
                        flags: ["IllFormedCountedWrong"], field: FieldSpec(rules: [.length(minimum: 2, maximum: 2)]),
                        [(Scan(value: [0xF0, 0x9F, 0x98, 0x41], type: nil), .acceptedBytes([0xF0, 0x9F, 0x98, 0x41])),
                         (Scan(value: [0x80, 0x80], type: nil), .acceptedBytes([0x80, 0x80])),
                         (Scan(value: [0xC0, 0x80], type: nil), .acceptedBytes([0xC0, 0x80])),
                         (Scan(value: [0xED, 0xA0, 0x80], type: nil), rejected),
                         (Scan(value: [0xFF], type: nil), rejected)],
                        finalValue: [0xC0, 0x80]),
            ]
        })
}
