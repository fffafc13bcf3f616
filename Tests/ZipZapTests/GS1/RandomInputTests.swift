import PropertyTesting
import Testing
import ZipZap

/// Deterministic random inputs built from the bytes GS1 parsers care about: never a crash, and every accepted input
/// round-trips through its bracketed and unbracketed forms.
@Suite struct RandomInputTests {
    static let pieces: [[UInt8]] = [
        "(", ")", "\\(", "^", "\u{1D}", "]C1", "]E0", "]Q1", "https://x.com/", "/", "?", "&", "=", "%", "%2F",
        "01", "09520123456788", "10", "17", "261231", "21", "3103", "000189", "8006", "8030", "415", "8020",
        "00", "0", "9", "A", "z", "\u{0}", "\u{FF}", "~",
    ].map { Array($0.utf8) }

    @Test func randomInputsNeverCrashAndRoundTrip() throws {
        var generator = SplitMix64(seed: 0x5EED)
        var accepted = 0
        for _ in 0..<20_000 {
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                input += Self.pieces.randomElement(using: &generator) ?? []
            }
            guard case .success(let parsed) = GS1.parse(input, options: .lenient) else { continue }
            accepted += 1
            #expect(try GS1.parse(parsed.bracketed, options: .lenient).get() == parsed)
            #expect(try GS1.parse(parsed.unbracketed(), options: .lenient).get() == parsed)
        }
        #expect(accepted > 0)
    }
}
