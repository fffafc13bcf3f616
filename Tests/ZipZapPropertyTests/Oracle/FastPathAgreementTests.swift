import PropertyTesting
import Testing
import ZipZap
import ZipZapOracle

/// The fast paths the GS1 checks use (check-character pair, MOD 97-10) against the GMP oracle, on random inputs
/// including lengths whose numbers are far beyond 64 bits.
@Suite struct FastPathAgreementTests {
    static let cset82 = Array("!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)
    static let alphanumeric = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    /// Strings over `alphabet` with a length in `lengths`, shrinking by dropping characters.
    static func strings(_ alphabet: [UInt8], _ lengths: ClosedRange<Int>) -> Generator<[UInt8]> {
        Generator(
            generate: { random in
                (0..<Int.random(in: lengths, using: &random)).map { _ in alphabet[Int.random(in: alphabet.indices, using: &random)] }
            },
            shrink: { value in
                value.count > lengths.lowerBound ? value.indices.map { var shorter = value; shorter.remove(at: $0); return shorter } : []
            },
            describe: { "\"" + text($0) + "\"" })
    }

    @Test func checkCharacterPairAgreesWithOracle() {
        expectNoFailure(Property.check("check pair fast path vs oracle", cases: 2000, Self.strings(Self.cset82, 0...97)) { data in
            let fast = GS1CheckCharacterPair.checkPair(forData: data).map { text([$0.0, $0.1]) }
            guard fast == Oracle.gs1CheckCharacterPair(text(data)), let fast else { return false }
            let valid = data + bytes(fast)
            var corrupted = valid
            corrupted[corrupted.count - 1] = corrupted.last == UInt8(ascii: "2") ? UInt8(ascii: "3") : UInt8(ascii: "2")
            return GS1CheckCharacterPair.isValid(valid) && Oracle.isValidGS1CheckCharacterPair(text(valid))
                && GS1CheckCharacterPair.isValid(corrupted) == Oracle.isValidGS1CheckCharacterPair(text(corrupted))
        })
    }

    @Test func mod97AgreesWithOracle() {
        expectNoFailure(Property.check("MOD 97-10 fast path vs oracle", cases: 2000, Self.strings(Self.alphanumeric, 1...120)) { data in
            guard let check = Oracle.iso7064Mod97_10(text(data)) else { return false }
            let valid = data + bytes(check)
            let invalid = data + bytes(check == "98" ? "97" : "98")
            return ISO7064Mod97.remainder(of: valid) == 1 && Oracle.isValidISO7064Mod97_10(text(valid))
                && (ISO7064Mod97.remainder(of: invalid) == 1) == Oracle.isValidISO7064Mod97_10(text(invalid))
        })
    }

    @Test func ibanAgreesWithOracle() {
        let bban = Self.strings(Self.alphanumeric, 1...30)
        expectNoFailure(Property.check("IBAN fast path vs oracle", cases: 1000, zip(bban, .int(in: 0...99))) { account, digits in
            // The check digits that make the IBAN valid (the country code moves behind the account), and another pair.
            guard let check = Oracle.iso7064Mod97_10(text(account) + "GB") else { return false }
            let valid = bytes("GB") + bytes(check) + account
            let other = bytes("GB") + bytes(digits < 10 ? "0\(digits)" : "\(digits)") + account
            return ISO7064Mod97.isValidIBAN(valid) && Oracle.isValidIBAN(text(valid))
                && ISO7064Mod97.isValidIBAN(other) == Oracle.isValidIBAN(text(other))
        })
    }
}
