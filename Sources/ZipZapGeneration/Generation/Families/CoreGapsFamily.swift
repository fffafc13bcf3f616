import ZipZap
import ZipZapOracle
import ZipZapConformance

extension VectorFamily {
    /// Behaviour of types, text and rules that the mutation run of suite 1.1.0 (Docs/mutation.md) found no vector
    /// watching: the byte after a continuation byte in UTF-8, scalars of the supplementary planes at the trim
    /// boundary, the custom-rule fixtures at the edges of the ASCII classes, and CSET 82's first character inside a
    /// check-character pair. Expected answers are SPEC's; the pair comes from the oracle (`ZipZapOracle`).
    static let coreGaps = VectorFamily(
        name: "core-gaps",
        description: "UTF-8 sequences ended by a non-continuation after a continuation, supplementary-plane scalars at the ends of trimmed values, fixture edges of the ASCII classes, '!' in a GMN.",
        flags: [
            .init("UTF8LaterContinuationEdge", bug: "a decoder checks the range of continuation bytes only for the second byte",
                  breaks: "DEL or another ASCII byte after a damaged sequence is swallowed, so lengths and patterns differ"),
            .init("SupplementaryScalarTrimmed", bug: "a scalar of the supplementary planes is decoded to another one, which trimming may take",
                  breaks: "values with rare characters at their ends lose them"),
            .init("FixtureASCIIEdge", bug: "a fixture takes a byte next to the letters or digits (@ [ ` { / :) as one",
                  breaks: "custom-rule vectors accept values SPEC C-4.7 refuses"),
            .init("CheckPairFirstCharacter", bug: "the check-character pair treats '!', CSET 82's character of value 0, as outside the set",
                  breaks: "valid GMNs and MUDIs with '!' are refused"),
        ],
        drafts: { laterContinuationDrafts() + supplementaryTrimDrafts() + fixtureEdgeDrafts() + [checkPairFirstCharacterDraft()] })

    /// Each multi-byte lead with valid bytes up to the third or fourth place, then a byte that is or is not a
    /// continuation: a continuation completes (or keeps open) the one maximal subpart, any other byte starts a new
    /// scalar (C-4.3).
    private static func laterContinuationDrafts() -> [VectorDraft] {
        let starts: [[UInt8]] = [
            [0xE0, 0xA0], [0xE1, 0x80], [0xED, 0x9F], [0xEE, 0xBF], [0xF0, 0x90], [0xF1, 0x80], [0xF4, 0x8F],
            [0xF0, 0x90, 0x80], [0xF3, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF],
        ]
        return starts.map { start in
            let name = start.map { Hex.upper($0) }.joined(separator: "-")
            return .expecting(
                "utf8-later/\(name)", "\(name) then each of 7F 41 80 BF C0 C2: a continuation byte continues the sequence, another byte is a scalar of its own",
                clauses: ["C-4.3", "C-1.2"], flags: ["UTF8LaterContinuationEdge"], field: FieldSpec(rules: [.length(minimum: 2, maximum: 2)]),
                ([0x7F, 0x41, 0x80, 0xBF, 0xC0, 0xC2] as [UInt8]).map { last in
                    let value = start + [last]
                    return (Scan(value: value, type: nil), (0x80...0xBF).contains(last) ? .rejected("length", position: 0) : .accepted(value))
                })
        }
    }

    /// Scalars of four UTF-8 bytes, from each lead byte F0 to F4, are kept at both ends (C-3.9 trims none of them).
    private static func supplementaryTrimDrafts() -> [VectorDraft] {
        let scalars: [UInt32] = [0x10000, 0x1F600, 0x3FFFF, 0x40000, 0x7FFFF, 0x80000, 0xC0000, 0xF0000, 0xFFFFF, 0x100000, 0x10FFFF]
        return [NormalizationForm.trimmed, .symbologyIdentifierStripped].map { form in
            .expecting(
                "supplementary-kept/\(form.rawValue)", "supplementary-plane scalars at both ends of a value are kept by \(form.rawValue)",
                clauses: ["C-3.2", "C-3.9"], flags: ["SupplementaryScalarTrimmed"], field: FieldSpec(normalization: form),
                scalars.map { value in
                    let text = String(Character(Unicode.Scalar(value)!)) + "A" + String(Character(Unicode.Scalar(value)!))
                    return (Scan(" " + text + "\u{0}"), .accepted(text))
                })
        }
    }

    /// `assetTag` refuses each neighbour of `A`–`Z`, of `0`–`9` and of the hyphen in each place; `mod97` refuses
    /// the neighbours of the digits (C-4.7).
    private static func fixtureEdgeDrafts() -> [VectorDraft] {
        let valid = Array("AZ-098765".utf8)
        var tags: [(Scan, Expectation.Outcome)] = [(Scan("AZ-098765"), .accepted("AZ-098765")), (Scan("ZA-900000"), .accepted("ZA-900000"))]
        for position in valid.indices {
            let neighbours: [UInt8] = switch position {
            case 0, 1: [0x40, 0x5B, 0x60, 0x7B, 0x61, 0x7A]
            case 2: [0x2C, 0x2E, 0x5F]
            default: [0x2F, 0x3A]
            }
            for byte in neighbours {
                var value = valid
                value[position] = byte
                tags.append((Scan(value: value, type: nil), .rejected("assetTag", position: 0)))
            }
        }
        let mod97 = ["9/", "9:", "/8", ":8", "0098"].map { value -> (Scan, Expectation.Outcome) in
            (Scan(value), value == "0098" ? .accepted(value) : .rejected("mod97", position: 0))
        }
        return [
            .expecting("fixture/asset-tag-edges", "assetTag with each place holding a byte next to what it takes",
                       clauses: ["C-4.7"], flags: ["FixtureASCIIEdge"], field: FieldSpec(rules: [.custom(.assetTag)]), tags),
            .expecting("fixture/mod97-edges", "mod97 with a byte next to the digits; leading zeros are digits", clauses: ["C-4.7"],
                       flags: ["FixtureASCIIEdge"], field: FieldSpec(rules: [.custom(.mod97)]), mod97),
        ]
    }

    /// (8013) GMNs with `!` (CSET 82 value 0) in the data, in the last place (weight 2) and further left, with the
    /// oracle's check pair, and with a wrong pair.
    private static func checkPairFirstCharacterDraft() -> VectorDraft {
        let datas = ["1987654!", "1987!!!!", "1987654Ad4X4bL5ttr!23", "1987!A"]
        var items: [(Scan, Bool)] = []
        for data in datas {
            let pair = Oracle.gs1CheckCharacterPair(data)!
            items.append((Scan("(8013)" + data + pair), true))
            let wrong = pair.first == "2" ? "3" + pair.dropFirst() : "2" + pair.dropFirst()
            items.append((Scan("(8013)" + data + wrong), false))
        }
        return .gs1("gmn-exclamation", "(8013) GMNs with '!' in the data pass with their check pair and fail with another",
                    clauses: ["C-7.1", "C-4.5"], flags: ["CheckPairFirstCharacter"], items)
    }
}
