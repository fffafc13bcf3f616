import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Independent checks of the matrix families of types, normalization and UPC-E: their written-out tables against
/// the tables of SPEC.md and Docs/check-digits.md, and their expected outcomes against SPEC's sentences.
@Suite struct CoreMatrixFamilyTests {
    private static func read(_ path: String) throws -> String {
        String(decoding: try FileSystem.read(PackageFiles.root + "/" + path), as: UTF8.self)
    }

    /// The rows of the first Markdown table after `heading` whose first cell starts with a backquote.
    private static func tableRows(in text: String, after heading: String) -> [[String]] {
        guard let start = text.range(of: heading) else { return [] }
        var rows: [[String]] = []
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            let trimmed = line.trimmingPrefix { $0 == " " }
            if !trimmed.hasPrefix("|") { if rows.isEmpty { continue } else { break } }
            let cells = trimmed.split(separator: "|").map { $0.trimmingPrefix { $0 == " " } }.map { String($0).trimmingSuffixSpaces }
            if cells.first?.hasPrefix("`") == true || cells.first?.first?.isNumber == true { rows.append(cells) }
        }
        return rows
    }

    /// C-2.5's table: every identifier with a fixed type, ranges `]A0`…`]A7` spelled out, against the family's copy.
    @Test func identifierTableIsSpecsTable() throws {
        var fromSpec: [String: BarcodeType] = [:]
        for row in Self.tableRows(in: try Self.read("Conformance/SPEC.md"), after: "**C-2.5 AIM symbology identifiers.**") {
            guard row.count == 2, let type = BarcodeType(rawValue: row[1]) else { continue }
            let identifiers = row[0].split(separator: "`").map(String.init).filter { $0.hasPrefix("]") }.map { String($0.dropFirst()) }
            if row[0].contains("…"), identifiers.count == 2 {
                let code = identifiers[0].first!, first = identifiers[0].last!.asciiValue!, last = identifiers[1].last!.asciiValue!
                for modifier in first...last { fromSpec["\(code)\(Character(UnicodeScalar(modifier)))"] = type }
            } else {
                for identifier in identifiers { fromSpec[identifier] = type }
            }
        }
        #expect(fromSpec.count == 34)
        #expect(fromSpec == VectorFamily.specIdentifierTypes)
    }

    /// The zero-suppression table of Docs/check-digits.md, applied token by token, agrees with `upcAOfUPCE`.
    @Test func upcEExpansionIsTheDocumentedTable() throws {
        let rows = Self.tableRows(in: try Self.read("Docs/check-digits.md"), after: "## UPC-E")
        #expect(rows.count == 4)
        for row in rows {
            let sixths = row[0].contains("–")
                ? Array(Int(String(row[0].first!))!...Int(String(row[0].last!))!)
                : row[0].split(separator: ",").map { Int($0.filter(\.isNumber))! }
            let tokens = row[1].filter { $0 != "`" }.split(separator: " ").map(String.init)
            for numberSystem in 0...1 {
                for sixth in sixths {
                    let upcE = "\(numberSystem)97086\(sixth)5"
                    let digits = Array(upcE).map(String.init)
                    let names = ["N": 0, "d1": 1, "d2": 2, "d3": 3, "d4": 4, "d5": 5, "d6": 6, "C": 7]
                    let expected = tokens.map { names[$0].map { digits[$0] } ?? $0 }.joined()
                    #expect(VectorFamily.upcAOfUPCE(upcE) == expected, "\(upcE)")
                }
            }
        }
        #expect(VectorFamily.upcAOfUPCE("04252614") == "042100005264")
        #expect(VectorFamily.upcAOfUPCE("24252614") == nil)
    }

    /// C-2.6 to C-2.8: a field without a GTIN type, data without a GTIN, or an unlisted GTIN type: no scan of a type the
    /// field does not list is read; one that is read is written, never rejected; and a `gtin14` field without rules
    /// writes every carried GTIN it reads.
    @Test func carriedGTINsOnlyThroughGTINFields() {
        for draft in VectorFamily.carriedGTINMatrix.drafts() {
            guard let result = draft.expectation?.exactResult(for: draft) else { continue }
            let types = draft.field.types
            for (probe, entry) in zip(VectorFamily.carriedProbes(), result.trace) {
                guard let type = probe.type, let types, !types.contains(type) else { continue }
                let carries = !types.isDisjoint(with: .gtin) && probe.gtin != nil && !BarcodeTypeSet.gtin.contains(type)
                #expect(entry["kind"] != .string("reject"), "C-2.7, \(draft.key): \(probe.scan)")
                if entry["kind"] != .string("ignore") { #expect(carries, "\(draft.key): \(probe.scan)") }
                if carries && draft.field.normalization == .gtin14 && draft.field.rules.isEmpty {
                    #expect(entry["kind"] == .string("write"), "\(draft.key): \(probe.scan)")
                }
            }
        }
    }

    /// C-3.5: a written GTIN has the form's width and ends in the input's digits, and a value is refused only when it
    /// is no GTIN or would lose a non-zero digit.
    @Test func gtinFormsWriteRightAligned() {
        for draft in VectorFamily.gtinFormMatrix.drafts() where !draft.key.contains("padded") {
            guard let result = draft.expectation?.exactResult(for: draft) else { continue }
            let width = draft.field.normalization.gtinLength!
            for (value, entry) in zip(VectorFamily.gtinMatrixValues, result.trace) {
                let isGTIN = [8, 12, 13, 14].contains(value.count)
                let fits = value.dropLast(width).allSatisfy { $0 == "0" }
                if case .string(let written)? = entry["value"] {
                    #expect(isGTIN && fits && written.count == width && written.hasSuffix(value.drop { $0 == "0" }), "\(draft.key): \(value)")
                } else {
                    #expect(!(isGTIN && fits), "\(draft.key): \(value) refused")
                }
            }
        }
    }

    /// C-4.3 counts as Swift's `String(decoding:as:)` does: the later-continuation vectors write exactly the values
    /// it reads as two scalars.
    @Test func laterContinuationCountsAreSwiftsDecoding() {
        let drafts = VectorFamily.coreGaps.drafts().filter { $0.key.hasPrefix("utf8-later/") }
        #expect(drafts.count == 10)
        for draft in drafts {
            guard let result = draft.expectation?.exactResult(for: draft), case .direct(let scans) = draft.input.decoded else { continue }
            for (scan, entry) in zip(scans, result.trace) {
                let bytes = scan.value
                let count = String(decoding: bytes, as: UTF8.self).unicodeScalars.count
                #expect((count == 2) == (entry["kind"] == .string("write")), "\(draft.key): \(bytes)")
            }
        }
    }

    /// The decoder utf8-lead-matrix takes its counts from agrees with the counts length-boundaries writes out by
    /// hand from C-4.3's maximal subparts, and the matrix covers every non-ASCII first byte.
    @Test func leadMatrixDecoderIsTheHandWrittenCounts() {
        for (name, bytes, count) in VectorFamily.utf8Edges {
            #expect(String(decoding: bytes, as: UTF8.self).unicodeScalars.count == count, "\(name)")
        }
        #expect(VectorFamily.utf8LeadMatrix.drafts().count == 128)
    }

    /// C-3.2: the run vectors all write their core, whatever the two scalars of padding at each end.
    @Test func trimRunsAreAllTrimmedScalars() {
        for value in VectorFamily.trimRunScalars {
            #expect(VectorFamily.trimmedScalars.contains { $0.contains(value) }, "U+\(String(value, radix: 16))")
        }
        #expect(Set(VectorFamily.trimRunScalars.map { String(Unicode.Scalar($0)!).utf8.count }) == [1, 2, 3])
    }
}

private extension String {
    var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
