import Foundation
import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Independent checks of the boundary families: pattern answers against ICU (Foundation's NSRegularExpression, with
/// the translation PATTERNS.md §5 gives), the trimmed set against Unicode's own properties, and the check-digit
/// vectors against the error-detection facts of GS1 mod 10.
@Suite struct BoundaryFamilyTests {
    /// Each scanned value of a hand-written draft with whether the spec writes it.
    private func outcomes(_ draft: VectorDraft) -> [(value: [UInt8], written: Bool)] {
        guard let result = draft.expectation?.exactResult(for: draft) else { return [] }
        return result.trace.compactMap { entry in
            guard let scan = entry["scan"], let value = scan["value"], case .string(let kind)? = entry["kind"] else { return nil }
            return (Self.bytes(value), kind == "write")
        }
    }

    private static func bytes(_ value: JSONValue) -> [UInt8] {
        if case .string(let text) = value { return Array(text.utf8) }
        guard case .string(let hex)? = value["hex"] else { return [] }
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
    }

    @Test func patternAnswersAgreeWithICU() throws {
        // ICU refuses groups nested 100 deep (its own limit); that vector pins compilation, not an answer.
        let drafts = VectorFamily.patternBoundaries.drafts().filter { $0.key != "limit/nesting-100" }
        #expect(drafts.count > 300)
        for draft in drafts {
            guard case .matches(let pattern)? = draft.field.rules.first else {
                Issue.record("\(draft.key) has no pattern")
                continue
            }
            let translated = ICUTranslation.translate(pattern.source)
            let regex = try NSRegularExpression(pattern: translated)
            for (value, written) in outcomes(draft) {
                let text = String(decoding: value, as: UTF8.self)
                let found = regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
                #expect(found == written, "\(draft.key): /\(translated)/ on \(ValueEscaping.display(value))")
            }
        }
    }

    @Test func trimmedSetIsWhiteSpaceControlsAndBOM() {
        // C-3.9 written out, against the Unicode properties of the toolchain's Unicode data.
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let byProperties = scalar.properties.isWhitespace || scalar.properties.generalCategory == .control || value == 0xFEFF
            let listed = VectorFamily.trimmedScalars.contains { $0.contains(value) }
            if byProperties != listed { Issue.record("U+\(String(value, radix: 16)): properties say \(byProperties), C-3.9 says \(listed)") }
        }
    }

    @Test func checkDigitVectorsFollowModTenErrorDetection() {
        for draft in VectorFamily.checkDigitBoundaries.drafts() {
            let results = outcomes(draft)
            if draft.key.hasPrefix("substitution/") {
                // Every single-digit substitution is detected; only the unchanged base (first) is written.
                #expect(results.map(\.written) == [true] + Array(repeating: false, count: 9), "\(draft.key)")
            } else if draft.key.hasPrefix("transposition/") {
                // Adjacent transpositions pass only when the two digits are equal or five apart.
                let base = results.first.map { _ in draft.description.prefix { $0 != " " } }.map { Array($0.utf8) } ?? []
                for (index, result) in results.enumerated() {
                    let digits = Array(result.value.suffix(base.count))
                    let a = Int(base[index]), b = Int(base[index + 1])
                    #expect(digits != base || a == b)
                    #expect(result.written == (a == b || abs(a - b) == 5), "\(draft.key) swap \(index)")
                }
            }
        }
    }
}

/// PATTERNS.md §5, ICU: class escapes to their ranges, `.` to its class, `\v` to U+000B, `$` to `\z`; punctuation in
/// classes escaped so that ICU's set syntax reads it literally.
enum ICUTranslation {
    static let classRanges: [Unicode.Scalar: String] = [
        "d": "0-9", "D": #"\x{0}-\x{2F}\x{3A}-\x{10FFFF}"#, "w": "0-9A-Z_a-z",
        "W": #"\x{0}-\x{2F}\x{3A}-\x{40}\x{5B}-\x{5E}\x{60}\x{7B}-\x{10FFFF}"#,
        "s": #"\x{9}-\x{D}\x{20}"#, "S": #"\x{0}-\x{8}\x{E}-\x{1F}\x{21}-\x{10FFFF}"#,
    ]

    static func translate(_ source: String) -> String {
        let s = Array(source.unicodeScalars)
        var out = "", index = 0, inClass = false
        while index < s.count {
            let c = s[index]
            index += 1
            if c == "\\" {
                let next = s[index]
                index += 1
                if let ranges = classRanges[next] {
                    out += inClass ? ranges : "[" + ranges + "]"
                } else if next == "v" {
                    out += #"\x{B}"#
                } else if next == "x" || next == "u" {
                    let count = next == "x" ? 2 : 4
                    out += #"\x{"# + String(String.UnicodeScalarView(s[index..<index + count])) + "}"
                    index += count
                } else {
                    out += "\\" + String(next)
                }
            } else if inClass {
                if c == "]" {
                    inClass = false
                    out += "]"
                } else if c == "-" {
                    let edge = out.hasSuffix("[") || out.hasSuffix("[^") || s[index] == "]"
                    out += edge ? #"\-"# : "-"
                } else if c.isASCII && !c.properties.isAlphabetic && !(0x30...0x39).contains(c.value) && c != " " {
                    out += "\\" + String(c)
                } else {
                    out += String(c)
                }
            } else if c == "[" {
                inClass = true
                out += "["
                if index < s.count && s[index] == "^" {
                    out += "^"
                    index += 1
                }
            } else if c == "." {
                out += #"[^\n\r\x{85}\x{2028}\x{2029}]"#
            } else if c == "$" {
                out += #"\z"#
            } else {
                out += String(c)
            }
        }
        return out
    }
}
