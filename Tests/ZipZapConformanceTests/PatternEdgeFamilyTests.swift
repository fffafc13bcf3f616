import Foundation
import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Independent checks of `pattern-syntax`, `pattern-chains` and `pattern-refusals`: every answer against ICU (with
/// PATTERNS.md §5's translation), and every refusal's offset at the character PATTERNS.md §3 names for its reason.
@Suite struct PatternEdgeFamilyTests {
    /// Each scanned value of a hand-written draft with whether it is written.
    private func outcomes(_ draft: VectorDraft) throws -> [(value: [UInt8], written: Bool)] {
        guard let result = draft.expectation?.exactResult(for: draft) else { return [] }
        return try result.trace.map { entry in
            (try VectorValue.bytes(JSONReader(entry["scan"]?["value"] ?? .null)), entry["kind"] == .string("write"))
        }
    }

    private func expectICUAgrees(_ family: VectorFamily, skipping skipped: Set<String> = [], maximumLength: Int = .max) throws {
        let drafts = family.drafts().filter { !skipped.contains($0.key) }
        #expect(!drafts.isEmpty)
        for draft in drafts {
            guard case .matches(let pattern)? = draft.field.rules.first else {
                Issue.record("\(draft.key) has no pattern")
                continue
            }
            let regex = try NSRegularExpression(pattern: ICUTranslation.translate(pattern.source))
            // ICU backtracks: a value of thousands of scalars against a size-10 000 pattern takes it seconds.
            for (value, written) in try outcomes(draft) where value.count <= maximumLength {
                let text = String(decoding: value, as: UTF8.self)
                let found = regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
                #expect(found == written, "\(draft.key) on \(ValueEscaping.display(value).prefix(80))")
            }
        }
    }

    @Test func syntaxAnswersAgreeWithICU() throws {
        // ICU refuses groups nested 100 deep (its own limit).
        try expectICUAgrees(.patternSyntax, skipping: ["nesting/two-100-deep"], maximumLength: 5000)
    }

    @Test func chainAnswersAgreeWithICU() throws {
        try expectICUAgrees(.patternChains)
    }

    /// PATTERNS.md §3: where each reason's offset points.
    private static let pointedAt: [String: Set<Unicode.Scalar>] = [
        "unsupportedEscape": ["\\"], "malformedEscape": ["\\"], "danglingEscape": ["\\"],
        "unterminatedClass": ["["], "emptyClass": ["["], "misplacedHyphen": ["-"], "tooDeeplyNested": ["("],
        "unbalancedParenthesis": ["(", ")"], "unescapedMetacharacter": ["]", "}", "["], "invalidQuantifier": ["{"],
        "nothingToRepeat": ["*", "+", "?", "{"], "quantifiedAnchor": ["*", "+", "?", "{"],
        "stackedQuantifier": ["*", "+", "?", "{"], "possessiveQuantifier": ["+"],
        // A group extension at its (, \Q at its \, a set operation at its first character, [: and [= at the [.
        "unsupportedConstruct": ["(", "\\", "&", "-", "~", "["],
    ]

    @Test func refusalOffsetsPointWherePatternsSays() throws {
        let drafts = try PackageFiles.family("pattern-refusals").drafts()
        #expect(drafts.count > 200)
        for draft in drafts {
            guard case .refused(let refusal)? = draft.expectation, let offset = refusal.offset,
                  case .refused(let rule)? = draft.field.rules.first else {
                Issue.record("\(draft.key) refuses no pattern with an offset")
                continue
            }
            let scalars = Array(rule.argument.unicodeScalars)
            switch refusal.reason {
            case "tooLarge":
                // The length limit at 4 096 for a longer pattern, otherwise the size limit at 0.
                #expect(offset == (scalars.count > 4096 ? 4096 : 0), "\(draft.key)")
            case "invalidRange":
                // At the range's start (after [ or [^) or at its second end (after the -).
                #expect(offset > 0 && "[^-".unicodeScalars.contains(scalars[offset - 1]), "\(draft.key)")
            default:
                let allowed = try #require(Self.pointedAt[refusal.reason], "\(draft.key): \(refusal.reason)")
                #expect(offset < scalars.count && allowed.contains(scalars[offset]), "\(draft.key): offset \(offset) of \(rule.argument)")
            }
        }
    }
}
