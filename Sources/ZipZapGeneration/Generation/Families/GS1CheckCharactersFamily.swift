import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1CheckCharacters = VectorFamily(
        name: "gs1-check-characters",
        description: "`.gs1` on the check characters inside AI values (SPEC C-7.1): every one of the ten check digits of each AI with a GS1 mod 10 component, and the check character pair of (8013) and (8014) right, with either character changed, and swapped, at the shortest, a middle and the longest length.",
        flags: [
            .init("CheckDigitSlipAccepted", bug: "a check digit other than the right one (one off, or any other) is accepted, or the right one refused",
                  breaks: "a misread GTIN, SSCC, GLN or GSRN inside GS1 data is stored"),
            .init("CheckPairWrong", bug: "the check character pair is computed with the wrong weights or alphabet, or only one of its characters is compared",
                  breaks: "a misread GMN is stored, or valid ones refused"),
        ],
        drafts: { GS1CheckCharacterDrafts.all() })
}

/// The drafts of `gs1-check-characters`. Keys: `csum/AI/COMPONENT/DIGIT` (the component's last digit set to DIGIT,
/// the rest of the value valid) and `pair/AI/LENGTH/KIND` (KIND `right`, `first`, `second` or `swapped`); the tests
/// recompute both with their own GS1 mod 10 and check-pair arithmetic.
enum GS1CheckCharacterDrafts {
    static let field = FieldSpec(rules: [.gs1(relaxed: [])])
    /// The check pair's alphabet (GS1 General Specifications 7.9.5), to change one character to its neighbour.
    static let pairAlphabet = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ".utf8)

    static func all() -> [VectorDraft] {
        GS1ElementStrings.table.definitions.flatMap { checkDigitDrafts($0) + checkPairDrafts($0) }
    }

    private static func draft(_ definition: GS1AIDefinition, _ key: String, _ description: String, flag: String,
                              value: [[UInt8]]) -> VectorDraft? {
        guard let element = GS1ElementStrings.withRequisites(definition, value: value.flatMap { $0 }) else { return nil }
        return .generatedScan("\(key)", "(\(definition.ai)) \(definition.title): \(description)", clauses: ["C-4.5", "C-7.1"],
                              flags: [flag], generator: "gs1-check-characters", field: field, scan: Scan(value: element, type: .gs1128))
    }

    static func checkDigitDrafts(_ definition: GS1AIDefinition) -> [VectorDraft] {
        let longest = GS1ElementStrings.components(of: definition, longest: true)
        var drafts: [VectorDraft] = []
        for (index, component) in definition.components.enumerated() where component.checks.contains(where: { $0 == .csum }) {
            for digit in 0...9 {
                var value = longest
                value[index][value[index].count - 1] = UInt8(ascii: "0") + UInt8(digit)
                if let draft = draft(definition, "csum/\(definition.ai)/\(index)/\(digit)",
                                     "component \(index + 1) with check digit \(digit)", flag: "CheckDigitSlipAccepted", value: value) {
                    drafts.append(draft)
                }
            }
        }
        return drafts
    }

    static func checkPairDrafts(_ definition: GS1AIDefinition) -> [VectorDraft] {
        guard definition.components.count == 1, let component = definition.components.first,
              component.checks.contains(where: { $0 == .csumalpha }) else { return [] }
        let shortest = GS1ValueSynthesizer.naturalMinimum(component)
        var drafts: [VectorDraft] = []
        for length in Set([shortest, (shortest + component.maxLength) / 2, component.maxLength]).sorted() {
            let right = GS1ValueSynthesizer.valid(component, length: length)
            let pair = right.count - 2
            func next(_ byte: UInt8) -> UInt8 {
                pairAlphabet[((pairAlphabet.firstIndex(of: byte) ?? 0) + 1) % pairAlphabet.count]
            }
            var first = right, second = right, swapped = right
            first[pair] = next(first[pair])
            second[pair + 1] = next(second[pair + 1])
            swapped.swapAt(pair, pair + 1)
            let kinds = [("right", right, "the right check pair"), ("first", first, "the pair's first character changed"),
                         ("second", second, "the pair's second character changed"), ("swapped", swapped, "the pair swapped")]
            for (kind, value, description) in kinds where kind == "right" || value != right {
                if let draft = draft(definition, "pair/\(definition.ai)/\(length)/\(kind)", "\(length) characters, \(description)",
                                     flag: "CheckPairWrong", value: [value]) {
                    drafts.append(draft)
                }
            }
        }
        return drafts
    }
}
