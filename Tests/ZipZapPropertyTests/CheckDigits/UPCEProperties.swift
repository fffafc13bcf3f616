import PropertyTesting
import Testing
import ZipZap
import ZipZapOracle

/// UPC-E zero suppression, over its whole structure: all 2 × 10^6 UPC-E bodies (number system 0 or 1, six data
/// digits; the check digit is carried unchanged, so one value of it stands for all ten).
@Suite struct UPCEProperties {
    /// Canonical UPC-Es, the ones zero suppression produces (GS1: the manufacturer digits just before the
    /// suppressed zeros are not zero, else the shorter pattern applies): d6 in 0...2; d6 = 3 with d3 ≥ 3;
    /// d6 = 4 with d4 ≠ 0; d6 ≥ 5 with d5 ≠ 0.
    static func isCanonical(_ upcE: [UInt8]) -> Bool {
        switch value(upcE[6]) {
        case 0...2: true
        case 3: value(upcE[3]) >= 3
        case 4: upcE[4] != 0x30
        default: upcE[5] != 0x30
        }
    }

    @Test(arguments: [UInt8(0x30), 0x31])
    func everyUPCEExpandsAndCompressesBack(numberSystem: UInt8) {
        do {
            var canonicalCount = 0
            expectNoFailure(Property.checkAll("UPC-E round trip, number system \(numberSystem - 0x30)", DigitStrings(length: 6)) { body in
                let upcE = [numberSystem] + body + [0x37]
                guard let upcA = UPCE.expand(upcE), let compressed = UPCE.compress(upcA) else { return false }
                guard Self.isCanonical(upcE) else { return compressed != upcE && UPCE.expand(compressed) == upcA }
                canonicalCount += 1
                return compressed == upcE
            })
            // 10^5 × (3 + 7/10 + 9/10 × 1 + 9/10 × 5): the canonical bodies counted from the rule, by hand.
            #expect(canonicalCount == 910_000)
        }
    }

    @Test func expansionAgreesWithOracle() {
        let upcEs = zip(Generator<[UInt8]>.element(of: [[0x30], [0x31]]), .digits(count: 7...7))
        expectNoFailure(Property.check("UPC-E expansion vs oracle", cases: 2000, upcEs) { numberSystem, rest in
            let upcE = numberSystem + rest
            return UPCE.expand(upcE).map(text) == Oracle.upcEExpansion(text(upcE))
                && UPCE.isValid(upcE) == Oracle.isValidGS1(Oracle.upcEExpansion(text(upcE))!)
        })
        #expect(UPCE.expand(bytes("21234565")) == nil && Oracle.upcEExpansion("21234565") == nil)
    }

    /// A UPC-A compresses exactly when some UPC-E expands to it. Checked on every zero pattern of the ten middle
    /// digits (the only thing suppression looks at besides a few digit values), with every filler digit, and on
    /// random UPC-As.
    @Test func noOtherUPCACompresses() {
        var shaped: [[UInt8]] = []
        for numberSystem in 0...2 {
            for mask in 0..<1024 {
                for filler in 1...9 {
                    let middle = (0..<10).map { mask >> $0 & 1 == 1 ? digit(filler) : 0x30 }
                    shaped.append([digit(numberSystem)] + middle + [0x35])
                }
            }
        }
        expectNoFailure(Property.checkAll("UPC-A compresses iff it is an expansion (zero patterns)", shaped, compressesIffExpansion))
        expectNoFailure(Property.check("UPC-A compresses iff it is an expansion (random)", cases: 2000,
                                       .digits(count: 12...12), compressesIffExpansion))
    }

    private func compressesIffExpansion(_ upcA: [UInt8]) -> Bool {
        let compressed = UPCE.compress(upcA)
        return (compressed != nil) == isExpansion(upcA) && compressed.map { UPCE.expand($0) == upcA } ?? true
    }

    /// Whether a UPC-E expands to `upcA` by the oracle: the UPC-E is read back from the four positions the
    /// oracle's table says the kept digits go to, and expanded again.
    private func isExpansion(_ upcA: [UInt8]) -> Bool {
        let a = text(upcA).map { $0 }
        let bodies = (0...2).map { d6 in [a[1], a[2], a[8], a[9], a[10], Character(String(d6))] }
            + [[a[1], a[2], a[3], a[9], a[10], "3"], [a[1], a[2], a[3], a[4], a[10], "4"],
               [a[1], a[2], a[3], a[4], a[5], a[10]]]
        return bodies.contains { body in
            Oracle.upcEExpansion(String([a[0]] + body + [a[11]])) == text(upcA)
        }
    }
}
