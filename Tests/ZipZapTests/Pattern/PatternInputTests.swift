import PropertyTesting
import Testing
import ZipZap

/// Values as bytes: ill-formed UTF-8 reads as U+FFFD per maximal subpart, NUL is an ordinary scalar, and long hostile
/// values are matched in one linear pass.
@Suite struct PatternInputTests {
    @Test func illFormedBytesReadAsReplacementCharacters() throws {
        let oneScalar = try PortablePattern("^.$")
        let replacement = try PortablePattern("^\u{FFFD}+$")
        let digitThenReplacement = try PortablePattern("^\\d\\uFFFD\\d$")
        for bytes: [UInt8] in [[0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED]] {
            #expect(oneScalar.matches(bytes), "\(bytes)")
            #expect(replacement.matches(bytes), "\(bytes)")
        }
        // A surrogate's encoding and an overlong form are several maximal subparts, one U+FFFD each.
        #expect(!oneScalar.matches([0xED, 0xA0, 0x80] as [UInt8]))
        #expect(try PortablePattern("^\\uFFFD{3}$").matches([0xED, 0xA0, 0x80] as [UInt8]))
        #expect(try PortablePattern("^\\uFFFD{2}$").matches([0xC0, 0xAF] as [UInt8]))
        #expect(digitThenReplacement.matches([0x31, 0xE2, 0x82, 0x32] as [UInt8]))
        #expect(try !PortablePattern("^\\d\\d$").matches([0x31, 0xE2, 0x82, 0x32] as [UInt8]))
        #expect(try PortablePattern("\\W").matches([0x31, 0xFE] as [UInt8]))
        #expect(try !PortablePattern("\\W").matches([0x31, 0x32] as [UInt8]))
    }

    @Test func nulIsAnOrdinaryScalar() throws {
        #expect(try PortablePattern("^a.b$").matches([0x61, 0x00, 0x62] as [UInt8]))
        #expect(try PortablePattern("^a\\x00b$").matches([0x61, 0x00, 0x62] as [UInt8]))
        #expect(try PortablePattern("^[^\\x00]+$").matches([0x61, 0x62] as [UInt8]))
        #expect(try !PortablePattern("^[^\\x00]+$").matches([0x61, 0x00] as [UInt8]))
        #expect(try !PortablePattern("^\\d+$").matches([0x31, 0x00, 0x32] as [UInt8]))
    }

    @Test func tenMegabyteValuesAgainstBacktrackingTraps() throws {
        let manyA = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000)
        for pattern in ["(a|aa)*b", "(a*)*b", "^(a|a)*$x", "(a?){1000}b"] {
            #expect(try !PortablePattern(pattern).matches(manyA), "\(pattern)")
        }
        #expect(try PortablePattern("(a|aa)*b").matches(manyA + [UInt8(ascii: "b")]))
        #expect(try PortablePattern("^(a*)*$").matches(manyA))
        let manyDigits = [UInt8](repeating: UInt8(ascii: "7"), count: 10_000_000)
        #expect(try !PortablePattern("^\\d{13}$").matches(manyDigits))
        #expect(try PortablePattern("\\d{13}$").matches(manyDigits))
        #expect(try !PortablePattern("x$").matches(manyDigits))
    }

    @Test func largeAutomataAreBuiltOnDemand() throws {
        // "an a 20 scalars before the end" needs about 2^21 deterministic states: past the cap.
        let pattern = try PortablePattern("a[ab]{20}$")
        let value = Array(("b" + "a" + String(repeating: "b", count: 20)).utf8)
        #expect(pattern.matches(value))
        #expect(!pattern.matches(Array(String(repeating: "b", count: 30).utf8)))
        let long = [UInt8](repeating: UInt8(ascii: "b"), count: 1_000_000)
        #expect(!pattern.matches(long))
        #expect(pattern.matches(long + Array(("a" + String(repeating: "b", count: 20)).utf8)))
        #expect(!pattern.matches(long + Array(("a" + String(repeating: "b", count: 21)).utf8)))
        // A random value meets far more states than the on-demand cache holds, so it starts over many times.
        var random = SplitMix64(seed: 0x5EED)
        var randomValue = (0..<200_000).map { _ in random.next(below: 2) == 0 ? UInt8(ascii: "a") : UInt8(ascii: "b") }
        for last in [UInt8(ascii: "a"), UInt8(ascii: "b")] {
            randomValue[randomValue.count - 21] = last
            #expect(pattern.matches(randomValue) == (last == UInt8(ascii: "a")))
        }
    }
}
