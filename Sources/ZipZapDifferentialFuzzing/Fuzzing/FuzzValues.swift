import PropertyTesting
import ZipZap
import ZipZapConformance
import ZipZapGeneration

/// Scan values built to sit near the edges: valid GTINs and their single-digit and transposition mutants, UPC-E of
/// every last digit, GS1 data, text for the fixtures, then AIM prefixes, white space, control bytes and ill-formed
/// UTF-8 around them.
enum FuzzValues {
    static let gtinLengths = [8, 12, 13, 14]

    /// A value for a scan of `type` (nil: unknown), drawn from the families above.
    static func value(_ random: inout SplitMix64, type: BarcodeType?, gs1: Bool) -> [UInt8] {
        var value: [UInt8] = if gs1, random.oneIn(2) {
            random.oneIn(4) ? FuzzGS1Values.digitalLink(&random) : FuzzGS1Values.data(&random)
        } else {
            switch random.int(0...9) {
            case 0...2: gtinShaped(&random, type: type)
            case 3: upcE(&random)
            case 4: gs1 || random.oneIn(2) ? FuzzGS1Values.data(&random) : text(&random)
            case 5: gs1 ? FuzzGS1Values.digitalLink(&random) : fixtureShaped(&random)
            case 6: fixtureShaped(&random)
            default: text(&random)
            }
        }
        if random.oneIn(4) { value = identifier(&random, type: type) + value }
        if random.oneIn(4) { value = decorated(&random, value) }
        return value
    }

    /// A valid GTIN of the type's length (any GTIN length for other types), or one digit changed, two neighbours
    /// swapped, a digit more or less.
    static func gtinShaped(_ random: inout SplitMix64, type: BarcodeType?) -> [UInt8] {
        let length = switch type {
        case .ean8: 8
        case .upcA: 12
        case .ean13: 13
        case .itf14: 14
        default: random.element(gtinLengths)
        }
        var gtin = GS1ValueSynthesizer.withCheckDigit(random.digits(length - 1))
        switch random.int(0...5) {
        case 0:
            let position = random.int(0...length - 1)
            gtin[position] = UInt8(ascii: "0") + (gtin[position] - UInt8(ascii: "0") + UInt8(random.int(1...9))) % 10
        case 1:
            let position = random.int(0...length - 2)
            gtin.swapAt(position, position + 1)
        case 2: if random.oneIn(2) { gtin.removeLast() } else { gtin.append(random.digit()) }
        default: break
        }
        return gtin
    }

    /// A UPC-E of number system 0 or 1 (rarely another) with its last data digit drawn from all ten, so every
    /// expansion pattern comes up; its check digit right, or off by one.
    static func upcE(_ random: inout SplitMix64) -> [UInt8] {
        let system = random.oneIn(8) ? random.digit() : UInt8(ascii: random.oneIn(2) ? "0" : "1")
        let data = [system] + random.digits(6)
        var disguised = data
        disguised[0] = UInt8(ascii: "0")
        let upcA = UPCE.expand(disguised + [UInt8(ascii: "0")]).map { Array($0.prefix(11)) } ?? []
        var check = GS1Mod10.checkDigit(forData: upcA) ?? UInt8(ascii: "0")
        if random.oneIn(4) { check = UInt8(ascii: "0") + (check - UInt8(ascii: "0") + 1) % 10 }
        return data + [check]
    }

    /// Values the custom fixtures decide on: asset tags near `AB-123456`, numbers that are or are not 1 mod 97.
    static func fixtureShaped(_ random: inout SplitMix64) -> [UInt8] {
        if random.oneIn(2) {
            var tag = [UInt8(ascii: "A") + UInt8(random.int(0...25)), UInt8(ascii: "A") + UInt8(random.int(0...25)), UInt8(ascii: "-")]
                + random.digits(6)
            if random.oneIn(3) { tag[random.int(0...tag.count - 1)] = random.element(Array("a-0 ".utf8)) }
            return tag
        }
        let digits = random.digits(random.int(1...30))
        var remainder = 0
        for digit in digits { remainder = (remainder * 10 + Int(digit - UInt8(ascii: "0"))) % 97 }
        // Appending two digits d makes the number 100 n + d; choose d so that it is 1 modulo 97 (or one more).
        let wanted = (1 - (remainder * 100) % 97 + 97 * 2) % 97 + (random.oneIn(3) ? 1 : 0)
        return digits + [UInt8(ascii: "0") + UInt8(wanted / 10 % 10), UInt8(ascii: "0") + UInt8(wanted % 10)]
    }

    /// Short text: ASCII, digits of other scripts, letters beyond ASCII, NUL.
    static func text(_ random: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("ABC".utf8), Array("LOC-".utf8), Array("0".utf8), Array("a".utf8), Array("-".utf8), Array(" ".utf8),
            Array("٣".utf8), Array("５".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x00], Array("\n".utf8),
        ]
        var text: [UInt8] = []
        for _ in 0..<random.int(0...6) { text += random.oneIn(2) ? random.digits(random.int(1...4)) : random.element(pieces) }
        return text
    }

    /// An AIM symbology identifier: the type's own, another type's, or one no type has.
    static func identifier(_ random: inout SplitMix64, type: BarcodeType?) -> [UInt8] {
        switch random.int(0...3) {
        case 0, 1: Array(SymbologyIdentifier.canonical(for: type ?? random.element(BarcodeType.allCases)).description.utf8)
        case 2: Array(SymbologyIdentifier.canonical(for: random.element(BarcodeType.allCases)).description.utf8)
        default: [UInt8(ascii: "]"), random.element(Array("ACEFGIJLQXdez".utf8)), random.element(Array("0123459AZ".utf8))]
        }
    }

    /// White space and control bytes around the value, or ill-formed UTF-8 inside it.
    static func decorated(_ random: inout SplitMix64, _ value: [UInt8]) -> [UInt8] {
        let around: [[UInt8]] = [[0x20], [0x09], [0x0A], [0x0D], [0x00], [0x1D], [0x7F], [0x0B, 0x0C],
                                 [0xC2, 0xA0], [0xE3, 0x80, 0x80], [0xE2, 0x80, 0x8B], [0xC2, 0x85]]
        let illFormed: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x80]]
        switch random.int(0...3) {
        case 0: return random.element(around) + value
        case 1: return value + random.element(around)
        case 2: return random.element(around) + value + random.element(around)
        default:
            let position = random.int(0...value.count)
            return Array(value[..<position]) + random.element(illFormed) + Array(value[position...])
        }
    }
}
