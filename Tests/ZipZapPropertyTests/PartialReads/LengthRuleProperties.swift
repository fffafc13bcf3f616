import PropertyTesting
import Testing
import ZipZap
import ZipZapConformance
import ZipZapGeneration

/// A partial read is shorter than the value it comes from, so fixing the length rejects all of them; a range
/// lets through exactly the ones whose length falls inside it.
@Suite struct LengthRuleProperties {
    @Test func fixedLengthRejectsEveryPartialRead() {
        for model in partialReadModels {
            let fixed: [ValidationRule] = [.length(model.fullLength)]
            expectNoFailure(Property.check("fixed length, \(model.name)", cases: 40, validFullValues(model)) { full in
                fieldAccepts(fixed, Scan(value: full, type: nil))
                    && model.partialReads(of: full).allSatisfy { !fieldAccepts(fixed, $0) }
            })
        }
    }

    @Test func rangeLetsThroughExactlyTheTruncationsInsideIt() {
        for model in partialReadModels {
            let cases = zip(validFullValues(model), .int(in: 0...model.fullLength), .int(in: 0...model.fullLength))
            expectNoFailure(Property.check("length range, \(model.name)", cases: 40, cases) { full, a, b in
                let range = min(a, b)...max(a, b)
                return model.partialReads(of: full).allSatisfy { partial in
                    fieldAccepts([.length(range)], partial) == range.contains(partial.value.count)
                }
            })
        }
    }

    /// Partial reads are what the model says: ITF loses whole pairs from the ends and keeps at least one; the
    /// EAN-13 left half is a number-system-1 UPC-E whose check digit is the EAN-13's first digit.
    @Test func partialReadsFollowTheModel() {
        let itf = PartialReadModel.interleaved2of5(name: "ITF-14", length: 14, checkDigit: true, typeKnown: true)
        let reads = itf.partialReads(of: bytes("15012345678907")).map { text($0.value) }
        #expect(reads.count == 27 && Set(reads).count == 27)
        #expect(reads.contains("012345678907") && reads.contains("150123456789") && reads.contains("45"))
        #expect(reads.allSatisfy { $0.count % 2 == 0 && "15012345678907".contains($0) })
        let ean = PartialReadModel.ean13(name: "EAN-13", typeKnown: true)
        #expect(ean.partialReads(of: bytes("4006381333931")) == [Scan("10063814", type: .upcE)])
        #expect(ean.partialReads(of: bytes("0036000291452")).isEmpty)
    }
}
